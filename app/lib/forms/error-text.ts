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

/** Whether a message is a refusal's key (`refusals:name_not_plain`), as `ruleIssue` and the form kit write them. */
function isRefusalKey(message: string): boolean {
  return message.startsWith(REFUSALS) && /^[a-z][a-z0-9_]*$/.test(message.slice(REFUSALS.length));
}

/**
 * Form schemas give locale keys as messages ("errors.phoneRequired"); the API's own words arrive as they are.
 * This translates the keys it knows, and a rule's refusal key (`ruleIssue`; its page loads the `refusals`
 * namespace), and leaves anything else alone (API text may hold ":" or ".", which a translation function would
 * read as a namespace or a nested key).
 */
export function errorText(
  t: (key: never, options?: never) => string,
  keys: readonly string[],
  values?: Record<string, string>,
) {
  const translate = t as (key: string, options?: Record<string, string>) => string;
  const known = (message: string) =>
    keys.includes(message) || (COMMON_FORM_ERRORS as readonly string[]).includes(message) || isRefusalKey(message);
  return (messages: readonly string[] | undefined): string[] | undefined =>
    messages?.map((message) => (known(message) ? translate(message, values) : message));
}
