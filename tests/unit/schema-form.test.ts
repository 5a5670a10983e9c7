import { createI18n } from "~/lib/i18n/runtime";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { employeeBasicsSchema } from "#contract/profiles";
import {
  COMMON_FORM_ERRORS,
  errorText,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
  type FormMetadata,
} from "~/lib/forms/schema-form";
import { formConstraint, parseForm } from "~/lib/forms/schema-form.server";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

describe("parseForm: a contract schema in the user's words", () => {
  it("names too long a field and an unknown choice with common keys", () => {
    const result = parseForm(form({ headline: "W".repeat(121), country: "XX" }), employeeBasicsSchema);
    expect(result.status).toBe("error");
    const { error } = result.reply();
    expect(error?.headline).toEqual(["common:form.tooLong"]);
    expect(error?.country).toEqual(["common:form.invalidChoice"]);
  });

  it("passes what the contract accepts, cleaned as the API cleans it", () => {
    const result = parseForm(form({ headline: "  Waiter  ", country: "gr" }), employeeBasicsSchema);
    expect(result.status).toBe("success");
    if (result.status === "success") expect(result.value).toMatchObject({ headline: "Waiter", country: "GR" });
  });

  it("keeps a message the schema chose itself", () => {
    const schema = z.object({ message: z.string({ required_error: "errors.messageRequired" }) });
    expect(parseForm(form({}), schema).reply().error?.message).toEqual(["errors.messageRequired"]);
  });
});

describe("errorText", () => {
  const t = ((key: string, values?: Record<string, string>) =>
    `«${key}${values ? JSON.stringify(values) : ""}»`) as never;

  it("translates key-shaped messages (the form's own, the common ones, a refusal) and leaves the API's sentences alone", () => {
    const translate = errorText(t, { max: "120" });
    expect(
      translate(["profile.create.failed", COMMON_FORM_ERRORS[1], "refusals:name_not_plain", "Enter a valid date."]),
    ).toEqual([
      '«profile.create.failed{"max":"120","defaultValue":"profile.create.failed"}»',
      '«common:form.tooLong{"max":"120","defaultValue":"common:form.tooLong"}»',
      '«refusals:name_not_plain{"max":"120","defaultValue":"refusals:name_not_plain"}»',
      "Enter a valid date.",
    ]);
    expect(translate(undefined)).toBeUndefined();
  });

  it("shows a key the namespace lacks, and the API's words, as they came (the real runtime)", () => {
    const i18n = createI18n(
      "en",
      { en: { auth: { errors: { tooMany: "Too many tries, wait {{max}}." } } } },
      false,
      false,
    );
    const bound = ((key: string, options?: Record<string, string>) => i18n.t("auth", key, options)) as never;
    expect(
      errorText(bound, { max: "1 min" })(["errors.tooMany", "errors.gone", "Forbidden", "Title: too long."]),
    ).toEqual(["Too many tries, wait 1 min.", "errors.gone", "Forbidden", "Title: too long."]);
  });
});

describe("formConstraint: the HTML checks the loader sends", () => {
  it("keeps only the attributes that apply, with a list's items under list[]", () => {
    const schema = z.object({
      name: z.string().max(60),
      note: z.string().max(200).optional(),
      rows: z.array(z.object({ level: z.number().min(1).max(5) })).optional(),
    });
    expect(formConstraint(schema)).toEqual({
      name: { required: true, maxLength: 60 },
      note: { maxLength: 200 },
      rows: { multiple: true },
      "rows[]": { required: true },
      "rows[].level": { required: true, min: 1, max: 5 },
    });
  });

  it("drops a choice's pattern (a select or radios has none) and keeps a text field's", () => {
    const schema = z
      .object({
        country: z.enum(["GR", "CY", "IT"]),
        shifts: z.array(z.object({ kind: z.enum(["DAY", "NIGHT"]).optional() })),
        postcode: z.string().regex(/^[0-9]{5}$/),
      })
      .superRefine(() => undefined);
    expect(formConstraint(schema)).toEqual({
      country: { required: true },
      shifts: { required: true, multiple: true },
      "shifts[]": { required: true },
      postcode: { required: true, pattern: "^(?=.*(?:^[0-9]{5}$)).*$" },
    });
  });
});

describe("the controls' props", () => {
  const field = (overrides: Partial<FieldMetadata> = {}): FieldMetadata => ({
    id: "f-name",
    name: "name",
    formId: "f",
    errorId: "f-name-error",
    initialValue: undefined,
    errors: undefined,
    valid: true,
    ...overrides,
  });

  it("render the constraints and the starting value", () => {
    expect(getInputProps(field({ required: true, maxLength: 60, initialValue: "Anna" }), { type: "text" })).toEqual({
      id: "f-name",
      name: "name",
      form: "f",
      required: true,
      type: "text",
      maxLength: 60,
      defaultValue: "Anna",
    });
  });

  it("point the form at its own errors only while it has some", () => {
    const form = (errors: string[] | undefined): FormMetadata => ({
      id: "f",
      errorId: "f-error",
      errorsId: errors?.length ? "f-error" : undefined,
      errors,
      allErrors: errors ? { "": errors } : {},
      noValidate: true,
    });
    expect(getFormProps(form(["refusals:throttled"]))).toEqual({
      id: "f",
      noValidate: true,
      "aria-describedby": "f-error",
    });
    expect(getFormProps(form(undefined))["aria-describedby"]).toBeUndefined();
  });

  it("point an invalid control at its errors", () => {
    const props = getTextareaProps(field({ errors: ["common:form.tooLong"], initialValue: "x" }));
    expect(props).toMatchObject({ "aria-invalid": true, "aria-describedby": "f-name-error", defaultValue: "x" });
  });

  it("check a box or a radio by its value, and leave a password empty", () => {
    expect(getInputProps(field({ initialValue: "on" }), { type: "checkbox" })).toMatchObject({
      value: "on",
      defaultChecked: true,
    });
    expect(getInputProps(field({ initialValue: ["a", "b"] }), { type: "checkbox", value: "b" })).toMatchObject({
      defaultChecked: true,
    });
    expect(getInputProps(field({ initialValue: "a" }), { type: "radio", value: "b" })).toMatchObject({
      defaultChecked: false,
    });
    expect(getInputProps(field({ initialValue: "secret" }), { type: "password", value: false })).not.toHaveProperty(
      "defaultValue",
    );
  });

  it("give a select its starting option", () => {
    expect(getSelectProps(field({ initialValue: "GR" }))).toMatchObject({ defaultValue: "GR" });
  });
});
