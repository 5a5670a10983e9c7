/**
 * security.md "Redirect targets never leave the origin, whatever the dot segments or slashes"
 * (docs/operations.md#starting):
 * `safeRedirect` normalised `/.//evil.test` and `/..//evil.test` into `//evil.test`, which a browser follows to
 * another host. The property: whatever target is generated from the pieces attackers combine, the browser's
 * reading of the result (the WHATWG URL parser, resolved against any page of ours) stays on our origin.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isReturnPage } from "~/lib/return-path";
import { safeRedirect, sameSitePath } from "../../app/lib/redirects.server";

const ORIGIN = "https://jobs.example.gr";
/** Pages a Location header could be resolved against (a relative Location resolves against the request's URL). */
const PAGES = [`${ORIGIN}/login`, `${ORIGIN}/employee/profile/create?redirectTo=x`, `${ORIGIN}/a/b/c/`];

const PIECES = [
  "/",
  "//",
  "///",
  "\\",
  "/\\",
  ".",
  "..",
  "./",
  "../",
  "/./",
  "/../",
  "%2e",
  "%2E",
  "%2f",
  "%2F",
  "%5c",
  "%00",
  "evil.test",
  "evil.test:443",
  "@evil.test",
  "user@evil.test",
  ":",
  "http:",
  "https:",
  "javascript:",
  "//evil.test",
  "?",
  "#",
  "?//evil.test",
  "#//evil.test",
  "jobs",
  "employee",
  "Κρήτη",
  "\t",
  "\n",
  " ",
  "\u3002",
  "\uff0f",
  "\u2215",
];

/** What the browser does with a Location header on each page: the origin it lands on. */
function landsOn(location: string): string[] {
  return PAGES.map((page) => new URL(location, page).origin);
}

describe("safeRedirect never leaves the origin", () => {
  it.each([
    ["/.//evil.test", "/"],
    ["/..//evil.test", "/"],
    ["/./..//evil.test/x", "/"],
    ["/%2e//evil.test", "/"],
    ["/a/..//evil.test", "/"],
    ["/.//evil.test?x=1", "/"],
    ["/jobs/..//jobs", "/"],
    ["/jobs/./12", "/jobs/12"],
    ["/jobs/../employee", "/employee"],
  ])("%j → %j", (to, expected) => {
    expect(safeRedirect(to, "/")).toBe(expected);
  });

  it("property: any target built from slashes, dots, escapes and hosts stays on our origin", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 3 })), { maxLength: 12 }),
        (pieces) => {
          const to = pieces.join("");
          // safeRedirect, and its origin half alone (the Lite switch's way back to the page it was on).
          for (const result of [safeRedirect(to, "/fallback"), sameSitePath(to) ?? "/fallback"]) {
            expect(result.startsWith("/")).toBe(true);
            expect(result.startsWith("//")).toBe(false);
            expect(landsOn(result).every((origin) => origin === ORIGIN)).toBe(true);
          }
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it("property: a target that is already a plain path of ours is kept (unless it is a way in or out, docs/forms.md#get-forms-and-short-urls)", () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 6 }), (segments) => {
        const to = `/${segments.join("/")}`;
        expect(safeRedirect(to, "/fallback")).toBe(isReturnPage(to) ? to : "/fallback");
      }),
    );
  });
});
