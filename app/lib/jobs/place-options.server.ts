import type { Locale } from "~/lib/i18n/config";
import { placeGroups } from "~/components/job-editor/place-options";

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const text = (value: string) => value.replace(/[&<>"]/g, (character) => ENTITIES[character] ?? character);

/**
 * The place select's options as the server writes them into the document (docs/forms.md#long-option-lists): the empty
 * choice, then an `<optgroup>` per region, the job's place `selected` (as React marks a select's `defaultValue`),
 * so the form works without JavaScript. entry.server.tsx hands this to ./PlaceSelect.tsx; the browser keeps the
 * options the document holds and never needs the list.
 */
export function placeOptionsHtml(locale: Locale, selected: string, emptyLabel: string): string {
  const option = (value: string, label: string) =>
    `<option value="${text(value)}"${value === selected ? ' selected=""' : ""}>${text(label)}</option>`;
  const groups = placeGroups(locale).map(
    (group) =>
      `<optgroup label="${text(group.label)}">${group.places.map(([id, label]) => option(id, label)).join("")}</optgroup>`,
  );
  return option("", emptyLabel) + groups.join("");
}
