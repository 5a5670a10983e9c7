import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strictLimits } from "../../server/rate-limits";
import { rawRequest } from "../support/raw-http";
import { startServer, type StartedServer } from "../support/start-server";

/**
 * security.md "Cross-site requests": the rate limits see the path as the routers do. Every strict limit is used up
 * with its plain path, then every other spelling of the same route (escaped letters, dot segments, doubled
 * slashes, backslashes, another case) must be refused too: before canonical paths, `/api/auth/%74oken/` and
 * `/login/.` still checked passwords after the limit answered 429.
 */
const STRICT = 2;
let server: StartedServer;
beforeAll(async () => {
  server = await startServer({ env: { RATE_LIMIT_STRICT_MAX: String(STRICT), RATE_LIMIT_MAX: "100000" } });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

/** The path of a strict entry with its parameters filled in. */
const concrete = (path: string) =>
  path.replace(":userId", "0b6f7c1e-2d8a-4f5b-9c3e-1a2b3c4d5e6f").replace(":token", "c2VjcmV0LXRva2Vu");

/** Other spellings of `path`, each one the routers read as the same route. */
function spellingsOf(path: string): string[] {
  const segments = path.split("/");
  const lastName = segments.findLastIndex((segment) => segment !== "");
  const escapeFirstLetter = (segment: string) => `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}`;
  const withSegment = (index: number, value: string) =>
    segments.map((segment, at) => (at === index ? value : segment)).join("/");
  const trailing = path.endsWith("/") ? "" : "/";
  return [
    withSegment(lastName, escapeFirstLetter(segments[lastName])),
    withSegment(lastName, escapeFirstLetter(segments[lastName]).toLowerCase()),
    `/.${path}`,
    `/%2e${path}`,
    `/nowhere/..${path}`,
    `/nowhere/%2E%2E${path}`,
    `${path}${trailing}.`,
    path.replace("/", "//"),
    segments.join("//"),
    path.replace(/(?!^)\//g, "\\"),
    path.toUpperCase(),
  ];
}

const json = { "content-type": "application/json" };

describe("each strict limit holds for every spelling of its path", () => {
  for (const [key] of Object.entries(strictLimits)) {
    const [method, pattern] = key.split(" ");
    const path = concrete(pattern);
    const api = path.startsWith("/api/");
    it(`${key}: ${spellingsOf(path).length} spellings`, async () => {
      const headers = api ? json : { "content-type": "application/x-www-form-urlencoded", origin: server.url };
      const body = { kind: "chunked" as const, chunks: api ? ["{}"] : ["email=a%40b.test&password=x"] };
      for (let attempt = 0; attempt < STRICT; attempt += 1) {
        expect((await rawRequest(server.url, method, path, { headers, body })).status).not.toBe(429);
      }
      expect((await rawRequest(server.url, method, path, { headers, body })).status).toBe(429);
      for (const spelling of spellingsOf(path)) {
        const response = await rawRequest(server.url, method, spelling, { headers, body });
        expect(response.status, `${method} ${spelling} → ${response.status} ${response.text.slice(0, 120)}`).toBe(429);
      }
    });
  }

  it("keeps a spelling that names another route apart: %2F is not a separator, %25 is decoded once", async () => {
    for (const path of ["/api/auth%2Ftoken/", "/api/auth/%2574oken/"]) {
      const response = await rawRequest(server.url, "POST", path, {
        headers: json,
        body: { kind: "chunked", chunks: ["{}"] },
      });
      expect(response.status, path).toBe(404);
    }
  });
});
