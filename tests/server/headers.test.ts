import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT, startServer, type StartedServer } from "../support/start-server";

let server: StartedServer;
beforeAll(async () => {
  // Production, as users get it: HSTS on, Remix's error details and React Router's development warnings off.
  server = await startServer({
    env: { NODE_ENV: "production", SECRET_KEY: "headers-test-secret-".repeat(3), ALLOW_LOCAL_PAYMENTS: "1" },
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

/** A hashed build file that has a brotli sibling (written by scripts/precompress.mjs). */
function precompressedAsset(): string {
  const assets = path.join(REPO_ROOT, "build", "client", "assets");
  const names = readdirSync(assets);
  const js = names.find((name) => name.endsWith(".js") && names.includes(`${name}.br`));
  if (!js) throw new Error("no precompressed asset in build/client/assets: run npm run build");
  return `/assets/${js}`;
}

/** A new query every call: a document of its own, rendered rather than answered from the guest page cache. */
let visits = 0;
const renderedHome = () => `/?visit=${++visits}`;

/** The policy every document has, whatever trusts its scripts. */
const BASE_DIRECTIVES = [
  "default-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "img-src 'self' data: blob:",
  "worker-src 'self'",
];

type Kind = "document" | "json" | "static";
const cases: Array<{ name: string; path: () => string; status: number; kind: Kind; type: RegExp }> = [
  { name: "HTML page", path: renderedHome, status: 200, kind: "document", type: /^text\/html/ },
  { name: "JSON API response", path: () => "/api/health/", status: 200, kind: "json", type: /^application\/json/ },
  { name: "static asset", path: precompressedAsset, status: 200, kind: "static", type: /^text\/javascript/ },
  { name: "404 page", path: () => "/no-such-page-anywhere", status: 404, kind: "document", type: /^text\/html/ },
  { name: "health route", path: () => "/healthz", status: 200, kind: "json", type: /^application\/json/ },
];

describe("response headers", () => {
  it.each(cases)("$name carries the security headers", async ({ path: pathOf, status, kind, type }) => {
    const url = `${server.url}${pathOf()}`;
    const [first, second] = [
      await fetch(url, { headers: { "accept-encoding": "br" } }),
      await fetch(`${server.url}${pathOf()}`),
    ];
    expect(first.status).toBe(status);
    const headers = first.headers;
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("x-powered-by")).toBeNull();
    expect(headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(headers.get("content-type")).toMatch(type);
    expect(headers.get("content-type")).toMatch(/;\s*charset=utf-8/i);

    if (kind === "static") {
      expect(headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(headers.get("content-encoding")).toBe("br");
      expect(headers.get("vary")).toMatch(/accept-encoding/i);
      return;
    }
    const csp = headers.get("content-security-policy") ?? "";
    for (const directive of BASE_DIRECTIVES) expect(csp).toContain(directive);
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{22,}' 'strict-dynamic'/);
    const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];
    expect(nonceOf(second.headers.get("content-security-policy"))).toBeDefined();
    expect(nonceOf(second.headers.get("content-security-policy"))).not.toBe(nonceOf(csp));
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    if (kind === "document") {
      // The nonce on the scripts is the one in this response's header, so the page's scripts may run.
      const html = await first.text();
      const nonce = nonceOf(csp);
      expect(nonce && html.includes(`nonce="${nonce}"`)).toBe(true);
    }
  });

  it("gives a guest page from the cache the same policy, its inline scripts trusted by hash instead of a nonce", async () => {
    await fetch(`${server.url}/terms`);
    const hit = await fetch(`${server.url}/terms`);
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    const csp = hit.headers.get("content-security-policy") ?? "";
    for (const directive of BASE_DIRECTIVES) expect(csp).toContain(directive);
    // Which hashes: tests/server/page-cache.test.ts.
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+ 'strict-dynamic'(;|$)/);
    expect(csp).not.toMatch(/nonce|unsafe/);
    expect(hit.headers.get("x-content-type-options")).toBe("nosniff");
    expect(hit.headers.get("x-frame-options")).toBe("DENY");
    expect(hit.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(hit.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(await hit.text()).not.toMatch(/\snonce=/);
  });

  it("sends the whole HTML document compressed when the client accepts brotli", async () => {
    // Node's fetch decodes the body itself; the header shows what went over the wire.
    const response = await fetch(`${server.url}${renderedHome()}`, { headers: { "accept-encoding": "br" } });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
    const plain = await fetch(`${server.url}${renderedHome()}`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    // Same document either way (the nonces differ, their length does not).
    const [compressedHtml, plainHtml] = [await response.text(), await plain.text()];
    expect(compressedHtml).toContain("</html>");
    expect(compressedHtml.length).toBe(plainHtml.length);
  });

  it("serves gzip to a client without brotli, and the plain file to one without either", async () => {
    const asset = precompressedAsset();
    const gz = await fetch(`${server.url}${asset}`, { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const plain = await fetch(`${server.url}${asset}`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("content-type")).toMatch(/^text\/javascript; charset=utf-8$/i);
    expect(await plain.text()).toBe(await gz.text());
  });

  it("answers a missing hashed asset with a short 404, not a page render", async () => {
    const response = await fetch(`${server.url}/assets/missing-0000.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.text()).toBe("Not found");
  });

  it("serves uploads from DATA_DIR/media with long caching and a no-script policy", async () => {
    const { mkdirSync, writeFileSync } = await import("node:fs");
    mkdirSync(path.join(server.dataDir, "media"), { recursive: true });
    writeFileSync(path.join(server.dataDir, "media", "logo-test.webp"), Buffer.from("RIFF0000WEBPVP8 "));
    const response = await fetch(`${server.url}/media/logo-test.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect((await fetch(`${server.url}/media/../server.ts`)).status).toBe(404);
  });
});

describe("request log", () => {
  it("writes one JSON line per request with an id, and no secrets or forged lines from user input", async () => {
    const forged = encodeURIComponent('\n{"level":60,"msg":"forged"}');
    const response = await fetch(`${server.url}/jobs/${forged}?search=${forged}&token=secret-token-value`, {
      headers: { cookie: "access=secret-cookie-value", authorization: "Bearer secret-bearer-value" },
    });
    const requestId = response.headers.get("x-request-id");
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = server.output().trim().split("\n");
    // Our log lines are pino's JSON; anything else on the output (a library's console.warn) must not pose as one.
    const entries = lines
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.some((entry) => entry.msg === "forged")).toBe(false);
    const line = entries.find((entry) => entry.requestId === requestId && entry.msg === "request");
    expect(line).toMatchObject({ method: "GET", status: response.status });
    expect(String(line?.url)).toContain("token=[redacted]");
    for (const secret of ["secret-token-value", "secret-cookie-value", "secret-bearer-value"]) {
      expect(server.output()).not.toContain(secret);
    }
  });
});
