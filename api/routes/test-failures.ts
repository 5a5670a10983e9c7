import { Hono } from "hono";

/**
 * Only with TEST_ROUTES=1 (refused in production): GET /api/__test/error/ fails as a bug would, so tests can
 * follow an unexpected API error into the log, the page that called it and Sentry (tests/server/error-logging.test.ts).
 */
export function testFailuresRouter() {
  return new Hono().get("/__test/error/", () => {
    throw new TypeError("test: an unexpected API error");
  });
}
