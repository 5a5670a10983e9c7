/**
 * The job editor's messages in the reader's language: its own keys (`jobEditor.errors.*`), and the contract's
 * rules by their codes (`refusals:<code>`, the words the API's refusal of the same rule has; docs/errors.md). The
 * editor keeps its own words for two codes, where the form names the season and the map's pin, keyed by the code.
 */
import { PIN_RADIUS_KM } from "#contract/places";
import { errorText, refusalKey } from "~/lib/forms/schema-form";

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
 * `errorText` for the job editor (its pages load the `refusals` namespace). The form's own check of a rule carries
 * its code but not the code's parameters: the one the editor's rules need, the pin's radius, is given here.
 */
export function jobErrorText(t: (key: never) => string) {
  const translate = errorText(t, FORM_KEYS, { radius_km: String(PIN_RADIUS_KM) });
  return (messages: readonly string[] | undefined) =>
    translate(messages?.map((message) => OWN_WORDS[message] ?? message));
}
