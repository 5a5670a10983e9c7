import { Hono } from "hono";

/** Builds the REST API (mounted at /api). Routers are added by later work. */
export function createApi() {
  const api = new Hono().basePath("/api");
  api.get("/health/", (c) => c.json({ status: "ok", database: "ok" }));
  return api;
}
export type Api = ReturnType<typeof createApi>;
