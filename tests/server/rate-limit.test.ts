import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type StartedServer } from "../support/start-server";

/**
 * Low limits for this server: every strict entry allows 2 requests, the general limit 12 (per IP,
 * per minute). The tests run in order and share the counts of 127.0.0.1.
 */
const GENERAL_LIMIT = 12;
let server: StartedServer;
let forgedAddress = 0;
beforeAll(async () => {
  server = await startServer({
    env: { RATE_LIMIT_MAX: String(GENERAL_LIMIT), RATE_LIMIT_STRICT_MAX: "2", PUBLIC_URL: "https://jobs.example.test" },
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

/** Every request claims another client address; without TRUST_PROXY that must change nothing. */
function send(path: string, init: RequestInit = {}) {
  forgedAddress += 1;
  return fetch(`${server.url}${path}`, {
    redirect: "manual",
    ...init,
    headers: {
      "x-forwarded-for": `203.0.113.${forgedAddress}`,
      "x-real-ip": `203.0.113.${forgedAddress}`,
      ...init.headers,
    },
  });
}
const postJson = (path: string) =>
  send(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ message: "hi" }),
  });

function expectRetryAfter(response: Response) {
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
}

describe("rate limits", () => {
  it("limits a strict API endpoint: 429, Retry-After and a JSON detail, forged X-Forwarded-For or not", async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) expect((await postJson("/api/contact/")).status).not.toBe(429);
    const limited = await postJson("/api/contact/");
    expect(limited.status).toBe(429);
    expectRetryAfter(limited);
    expect(limited.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await limited.json()).toEqual({
      detail: "Too many requests. Please try again later.",
      code: "too_many_requests",
    });
  });

  it("limits a strict web action with a short page, including its single-fetch data URL", async () => {
    const form = { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "email=x" };
    for (let attempt = 0; attempt < 2; attempt += 1) expect((await send("/login", form)).status).not.toBe(429);
    const limited = await send("/login", form);
    expect(limited.status).toBe(429);
    expectRetryAfter(limited);
    expect(limited.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await limited.text()).toContain("Too many requests.");
    expect((await send("/login.data", form)).status).toBe(429);
    expect((await send("/LOGIN/", form)).status).toBe(429);
  });

  it("applies the general limit to everything else, and a forged X-Forwarded-For does not reset it", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < GENERAL_LIMIT; attempt += 1)
      statuses.push((await send("/api/no-such-thing/")).status);
    expect(statuses).toContain(429);
    // Once limited, every further request from this address is refused, whatever address it claims.
    for (const path of ["/api/no-such-thing/", "/jobs", "/"]) {
      const response = await send(path);
      expect(response.status).toBe(429);
      expectRetryAfter(response);
    }
  });

  it("keeps health probes answering while the address is limited", async () => {
    expect((await send("/healthz")).status).toBe(200);
    expect((await send("/api/health/")).status).toBe(200);
    // The load balancer's probes (docs/operations.md#caches).
    expect((await send("/livez")).status).toBe(200);
    expect((await send("/readyz")).status).toBe(200);
  });

  it("sends HSTS when PUBLIC_URL is https", async () => {
    const response = await send("/healthz");
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });
});
