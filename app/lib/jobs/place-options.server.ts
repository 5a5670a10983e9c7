import type { Locale } from "~/lib/i18n/config";
import { placeGroups } from "~/components/job-editor/place-options";
import { optionGroupHtml, optionHtml } from "~/lib/forms/options-html.server";

/**
 * The place select's options as the server writes them into the document (docs/forms.md#long-option-lists): the empty
 * choice, then an `<optgroup>` per region, the job's place `selected` (as React marks a select's `defaultValue`),
 * so the form works without JavaScript. entry.server.tsx hands this to ~/components/job-editor/PlaceSelect.tsx; the browser keeps the
 * options the document holds and never needs the list.
 */
export function placeOptionsHtml(locale: Locale, selected: string, emptyLabel: string): string {
  const groups = placeGroups(locale).map((group) =>
    optionGroupHtml(group.label, group.places.map(([id, label]) => optionHtml(id, label, selected)).join("")),
  );
  return optionHtml("", emptyLabel, selected) + groups.join("");
}
