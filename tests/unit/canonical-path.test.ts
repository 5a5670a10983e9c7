import { posix } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalPath } from "../../server/canonical-path";

describe("canonicalPath", () => {
  it.each([
    ["/", "/"],
    ["/jobs", "/jobs"],
    ["/jobs/12/description", "/jobs/12/description"],
    ["/api/auth/%74oken/", "/api/auth/token/"],
    ["/%6Cogin", "/login"],
    ["/%6cogin", "/login"],
    ["/login/.", "/login/"],
    ["/./login", "/login"],
    ["/api/./auth/token/", "/api/auth/token/"],
    ["/api/auth/token/.", "/api/auth/token/"],
    ["/api/x/../auth/token/", "/api/auth/token/"],
    ["/api/%2e%2e/api/contact/", "/api/contact/"],
    ["/../../login", "/login"],
    ["//login", "/login"],
    ["/api//contact/", "/api/contact/"],
    ["/api\\contact\\", "/api/contact/"],
    // Reserved characters stay escaped (a %2F is part of a segment, not a separator), upper-cased.
    ["/api/auth%2ftoken/", "/api/auth%2Ftoken/"],
    ["/jobs/%CE%9A", "/jobs/%CE%9A"],
    ["/jobs/%ce%9a", "/jobs/%CE%9A"],
    // Decoded once: %25 is "%", so %2574 names a segment "%74oken", not "token".
    ["/api/auth/%2574oken/", "/api/auth/%2574oken/"],
  ])("%s → %s", (path, expected) => {
    expect(canonicalPath(path)).toBe(expected);
  });

  it.each([
    "/%",
    "/api/jobs/%/",
    "/locales/en/%.json",
    "/employee/%",
    "/%zz",
    "/%C3%28",
    "/%E0%A4%A",
    "*",
    "http://evil.example/login",
    "",
  ])("refuses %j", (path) => {
    expect(canonicalPath(path)).toBeUndefined();
  });

  const segment = fc.oneof(
    fc.constantFrom(".", "..", "", "%2e", "%2E%2e", "login", "api", "%74oken", "Κρήτη", "%CE%9A", "a%2Fb", "~x"),
    fc.string({ maxLength: 6 }).map(encodeURIComponent),
  );
  const separator = fc.constantFrom("/", "//", "\\");
  const paths = fc
    .array(fc.tuple(separator, segment), { maxLength: 6 })
    .map((parts) => `/${parts.map(([before, name]) => before + name).join("")}`);

  it("is idempotent, leaves no dot segment or empty segment inside, and names what the URL parser names", () => {
    fc.assert(
      fc.property(paths, (path) => {
        const canonical = canonicalPath(path);
        if (canonical === undefined) return;
        expect(canonicalPath(canonical)).toBe(canonical);
        expect(canonical.startsWith("/")).toBe(true);
        expect(canonical.split("/").slice(1, -1)).not.toContain("");
        for (const part of canonical.split("/")) expect([".", ".."]).not.toContain(part);
        // Same segments as POSIX path normalisation gives (%2e is a dot; Node's URL parser keeps `/.A/.`'s last dot).
        const segments = (value: string) =>
          value
            .split("/")
            .map(decodeURIComponent)
            .filter((part, at, all) => part !== "" || at < all.length - 1);
        const oracle = posix.normalize(path.replace(/\\/g, "/").replace(/%2e/gi, "."));
        expect(segments(canonical)).toEqual(segments(oracle));
      }),
      { numRuns: 500 },
    );
  });
});
