/**
 * Routes that exist only with TEST_ROUTES=1 (refused in production), mounted after the guards so
 * tests can observe them:
 * - GET /__test/slow?ms=N answers after N ms (at most 30 s): a request in flight for the
 *   graceful-shutdown test.
 * - POST /__test/effects counts the requests that reached it, GET reads the count: proof that a
 *   request refused by the origin check or a rate limit changed nothing.
 */
import express, { type Router } from "express";

export function testRoutes(): Router {
  const router = express.Router();
  let effects = 0;
  router.get("/__test/slow", (req, res) => {
    const ms = Math.min(Number(req.query.ms) || 1000, 30_000);
    setTimeout(() => res.type("text/plain; charset=utf-8").send(`slept ${ms} ms`), ms);
  });
  router.post("/__test/effects", (_req, res) => {
    effects += 1;
    res.json({ effects });
  });
  router.get("/__test/effects", (_req, res) => {
    res.json({ effects });
  });
  return router;
}
