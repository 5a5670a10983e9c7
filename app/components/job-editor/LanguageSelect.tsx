import { createContext, lazy, useContext, type ComponentProps } from "react";
import { DocumentOptionsSelect } from "~/components/forms/DocumentOptionsSelect";
import type { Locale } from "~/lib/i18n/config";

/** `languageOptionsHtml` (~/lib/forms/options-html.server.ts), which entry.server.tsx provides; `null` in the browser. */
export type LanguageOptionsHtml = (locale: Locale, selected: string, emptyLabel: string) => string;
export const ServerLanguageOptions = createContext<LanguageOptionsHtml | null>(null);

const LanguageOptions = lazy(() => import("./language-options"));

/**
 * One of the job editor's language selects (docs/forms.md#long-option-lists): the 41 languages are written into the
 * document by the server, in each of the rows, and are not in the loader data or the editor's first scripts
 * (~/components/forms/DocumentOptionsSelect.tsx). A select the browser renders itself names them lazily
 * (./language-options.tsx).
 */
export function LanguageSelect(
  props: Omit<ComponentProps<typeof DocumentOptionsSelect>, "documentOptions" | "Options">,
) {
  const serverOptions = useContext(ServerLanguageOptions);
  const { defaultValue } = props.selectProps;
  return (
    <DocumentOptionsSelect
      {...props}
      documentOptions={serverOptions && ((locale) => serverOptions(locale, defaultValue, props.emptyLabel))}
      Options={LanguageOptions}
    />
  );
}
