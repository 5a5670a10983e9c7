/**
 * The job editor's messages in the reader's language: its own keys (`jobEditor.errors.*`), and the contract's
 * rules by their codes (`refusals:<code>`, the words the API's refusal of the same rule has; docs/errors.md). The
 * editor keeps its own words for two codes, where the form names the season and the map's pin, keyed by the code.
 * The editor gives these to its fields once, through `<FormWords {...jobEditorWords(t)}>` (docs/forms.md).
 */
// From job-messages, not the gazetteer's module: importing places.ts here put all 294 places into the editor's
// first-load chunk (docs/performance.md, the job editor).
import { PIN_RADIUS_KM } from "#contract/job-messages";
import { refusalKey } from "~/lib/forms/schema-form";

/** The codes the editor says in its own words. */
const OWN_WORDS: Readonly<Record<string, string>> = {
  [refusalKey("end_before_start")]: "jobEditor.errors.dateRange",
  [refusalKey("coordinates_pair")]: "jobEditor.errors.pin",
};

const FORM_KEYS = [
  "jobEditor.errors.failed",
  "jobEditor.errors.titleShort",
  "jobEditor.errors.date",
  "jobEditor.errors.number",
  "jobEditor.errors.positions",
  ...Object.values(OWN_WORDS),
];

/**
 * What the editor's `FormWords` needs (its pages load the `refusals` namespace): a translator that says the two
 * codes above in the editor's words, its keys, and the one parameter its rules need that the form's own check of
 * a rule does not carry, the pin's radius.
 */
export function jobEditorWords(t: (key: never, options?: never) => string) {
  const translate = t as (key: string, options?: Record<string, string>) => string;
  return {
    t: (key: string, options?: Record<string, string>) => translate(OWN_WORDS[key] ?? key, options),
    keys: FORM_KEYS,
    values: { radius_km: String(PIN_RADIUS_KM) },
  };
}
