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

const effects = async () => ((await (await fetch(`${server.url}/__test/effects`)).json()) as { effects: number }).effects;
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
    ["Origin: null from a sandboxed frame (Sec-Fetch-Site: cross-site)", { origin: "null", "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site: same-site (a sibling subdomain)", { "sec-fetch-site": "same-site" }],
    ["our Origin but Sec-Fetch-Site: cross-site", { origin: "https://jobs.example.test", "sec-fetch-site": "cross-site" }],
  ])("refuses %s with 403 on pages and on the API, and nothing runs", async (_case, headers) => {
    const before = await effects();

    const page = await post("/", headers);
    expect(page.status).toBe(403);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await page.text()).toContain("Cross-site request refused.");

    const api = await post("/api/users/", headers);
    expect(api.status).toBe(403);
    expect(api.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await api.json()).toEqual({ detail: "Cross-site request refused." });

    expect((await post("/__test/effects", headers)).status).toBe(403);
    expect(await effects()).toBe(before);
  });

  it.each([
    ["PUBLIC_URL's origin", () => ({ origin: "https://jobs.example.test" })],
    ["the origin the request was sent to", () => ({ origin: new URL(server.url).origin, "sec-fetch-site": "same-origin" })],
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

  it("exempts the signed Stripe webhook", async () => {
    const response = await post("/api/payments/webhook/", { origin: "http://evil.example", "sec-fetch-site": "cross-site" });
    expect(response.status).not.toBe(403);
  });
});
