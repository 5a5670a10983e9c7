import { Hono, type Context } from "hono";
import { getApiConfig, type ApiConfig } from "./config";
import type { Database } from "./db/client";
import type { MediaStore } from "./services/media-store";
import { createQueue, type Queue } from "./services/queue";
import type { SharedRedis } from "../common/redis";
import { createDeps } from "./deps";
import { consoleLog, type ApiLog } from "./log";
import { createErrorHandler, notFoundHandler } from "./http/errors";
import { limitBodySize } from "./http/validate";
import { accountDataRoutes } from "./routes/account-data";
import { accountRecoveryRoutes } from "./routes/accounts";
import { applicationRoutes } from "./routes/applications";
import { authRoutes } from "./routes/auth";
import { companyRoutes } from "./routes/companies";
import { companyFollowRoutes } from "./routes/company-follows";
import { interviewRoutes } from "./routes/interviews";
import { seasonRoutes } from "./routes/season";
import { conversationRoutes } from "./routes/conversations";
import { searchAlertRoutes } from "./routes/search-alerts";
import { companyGalleryRoutes } from "./routes/company-gallery";
import { companyReviewRoutes } from "./routes/company-reviews";
import { contactRoutes } from "./routes/contact";
import { employeeRoutes } from "./routes/employees";
import { healthRoutes } from "./routes/health";
import { mailPreferenceRoutes } from "./routes/mail-preferences";
import { jobMethodsNotAllowed, jobRoutes } from "./routes/jobs";
import { paymentRoutes } from "./routes/payments";
import { schemaRoutes } from "./routes/schema";
import { settingsRoutes } from "./routes/settings";
import { testFailuresRouter } from "./routes/test-failures";
import { userRoutes } from "./routes/users";
import { profileItemRoutes } from "./routes/profile-items";
import { workExperienceRoutes } from "./routes/work-experiences";
import { mountRoutes } from "./http/route";

export type ApiOptions = {
  database: Database;
  /**
   * The job queue every mail goes through (services/queue.ts), started with its workers (server/api-tier.ts).
   * Left out (tests that never read mail), mails are queued for a process that runs the workers.
   */
  queue?: Queue;
  /** Defaults to the process configuration; tests pass one pointing at loopback stand-ins. */
  config?: ApiConfig;
  log?: ApiLog;
  /** Unexpected errors also go here (Sentry when SENTRY_DSN is set; server/monitoring.ts). */
  reportError?: (error: unknown) => void;
  /** The upload store the server also serves /media from; made from `config` when left out. */
  media?: MediaStore;
  /** TEST_ROUTES=1: adds GET /api/__test/error/, an unexpected error on demand (routes/test-failures.ts). */
  testRoutes?: boolean;
  /**
   * REDIS_URL's connection: the account throttles count there, shared by every process
   * (docs/operations.md#shared-counters-in-redis).
   */
  redis?: SharedRedis;
};

/** Builds the REST API mounted at /api (design section 7): every router, the error shape, the body limits. */
export function createApi({
  database,
  queue,
  config = getApiConfig(),
  log = consoleLog,
  reportError,
  media,
  testRoutes = false,
  redis,
}: ApiOptions) {
  const deps = createDeps(database, config, log, queue ?? createQueue(database, log), { media, redis });
  const api = new Hono().basePath("/api");
  // The request id: server/api-tier.ts sets the header from the request logger, or the web tier forwards its
  // page's id to the in-process API. The logger masks secrets in the path.
  const about = (c: Context) => {
    const requestId = c.req.header("x-request-id");
    return { ...(requestId ? { requestId } : {}), method: c.req.method, path: c.req.path };
  };
  api.onError(
    createErrorHandler({
      log: (error, c) => {
        log.error("unexpected error", { ...about(c), err: error });
        reportError?.(error);
      },
      logOutage: (reason, c) => log.warn("database unavailable", { ...about(c), reason }),
    }),
  );
  api.notFound(notFoundHandler);
  api.use("*", limitBodySize());
  api.use("*", async (c, next) => {
    await next();
    // security.md: every response names its charset; Hono's c.json() sends bare application/json.
    if (c.res.headers.get("Content-Type") === "application/json") {
      c.res.headers.set("Content-Type", "application/json; charset=utf-8");
    }
  });
  api.route("/", mountRoutes(deps, conversationRoutes(deps)));
  api.route("/", mountRoutes(deps, applicationRoutes(deps)));
  api.route("/", mountRoutes(deps, [...paymentRoutes(deps)]));
  api.route("/", mountRoutes(deps, employeeRoutes(deps)));
  api.route("/", mountRoutes(deps, [...workExperienceRoutes(deps)]));
  api.route("/", mountRoutes(deps, companyRoutes(deps)));
  api.route("/", mountRoutes(deps, companyGalleryRoutes(deps)));
  api.route("/", mountRoutes(deps, profileItemRoutes(deps)));
  api.route("/", mountRoutes(deps, jobRoutes(deps)));
  api.route("/", jobMethodsNotAllowed());
  api.route("/", mountRoutes(deps, companyFollowRoutes(deps)));
  api.route("/", mountRoutes(deps, interviewRoutes(deps)));
  api.route("/", mountRoutes(deps, seasonRoutes(deps)));
  api.route("/", mountRoutes(deps, searchAlertRoutes(deps)));
  api.route("/", mountRoutes(deps, companyReviewRoutes(deps)));
  api.route(
    "/",
    mountRoutes(deps, [
      ...healthRoutes(deps),
      ...schemaRoutes(deps),
      ...authRoutes(deps),
      ...accountRecoveryRoutes(deps),
      ...accountDataRoutes(deps),
      ...settingsRoutes(deps),
      ...userRoutes(deps),
      ...contactRoutes(deps),
      ...mailPreferenceRoutes(deps),
    ]),
  );
  if (testRoutes) api.route("/", testFailuresRouter());
  return api;
}
export type Api = ReturnType<typeof createApi>;
