import { languagePairs } from "~/components/forms/language-options";
import type { Locale } from "~/lib/i18n/config";

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const text = (value: string) => value.replace(/[&<>"]/g, (character) => ENTITIES[character] ?? character);

/**
 * Options as the server writes them into a document (docs/forms.md#long-option-lists), escaped, the chosen one
 * `selected` as React marks a select's `defaultValue`, so the form works without JavaScript.
 */
export function optionHtml(value: string, label: string, selected: string): string {
  return `<option value="${text(value)}"${value === selected ? ' selected=""' : ""}>${text(label)}</option>`;
}

/** `<optgroup label="…">` around options. */
export function optionGroupHtml(label: string, options: string): string {
  return `<optgroup label="${text(label)}">${options}</optgroup>`;
}

/**
 * The job editor's language select (~/components/job-editor/LanguageSelect.tsx): the empty choice, then the languages
 * named and sorted in the reader's language, as the loader named them before (~/components/forms/language-options.ts).
 */
export function languageOptionsHtml(locale: Locale, selected: string, emptyLabel: string): string {
  const options = languagePairs(locale).map(([value, label]) => optionHtml(value, label, selected));
  return optionHtml("", emptyLabel, selected) + options.join("");
}
