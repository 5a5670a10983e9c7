/**
 * A web-only process in front of an API-only one (issue 21; docs/operations.md#caches; README "Running in production"):
 * the API process on its embedded database with its uploads in an S3 bucket, the web process with API_URL and no
 * database.
 *
 * - /media: a logo uploaded through the API is served by the web process at the same URL with the same headers and
 *   bytes; a revalidation is 304, an unknown key the short 404, and with the API stopped the short 503.
 * - Caches with REDIS_URL on both: a job posted or deleted through the API shows on the web process's guest /jobs (and
 *   a signed-in page's shared reads) at once, with a cache period of a minute, so only the notice can explain it. A
 *   job posted while Redis is down cannot be announced; Redis back, the web process's reconnection clears its caches.
 * - Without REDIS_URL a web-only process says so at start, and keeps its pages for their period as before.
 */
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../api/db/demo/people";
import { makeWebp } from "../fixtures/images/make-images";
import { toForm } from "../fixtures/profiles";
import { signIn, timedFetch, waitFor, type SignedIn } from "../reliability/support";
import { rawRequest } from "../support/raw-http";
import { skipWithoutRedis, startRedis, type TestRedis } from "../support/redis-server";
import { startTestS3, type TestS3 } from "../support/s3-server";
import { jsonLogLines, startServer, type StartedServer } from "../support/start-server";

const CACHE_PERIOD_MS = 60_000;
const SEEN_WITHIN_MS = 5_000;
const NO_RATE_LIMITS = { RATE_LIMIT_MAX: "100000000", RATE_LIMIT_STRICT_MAX: "100000000" };
/** Set per response or per connection, not by /media. */
const PER_CONNECTION = new Set(["date", "connection", "keep-alive"]);
const LISTENING = "cache notices over Redis: listening";

type LogLine = { level: number; msg: string };

describe.skipIf(skipWithoutRedis())("a web-only process in front of an API-only one", () => {
  let redis: TestRedis;
  let s3: TestS3;
  let api: StartedServer;
  /** With REDIS_URL, as the API. */
  let web: StartedServer;
  /** Without REDIS_URL. */
  let alone: StartedServer;
  let company: SignedIn;
  let employee: SignedIn;
  /** The logo uploaded below, `/media/logos/<uuid>.webp`. */
  let logo = "";

  beforeAll(async () => {
    [redis, s3] = await Promise.all([startRedis(), startTestS3()]);
    api = await startServer({
      embeddedDatabase: true,
      env: { API_ONLY: "1", REDIS_URL: redis.url, ...s3.env, ...NO_RATE_LIMITS },
      timeoutMs: 150_000,
    });
    const webEnv = {
      WEB_ONLY: "1",
      API_URL: `${api.url}/api`,
      API_TIMEOUT_MS: "3000",
      PAGE_CACHE_TTL_MS: String(CACHE_PERIOD_MS),
      ...NO_RATE_LIMITS,
    };
    [web, alone] = await Promise.all([
      startServer({ env: { ...webEnv, REDIS_URL: redis.url } }),
      startServer({ env: webEnv }),
    ]);
    company = await signIn(api.url, DEMO_ACCOUNTS.company.email);
    employee = await signIn(api.url);
    if (!(await waitFor(async () => logMessages(web).includes(LISTENING), 10_000, 50)))
      throw new Error(`the web process does not listen for cache notices:\n${web.output()}`);
  }, 240_000);
  afterAll(async () => {
    await Promise.all([web?.stop(), alone?.stop(), api?.stop()]);
    await redis?.stop();
    await s3?.stop();
  });

  const logMessages = (server: StartedServer) => jsonLogLines<LogLine>(server).map((line) => line.msg);

  describe("/media", () => {
    beforeAll(async () => {
      const own = await timedFetch(`${api.url}/api/companies/`, { headers: company.headers });
      const [{ uuid }] = JSON.parse(own.body) as { uuid: string }[];
      const file = new File([new Uint8Array(await makeWebp(400, 300))], "logo.webp", { type: "image/webp" });
      const patched = await fetch(`${api.url}/api/companies/${uuid}/`, {
        method: "PATCH",
        headers: company.headers,
        body: toForm({ logo: file }),
      });
      expect(patched.status).toBe(200);
      logo = ((await patched.json()) as { logo: string }).logo;
      expect(logo).toMatch(/^\/media\/logos\/[0-9a-f-]{36}\.webp$/);
    });

    const comparable = (headers: Record<string, string | string[] | undefined>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_CONNECTION.has(name)));

    it("serves a logo uploaded through the API at the same URL, with the same headers and bytes", async () => {
      for (const method of ["GET", "HEAD"]) {
        const [fromApi, fromWeb] = await Promise.all([
          rawRequest(api.url, method, logo),
          rawRequest(web.url, method, logo),
        ]);
        expect(fromApi.status, method).toBe(200);
        expect(fromWeb.status, method).toBe(200);
        expect(comparable(fromWeb.headers), method).toEqual(comparable(fromApi.headers));
        expect(comparable(fromWeb.headers), method).toMatchObject({
          "content-type": "image/webp",
          "cache-control": "public, max-age=31536000, immutable",
          "x-content-type-options": "nosniff",
          "content-security-policy": "default-src 'none'; sandbox",
        });
        expect(fromWeb.headers.etag).toBeTruthy();
      }
      const [apiBytes, webBytes] = await Promise.all(
        [api.url, web.url].map(async (origin) => Buffer.from(await (await fetch(`${origin}${logo}`)).arrayBuffer())),
      );
      expect(webBytes.length).toBeGreaterThan(0);
      expect(webBytes.equals(apiBytes)).toBe(true);
      // Without Redis too: /media does not depend on it.
      expect((await rawRequest(alone.url, "HEAD", logo)).status).toBe(200);
    });

    it("answers a revalidation with 304", async () => {
      const { headers } = await rawRequest(web.url, "HEAD", logo);
      const again = await rawRequest(web.url, "GET", logo, { headers: { "If-None-Match": String(headers.etag) } });
      expect(again.status).toBe(304);
      expect(again.text).toBe("");
      expect(again.headers.etag).toBe(headers.etag);
    });

    it("answers an unknown key with the short 404, as the API does", async () => {
      const unknown = "/media/logos/00000000-0000-4000-8000-000000000000.webp";
      const [fromApi, fromWeb] = await Promise.all([
        rawRequest(api.url, "GET", unknown),
        rawRequest(web.url, "GET", unknown),
      ]);
      expect(fromWeb.status).toBe(404);
      expect(fromWeb.text).toBe("Not found");
      expect(comparable(fromWeb.headers)).toEqual(comparable(fromApi.headers));
    });
  });

  describe("caches", () => {
    /** A word no demo job has, so the search's page is the one the test fills and empties. */
    const word = (prefix: string) =>
      `${prefix}${Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join("")}`;
    const guestPage = (server: StartedServer, search: string) => timedFetch(`${server.url}/jobs?search=${search}`);
    const signedInPage = (server: StartedServer, search: string) =>
      timedFetch(`${server.url}/jobs?search=${search}`, { headers: { cookie: employee.cookie } });

    async function postJob(title: string): Promise<number> {
      const posted = await timedFetch(`${api.url}/api/jobs/`, {
        method: "POST",
        headers: { ...company.headers, "content-type": "application/json" },
        body: JSON.stringify({
          title,
          description: "Grilled fish for the harbour's visitors.",
          location: "Chania",
          employment_type: "FULL_TIME",
          experience_level: "ENTRY",
        }),
      });
      expect(posted.status).toBe(201);
      return (JSON.parse(posted.body) as { id: number }).id;
    }

    async function shows(page: () => ReturnType<typeof guestPage>, title: string, present: boolean) {
      await expect
        .poll(
          async () => {
            const response = await page();
            return response.status === 200 && response.body.includes(title) === present;
          },
          { timeout: SEEN_WITHIN_MS, interval: 200 },
        )
        .toBe(true);
    }

    it("without REDIS_URL the web-only process says at start that its caches follow other writes by their period", () => {
      const line = logMessages(alone).filter((message) => message.startsWith("web: no REDIS_URL"));
      expect(line).toHaveLength(1);
      expect(logMessages(web).some((message) => message.startsWith("web: no REDIS_URL"))).toBe(false);
    });

    it("a job posted and then deleted through the API is on, then off, the web-only process's /jobs at once", async () => {
      const search = word("Quokka");
      const title = `${search} harbour cook`;
      // Cached on both web processes before the write: the guest page, and the shared read behind a signed-in page.
      for (const server of [web, web, alone, alone]) {
        expect((await guestPage(server, search)).body).not.toContain(title);
        expect((await signedInPage(server, search)).body).not.toContain(title);
      }
      expect((await guestPage(web, search)).headers.get("x-page-cache")).toBe("hit");

      const id = await postJob(title);
      await shows(() => guestPage(web, search), title, true);
      await shows(() => signedInPage(web, search), title, true);
      // Without Redis nothing told the other one: its page stays as it was for its period.
      const unaware = await guestPage(alone, search);
      expect(unaware.headers.get("x-page-cache")).toBe("hit");
      expect(unaware.body).not.toContain(title);

      expect((await guestPage(web, search)).headers.get("x-page-cache")).toBe("hit");
      const deleted = await timedFetch(`${api.url}/api/jobs/${id}/`, { method: "DELETE", headers: company.headers });
      expect(deleted.status).toBe(204);
      await shows(() => guestPage(web, search), title, false);
      await shows(() => signedInPage(web, search), title, false);
    }, 30_000);

    it("a write while Redis is down is not announced; Redis back, the reconnection clears the caches", async () => {
      const search = word("Wombat");
      const title = `${search} beach waiter`;
      for (let i = 0; i < 2; i++) expect((await guestPage(web, search)).body).not.toContain(title);
      const listened = logMessages(web).filter((message) => message === LISTENING).length;

      await redis.kill();
      await postJob(title);
      // The notice is lost: the web process keeps its page.
      const stale = await guestPage(web, search);
      expect(stale.headers.get("x-page-cache")).toBe("hit");
      expect(stale.body).not.toContain(title);

      await redis.restart();
      await expect
        .poll(() => logMessages(web).filter((message) => message === LISTENING).length, { timeout: 10_000 })
        .toBe(listened + 1);
      await shows(() => guestPage(web, search), title, true);
    }, 40_000);
  });

  it("with the API stopped, /media is the short 503 at once, and the web process still answers", async () => {
    await api.stop();
    const started = Date.now();
    const response = await rawRequest(web.url, "GET", logo);
    expect(response.status).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.text).toBe("Service temporarily unavailable");
    expect(Date.now() - started).toBeLessThan(3_000);
    expect((await rawRequest(web.url, "GET", "/healthz")).status).toBe(200);
    const warnings = jsonLogLines<LogLine>(web).filter((line) => line.msg === "media: the API did not answer");
    expect(warnings.length).toBeGreaterThan(0);
  }, 30_000);
});
