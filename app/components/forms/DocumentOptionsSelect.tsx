import { Suspense, useState, type ComponentType, type SelectHTMLAttributes } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { SelectField, type FieldParts } from "~/components/forms/Field";
import type { Locale } from "~/lib/i18n/config";
import { useLocale } from "~/lib/i18n/use-locale";

/**
 * A select whose options the server writes into the document and nothing else carries (docs/forms.md#long-option-lists):
 * neither the loader data nor the page's first scripts. The browser hydrates the select with `dangerouslySetInnerHTML`
 * empty, which React leaves as the server wrote it (it never patches inner HTML while hydrating;
 * `suppressHydrationWarning` tells it the difference is meant), so the options and the one selected are the
 * document's. When the browser renders the select itself (the page reached without a document load, or another
 * language), it renders `Options`, a lazy component, and mounts the select with its options at once, so
 * `defaultValue` picks the right one. The job editor's places (./PlaceSelect.tsx) and languages (./LanguageSelect.tsx).
 */
export function DocumentOptionsSelect({
  documentOptions,
  Options,
  emptyLabel,
  selectProps,
  ...parts
}: FieldParts & {
  /** The options' HTML in `locale`, the empty choice first (the server's, from a context); `null` in the browser. */
  documentOptions: ((locale: Locale) => string) | null;
  /** The same options as the browser renders them (`React.lazy`), without the empty choice. */
  Options: ComponentType<{ locale: Locale }>;
  emptyLabel: string;
  selectProps: SelectHTMLAttributes<HTMLSelectElement> & { id: string; defaultValue: string };
}) {
  const locale = useLocale();
  // False while the server renders and while the browser hydrates that render; true for a render in the browser.
  const hydrated = useHydrated();
  const [documentLocale] = useState(hydrated ? null : locale);
  if (documentLocale === locale) {
    const html = documentOptions ? documentOptions(locale) : "";
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
        <Options locale={locale} />
      </SelectField>
    </Suspense>
  );
}
