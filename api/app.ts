import { Hono } from "hono";
import { getApiConfig, type ApiConfig } from "./config";
import type { Database } from "./db/client";
import { consoleLog, createDeps, type ApiLog } from "./deps";
import { createErrorHandler, notFoundHandler } from "./http/errors";
import { limitBodySize } from "./http/validate";
import { healthRouter } from "./routes/health";

export type ApiOptions = {
  database: Database;
  /** Defaults to the process configuration; tests pass one pointing at loopback stand-ins. */
  config?: ApiConfig;
  log?: ApiLog;
};

/** Builds the REST API mounted at /api (design section 7): every router, the error shape, the body limits. */
export function createApi({ database, config = getApiConfig(), log = consoleLog }: ApiOptions) {
  const deps = createDeps(database, config, log);
  const api = new Hono().basePath("/api");
  api.onError(createErrorHandler({ log: (error, c) => log.error("api error", { path: c.req.path, error: String(error) }) }));
  api.notFound(notFoundHandler);
  api.use("*", limitBodySize());
  api.use("*", async (c, next) => {
    await next();
    // security.md: every response names its charset; Hono's c.json() sends bare application/json.
    if (c.res.headers.get("Content-Type") === "application/json") {
      c.res.headers.set("Content-Type", "application/json; charset=utf-8");
    }
  });
  api.route("/", healthRouter(deps));
  return api;
}
export type Api = ReturnType<typeof createApi>;
