/**
 * A form's errors as keys, and their words (docs/forms.md#errors-in-the-readers-words). Apart from the form kit
 * (./schema-form.ts) because the Field family imports it on every page with a field (the job filters of `/jobs`
 * too): it stays a few hundred bytes.
 */
/**
 * The words for the checks every contract field has (required, too long, not one of the options), as keys of the
 * `common` namespace: a schema derived from contract/ keeps the contract's rules and speaks the user's language.
 * A message a schema sets itself (a locale key, or the contract's own sentence) is kept.
 */
export const COMMON_FORM_ERRORS = [
  "common:form.required",
  "common:form.tooLong",
  "common:form.invalidChoice",
  "common:form.invalid",
] as const;

/** The namespace of the API's refusals (locales/*\/refusals.json), whose keys are the API's error codes. */
const REFUSALS = "refusals:";

/** The key of the API's words for an error code (`refusals:name_not_plain`): what a form shows for that rule. */
export function refusalKey(code: string): string {
  return `${REFUSALS}${code}`;
}

/**
 * A form's check of a rule the API checks too (contract/error-codes.ts), keyed by the rule's code: the form says the
 * API's words for it, so both tiers agree through the code, never the text. The page loads `refusals`.
 *
 *   .refine(isPlainName, ruleIssue("name_not_plain"))
 */
export function ruleIssue(code: string): { message: string; params: { code: string } } {
  return { message: refusalKey(code), params: { code } };
}

/** A message shaped like a locale key (`errors.phoneRequired`, `common:form.required`, `refusals:name_not_plain`). */
const KEY_SHAPE = /^[a-z][\w]*(?::[a-z][\w]*)?(?:\.\w+)*$/i;

/**
 * Form schemas give locale keys as messages ("errors.phoneRequired"); the API's own words arrive as they are.
 * A key-shaped message is looked up in the form's namespace (or the one it names: `common:`, `refusals:`) and
 * shown as it came when there is no such key; anything else (API text, which may hold ":" or ".") is left alone.
 * No list of a form's keys travels to the browser: the namespace is the list.
 */
export function errorText(t: (key: never, options?: never) => string, values?: Record<string, string>) {
  const translate = t as (key: string, options?: Record<string, string>) => string;
  return (messages: readonly string[] | undefined): string[] | undefined =>
    messages?.map((message) =>
      KEY_SHAPE.test(message) ? translate(message, { ...values, defaultValue: message }) : message,
    );
}
