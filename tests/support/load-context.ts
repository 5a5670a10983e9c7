import type { AppLoadContext } from "@remix-run/node";
import type { RequestMonitor } from "../../app/load-context";

/** A monitor that keeps what it is told, for tests of loaders and actions. */
export function recordingMonitor(): RequestMonitor & {
  errors: unknown[];
  warnings: string[];
  users: (string | null)[];
} {
  const errors: unknown[] = [];
  const warnings: string[] = [];
  const users: (string | null)[] = [];
  return {
    requestId: "test-request-id",
    errors,
    warnings,
    users,
    error: (error) => errors.push(error),
    warn: (_kind, message) => warnings.push(message),
    setUser: (userId) => users.push(userId),
  };
}

/** The load context of a loader test: an API stand-in, a recording monitor, and the cookies set on the response. */
export function testLoadContext(
  apiFetch: AppLoadContext["apiFetch"],
  apiBaseUrl = "http://internal/api",
): AppLoadContext & { cookies: string[] } {
  const cookies: string[] = [];
  return {
    nonce: "n",
    apiFetch,
    apiBaseUrl,
    monitor: recordingMonitor(),
    cookies,
    setCookie: (cookie) => void cookies.push(cookie),
  };
}
