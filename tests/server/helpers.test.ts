import { describe, expect, it } from "vitest";
import { buildCsp, buildCspRules, tileSource } from "../../server/csp";
import { redactUrl } from "../../common/redact";
import { acceptedEncodings } from "../../server/static-files";

describe("CSP rules", () => {
  const rules = buildCspRules({
    MAP_TILE_URL: "https://{s}.tile.example.org/{z}/{x}/{y}.png",
    GOOGLE_CLIENT_ID: "google-id",
    SENTRY_DSN: "https://key@o1.ingest.sentry.io/2",
  });

  it("adds hosts only on the pages that need them", () => {
    const map = buildCsp({ nonce: "n" }, "/jobs/map", rules);
    expect(map).toContain("img-src 'self' data: blob: https://*.tile.example.org");
    expect(buildCsp({ nonce: "n" }, "/employee/jobs/map", rules)).toContain("https://*.tile.example.org");
    expect(buildCsp({ nonce: "n" }, "/jobs", rules)).not.toContain("tile.example.org");
    // The job editor's pin map (docs/jobs.md#posting-and-editing), and no other company page.
    expect(buildCsp({ nonce: "n" }, "/company/jobs/create", rules)).toContain("https://*.tile.example.org");
    expect(buildCsp({ nonce: "n" }, "/company/jobs/12/edit", rules)).toContain("https://*.tile.example.org");
    expect(buildCsp({ nonce: "n" }, "/company/jobs/12/description", rules)).not.toContain("tile.example.org");
    const login = buildCsp({ nonce: "n" }, "/login", rules);
    expect(login).toContain("frame-src 'self' https://accounts.google.com/gsi/");
    expect(login).toContain("script-src 'self' 'nonce-n' 'strict-dynamic' https://accounts.google.com/gsi/client");
    expect(buildCsp({ nonce: "n" }, "/jobs", rules)).not.toContain("accounts.google.com");
    // Sentry ingest everywhere, merged with the page's own connect-src hosts.
    const connectSrc = /connect-src ([^;]+)/.exec(login)?.[1].split(" ");
    expect(connectSrc).toEqual(
      expect.arrayContaining(["'self'", "https://o1.ingest.sentry.io", "https://accounts.google.com/gsi/"]),
    );
    expect(buildCsp({ nonce: "n" }, "/jobs", rules)).toContain("connect-src 'self' https://o1.ingest.sentry.io");
  });

  it("trusts a stored page's scripts by their hashes alone, with the same rules", () => {
    const stored = buildCsp({ hashes: ["'sha256-a'", "'sha256-b'"] }, "/jobs/map", rules);
    expect(stored).toContain("script-src 'self' 'sha256-a' 'sha256-b' 'strict-dynamic';");
    expect(stored).not.toMatch(/nonce|unsafe/);
    expect(stored.replace(/script-src [^;]+/, "")).toBe(
      buildCsp({ nonce: "n" }, "/jobs/map", rules).replace(/script-src [^;]+/, ""),
    );
  });

  it("leaves social hosts and Sentry out when they are off", () => {
    const withoutSocial = buildCspRules({ MAP_TILE_URL: "https://tile.openstreetmap.org/{z}/{x}/{y}.png" });
    expect(buildCsp({ nonce: "n" }, "/login", withoutSocial)).not.toMatch(/google|facebook/);
    expect(buildCsp({ nonce: "n" }, "/jobs", withoutSocial)).not.toMatch(/sentry/);
  });

  it("turns a tile template into a source", () => {
    expect(tileSource("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe("https://tile.openstreetmap.org");
    expect(tileSource("https://{s}.basemaps.example.com/{z}/{x}/{y}{r}.png")).toBe("https://*.basemaps.example.com");
  });
});

describe("log redaction", () => {
  it.each([
    ["/users/5f0c/activate/abc123def", "/users/5f0c/activate/[redacted]"],
    ["/api/users/5f0c/activate/abc123/", "/api/users/5f0c/activate/[redacted]/"],
    ["/login?redirectTo=%2Fjobs", "/login?redirectTo=%2Fjobs"],
    ["/auth/callback?code=xyz&state=abc&lng=en", "/auth/callback?code=[redacted]&state=[redacted]&lng=en"],
    ["/jobs?search=chef&access_token=t", "/jobs?search=chef&access_token=[redacted]"],
    ["/api/payments/local/checkout/eyJh.eyJz.c2ln/", "/api/payments/local/checkout/[redacted]/"],
    ["/api/payments/local/checkout/eyJh.eyJz.c2ln/pay/", "/api/payments/local/checkout/[redacted]/pay/"],
    ["/api/payments/local/portal/eyJh.eyJz.c2ln/cancel/", "/api/payments/local/portal/[redacted]/cancel/"],
    ["/api/payments/portal/create_session/", "/api/payments/portal/create_session/"],
    ["/mail/unsubscribe/eyJh.eyJz.c2ln?lng=gr", "/mail/unsubscribe/[redacted]?lng=gr"],
    ["/api/mail-preferences/eyJh.eyJz.c2ln/", "/api/mail-preferences/[redacted]/"],
  ])("%s → %s", (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe("Accept-Encoding", () => {
  it("reads tokens and refuses q=0", () => {
    expect([...acceptedEncodings("gzip, deflate, br")]).toEqual(["gzip", "deflate", "br"]);
    expect(acceptedEncodings("br;q=0, gzip;q=0.5").has("br")).toBe(false);
    expect(acceptedEncodings("br;q=0, gzip;q=0.5").has("gzip")).toBe(true);
    expect(acceptedEncodings("").size).toBe(0);
  });
});
