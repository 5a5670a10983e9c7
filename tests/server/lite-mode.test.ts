/**
 * Lite mode over real HTTP (issue 23, docs/ui.md#lite-mode). A worker on a ferry with the phone's data saver on
 * (Save-Data: on) opens the jobs: the page comes without a single script, and says so in the footer. She picks
 * "full" there and gets scripts back, data saver or not; another guest's cached page is never hers, nor hers his.
 * The switch is a form that works without JavaScript, answers a made-up post with a 400 and never leaves the site.
 * Logos come as their small thumbnail on a Lite page and as themselves on the full one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { measurePage } from "../bench/page-bytes";
import { makeWebp } from "../fixtures/images/make-images";
import { toForm } from "../fixtures/profiles";
import { signIn } from "../reliability/support";
import { startServer, type StartedServer } from "../support/start-server";

let server: StartedServer;
beforeAll(async () => {
  server = await startServer({
    env: { PAGE_CACHE_TTL_MS: "60000", RATE_LIMIT_MAX: "100000", RATE_LIMIT_STRICT_MAX: "1000" },
    embeddedDatabase: true,
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

async function get(path: string, headers: Record<string, string> = {}) {
  // English unless asked otherwise (Greek is the site's fallback).
  const response = await fetch(`${server.url}${path}`, {
    headers: { "accept-language": "en", ...headers },
    redirect: "manual",
  });
  return { response, html: await response.text(), cache: response.headers.get("x-page-cache") };
}

function switchMode(form: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/display-mode`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "accept-language": "en",
      origin: server.url,
      ...headers,
    },
    body: new URLSearchParams(form),
  });
}

/** A unique query keeps each test's pages apart in the shared server's cache. */
let unique = 0;
const fresh = (path: string) => `${path}${path.includes("?") ? "&" : "?"}t=${++unique}`;

const varies = (response: Response) =>
  (response.headers.get("vary") ?? "").split(/\s*,\s*/).map((v) => v.toLowerCase());

describe("Lite mode", () => {
  it("serves a Save-Data request every page without a script, and says so in the footer", async () => {
    const { results } = (await (await fetch(`${server.url}/api/jobs/?limit=1`)).json()) as {
      results: Array<{ id: number }>;
    };
    const job = results[0]?.id;
    expect(job).toBeDefined();
    for (const path of ["/", "/jobs", "/jobs/map", `/jobs/${job}/description`, `/jobs/${job}/apply`, "/login"]) {
      const lite = await get(path, { "save-data": "on" });
      expect(lite.response.status, path).toBe(200);
      expect(lite.html, path).not.toMatch(/<script|modulepreload/i);
      expect(lite.html, path).toContain("Lite mode: no JavaScript, maps or photos, to save data.");
      expect(lite.html, path).toContain('name="mode" value="full"');
      expect(varies(lite.response), path).toContain("save-data");
      // The policy is as strict as on any page: nonces, nothing inline allowed.
      expect(lite.response.headers.get("content-security-policy"), path).toMatch(
        /script-src 'self' 'nonce-[^']+' 'strict-dynamic'/,
      );
    }
    const full = await get("/jobs");
    expect(full.html).toMatch(/<script/);
    expect(full.html).toContain('name="mode" value="lite"');
    expect(full.html).toContain("Full mode.");
    expect(varies(full.response)).toEqual(expect.arrayContaining(["save-data", "cookie", "accept-language"]));
    // The job page's structured data is a script element too: not on a Lite page.
    expect((await get(`/jobs/${job}/description`)).html).toContain("application/ld+json");
  });

  it("sends Lite /jobs with its 20 jobs in at most 10 KB, everything it loads counted as sent", async () => {
    const page = await measurePage(`${server.url}/jobs`, { "save-data": "on", "accept-language": "en" });
    expect(page.document.encoding).toBe("br");
    expect(page.document.text.match(/<article class="job-card"/g)).toHaveLength(20);
    expect(page.scripts).toEqual([]);
    expect(page.total).toBeLessThanOrEqual(10 * 1024);
  });

  it("follows the footer's choice over Save-Data, both ways", async () => {
    expect((await get("/pricing", { cookie: "mode=lite" })).html).not.toMatch(/<script/i);
    expect((await get("/pricing", { cookie: "mode=full", "save-data": "on" })).html).toMatch(/<script/i);
    expect((await get("/pricing", { cookie: "i18next=gr; mode=lite" })).html).toContain(
      "Ελαφριά λειτουργία: χωρίς JavaScript",
    );
  });

  it("keeps Lite and full pages apart in the guest page cache, whichever way the mode was asked for", async () => {
    const path = fresh("/jobs");
    const lite = await get(path, { "save-data": "on" });
    const full = await get(path);
    expect([lite.cache, full.cache]).toEqual(["miss", "miss"]);
    expect(full.html).toMatch(/<script/);
    // The same Lite page for the cookie as for Save-Data; the full one for a "full" choice with Save-Data.
    const liteAgain = await get(path, { cookie: "mode=lite" });
    const fullAgain = await get(path, { cookie: "mode=full", "save-data": "on" });
    expect([liteAgain.cache, fullAgain.cache]).toEqual(["hit", "hit"]);
    expect(liteAgain.html).not.toMatch(/<script/i);
    expect(fullAgain.html).toMatch(/<script/);
    // A stored page keeps its Vary.
    expect(varies(liteAgain.response)).toEqual(expect.arrayContaining(["save-data", "cookie"]));
  });

  it("serves signed-in pages in Lite too", async () => {
    const login = await fetch(`${server.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, cookie: "mode=lite" },
      body: new URLSearchParams({ email: "employee@demo.test", password: "Seasonal-2026!" }),
    });
    expect(login.status).toBe(302);
    const session = login.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
    const page = await get("/employee/applications", { cookie: `${session}; mode=lite` });
    expect(page.response.status).toBe(200);
    expect(page.html).not.toMatch(/<script/i);
    expect(page.cache).toBeNull();
  });
});

describe("logos in Lite", () => {
  it("shows a company's small thumbnail on Lite pages and the logo itself on full ones, in the same box", async () => {
    const company = await signIn(server.url, "company@demo.test");
    const [{ uuid }] = (await (await fetch(`${server.url}/api/companies/`, { headers: company.headers })).json()) as {
      uuid: string;
    }[];
    const file = new File([new Uint8Array(await makeWebp(800, 600))], "logo.webp", { type: "image/webp" });
    const patched = await fetch(`${server.url}/api/companies/${uuid}/`, {
      method: "PATCH",
      headers: { ...company.headers, origin: server.url },
      body: toForm({ logo: file }),
    });
    expect(patched.status, await patched.clone().text()).toBe(200);
    const { logo, logo_thumb: thumb } = (await patched.json()) as { logo: string; logo_thumb: string };
    expect(thumb).toMatch(/^\/media\/logos\/[0-9a-f-]{36}-thumb\.webp$/);
    const served = await fetch(`${server.url}${thumb}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect((await served.arrayBuffer()).byteLength).toBeLessThan(4 * 1024);

    const { results } = (await (await fetch(`${server.url}/api/jobs/?company=${uuid}&limit=1`)).json()) as {
      results: Array<{ id: number; company: { logo_thumb: string | null } }>;
    };
    expect(results[0].company.logo_thumb).toBe(thumb);
    const jobPage = `/jobs/${results[0].id}/description`;
    const worker = await signIn(server.url);
    const pages = [
      { path: jobPage, cookie: "", size: 56 },
      { path: `/employee/companies/${uuid}/about`, cookie: `${worker.cookie}; `, size: 56 },
      { path: "/employee/companies?name=Aegean%20Blue", cookie: `${worker.cookie}; `, size: 48 },
      { path: `/company/profile/${uuid}/jobs`, cookie: `${company.cookie}; `, size: 56 },
      { path: `/company/profile/${uuid}/about`, cookie: `${company.cookie}; `, size: 96 },
    ];
    for (const { path, cookie, size } of pages) {
      const lite = await get(fresh(path), { cookie: `${cookie}mode=lite` });
      const full = await get(fresh(path), { cookie: `${cookie}mode=full` });
      expect([lite.response.status, full.response.status], path).toEqual([200, 200]);
      expect(lite.html, path).toContain(`src="${thumb}"`);
      expect(lite.html, path).not.toContain(logo);
      expect(full.html, path).toContain(`src="${logo}"`);
      // The full page's hydration data names the thumbnail; no image shows it.
      expect(full.html, path).not.toContain(`src="${thumb}"`);
      for (const html of [lite.html, full.html])
        expect(html, path).toMatch(new RegExp(`<img[^>]*width="${size}" height="${size}"`));
    }
  });
});

describe("the footer's switch", () => {
  it("sets the choice and sends the visitor back to the page it was on", async () => {
    const toLite = await switchMode({ mode: "lite", redirectTo: "/jobs?area=Crete" });
    expect(toLite.status).toBe(302);
    expect(toLite.headers.get("location")).toBe("/jobs?area=Crete");
    expect(toLite.headers.get("set-cookie")).toMatch(/^mode=lite; Path=\/; Max-Age=31536000/);
    // Back to the very page, the ways in and the pages whose address is a key included (the form's body, not a URL).
    for (const page of ["/login?redirectTo=%2Fjobs", "/reset-password/00000000-0000-4000-8000-000000000000/key"]) {
      expect((await switchMode({ mode: "lite", redirectTo: page })).headers.get("location")).toBe(page);
    }
    const toFull = await switchMode({ mode: "full", redirectTo: "/pricing" }, { cookie: "mode=lite" });
    expect(toFull.headers.get("location")).toBe("/pricing");
    expect(toFull.headers.get("set-cookie")).toMatch(/^mode=full;/);
  });

  it("never sends anyone off the site", async () => {
    for (const target of [
      "https://evil.test/",
      "//evil.test",
      "/..//evil.test",
      "/\\evil.test",
      "javascript:alert(1)",
    ]) {
      const answer = await switchMode({ mode: "lite", redirectTo: target });
      expect(answer.status, target).toBe(302);
      expect(answer.headers.get("location"), target).toBe("/");
    }
    expect((await switchMode({ mode: "full" })).headers.get("location")).toBe("/");
  });

  it("answers a made-up post with a 400 in the visitor's words, never a 500", async () => {
    const unknown = await switchMode({ mode: "dark", redirectTo: "/jobs" });
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get("set-cookie")).toBeNull();
    expect(await unknown.text()).toBe("Choose Lite or full mode.");
    const greek = await switchMode({ redirectTo: "/jobs" }, { cookie: "i18next=gr" });
    expect(greek.status).toBe(400);
    expect(await greek.text()).toBe("Επιλέξτε ελαφριά ή πλήρη λειτουργία.");
    const notAForm = await fetch(`${server.url}/display-mode`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ mode: "lite" }),
    });
    expect(notAForm.status).toBe(400);
    // A GET changes nothing.
    const opened = await get("/display-mode");
    expect(opened.response.status).toBe(302);
    expect(opened.response.headers.get("location")).toBe("/");
    expect(opened.response.headers.get("set-cookie")).toBeNull();
  });
});
