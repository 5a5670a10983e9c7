import { createInstance, type i18n as I18next, type Resource } from "i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NAMESPACES, SUPPORTED_LOCALES, baseI18nOptions, type Locale } from "~/lib/i18n/config";
import { getServerI18n } from "~/lib/i18n/i18next.server";
import { resources } from "~/lib/i18n/resources.server";
import { createI18n, type Bundles, type I18n } from "~/lib/i18n/runtime";
import { getServerTranslations } from "~/lib/i18n/runtime.server";

/**
 * Our translation runtime (app/lib/i18n/runtime.ts) must give exactly what i18next gives through
 * react-i18next (`i18n.getFixedT(null, ns)`), for every key of every namespace in both languages, so the
 * server render, the browser and the loaders (which still use i18next) agree (docs/i18n.md).
 */
type Options = Record<string, unknown>;
type Translate = (key: string, options?: Options | string) => unknown;

/** react-i18next's t: `i18n.getFixedT(null, ns)`, untyped so any key can be tried. */
const fixedT = (instance: I18next, ns: string): Translate =>
  (instance.getFixedT as (this: I18next, lng: null, ns: string) => unknown).call(instance, null, ns) as Translate;
const VALUES: Options = { brand: "Brand & Co", email: "help@example.com", year: 2026, hotkey: "F8", status: 404 };

/** Every key path: leaves and the objects/arrays above them. */
function keysOf(tree: unknown, prefix = ""): { key: string; isObject: boolean }[] {
  if (!tree || typeof tree !== "object") return [{ key: prefix, isObject: false }];
  const here = prefix ? [{ key: prefix, isObject: true }] : [];
  return here.concat(
    Object.entries(tree).flatMap(([name, value]) => keysOf(value, prefix ? `${prefix}.${name}` : name)),
  );
}

/** Calls both and compares; returns the runtime's value. */
function same(ours: I18n, theirs: Translate, ns: string, key: string, options?: Options | string): unknown {
  const expected = theirs(key, options);
  const actual = ours.t(ns, key, options);
  expect(actual, `${ns}:${key} ${JSON.stringify(options)}`).toEqual(expected);
  return actual;
}

describe("translation runtime = i18next on the app's locale files", () => {
  for (const locale of SUPPORTED_LOCALES) {
    for (const ns of NAMESPACES) {
      it(`${locale}/${ns}: every key, with and without values and returnObjects`, () => {
        const ours = getServerTranslations(locale);
        const theirs = fixedT(getServerI18n(locale), ns);
        const keys = keysOf(resources[locale]?.[ns]);
        expect(keys.length).toBeGreaterThan(0);
        for (const { key, isObject } of keys) {
          same(ours, theirs, ns, key);
          same(ours, theirs, ns, key, VALUES);
          if (isObject) same(ours, theirs, ns, key, { ...VALUES, returnObjects: true });
          // The same key reached from another namespace with the `ns:` prefix.
          same(ours, theirs, ns === "common" ? "home" : "common", `${ns}:${key}`, VALUES);
        }
      });
    }
  }

  it("missing keys, missing namespaces, default values and missing variables", () => {
    for (const locale of SUPPORTED_LOCALES) {
      const ours = getServerTranslations(locale);
      const theirs = fixedT(getServerI18n(locale), "common");
      same(ours, theirs, "common", "no.such.key");
      same(ours, theirs, "common", "home:no.such.key");
      same(ours, theirs, "common", "nope:brand");
      same(ours, theirs, "common", "no.such.key", { defaultValue: "Fallback {{brand}}", brand: "X" });
      same(ours, theirs, "common", "no.such.key", "Plain default");
      same(ours, theirs, "common", "brand", { defaultValue: "unused" });
      same(ours, theirs, "common", "footer.copyright");
      same(ours, theirs, "common", "footer.copyright", { year: undefined, brand: null });
      same(ours, theirs, "common", "footer.copyright", { replace: { year: 1999, brand: "R" } });
      same(ours, theirs, "common", "errors.status", { status: "$& $1 $$" });
      same(ours, theirs, "common", "a sentence: with a colon");
      same(ours, theirs, "common", "errors");
    }
  });
});

describe("translation runtime = i18next on plurals, interpolation, objects and fallback", () => {
  const fixtures: Bundles = {
    en: {
      t: {
        item_one: "{{count}} item",
        item_other: "{{count}} items",
        item_zero: "no items",
        only_other: "{{count}} things",
        bare: "bare {{count}}",
        vars: "{{a}}, {{ b }}, {{- c}}, {{d.e}}, {{missing}}, {{a}} again",
        empty: "",
        nil: null,
        num: 5,
        flag: true,
        list: ["one {{a}}", "two", { deep: "three {{a}}" }],
        obj: { x: "x {{a}}", y: { z: "z" }, n: 1 },
        onlyEn: "English only",
        lng: "{{lng}}|{{ns}}|{{lngs}}|{{keyPrefix}}",
      },
    },
    gr: {
      t: {
        item_one: "{{count}} αντικείμενο",
        item_other: "{{count}} αντικείμενα",
        onlyGr: "Μόνο ελληνικά {{a}}",
        grPlural_one: "ένα",
        grPlural_other: "πολλά",
      },
    },
  };
  const cases: [string, Options?][] = [
    ...[0, 1, 2, 1.5, 21, -1].map((count): [string, Options] => ["item", { count }]),
    ["item", { count: "3" }],
    ["item", {}],
    ["only", { count: 0 }],
    ["only", { count: 1 }],
    ["bare", { count: 7 }],
    ["grPlural", { count: 1 }],
    ["grPlural", { count: 4 }],
    ["vars", { a: "A", b: 2, c: "<C>", d: { e: "E" } }],
    ["vars", { a: "A", missing: undefined }],
    ["vars"],
    ["empty"],
    ["nil"],
    ["num"],
    ["flag"],
    ["list"],
    ["list", { returnObjects: true, a: "A" }],
    ["obj", { returnObjects: true, a: "A" }],
    ["obj.y", { returnObjects: true }],
    ["onlyEn"],
    ["onlyGr", { a: "α" }],
    ["lng"],
    ["missing_key", { count: 2, defaultValue_other: "{{count}} default", defaultValue: "one default" }],
    ["missing_key", { count: 0, defaultValue_zero: "zero default", defaultValue: "d" }],
  ];

  function i18next(lng: Locale, fallbackLng: Locale | false) {
    const instance = createInstance();
    void instance.init({
      ...baseI18nOptions,
      lng,
      fallbackLng,
      ns: ["t"],
      defaultNS: "t",
      resources: fixtures as Resource,
      initImmediate: false,
    });
    return fixedT(instance, "t");
  }

  for (const lng of SUPPORTED_LOCALES) {
    for (const fallbackLng of ["gr", false] as const) {
      it(`${lng}, fallback ${String(fallbackLng)}`, () => {
        const ours = createI18n(lng, fixtures, fallbackLng, false);
        const theirs = i18next(lng, fallbackLng);
        for (const [key, options] of cases) same(ours, theirs, "t", key, options);
      });
    }
  }
});

describe("loading in the browser", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("retries network errors and 5xx up to 5 times from 350 ms doubling, then shows keys", async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => new Response("", { status: 503 }));
    vi.stubGlobal("fetch", fetch);
    const i18n = createI18n("en");
    let done = false;
    const loading = i18n.load(["common"]).then(() => (done = true));
    const waits = [350, 700, 1400, 2800, 5600];
    await vi.advanceTimersByTimeAsync(0);
    for (const [index, wait] of waits.entries()) {
      expect(fetch).toHaveBeenCalledTimes(index + 1);
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(fetch).toHaveBeenCalledTimes(index + 1);
      await vi.advanceTimersByTimeAsync(1);
    }
    await loading;
    expect(fetch).toHaveBeenCalledTimes(6);
    expect(done).toBe(true);
    expect(i18n.ready(["common"])).toBe(true);
    expect(i18n.t("common", "brand")).toBe("brand");
  });

  it("does not retry a 404, and succeeds after a network error", async () => {
    vi.useFakeTimers();
    let calls = 0;
    const fetch = vi.fn(async (url: string) => {
      calls++;
      if (url.endsWith("/missing.json")) return new Response("Not Found", { status: 404 });
      if (calls === 1) throw new TypeError("Failed to fetch");
      return Response.json({ hello: "Hi {{name}}" });
    });
    vi.stubGlobal("fetch", fetch);
    const i18n = createI18n("gr");
    const loading = i18n.load(["common", "missing"]);
    await vi.advanceTimersByTimeAsync(350);
    await loading;
    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual([
      "/locales/gr/common.json",
      "/locales/gr/common.json",
      "/locales/gr/missing.json",
    ]);
    expect(i18n.t("common", "hello", { name: "Μαρία" })).toBe("Hi Μαρία");
    expect(i18n.ready(["common", "missing"])).toBe(true);
  });

  it("reads at most 10 files at a time, once each, and caches them", async () => {
    let active = 0;
    let peak = 0;
    const release: (() => void)[] = [];
    const fetch = vi.fn(async (url: string) => {
      active++;
      peak = Math.max(peak, active);
      await new Promise<void>((resolve) => release.push(resolve));
      active--;
      return Response.json({ url });
    });
    vi.stubGlobal("fetch", fetch);
    const i18n = createI18n("en");
    const namespaces = Array.from({ length: 25 }, (_, index) => `ns${index}`);
    const loading = Promise.all([i18n.load(namespaces), i18n.load(namespaces)]);
    while (fetch.mock.calls.length < 25 || release.length) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      release.splice(0).forEach((resolve) => resolve());
    }
    await loading;
    expect(peak).toBe(10);
    expect(fetch).toHaveBeenCalledTimes(25);
    await i18n.load(namespaces);
    expect(fetch).toHaveBeenCalledTimes(25);
  });

  it("changeLanguage loads the used namespaces first, then switches and notifies", async () => {
    const fetch = vi.fn(async (url: string) => Response.json({ lang: url }));
    vi.stubGlobal("fetch", fetch);
    const i18n = createI18n("en");
    await i18n.load(["common", "home"]);
    const listener = vi.fn(() => expect(i18n.ready(["common", "home"])).toBe(true));
    i18n.subscribe(listener);
    await i18n.changeLanguage("gr");
    expect(i18n.language).toBe("gr");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.t("home", "lang")).toBe("/locales/gr/home.json");
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});
