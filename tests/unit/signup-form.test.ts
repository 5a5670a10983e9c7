import { readFileSync } from "node:fs";
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { DATE_FORMAT_MESSAGE } from "../../contract/fields";
import { PASSWORD_PROBLEMS } from "../../contract/password";
import { PERSON_NAME_MESSAGE } from "../../contract/person-names";
import { BIRTHDATE_IN_FUTURE_MESSAGE, signUpRequestSchema } from "../../contract/users";
import { ActivationFormSchema } from "~/components/signup/password-rule";
import { SignUpFormSchema, roleFromQuery, todayIso } from "~/routes/signup/sign-up-schema";
import { translateApiError } from "~/lib/api/api-errors.server";
import { ApiError } from "~/lib/api/client.server";

const words = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../locales/${locale}/refusals.json`, import.meta.url), "utf8"));

/** The field errors of a refused submission (conform's `error`), or null when it passed. */
function errorsOf(fields: Record<string, string>) {
  const submission = parseWithZod(posted(fields), { schema: SignUpFormSchema });
  return submission.status === "error" ? submission.error : null;
}

/** What a browser posts: every field as text, checkbox "on" when ticked. */
function posted(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

const VALID = {
  first_name: "Eleni",
  last_name: "Georgiou",
  email: "eleni@example.com",
  role: "EMPLOYEE",
  agreement: "on",
};

describe("SignUpFormSchema", () => {
  it("accepts the required fields alone, and what it passes on the contract accepts too", () => {
    const submission = parseWithZod(posted(VALID), { schema: SignUpFormSchema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    const { website: _website, agreement: _agreement, ...account } = submission.value;
    expect(signUpRequestSchema.safeParse(account).success).toBe(true);
  });

  it("passes every optional field on in the contract's shape", () => {
    const submission = parseWithZod(
      posted({
        ...VALID,
        phone_number: "+30 690 000 0000",
        street_name: "Apollonos",
        street_number: "12",
        zip_code: "84300",
        country: "GR",
        city: "Naxos",
        state: "South Aegean",
        tax_id: "123456789",
        birthdate: "1999-05-17",
      }),
      { schema: SignUpFormSchema },
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    const { website: _website, agreement: _agreement, ...account } = submission.value;
    expect(signUpRequestSchema.parse(account)).toMatchObject({ country: "GR", birthdate: "1999-05-17", city: "Naxos" });
  });

  it("names every missing required field with its locale key", () => {
    expect(errorsOf({})).toEqual({
      first_name: ["errors.firstNameRequired"],
      last_name: ["errors.lastNameRequired"],
      email: ["errors.emailRequired"],
      role: ["errors.roleRequired"],
      agreement: ["errors.agreementRequired"],
    });
  });

  it.each([
    ["email", "not-an-email", "errors.emailInvalid"],
    ["role", "ADMIN", "errors.roleRequired"],
    ["phone_number", "call me", "refusals:invalid_phone"],
    ["country", "XX", "errors.countryInvalid"],
    ["birthdate", "2001-02-30", "refusals:invalid_date"],
    ["birthdate", "2999-01-01", "refusals:birthdate_in_future"],
    ["tax_id", "1".repeat(31), "errors.tooLong"],
    ["first_name", "a".repeat(151), "errors.nameTooLong"],
    ["first_name", "www.evil.test", "refusals:name_not_plain"],
    ["last_name", '=HYPERLINK("http://x","y")', "refusals:name_not_plain"],
    ["last_name", "Georgiou evil.test", "refusals:name_not_plain"],
  ])("%s = %j → %s, alone", (field, value, key) => {
    expect(errorsOf({ ...VALID, [field]: value })).toEqual({ [field]: [key] });
  });

  it("refuses a name with a link by the contract's own rule, as the API does", () => {
    for (const name of ["Μ.Παπαδάκη", "+30 690", "@eleni"]) {
      expect(errorsOf({ ...VALID, first_name: name }), name).toEqual({ first_name: ["refusals:name_not_plain"] });
      expect(signUpRequestSchema.safeParse({ ...VALID, first_name: name }).success, name).toBe(false);
    }
    expect(errorsOf({ ...VALID, first_name: "Μ. Ελένη", last_name: "O'Brien-Παπαδάκη" })).toBeNull();
  });

  it("takes today as a birth date but not tomorrow", () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(parseWithZod(posted({ ...VALID, birthdate: todayIso() }), { schema: SignUpFormSchema }).status).toBe(
      "success",
    );
    expect(parseWithZod(posted({ ...VALID, birthdate: tomorrow }), { schema: SignUpFormSchema }).status).toBe("error");
  });
});

describe("roleFromQuery", () => {
  it("preselects only a real role", () => {
    expect(roleFromQuery("COMPANY")).toBe("COMPANY");
    expect(roleFromQuery("EMPLOYEE")).toBe("EMPLOYEE");
    expect(roleFromQuery("company")).toBeUndefined();
    expect(roleFromQuery(null)).toBeUndefined();
  });
});

describe("a rule both the form and the API check, said by its code", () => {
  it("gives the password rule's parts the keys of their codes, the mismatch on the repeat field", () => {
    const submission = parseWithZod(posted({ password: "short", repeat_password: "other" }), {
      schema: ActivationFormSchema,
    });
    expect(submission.status === "error" ? submission.error : null).toEqual({
      password: [
        "refusals:password_too_short",
        "refusals:password_no_uppercase",
        "refusals:password_no_digit",
        "refusals:password_no_special",
      ],
      repeat_password: ["refusals:password_mismatch"],
    });
  });

  it("shows the API's 400 for the same rules on the sign-up fields in the same words, in Greek and English", () => {
    const error = new ApiError(400, {
      first_name: [PERSON_NAME_MESSAGE],
      birthdate: [BIRTHDATE_IN_FUTURE_MESSAGE, DATE_FORMAT_MESSAGE],
      non_field_errors: ["Something about the whole payload."],
      codes: {
        first_name: [{ code: "name_not_plain" }],
        birthdate: [{ code: "birthdate_in_future" }, { code: "invalid_date" }],
        non_field_errors: [{ code: "invalid" }],
      },
    });
    const fields = Object.keys(SignUpFormSchema.shape);
    const english = translateApiError(error, "en", { fields });
    expect(english.fieldErrors.first_name?.[0]).toMatch(/^Enter just the name: no web address/);
    expect(english.fieldErrors.birthdate).toEqual(["Birthdate cannot be in the future.", "Enter a date."]);
    expect(english.formErrors).toHaveLength(1);
    const greek = translateApiError(error, "gr", { fields });
    expect(greek.fieldErrors.birthdate?.[0]).toBe(words("gr").birthdate_in_future);
    expect(greek.fieldErrors.first_name).toEqual([words("gr").name_not_plain]);
  });

  it("says each part of the password rule the API names, the breached list included, by its code", () => {
    const error = new ApiError(400, {
      password: [PASSWORD_PROBLEMS.password_too_common, PASSWORD_PROBLEMS.password_no_digit],
      repeat_password: [PASSWORD_PROBLEMS.password_mismatch],
      codes: {
        password: [{ code: "password_too_common" }, { code: "password_no_digit" }],
        repeat_password: [{ code: "password_mismatch" }],
      },
    });
    const greek = translateApiError(error, "gr", { fields: ["password", "repeat_password"] });
    expect(greek.fieldErrors).toEqual({
      password: [words("gr").password_too_common, words("gr").password_no_digit],
      repeat_password: [words("gr").password_mismatch],
    });
    expect(translateApiError(error, "en", { fields: ["password"] }).fieldErrors.password).toEqual([
      words("en").password_too_common,
      "The password needs a number.",
    ]);
  });
});
