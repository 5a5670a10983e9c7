import { createHash } from "node:crypto";
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { HtmlValidate, Parser, StaticConfigLoader } from "html-validate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheKey } from "../../server/page-cache";
import { inlineScriptHashes, withoutNonce } from "../../server/script-hashes";
import { signIn } from "../reliability/support";
import { startServer, type StartedServer } from "../support/start-server";

// Long enough that a test's requests on a busy machine all fall within one period.
const TTL_MS = 3_000;
let server: StartedServer;
beforeAll(async () => {
  server = await startServer({
    // The demo accounts sign in here: on PGlite even when the suite runs on a shared PostgreSQL without them.
    embeddedDatabase: true,
    env: {
      NODE_ENV: "production",
      SECRET_KEY: "page-cache-test-secret-".repeat(3),
      PAGE_CACHE_TTL_MS: String(TTL_MS),
      ALLOW_LOCAL_PAYMENTS: "1",
      RATE_LIMIT_MAX: "10000",
    },
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

/** What every request sends unless a test says otherwise: one language, one browser, so they share a cache key. */
const BROWSER = {
  "accept-language": "en-GB,en;q=0.9",
  "user-agent":
    "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
};

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, {
    headers: { "accept-encoding": "br", ...BROWSER, ...headers },
    redirect: "manual",
  });
  return { response, html: await response.text(), cache: response.headers.get("x-page-cache") };
}

/** The bytes as sent: node:http does not decode them (fetch would). */
function raw(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const url = new URL(path, server.url);
      const req = request(url, { headers: { ...BROWSER, ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, String(value)])),
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      });
      req.on("error", reject);
      req.end();
    },
  );
}

/** The script-src sources of a policy. */
const scriptSources = (policy: string | null | undefined) =>
  /(?:^|;\s*)script-src ([^;]+)/
    .exec(policy ?? "")?.[1]
    .trim()
    .split(/\s+/) ?? [];

/**
 * The hashes a browser would compute for the page's inline scripts, found by a real HTML parser (html-validate's):
 * every script without `src` that runs (no type, or a module), its text as SHA-256.
 */
function parsedScriptHashes(html: string): string[] {
  const validator = new HtmlValidate(new StaticConfigLoader());
  const root = new Parser(validator.getConfigForSync("page.html")).parseHtml(html);
  return root
    .querySelectorAll("script")
    .filter((script) => !script.hasAttribute("src") && [null, "module"].includes(script.getAttributeValue("type")))
    .map((script) => `'sha256-${createHash("sha256").update(script.textContent, "utf8").digest("base64")}'`);
}

/** A unique query keeps each test's pages apart in the shared server's cache. */
let unique = 0;
const fresh = (path: string) => `${path}${path.includes("?") ? "&" : "?"}t=${++unique}`;

describe("the guest page cache", () => {
  it("answers a guest's second request for the same page from memory: the same compressed bytes for everyone", async () => {
    const path = fresh("/jobs");
    const first = await get(path);
    expect(first.response.status).toBe(200);
    expect(first.cache).toBe("miss");
    for (const [encoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const [one, two] = [
        await raw(path, { "accept-encoding": encoding }),
        await raw(path, { "accept-encoding": encoding }),
      ];
      expect([one.headers["x-page-cache"], two.headers["x-page-cache"]]).toEqual(["hit", "hit"]);
      expect(one.headers["content-encoding"]).toBe(encoding);
      // Byte for byte the same body, compressed when the page was stored, not per response.
      expect(one.body.equals(two.body), encoding).toBe(true);
      expect(one.headers["content-length"]).toBe(String(one.body.byteLength));
      expect(one.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(two.headers.etag).toBe(one.headers.etag);
      expect(one.headers["content-security-policy"]).toBe(two.headers["content-security-policy"]);
      // The page a guest would have had rendered, without the nonce attributes.
      expect(decode(one.body).toString("utf8")).toBe(first.html.replaceAll(` nonce="${nonceOf(first.response)}"`, ""));
      // The page's own headers and the security headers, as on a rendered page.
      expect(one.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(one.headers.vary).toMatch(/Cookie/);
      expect(one.headers.vary).toMatch(/Accept-Encoding/);
      expect(one.headers["x-frame-options"]).toBe("DENY");
      expect(one.headers["x-request-id"]).not.toBe(two.headers["x-request-id"]);
    }
    // Without brotli or gzip: the plain page, not compressed on the way (even for an encoding the cache does not keep).
    const plain = await raw(path, { "accept-encoding": "deflate" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toContain("</html>");
    const etags = [plain, await raw(path, { "accept-encoding": "br" }), await raw(path, { "accept-encoding": "gzip" })];
    expect(new Set(etags.map((answer) => answer.headers.etag)).size).toBe(3);
  });

  it("trusts a stored page's inline scripts by their hashes, where a rendered page has a fresh nonce", async () => {
    const path = fresh("/jobs");
    const rendered = await get(path);
    expect(rendered.cache).toBe("miss");
    expect(scriptSources(rendered.response.headers.get("content-security-policy"))).toEqual([
      "'self'",
      `'nonce-${nonceOf(rendered.response)}'`,
      "'strict-dynamic'",
    ]);

    const hit = await get(path);
    expect(hit.cache).toBe("hit");
    const policy = hit.response.headers.get("content-security-policy");
    expect(policy).not.toMatch(/nonce|unsafe/);
    expect(hit.html).not.toMatch(/\snonce=/);
    const hashes = parsedScriptHashes(hit.html);
    // The page hydrates with five inline scripts (scroll restoration, Remix's context, its modules, the data).
    expect(hashes.length).toBeGreaterThanOrEqual(4);
    expect(scriptSources(policy)).toEqual(["'self'", ...new Set(hashes), "'strict-dynamic'"]);
    // The rest of the policy is the rendered page's.
    const withoutScripts = (value: string | null) => value?.replace(/script-src [^;]+/, "script-src");
    expect(withoutScripts(policy)).toBe(withoutScripts(rendered.response.headers.get("content-security-policy")));
  });

  it("answers 304 to a guest whose copy is current (If-None-Match)", async () => {
    const path = fresh("/jobs");
    await get(path);
    const hit = await raw(path, { "accept-encoding": "br" });
    const etag = String(hit.headers.etag);
    const again = await raw(path, { "accept-encoding": "br", "if-none-match": `"other", W/${etag}` });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["content-security-policy"]).toBe(hit.headers["content-security-policy"]);
    expect(again.headers["x-content-type-options"]).toBe("nosniff");
    // Another encoding is another representation; another tag is another page.
    expect((await raw(path, { "accept-encoding": "gzip", "if-none-match": etag })).status).toBe(200);
    expect((await raw(path, { "accept-encoding": "br", "if-none-match": '"other"' })).status).toBe(200);
  });

  it("renders a signed-in page every time, each with a fresh nonce on its scripts", async () => {
    const { cookie } = await signIn(server.url);
    const path = fresh("/jobs");
    const [one, two] = [await get(path, { cookie }), await get(path, { cookie })];
    for (const answer of [one, two]) {
      expect(answer.response.status).toBe(200);
      expect(answer.cache).toBeNull();
      expect(answer.html).toContain(`nonce="${nonceOf(answer.response)}"`);
    }
    expect(nonceOf(two.response)).not.toBe(nonceOf(one.response));
  });

  it("keeps the languages apart: by Accept-Language and by the language cookie", async () => {
    const path = fresh("/pricing");
    const english = await get(path, { "accept-language": "en-GB,en;q=0.9" });
    const greek = await get(path, { "accept-language": "el-GR,el;q=0.9" });
    const cookieEnglish = await get(path, { "accept-language": "el-GR", cookie: "i18next=en" });
    expect(english.html).toContain('lang="en"');
    expect(greek.html).toContain('lang="el"');
    expect(cookieEnglish.html).toContain('lang="en"');
    expect([english.cache, greek.cache, cookieEnglish.cache]).toEqual(["miss", "miss", "miss"]);
    expect((await get(path, { "accept-language": "el-GR,el;q=0.9" })).html).toContain('lang="el"');
  });

  it("never serves or stores a page for a request with a session or any other cookie", async () => {
    const path = fresh("/jobs");
    for (const cookie of ["access=x; refresh=y", "toast=abc", "i18next=en; access=x", "other=1"]) {
      // Made-up tokens: the session is dropped (a redirect that clears the cookies) or the page rendered.
      const answered = await get(path, { cookie });
      expect([200, 302]).toContain(answered.response.status);
      expect(answered.cache, cookie).toBeNull();
    }
    expect((await get(path, { authorization: "Bearer x" })).cache).toBeNull();
    // Nothing those requests rendered was kept: the first guest request is still a miss.
    expect((await get(path)).cache).toBe("miss");
  });

  it("does not keep answers that set a cookie, errors, or pages with forms of their own", async () => {
    const withLanguage = fresh("/jobs?lng=en");
    const first = await get(withLanguage);
    expect(first.response.headers.get("set-cookie")).toMatch(/i18next=en/);
    expect((await get(withLanguage)).cache).toBe("miss");

    const unknownJob = fresh("/jobs/999999999/description");
    expect((await get(unknownJob)).response.status).toBe(404);
    expect((await get(unknownJob)).cache).toBe("miss");

    for (const path of ["/login", "/signup", "/contact", "/jobs/1/apply"]) {
      expect((await get(path)).cache, path).toBeNull();
    }
  });

  it("renders an expired page once for requests that come together, and lets it go after one more period", async () => {
    const path = fresh("/terms");
    expect((await get(path)).cache).toBe("miss");
    expect((await get(path)).cache).toBe("hit");
    await new Promise((resolve) => setTimeout(resolve, TTL_MS + 200));
    // One of the three renders the page anew; the others get the expired page meanwhile, or the new one.
    const together = await Promise.all([get(path), get(path), get(path)]);
    expect(together.map((answer) => answer.cache).sort()).toEqual(["hit", "hit", "miss"]);
    expect(together.every((answer) => answer.response.status === 200 && answer.html.includes("</html>"))).toBe(true);
    expect((await get(path)).cache).toBe("hit");
    await new Promise((resolve) => setTimeout(resolve, 2 * TTL_MS + 200));
    expect((await get(path)).cache).toBe("miss");
  });

  it("is off with PAGE_CACHE_TTL_MS=0", async () => {
    const off = await startServer({
      env: {
        NODE_ENV: "production",
        SECRET_KEY: "page-cache-off-secret-".repeat(3),
        PAGE_CACHE_TTL_MS: "0",
        ALLOW_LOCAL_PAYMENTS: "1",
      },
    });
    try {
      const first = await fetch(`${off.url}/terms`);
      const second = await fetch(`${off.url}/terms`);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect([first.headers.get("x-page-cache"), second.headers.get("x-page-cache")]).toEqual([null, null]);
    } finally {
      await off.stop();
    }
  }, 120_000);
});

describe("cacheKey", () => {
  const key = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    cacheKey(method, path, new URL(path, "http://x").pathname, headers);

  it("covers the public read-only pages and their data requests", () => {
    for (const path of [
      "/",
      "/_root.data",
      "/jobs",
      "/jobs.data",
      "/jobs/map",
      "/jobs/12/description",
      "/jobs/12/benefits.data",
      "/pricing",
      "/companies",
      "/terms",
      "/privacy",
      "/license",
    ]) {
      expect(key(path), path).not.toBeNull();
    }
  });

  it("leaves out forms, accounts, actions and anything unknown", () => {
    for (const path of [
      "/login",
      "/signup",
      "/contact",
      "/jobs/12/apply",
      "/employee",
      "/company",
      "/jobs/map/more",
      "/jobs/0/description",
      "/api/jobs/",
    ]) {
      expect(key(path), path).toBeNull();
    }
    expect(key("/jobs", {}, "POST")).toBeNull();
    expect(key("/jobs", {}, "HEAD")).toBeNull();
  });

  it("differs by URL, language cookie, Accept-Language and Save-Data, not by the user agent", () => {
    const base = key("/jobs");
    expect(key("/jobs?area=Crete")).not.toBe(base);
    expect(key("/jobs", { cookie: "i18next=gr" })).not.toBe(base);
    expect(key("/jobs", { "accept-language": "el" })).not.toBe(base);
    // A bot and a phone get the same document (app/entry.server.tsx renders both at onAllReady).
    expect(key("/jobs", { "user-agent": "Googlebot/2.1" })).toBe(base);
    expect(key("/jobs", { "save-data": "on" })).not.toBe(base);
    expect(key("/jobs", { cookie: "i18next=gr" })).toBe(key("/jobs", { cookie: " i18next=gr" }));
  });
});

describe("a stored page's scripts", () => {
  it("lose their nonce attributes; a page with the nonce anywhere else is not stored", () => {
    const body = Buffer.from('<script nonce="abc+/=">1</script><link rel="modulepreload" href="/a.js"><p>abc</p>');
    expect(withoutNonce(body, "abc+/=")?.toString()).toBe(
      '<script>1</script><link rel="modulepreload" href="/a.js"><p>abc</p>',
    );
    expect(withoutNonce(Buffer.from('<script nonce="n1">x</script><p>n1</p>'), "n1")).toBeNull();
    const none = Buffer.from("<p>no scripts</p>");
    expect(withoutNonce(none, "n1")).toBe(none);
  });

  it("are hashed when they run inline: not a script with src, not a data block", () => {
    const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
    const html = [
      "<script>window.a = 1;</script>",
      '<script type="module" async="">import "/b.js";</script>',
      '<script type="module" src="/c.js"></script>',
      '<script type="application/ld+json">{"@type":"JobPosting"}</script>',
      "<SCRIPT>window.a = 1;</SCRIPT>",
      "<script>ένα</script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("window.a = 1;"), sha('import "/b.js";'), sha("ένα")]);
    expect(parsedScriptHashes(html)).toEqual([
      sha("window.a = 1;"),
      sha('import "/b.js";'),
      sha("window.a = 1;"),
      sha("ένα"),
    ]);
  });
});
