import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strictLimits } from "../../server/rate-limits";
import { startServer, type StartedServer } from "../support/start-server";

/**
 * The strict limits at their configured values (docs/security.md#rate-limits): each entry of `strictLimits` lets
 * exactly its `limit` requests through per IP and window, then answers 429 with Retry-After and a clear body. Every
 * request claims another client address in X-Forwarded-For; without TRUST_PROXY that must change nothing.
 * The general limit is raised out of the way so only the strict entries are measured.
 */
let server: StartedServer;
let forgedAddress = 0;
beforeAll(async () => {
  server = await startServer({ env: { RATE_LIMIT_MAX: "1000000" } });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const BATCH = 10;

/**
 * `/users/:userId/activate/:token` → a concrete URL of the same shape, with a new user id each time: the API's
 * per-account limit (docs/security.md#account-throttles) would otherwise answer 429 itself after 10 dead links for one
 * account.
 */
function concretePath(pattern: string): string {
  return pattern.replace(":userId", randomUUID()).replace(":token", "not-a-real-token");
}

function send(path: string) {
  forgedAddress += 1;
  const api = path.startsWith("/api/");
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": api ? "application/json" : "application/x-www-form-urlencoded",
      "x-forwarded-for": `203.0.113.${forgedAddress % 250}, 198.51.100.${forgedAddress % 200}`,
      "x-real-ip": `203.0.113.${forgedAddress % 250}`,
    },
    // Invalid bodies on purpose: they are refused cheaply (no argon2, no mail), and they count all the same.
    body: api ? "{}" : "",
  });
}

async function sendMany(pattern: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let sent = 0; sent < count; sent += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - sent) }, () => send(concretePath(pattern)));
    for (const response of await Promise.all(batch)) {
      statuses.push(response.status);
      await response.arrayBuffer();
    }
  }
  return statuses;
}

describe("strict rate limits at their configured values", () => {
  it("has a limit on every endpoint worth brute-forcing", () => {
    const keys = Object.keys(strictLimits);
    for (const key of [
      "POST /login",
      "POST /api/auth/token/",
      "POST /auth/social",
      "POST /api/auth/google/",
      "POST /api/auth/facebook/",
      "POST /api/auth/token/refresh/",
      "POST /signup",
      "POST /api/users/",
      "POST /users/:userId/activate/:token",
      "POST /api/users/:userId/activate/:token/",
      "POST /contact",
      "POST /api/contact/",
    ]) {
      expect(keys).toContain(key);
    }
    for (const { limit, windowMs } of Object.values(strictLimits)) {
      // A limit a shared address (hotel Wi-Fi, carrier NAT) can live with, and a window that ends the same day.
      expect(limit).toBeGreaterThanOrEqual(10);
      expect(windowMs).toBeLessThanOrEqual(60 * 60_000);
    }
  });

  it.each(Object.entries(strictLimits))(
    "%s: the configured count passes, the next request is 429 with Retry-After, forged addresses or not",
    async (key, { limit, windowMs }) => {
      const pattern = key.split(" ")[1];
      const statuses = await sendMany(pattern, limit);
      expect(statuses.filter((status) => status === 429)).toEqual([]);

      const path = concretePath(pattern);
      const limited = await send(path);
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
      expect(limited.headers.get("ratelimit-policy")).toContain(`${limit};w=${windowMs / 1000}`);
      if (path.startsWith("/api/")) {
        expect(limited.headers.get("content-type")).toBe("application/json; charset=utf-8");
        expect(await limited.json()).toEqual({
          detail: "Too many requests. Please try again later.",
          code: "too_many_requests",
        });
      } else {
        expect(limited.headers.get("content-type")).toBe("text/html; charset=utf-8");
        const page = await limited.text();
        expect(page).toContain("Too many requests. Please try again later.");
        expect(page).toContain("Πάρα πολλά αιτήματα.");
        // The single-fetch URL of the same action shares the count.
        expect((await send(`${path}.data`)).status).toBe(429);
      }
    },
    60_000,
  );

  it("leaves other endpoints and other methods alone while an entry is exhausted", async () => {
    // POST /api/contact/ is exhausted by now; reading and other endpoints are not.
    expect((await fetch(`${server.url}/api/jobs/`)).status).toBe(200);
    expect((await fetch(`${server.url}/login`)).status).toBe(200);
  });
});

describe("with TRUST_PROXY set", () => {
  let proxied: StartedServer;
  beforeAll(async () => {
    proxied = await startServer({ env: { TRUST_PROXY: "1", RATE_LIMIT_STRICT_MAX: "2", RATE_LIMIT_MAX: "1000000" } });
  }, 120_000);
  afterAll(async () => {
    await proxied?.stop();
  });

  const contact = (client: string) =>
    fetch(`${proxied.url}/api/contact/`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": client },
      body: "{}",
    });

  it("counts per client address the trusted proxy reports", async () => {
    expect((await contact("198.51.100.7")).status).not.toBe(429);
    expect((await contact("198.51.100.7")).status).not.toBe(429);
    expect((await contact("198.51.100.7")).status).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await contact("198.51.100.8")).status).not.toBe(429);
  });
});
