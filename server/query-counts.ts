/**
 * SQL statements per request, for the test that holds each signed-in page to its number of queries
 * (tests/server/query-counts.test.ts). Only with TEST_ROUTES=1 (refused in production): the API tier's database then
 * reports each statement it runs (api/db/client.ts, `onQuery`), and a request that carries `X-Test-Query-Count: <id>`
 * counts the statements run on its behalf, the in-process API calls of its loaders included. The count is per
 * request, not per process: it lives in the request's async context, so requests running at the same time do not
 * count each other's statements. `GET /__test/query-count/<id>` reads it once the response has finished.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import express, { type RequestHandler, type Router } from "express";

export const QUERY_COUNT_HEADER = "x-test-query-count";

interface Counter {
  statements: string[];
}

const current = new AsyncLocalStorage<Counter>();
const finished = new Map<string, string[]>();
/** Enough for any test; the oldest counts go first. */
const KEEP = 200;

/** The database's hook: one more statement for the request this runs for (none outside a counted request). */
export function countQuery(query: string): void {
  current.getStore()?.statements.push(query);
}

/** Runs a request carrying the header inside its own counter, and keeps the count when its response has finished. */
export function queryCounting(): RequestHandler {
  return (req, res, next) => {
    const id = req.get(QUERY_COUNT_HEADER);
    if (!id) {
      next();
      return;
    }
    const counter: Counter = { statements: [] };
    res.once("finish", () => {
      finished.set(id, counter.statements);
      if (finished.size > KEEP) finished.delete(finished.keys().next().value ?? "");
    });
    current.run(counter, next);
  };
}

/**
 * `GET /__test/query-count/<id>`: `{ statements }`, the SQL of a finished request in the order it ran (so a failing
 * count shows which query is new), 404 when none is known by that id.
 */
export function queryCountRoutes(): Router {
  const router = express.Router();
  router.get("/__test/query-count/:id", (req, res) => {
    const statements = finished.get(req.params.id);
    if (statements === undefined) res.status(404).json({ detail: "no finished request with this id" });
    else res.json({ statements });
  });
  return router;
}
