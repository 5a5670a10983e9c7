import type { Locale } from "./config";

/**
 * A small translation runtime that gives the same results as i18next's `t` for the features this app uses
 * (docs/i18n.md; tests/unit/i18n-runtime.test.ts compares every key with
 * i18next): nested keys with `.`, `ns:key`, `{{var}}` / `{{- var}}` interpolation without escaping (React
 * escapes), plurals with `count` (`_zero`, then the Intl.PluralRules suffix, then the bare key), `defaultValue`,
 * `returnObjects`, the fallback language, and the key itself when nothing is found.
 * Not supported (not used here; the test fails if a locale file starts needing them): `$t()` nesting,
 * `{{var, format}}`, context, ordinals, flat keys containing dots, key prefixes.
 *
 * Loading (browser only): `/locales/{lng}/{ns}.json`, retried up to 5 times from 350 ms doubling on network
 * errors and 5xx, at most 10 reads at a time (spec section 9), cached in memory; a namespace that still fails
 * loads as empty (keys show), as with i18next-http-backend.
 */
export type Bundles = Record<string, Record<string, unknown>>;
export type TranslateOptions = Record<string, unknown>;

export interface I18n {
  /** The current language; changes only through changeLanguage (browser). */
  language: Locale;
  /** Language → namespace → translations. */
  readonly bundles: Bundles;
  /** True when every namespace is present in the current language (always true without a backend). */
  ready(namespaces: readonly string[]): boolean;
  /** Loads namespaces (current language unless given); never rejects. */
  load(namespaces: readonly string[], lng?: Locale): Promise<void>;
  /** Loads every namespace used so far in the new language, then switches and notifies subscribers. */
  changeLanguage(lng: Locale): Promise<void>;
  subscribe(listener: () => void): () => void;
  /** Translates like i18next's `t` bound to `ns` (the default namespace of a `useTranslation(ns)`). */
  t(ns: string, keys: string | readonly string[], options?: TranslateOptions | string): unknown;
}

const MAX_RETRIES = 5;
const RETRY_DELAY_MS = 350;
const MAX_PARALLEL_READS = 10;

const hasOwn = (value: unknown, key: string): boolean =>
  !!value && typeof value === "object" && Object.prototype.hasOwnProperty.call(value, key);
const child = (value: unknown, key: string): unknown =>
  hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
const getPath = (value: unknown, path: string): unknown => path.split(".").reduce(child, value);
/** i18next's isValidLookup with returnNull false and returnEmptyString true. */
const valid = (value: unknown): boolean => value !== undefined && value !== null;

const pluralRules: Record<string, Intl.PluralRules> = {};
/** `_one`, `_other`, …; Greek's public code `gr` is not a BCP 47 language, Intl needs `el`. */
const pluralSuffix = (lng: string, count: unknown): string =>
  "_" + (pluralRules[lng] ??= new Intl.PluralRules(lng === "gr" ? "el" : lng)).select(count as number);

/** i18next's test for keys that look like sentences (which are not split at `:`). */
const SENTENCE_CHARS = /[ ,?!;]/;

/** i18next's interpolation with escapeValue false and skipOnVariables true. */
function interpolate(text: string, options: TranslateOptions): string {
  const data = options.replace && typeof options.replace === "object" ? options.replace : options;
  for (const pattern of [/\{\{-(.+?)\}\}/g, /\{\{(.+?)\}\}/g]) {
    text = text.replace(pattern, (match, name: string) => {
      name = name.trim();
      let value = getPath(data, name);
      if (value === undefined) value = child(data, name);
      if (value === undefined) return hasOwn(options, name) ? "" : match;
      return value == null ? "" : String(value);
    });
  }
  return text;
}

export function createI18n(
  language: Locale,
  bundles: Bundles = {},
  fallbackLng: Locale | false = false,
  backend = true,
): I18n {
  const loads = new Map<string, Promise<void>>();
  const used = new Set<string>();
  const listeners = new Set<() => void>();
  const waiting: (() => void)[] = [];
  let reading = 0;
  let target = language;

  /**
   * One attempt in one of the 10 slots (a freed slot passes straight to the next waiting read). Undefined means
   * "retry" (network error or 5xx); a 4xx or unreadable JSON gives up at once, as i18next-http-backend does.
   */
  async function attempt(url: string): Promise<unknown> {
    if (reading < MAX_PARALLEL_READS) reading++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      const response = await fetch(url).catch(() => null);
      if (!response || response.status >= 500) return undefined;
      return response.ok ? ((await response.json().catch(() => null)) ?? {}) : {};
    } finally {
      const next = waiting.shift();
      if (next) next();
      else reading--;
    }
  }

  async function read(lng: string, ns: string): Promise<void> {
    let data: unknown;
    for (let tried = 0, delay = RETRY_DELAY_MS; ; tried++, delay *= 2) {
      data = await attempt(`/locales/${lng}/${ns}.json`);
      if (data !== undefined || tried >= MAX_RETRIES) break;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
    (bundles[lng] ??= {})[ns] = data ?? {};
  }

  function translate(
    defaultNs: string,
    keys: string | readonly string[],
    rawOptions: TranslateOptions | string = {},
  ): unknown {
    // As i18next's getFixedT(null, ns) (react-i18next): a string is the default value; lng, lngs, ns and
    // keyPrefix become options (and so interpolation variables).
    const given =
      typeof rawOptions === "string" ? { defaultValue: rawOptions } : typeof rawOptions === "object" ? rawOptions : {};
    const options: TranslateOptions = {
      ...given,
      lng: given.lng || undefined,
      lngs: given.lngs || null,
      ns: given.ns || defaultNs,
      keyPrefix: given.keyPrefix || undefined,
    };
    const list = typeof keys === "string" ? [keys] : keys.length ? keys : [""];
    const lng = i18n.language;
    const codes = fallbackLng && fallbackLng !== lng ? [lng, fallbackLng] : [lng];
    const count = options.count;
    const plural = count !== undefined && typeof count !== "string";
    let found: unknown;
    let key = "";
    let ns = "";
    let exactKey = "";
    for (const raw of list) {
      if (valid(found)) break;
      ns = options.ns as string;
      key = String(raw);
      const separator = key.indexOf(":");
      const dot = key.indexOf(".");
      const sentence = SENTENCE_CHARS.test(key) && !(dot > 0 && !SENTENCE_CHARS.test(key.slice(0, dot)));
      if (separator > -1 && !sentence && !key.includes("$t(")) {
        const parts = key.split(":");
        ns = parts.shift() as string;
        key = parts.join(".");
      }
      for (const code of codes) {
        const candidates = [key];
        if (plural) candidates.push(key + pluralSuffix(code, count));
        if (plural && count === 0) candidates.push(key + "_zero");
        while (candidates.length && !valid(found)) {
          exactKey = candidates.pop() as string;
          found = getPath(bundles[code]?.[ns], exactKey);
        }
        if (valid(found)) break;
      }
    }
    if (found && typeof found === "object") {
      if (!options.returnObjects) return `key '${key} (${lng})' returned an object instead of string.`;
      const isArray = Array.isArray(found);
      const copy: Record<string, unknown> = isArray ? ([] as unknown as Record<string, unknown>) : {};
      const base = isArray ? exactKey : key;
      for (const name in found) {
        if (!hasOwn(found, name)) continue;
        const deepKey = `${base}.${name}`;
        const value = translate(ns, deepKey, { ...options, ns });
        copy[name] = value === deepKey ? (found as Record<string, unknown>)[name] : value;
      }
      return copy;
    }
    if (
      !valid(found) &&
      Object.keys(options).some((name) => name.startsWith("defaultValue") && options[name] !== undefined)
    ) {
      const suffix = plural ? pluralSuffix(lng, count) : "";
      found =
        (plural && count === 0 && options.defaultValue_zero) ||
        options[`defaultValue${suffix}`] ||
        options.defaultValue;
    }
    if (!valid(found)) found = key;
    return typeof found === "string" ? interpolate(found, options) : found;
  }

  const i18n: I18n = {
    language,
    bundles,
    ready: (namespaces) => !backend || namespaces.every((ns) => hasOwn(bundles[i18n.language], ns)),
    load(namespaces, lng = i18n.language) {
      return Promise.all(
        namespaces.map((ns) => {
          used.add(ns);
          const id = `${lng}|${ns}`;
          if (!backend || hasOwn(bundles[lng], ns)) return undefined;
          let pending = loads.get(id);
          if (!pending) loads.set(id, (pending = read(lng, ns)));
          return pending;
        }),
      ).then(() => undefined);
    },
    async changeLanguage(lng) {
      target = lng;
      await i18n.load([...used], lng);
      if (target !== lng || i18n.language === lng) return;
      i18n.language = lng;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    t: translate,
  };
  return i18n;
}
