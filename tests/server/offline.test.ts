/**
 * Offline over real HTTP (issue 23, docs/ui.md#offline): what a phone needs from the server to install the site and
 * use it without a connection. The service worker is served from the root with no caching in between and the
 * build's version in it; the manifest has the type, names, colours and icons Chromium's install check wants, in the
 * visitor's language; the offline page the worker saves is in both languages, not indexed, with the list it fills
 * in; every page links the manifest, and the CSP lets our own worker and manifest load and nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
