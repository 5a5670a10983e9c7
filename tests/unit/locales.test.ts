import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { JOB_COUNT_CAP } from "#contract/jobs";
import { NAMESPACES, SUPPORTED_LOCALES } from "~/lib/i18n/config";
import { detectLocale, localeFromAcceptLanguage } from "~/lib/i18n/detect-locale";
import { localeCookie, readLocaleCookie } from "~/lib/i18n/locale-cookie";

const LOCALES_DIR = join(import.meta.dirname, "../../locales");

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function readNamespace(locale: string, file: string): Json {
  return JSON.parse(readFileSync(join(LOCALES_DIR, locale, file), "utf8")) as Json;
}

/** Every leaf as "a.b.c" → value, so nested keys are compared one by one. */
function flatten(value: Json, prefix = ""): Map<string, Json> {
  const leaves = new Map<string, Json>();
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key)) leaves.set(path, leaf);
    }
  } else {
    leaves.set(prefix, value);
  }
  return leaves;
}

describe("locale files", () => {
  const files = new Set(SUPPORTED_LOCALES.flatMap((locale) => readdirSync(join(LOCALES_DIR, locale))));

  it("declare exactly the namespaces the app knows, in every language", () => {
    for (const locale of SUPPORTED_LOCALES) {
      expect(readdirSync(join(LOCALES_DIR, locale)).sort()).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
  });

  for (const file of files) {
    describe(file, () => {
      const leaves = Object.fromEntries(
        SUPPORTED_LOCALES.map((locale) => [locale, flatten(readNamespace(locale, file))]),
      );

      for (const locale of SUPPORTED_LOCALES) {
        for (const other of SUPPORTED_LOCALES.filter((code) => code !== locale)) {
          it(`${locale} has every key of ${other}`, () => {
            const missing = [...leaves[other].keys()].filter((key) => !leaves[locale].has(key));
            expect(missing, `keys missing in locales/${locale}/${file}`).toEqual([]);
          });
        }

        it(`${locale} has no empty or non-text value`, () => {
          const empty = [...leaves[locale]].filter(([, value]) => typeof value !== "string" || value.trim() === "");
          expect(
            empty.map(([key]) => key),
            `empty values in locales/${locale}/${file}`,
          ).toEqual([]);
        });
      }

      it("uses the same {{placeholders}} in every language", () => {
        const placeholders = (value: Json) =>
          String(value)
            .match(/\{\{\s*\w+\s*\}\}/g)
            ?.sort() ?? [];
        for (const [key, value] of leaves.en) {
          expect(placeholders(leaves.gr.get(key) ?? ""), `${file}: ${key}`).toEqual(placeholders(value));
        }
      });
    });
  }

  it("says the job list's count cap as the API counts it (contract JOB_COUNT_CAP), in each language's digits", () => {
    for (const [locale, intl] of [
      ["en", "en-GB"],
      ["gr", "el-GR"],
    ] as const) {
      const list = flatten(readNamespace(locale, "jobs.json"));
      expect(list.get("list.countCapped")).toContain(JOB_COUNT_CAP.toLocaleString(intl));
    }
  });

  it("writes Greek with accents (catches unaccented or Latin text pasted into gr)", () => {
    const greek = [...flatten(readNamespace("gr", "common.json")).values()].join(" ");
    expect(greek).toMatch(/[άέήίόύώ]/);
  });
});

function request(url: string, headers: Record<string, string> = {}) {
  return new Request(`http://localhost${url}`, { headers });
}

describe("detectLocale", () => {
  it("prefers ?lng= over cookie and Accept-Language", () => {
    expect(detectLocale(request("/?lng=en", { Cookie: "i18next=gr", "Accept-Language": "el" }))).toBe("en");
    expect(detectLocale(request("/?lng=gr", { Cookie: "i18next=en", "Accept-Language": "en" }))).toBe("gr");
  });

  it("uses the bare i18next cookie before Accept-Language", () => {
    expect(detectLocale(request("/", { Cookie: "a=1; i18next=en; b=2", "Accept-Language": "el" }))).toBe("en");
    expect(detectLocale(request("/", { Cookie: "i18next=gr", "Accept-Language": "en-US" }))).toBe("gr");
  });

  it("uses Accept-Language when there is no query and no cookie", () => {
    expect(detectLocale(request("/", { "Accept-Language": "en" }))).toBe("en");
    expect(detectLocale(request("/", { "Accept-Language": "en-GB,en;q=0.9" }))).toBe("en");
  });

  it("maps el and el-GR to gr", () => {
    expect(detectLocale(request("/", { "Accept-Language": "el-GR,el;q=0.9,en;q=0.8" }))).toBe("gr");
    expect(detectLocale(request("/", { "Accept-Language": "el" }))).toBe("gr");
  });

  it("falls back to gr for unknown languages or nothing at all", () => {
    expect(detectLocale(request("/", { "Accept-Language": "de" }))).toBe("gr");
    expect(detectLocale(request("/", { "Accept-Language": "*" }))).toBe("gr");
    expect(detectLocale(request("/"))).toBe("gr");
  });

  it("ignores an invalid ?lng= and an invalid cookie", () => {
    expect(detectLocale(request("/?lng=de", { "Accept-Language": "en" }))).toBe("en");
    expect(detectLocale(request("/?lng=", { Cookie: "i18next=en" }))).toBe("en");
    expect(detectLocale(request("/?lng=xx", { Cookie: "i18next=fr" }))).toBe("gr");
  });

  it("ignores Remix's encoded cookie format", () => {
    expect(detectLocale(request("/", { Cookie: "i18next=ImVuIg%3D%3D", "Accept-Language": "de" }))).toBe("gr");
  });
});

describe("localeFromAcceptLanguage", () => {
  it("follows q-values, not only order", () => {
    expect(localeFromAcceptLanguage("en;q=0.5, el;q=0.9")).toBe("gr");
    expect(localeFromAcceptLanguage("de, en;q=0.7, el;q=0.3")).toBe("en");
  });

  it("skips q=0 and malformed entries", () => {
    expect(localeFromAcceptLanguage("en;q=0, el;q=0.1")).toBe("gr");
    expect(localeFromAcceptLanguage(";;,,")).toBeNull();
  });
});

describe("localeCookie", () => {
  it("serializes the bare code with a one-year, site-wide, lax cookie", async () => {
    expect(await localeCookie.serialize("en")).toBe("i18next=en; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(await localeCookie.serialize("gr")).toBe("i18next=gr; Path=/; Max-Age=31536000; SameSite=Lax");
  });

  it("parses what it serializes and what i18next's browser detector writes", async () => {
    expect(await localeCookie.parse("i18next=en")).toBe("en");
    expect(readLocaleCookie("other=1; i18next=el")).toBe("gr");
    expect(readLocaleCookie(null)).toBeNull();
    expect(readLocaleCookie("i18nextLng=en")).toBeNull();
  });

  it("refuses to serialize an unsupported language", async () => {
    await expect(localeCookie.serialize("de")).rejects.toThrow();
  });
});
