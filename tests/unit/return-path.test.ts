import { describe, expect, it } from "vitest";
import { authPageLink } from "~/lib/return-path";

const at = (path: string) => {
  const url = new URL(path, "http://site.invalid");
  return { pathname: url.pathname, search: url.search };
};

describe("authPageLink: the header's way in brings the visitor back (docs/forms.md#get-forms-and-short-urls)", () => {
  it("carries the page, path and query", () => {
    expect(authPageLink("/login", at("/jobs/12/requirements"))).toBe("/login?redirectTo=%2Fjobs%2F12%2Frequirements");
    expect(authPageLink("/signup", at("/jobs?search=chef&lng=gr"))).toBe(
      "/signup?redirectTo=%2Fjobs%3Fsearch%3Dchef%26lng%3Dgr",
    );
  });

  it("carries nothing from the home page", () => {
    expect(authPageLink("/login", at("/"))).toBe("/login");
    expect(authPageLink("/login", at("/?lng=en"))).toBe("/login");
  });

  it("on a way in, passes on the way back it was given, and never a way in itself", () => {
    expect(authPageLink("/login", at("/signup?redirectTo=%2Fjobs%2F12"))).toBe("/login?redirectTo=%2Fjobs%2F12");
    expect(authPageLink("/signup", at("/login?redirectTo=%2Fjobs%2F12"))).toBe("/signup?redirectTo=%2Fjobs%2F12");
    expect(authPageLink("/login", at("/login"))).toBe("/login");
    expect(authPageLink("/login", at("/login?redirectTo=%2Flogout"))).toBe("/login");
    expect(authPageLink("/login", at("/login?redirectTo=%2F%2Fevil.test"))).toBe("/login");
    expect(authPageLink("/login", at("/login?redirectTo=https%3A%2F%2Fevil.test"))).toBe("/login");
    expect(authPageLink("/login", at("/forgot-password"))).toBe("/login");
  });

  it("never puts a page whose address is a key into another URL", () => {
    expect(authPageLink("/login", at("/users/0b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/activate/secret"))).toBe("/login");
    expect(authPageLink("/login", at("/reset-password/0b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/secret"))).toBe("/login");
    expect(authPageLink("/login", at("/email-change/0b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/secret"))).toBe("/login");
    expect(authPageLink("/login", at("/mail/unsubscribe/secret"))).toBe("/login");
  });
});
