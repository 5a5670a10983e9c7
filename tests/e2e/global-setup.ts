import { startServer } from "../support/start-server";

/**
 * Starts one app server for the whole browser run on a free port with a fresh DATA_DIR. The strict per-IP
 * limits (10 logins per 15 minutes) are raised: every browser test comes from 127.0.0.1 and the session tests
 * log in many times; tests/server/rate-limit.test.ts checks the limits themselves.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startServer({ env: { RATE_LIMIT_STRICT_MAX: "500" } });
  process.env.E2E_BASE_URL = server.url;
  return () => server.stop();
}
