import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type StartedServer } from "../support/start-server";

/**
 * POST /__test/effects (TEST_ROUTES=1, mounted behind the guards like every real route) counts the
 * requests that reached it: a refused request must leave the count unchanged.
 */
let server: StartedServer;
beforeAll(async () => {
  // Strict limits run before the origin check; this file is about the check, so they are set out of reach.
  server = await startServer({
    env: { TEST_ROUTES: "1", PUBLIC_URL: "https://jobs.example.test", RATE_LIMIT_STRICT_MAX: "1000" },
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const effects = async () =>
  ((await (await fetch(`${server.url}/__test/effects`)).json()) as { effects: number }).effects;
const post = (path: string, headers: Record<string, string>) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: "email=a%40b.test",
    redirect: "manual",
  });

describe("origin check", () => {
  it.each([
    ["a foreign Origin", { origin: "http://evil.example" }],
    ["Origin: null (sandboxed frame, data: URL)", { origin: "null" }],
    [
      "Origin: null from a sandboxed frame (Sec-Fetch-Site: cross-site)",
      { origin: "null", "sec-fetch-site": "cross-site" },
    ],
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site: same-site (a sibling subdomain)", { "sec-fetch-site": "same-site" }],
    [
      "our Origin but Sec-Fetch-Site: cross-site",
      { origin: "https://jobs.example.test", "sec-fetch-site": "cross-site" },
    ],
  ])("refuses %s with 403 on pages and on the API, and nothing runs", async (_case, headers) => {
    const before = await effects();

    const page = await post("/", headers);
    expect(page.status).toBe(403);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await page.text()).toContain("Cross-site request refused.");

    const api = await post("/api/users/", headers);
    expect(api.status).toBe(403);
    expect(api.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await api.json()).toEqual({ detail: "Cross-site request refused.", code: "cross_site_refused" });

    expect((await post("/__test/effects", headers)).status).toBe(403);
    expect(await effects()).toBe(before);
  });

  it.each([
    ["PUBLIC_URL's origin", () => ({ origin: "https://jobs.example.test" })],
    [
      "the origin the request was sent to",
      () => ({ origin: new URL(server.url).origin, "sec-fetch-site": "same-origin" }),
    ],
    ["Sec-Fetch-Site: same-origin alone", () => ({ "sec-fetch-site": "same-origin" })],
    // A no-referrer page (the local checkout) posting to itself: Chromium sends Origin: null.
    ["Origin: null with Sec-Fetch-Site: same-origin", () => ({ origin: "null", "sec-fetch-site": "same-origin" })],
    ["neither header (a non-browser API client)", () => ({})],
  ])("lets a POST from %s through", async (_case, headersOf) => {
    const before = await effects();
    const response = await post("/__test/effects", headersOf());
    expect(response.status).toBe(200);
    expect(await effects()).toBe(before + 1);
    // The page and the API answer for themselves (no action here, no such route yet): anything but our 403.
    expect((await post("/", headersOf())).status).not.toBe(403);
    expect((await post("/api/users/", headersOf())).status).not.toBe(403);
  });

  it("never blocks safe methods, whatever their origin", async () => {
    const response = await fetch(`${server.url}/api/health/`, {
      headers: { origin: "http://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(response.status).toBe(200);
    // And it reflects no CORS grant to the foreign origin.
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("answers a CORS preflight from another origin without a grant, and without a 500", async () => {
    for (const path of ["/api/auth/token/", "/api/jobs/1/", "/login"]) {
      const response = await fetch(`${server.url}${path}`, {
        method: "OPTIONS",
        headers: {
          origin: "http://evil.example",
          "access-control-request-method": "POST",
          "sec-fetch-site": "cross-site",
        },
      });
      expect(response.status, path).toBeLessThan(500);
      expect(response.headers.get("access-control-allow-origin"), path).toBeNull();
    }
  });

  it("exempts the signed Stripe webhook", async () => {
    const response = await post("/api/payments/webhook/", {
      origin: "http://evil.example",
      "sec-fetch-site": "cross-site",
    });
    expect(response.status).not.toBe(403);
  });
});

describe("a request with neither Origin nor Sec-Fetch-Site (design section 6)", () => {
  const session = { cookie: "access=a.b.c; refresh=d.e.f" };

  it.each([
    ["both session cookies", session],
    ["the refresh cookie alone", { cookie: "i18next=en; refresh=d.e.f" }],
  ])("is refused on the web tier when it carries %s: 403, nothing runs", async (_case, headers) => {
    const before = await effects();
    expect((await post("/__test/effects", headers)).status).toBe(403);
    const page = await post("/login", headers);
    expect(page.status).toBe(403);
    expect(await page.text()).toContain("Cross-site request refused.");
    expect(await effects()).toBe(before);
  });

  it("passes on the web tier without session cookies, and on the API, which never reads cookies", async () => {
    const before = await effects();
    expect((await post("/__test/effects", { cookie: "i18next=en" })).status).toBe(200);
    expect(await effects()).toBe(before + 1);
    // The API answered for itself: it takes JSON, not this form.
    const api = await post("/api/users/", session);
    expect(api.status).toBe(415);
  });

  it("passes with the session cookies when the browser vouches for it", async () => {
    const before = await effects();
    expect((await post("/__test/effects", { ...session, "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect(await effects()).toBe(before + 1);
  });
});

describe("Remix's own CSRF check never contradicts this one", () => {
  it.each([
    ["Origin: null vouched for by Sec-Fetch-Site", () => ({ origin: "null", "sec-fetch-site": "same-origin" })],
    ["PUBLIC_URL's origin, sent to another Host (a proxy)", () => ({ origin: "https://jobs.example.test" })],
    [
      "our Origin with a forged X-Forwarded-Host",
      () => ({ origin: new URL(server.url).origin, "x-forwarded-host": "evil.example" }),
    ],
  ])("%s: the action answers for itself, never a 500", async (_case, headersOf) => {
    const response = await post("/login", headersOf());
    // The login form re-rendered with its error: the action ran.
    expect(response.status).toBe(400);
    expect(server.output()).not.toContain("does not match `origin` header");
  });
});
