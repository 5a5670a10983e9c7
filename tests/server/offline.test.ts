/**
 * Offline over real HTTP (issue 23, docs/ui.md#offline): what a phone needs from the server to install the site and
 * use it without a connection. The service worker is served from the root with no caching in between and the
 * build's version in it; the manifest has the type, names, colours and icons Chromium's install check wants, in the
 * visitor's language; the offline page the worker saves is in both languages, not indexed, with the list it fills
 * in; every page links the manifest, and the CSP lets our own worker and manifest load and nothing else. Every page
 * and its data say whether the browser still has a session (`X-Session`), so the worker can drop what it saved signed
 * in once a session has ended on another device: a guest's page (from the page cache too) says `guest`, a signed-in
 * one `user`, and the same cookies after "sign out everywhere" `guest` again.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../api/db/demo/people";
import { startServer, type StartedServer } from "../support/start-server";

let server: StartedServer;
beforeAll(async () => {
  server = await startServer({ env: { NODE_ENV: "production", ALLOW_LOCAL_PAYMENTS: "1" }, embeddedDatabase: true });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers: { "accept-language": "en", ...headers }, redirect: "manual" });

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("the service worker script", () => {
  it("is served at the root, revalidated every time, with the build's version, plain or brotli", async () => {
    for (const encoding of ["identity", "br"]) {
      const response = await get("/sw.js", { "accept-encoding": encoding });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      // Root scope needs no Service-Worker-Allowed: the script is at the root itself.
      expect(response.headers.get("service-worker-allowed")).toBeNull();
      expect(await response.text()).toMatch(/^const BUILD = "[0-9a-f]{12}";\n/);
    }
  });
});

describe("the web app manifest", () => {
  it("has what Chromium's install check asks for, with the stylesheet's colours", async () => {
    const response = await get("/manifest.webmanifest");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/manifest+json; charset=utf-8");
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: Array<{ src: string; sizes: string; type: string }>;
    };
    expect(manifest).toMatchObject({
      name: "Seasonal Jobs Greece",
      short_name: "Seasonal Jobs",
      start_url: "/",
      display: "standalone",
      theme_color: "#0a5c9e",
      background_color: "#ffffff",
    });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(["192x192", "512x512"]);
    for (const icon of manifest.icons) {
      const image = await get(icon.src);
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/png");
      const side = Number(icon.sizes.split("x")[0]);
      expect(pngSize(Buffer.from(await image.arrayBuffer()))).toEqual({ width: side, height: side });
    }
  });

  it("names the app in Greek for a visitor who reads Greek", async () => {
    const manifest = (await (await get("/manifest.webmanifest", { cookie: "i18next=gr" })).json()) as {
      name: string;
      lang: string;
    };
    expect(manifest).toMatchObject({ name: "Εποχικές Δουλειές Ελλάδα", lang: "el" });
  });
});

describe("the offline page and the pages around it", () => {
  it("is in both languages, not for search engines, with the list the worker fills in", async () => {
    for (const [lng, title] of [
      ["en", "No connection"],
      ["gr", "Χωρίς σύνδεση"],
    ]) {
      const response = await get(`/offline?lng=${lng}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toMatch(/<ul id="offline-saved"[^>]* hidden=""><\/ul>/);
      expect(html).toContain('<p id="offline-nothing-saved">');
    }
  });

  it("every page links the manifest, and the CSP allows our own worker and manifest only", async () => {
    const response = await get("/jobs");
    expect(await response.text()).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("worker-src 'self';");
    // No manifest-src of its own: default-src 'self' covers it.
    expect(csp).toMatch(/^default-src 'self';/);
    expect(csp).not.toContain("manifest-src");
  });
});

describe("whether the browser still has a session, for the service worker", () => {
  async function signedInCookie(): Promise<{ cookie: string; access: string }> {
    const response = await fetch(`${server.url}/api/auth/token/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.employee.email, password: DEMO_PASSWORD }),
    });
    expect(response.status).toBe(200);
    const { access, refresh } = (await response.json()) as { access: string; refresh: string };
    return { cookie: `access=${access}; refresh=${refresh}; i18next=en`, access };
  }

  it("a guest's page says guest, also from the page cache and as data; nothing personal is in it", async () => {
    const first = await get("/jobs");
    expect(first.status).toBe(200);
    expect(first.headers.get("x-session")).toBe("guest");
    const again = await get("/jobs");
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(again.headers.get("x-session")).toBe("guest");
    const data = await get("/jobs.data");
    expect(data.headers.get("x-session")).toBe("guest");
    expect((await get("/jobs.data")).headers.get("x-session")).toBe("guest");
  });

  it("a signed-in page says user until the session is signed out everywhere; then the same cookies say guest", async () => {
    const { cookie, access } = await signedInCookie();
    for (const path of ["/employee/applications", "/employee/applications.data", "/jobs"]) {
      const response = await get(path, { cookie });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("x-page-cache"), path).toBeNull();
      expect(response.headers.get("x-session"), path).toBe("user");
    }

    const signedOut = await fetch(`${server.url}/api/users/me/sign-out-everywhere/`, {
      method: "POST",
      headers: { authorization: `Bearer ${access}` },
    });
    expect(signedOut.status).toBe(200);
    // The next page finds the session dead, clears its cookies and sends the browser to sign in: no session here.
    for (const path of ["/jobs", "/employee/applications", "/employee/applications.data"]) {
      const response = await get(path, { cookie });
      expect(response.status, path).toBeLessThan(500);
      expect(response.headers.get("set-cookie") ?? "", path).toMatch(/refresh=;/);
      expect(response.headers.get("x-session"), path).toBe("guest");
    }
  });
});
