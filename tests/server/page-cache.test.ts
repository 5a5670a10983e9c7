import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheKey, withNonce } from "../../server/page-cache";
import { startServer, type StartedServer } from "../support/start-server";

const TTL_MS = 1_500;
let server: StartedServer;
beforeAll(async () => {
  server = await startServer({
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

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, {
    headers: { "accept-encoding": "br", ...headers },
    redirect: "manual",
  });
  return { response, html: await response.text(), cache: response.headers.get("x-page-cache") };
}

/** A unique query keeps each test's pages apart in the shared server's cache. */
let unique = 0;
const fresh = (path: string) => `${path}${path.includes("?") ? "&" : "?"}t=${++unique}`;

describe("the guest page cache", () => {
  it("answers a guest's second request for the same page from memory, with a fresh nonce in header and page", async () => {
    const path = fresh("/jobs");
    const first = await get(path);
    const second = await get(path);
    expect(first.response.status).toBe(200);
    expect([first.cache, second.cache]).toEqual(["miss", "hit"]);
    const [firstNonce, secondNonce] = [nonceOf(first.response), nonceOf(second.response)];
    expect(secondNonce).toBeDefined();
    expect(secondNonce).not.toBe(firstNonce);
    expect(second.html).toContain(`nonce="${secondNonce}"`);
    expect(second.html).not.toContain(firstNonce);
    expect(second.html.replaceAll(String(secondNonce), "N")).toBe(first.html.replaceAll(String(firstNonce), "N"));
    // Still compressed per response, with the page's own headers and the security headers.
    expect(second.response.headers.get("content-encoding")).toBe("br");
    expect(second.response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(second.response.headers.get("vary")).toMatch(/Cookie/);
    expect(second.response.headers.get("x-frame-options")).toBe("DENY");
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

  it("differs by URL, language cookie, Accept-Language, bot and Save-Data", () => {
    const base = key("/jobs");
    expect(key("/jobs?area=Crete")).not.toBe(base);
    expect(key("/jobs", { cookie: "i18next=gr" })).not.toBe(base);
    expect(key("/jobs", { "accept-language": "el" })).not.toBe(base);
    expect(key("/jobs", { "user-agent": "Googlebot/2.1" })).not.toBe(base);
    expect(key("/jobs", { "save-data": "on" })).not.toBe(base);
    expect(key("/jobs", { cookie: "i18next=gr" })).toBe(key("/jobs", { cookie: " i18next=gr" }));
  });
});

describe("withNonce", () => {
  it("replaces every occurrence of the stored nonce and nothing else", () => {
    const body = Buffer.from('<script nonce="abc+/=">1</script><link nonce="abc+/="><p>abc</p>');
    expect(withNonce(body, "abc+/=", "XYZ").toString()).toBe(
      '<script nonce="XYZ">1</script><link nonce="XYZ"><p>abc</p>',
    );
    expect(withNonce(body, "absent", "XYZ")).toBe(body);
  });
});
