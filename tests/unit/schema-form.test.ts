import { describe, expect, it } from "vitest";
import { z } from "zod";
import { employeeBasicsSchema } from "#contract/profiles";
import { COMMON_FORM_ERRORS, errorText } from "~/lib/forms/schema-form";
import { parseForm } from "~/lib/forms/schema-form.server";

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
  const t = ((key: string, values?: Record<string, string>) => `«${key}${values ? JSON.stringify(values) : ""}»`) as never;

  it("translates the form's own keys and the common ones, and leaves the API's sentences alone", () => {
    const translate = errorText(t, ["profile.create.failed"], { max: "120" });
    expect(translate(["profile.create.failed", COMMON_FORM_ERRORS[1], "Enter a valid date."])).toEqual([
      '«profile.create.failed{"max":"120"}»',
      '«common:form.tooLong{"max":"120"}»',
      "Enter a valid date.",
    ]);
    expect(translate(undefined)).toBeUndefined();
  });
});
