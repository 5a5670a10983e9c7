import { createContext, lazy, Suspense, useContext, useState, type SelectHTMLAttributes } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { SelectField, type FieldParts } from "~/components/forms/Field";
import type { Locale } from "~/lib/i18n/config";
import { useLocale } from "~/lib/i18n/use-locale";

/** `placeOptionsHtml` (./place-options.server.ts), which entry.server.tsx provides; `null` in the browser. */
export type PlaceOptionsHtml = (locale: Locale, selected: string, emptyLabel: string) => string;
export const ServerPlaceOptions = createContext<PlaceOptionsHtml | null>(null);

const PlaceOptions = lazy(() => import("./place-options"));

/**
 * The job editor's place select (docs/forms.md#long-option-lists): 294 places that travel once. The server writes the
 * options into the document, and neither the loader data nor the page's script carries them: the browser hydrates the
 * select with `dangerouslySetInnerHTML` empty, which React leaves as the server wrote it (it never patches inner
 * HTML while hydrating; `suppressHydrationWarning` tells it the difference is meant), so the options and the
 * place selected are the document's. When the browser renders the select itself (the page reached without a
 * document load, or another language), it loads the list lazily (./place-options.tsx, the gazetteer the pin's
 * chunk holds anyway) and mounts the select with its options at once, so `defaultValue` picks the place.
 */
export function PlaceSelect({
  emptyLabel,
  selectProps,
  ...parts
}: FieldParts & {
  emptyLabel: string;
  selectProps: SelectHTMLAttributes<HTMLSelectElement> & { id: string; defaultValue: string };
}) {
  const locale = useLocale();
  const serverOptions = useContext(ServerPlaceOptions);
  // False while the server renders and while the browser hydrates that render; true for a render in the browser.
  const hydrated = useHydrated();
  const [documentLocale] = useState(hydrated ? null : locale);
  if (documentLocale === locale) {
    const html = serverOptions ? serverOptions(locale, selectProps.defaultValue, emptyLabel) : "";
    return (
      <SelectField
        {...parts}
        selectProps={{ ...selectProps, dangerouslySetInnerHTML: { __html: html }, suppressHydrationWarning: true }}
      >
        {null}
      </SelectField>
    );
  }
  const empty = <option value="">{emptyLabel}</option>;
  return (
    <Suspense
      fallback={
        <SelectField {...parts} selectProps={{ ...selectProps, disabled: true }}>
          {empty}
        </SelectField>
      }
    >
      <SelectField {...parts} selectProps={selectProps}>
        {empty}
        <PlaceOptions locale={locale} />
      </SelectField>
    </Suspense>
  );
}
