/**
 * Lite mode (issue 23, docs/ui.md#lite-mode): one rule decides a request's mode, and the loader (`isLite`) and the
 * guest page cache (`cacheKey`) both follow it. A visitor on a phone's data saver gets Lite until they pick "full"
 * in the footer; their pick, either way, is what counts from then on.
 */
import { describe, expect, it } from "vitest";
import { chosenMode, displayModeOf, savesData } from "../../common/display-mode";
import { isLite, modeCookie } from "~/lib/lite.server";
import { cacheKey } from "../../server/page-cache";

const request = (headers: Record<string, string>) => new Request("http://x/jobs", { headers });

describe("a request's display mode", () => {
  it("is full by default, Lite with Save-Data: on, and whatever the cookie chose over either", () => {
    expect(displayModeOf({ cookie: null, saveData: null })).toBe("full");
    expect(displayModeOf({ cookie: null, saveData: "on" })).toBe("lite");
    expect(displayModeOf({ cookie: "mode=full", saveData: "on" })).toBe("full");
    expect(displayModeOf({ cookie: "i18next=gr; mode=lite", saveData: null })).toBe("lite");
    expect(isLite(request({ "save-data": "on" }))).toBe(true);
    expect(isLite(request({ "save-data": "on", cookie: "mode=full" }))).toBe(false);
    expect(isLite(request({ cookie: "mode=lite" }))).toBe(true);
  });

  it("reads only the Save-Data token 'on' and only the two choices of the cookie", () => {
    expect(["on", "On", " on ", "on; extra"].map(savesData)).toEqual([true, true, true, true]);
    expect(["", "off", "online", "1"].map(savesData)).toEqual([false, false, false, false]);
    // A cookie the footer never set is no choice: Save-Data decides.
    expect(chosenMode("mode=LITE")).toBeNull();
    expect(chosenMode("mode=")).toBeNull();
    expect(chosenMode("xmode=lite")).toBeNull();
    expect(displayModeOf({ cookie: "mode=nonsense", saveData: "on" })).toBe("lite");
  });

  it("is kept a year in a cookie the page cache can read (a bare value)", () => {
    expect(modeCookie("lite")).toMatch(/^mode=lite; Path=\/; Max-Age=31536000; SameSite=Lax/);
    expect(chosenMode(modeCookie("full").split(";")[0])).toBe("full");
  });
});

describe("the guest page cache key", () => {
  const key = (headers: Record<string, string>) => cacheKey("GET", "/jobs", "/jobs", headers);

  it("is the mode, not the raw headers: the same Lite page for Save-Data and for the cookie", () => {
    expect(key({ "save-data": "on" })).toBe(key({ cookie: "mode=lite" }));
    expect(key({ "save-data": "on", cookie: "mode=full" })).toBe(key({}));
    expect(key({ "save-data": "off" })).toBe(key({}));
    expect(key({ cookie: "mode=lite" })).not.toBe(key({}));
  });

  it("lets the mode cookie through with the language cookie, and nothing else", () => {
    expect(key({ cookie: "i18next=gr; mode=lite" })).not.toBeNull();
    expect(key({ cookie: "i18next=gr; mode=lite" })).not.toBe(key({ cookie: "i18next=gr" }));
    expect(key({ cookie: "mode=lite; access=x" })).toBeNull();
  });
});
