import type { FlatNamespace, Namespace as I18nextNamespace, TFunction } from "i18next";
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore } from "react";
import { DEFAULT_NAMESPACE, type Locale } from "./config";
import type { I18n } from "./runtime";

/**
 * React bindings of our translation runtime, the same API as react-i18next's where the app uses it, for the
 * server render (entry.server: the shared instance of the request's language) and the browser (entry.client:
 * one instance that loads namespaces over HTTP). Types come from i18next, so keys are checked against
 * locales/en (custom-types.d.ts) exactly as before.
 */
const I18nContext = createContext<I18n | null>(null);

export const I18nProvider = I18nContext.Provider;

type FallbackNs<N> = N extends undefined ? typeof DEFAULT_NAMESPACE : N;

export interface UseTranslationResult<N extends I18nextNamespace> {
  t: TFunction<N>;
  i18n: I18n;
  ready: true;
}

function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useTranslation needs <I18nProvider> (entry.client / entry.server)");
  return i18n;
}

/**
 * `const { t } = useTranslation("home")` or `useTranslation(["legal", "common"])` (the first is the default
 * namespace; the others are loaded too and reached with `common:key`). Suspends while a namespace is loading
 * in the browser, as react-i18next does with useSuspense: navigations are transitions and wait.
 */
export function useTranslation<const N extends FlatNamespace | readonly FlatNamespace[] | undefined = undefined>(
  ns?: N,
): UseTranslationResult<FallbackNs<N>> {
  const i18n = useI18n();
  const language = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  const namespaces: readonly string[] = ns === undefined ? [DEFAULT_NAMESPACE] : typeof ns === "string" ? [ns] : ns;
  const first = namespaces[0] ?? DEFAULT_NAMESPACE;
  const t = useMemo(
    () =>
      ((key: string | readonly string[], options?: Record<string, unknown> | string) =>
        i18n.t(first, key, options)) as unknown as TFunction<FallbackNs<N>>,
    // The language is a dependency on purpose: a new language gives a new t, as in react-i18next.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, first, language],
  );
  if (!i18n.ready(namespaces)) throw i18n.load(namespaces);
  return { t, i18n, ready: true };
}

/**
 * Switches the browser instance to the root loader's language when it changes without a document load
 * (a client navigation to a URL with `?lng=`), like remix-i18next's useChangeLanguage. Never runs on the server.
 */
export function useChangeLanguage(locale: Locale): void {
  const i18n = useI18n();
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [locale, i18n]);
}
