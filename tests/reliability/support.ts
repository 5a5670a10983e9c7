/**
 * Small pieces the reliability tests share: timed requests, signing in as a demo account, the server
 * environment that keeps rate limits out of a measurement.
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../api/db/demo/people";

export const DEMO_EMPLOYEE = DEMO_ACCOUNTS.employee.email;
export { DEMO_PASSWORD };

/** Load and fault tests send far more than one visitor would; the limits have their own tests. */
export const NO_RATE_LIMITS = { RATE_LIMIT_MAX: "100000000", RATE_LIMIT_STRICT_MAX: "100000000" };
/** A company's move is mailed after a second, not the two minutes that let moves made close together merge (182). */
export const QUICK_STATUS_MAIL = { STATUS_MAIL_DELAY_SECONDS: "1" };

export interface TimedResponse {
  status: number;
  headers: Headers;
  body: string;
  ms: number;
}

/** fetch with a hard deadline: a hang fails the test as "took too long" instead of stalling it. */
export async function timedFetch(url: string, init: RequestInit = {}, deadlineMs = 15_000): Promise<TimedResponse> {
  const started = performance.now();
  const response = await fetch(url, { redirect: "manual", ...init, signal: AbortSignal.timeout(deadlineMs) });
  const body = await response.text();
  return { status: response.status, headers: response.headers, body, ms: performance.now() - started };
}

export interface SignedIn {
  access: string;
  refresh: string;
  /** The web tier's session cookies (design section 6). */
  cookie: string;
  headers: Record<string, string>;
}

export async function signIn(
  baseUrl: string,
  email: string = DEMO_EMPLOYEE,
  password = DEMO_PASSWORD,
): Promise<SignedIn> {
  const response = await fetch(`${baseUrl}/api/auth/token/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200)
    throw new Error(`sign-in as ${email} failed: ${response.status} ${await response.text()}`);
  const { access, refresh } = (await response.json()) as { access: string; refresh: string };
  return {
    access,
    refresh,
    cookie: `access=${access}; refresh=${refresh}`,
    headers: { Authorization: `Bearer ${access}` },
  };
}

/** What must never reach a client: a JavaScript stack, a driver's message, a file path. */
export const LEAKS = /\bat [\w.<>]+ \(|node_modules|ECONNREFUSED|DrizzleQueryError|Failed query|\/work\/|\/tmp\//;

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls `check` until it returns true or `timeoutMs` passes; false then. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, intervalMs = 250): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await sleep(intervalMs);
  }
  return false;
}
