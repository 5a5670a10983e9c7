/**
 * The one way an API 400 body (`{field: [message]}`, design section 7) is put back on a form: messages of fields
 * the form has stay on those fields, everything else (`non_field_errors`, fields the form does not show) goes to
 * the form's own error list. `translate` turns a message the contract defines into the form's locale key; any
 * other message is shown as the API sent it.
 */
import { NON_FIELD_ERRORS, type ApiErrorBody } from "#contract/errors";

export interface MappedErrors {
  /** Messages per form field: locale keys, or the API's own text. */
  fieldErrors: Record<string, string[]>;
  /** Messages for fields the form does not have, and the payload's own. */
  formErrors: string[];
}

/** The form's field names, or where an API field shows: a map, or a function (undefined: not on a field). */
export type FormFields = readonly string[] | Readonly<Record<string, string>> | ((field: string) => string | undefined);

/**
 * `fields` lists the form's field names, or maps an API field to the form field that shows it (the contact
 * form's `phone_number` is typed as `phone`; a list item's `benefits.2.title` is the add form's `title`).
 */
export function formErrorsOf(
  body: ApiErrorBody,
  fields: FormFields,
  translate: (message: string, field: string) => string = (message) => message,
): MappedErrors {
  const target = (field: string): string | undefined => {
    if (typeof fields === "function") return fields(field);
    return Array.isArray(fields)
      ? fields.includes(field)
        ? field
        : undefined
      : (fields as Record<string, string>)[field];
  };
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const [field, value] of Object.entries(body)) {
    const messages = (Array.isArray(value) ? value : [value]).filter(
      (item): item is string => typeof item === "string",
    );
    const mapped = messages.map((message) => translate(message, field));
    const formField = field === NON_FIELD_ERRORS ? undefined : target(field);
    if (formField) (fieldErrors[formField] ??= []).push(...mapped);
    else formErrors.push(...mapped);
  }
  return { fieldErrors, formErrors };
}
