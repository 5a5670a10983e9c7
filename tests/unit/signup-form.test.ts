import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { DATE_FORMAT_MESSAGE, PHONE_NUMBER_MESSAGE } from "../../contract/fields";
import { PASSWORD_PROBLEMS } from "../../contract/password";
import { PERSON_NAME_MESSAGE } from "../../contract/person-names";
import { BIRTHDATE_IN_FUTURE_MESSAGE, signUpRequestSchema } from "../../contract/users";
import { activationErrorsOf, signUpErrorsOf } from "~/components/signup/api-errors.server";
import { SignUpFormSchema, roleFromQuery, todayIso } from "~/components/signup/sign-up-schema";

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
    ["phone_number", "call me", "errors.phoneInvalid"],
    ["country", "XX", "errors.countryInvalid"],
    ["birthdate", "2001-02-30", "errors.birthdateInvalid"],
    ["birthdate", "2999-01-01", "errors.birthdateInFuture"],
    ["tax_id", "1".repeat(31), "errors.tooLong"],
    ["first_name", "a".repeat(151), "errors.nameTooLong"],
    ["first_name", "www.evil.test", "errors.nameLink"],
    ["last_name", '=HYPERLINK("http://x","y")', "errors.nameLink"],
    ["last_name", "Georgiou evil.test", "errors.nameLink"],
  ])("%s = %j → %s, alone", (field, value, key) => {
    expect(errorsOf({ ...VALID, [field]: value })).toEqual({ [field]: [key] });
  });

  it("refuses a name with a link by the contract's own rule, as the API does", () => {
    for (const name of ["Μ.Παπαδάκη", "+30 690", "@eleni"]) {
      expect(errorsOf({ ...VALID, first_name: name }), name).toEqual({ first_name: ["errors.nameLink"] });
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

describe("the API's 400 bodies on the form", () => {
  it("maps the contract's sign-up messages to locale keys and keeps unknown ones as sent", () => {
    const body = {
      first_name: [PERSON_NAME_MESSAGE],
      birthdate: [BIRTHDATE_IN_FUTURE_MESSAGE, DATE_FORMAT_MESSAGE],
      phone_number: [PHONE_NUMBER_MESSAGE],
      city: ["Ensure this field has no more than 100 characters."],
      language: ['"xx" is not a valid choice.'],
      non_field_errors: ["Something about the whole payload."],
    };
    expect(signUpErrorsOf(body, Object.keys(SignUpFormSchema.shape))).toEqual({
      fieldErrors: {
        first_name: ["errors.nameLink"],
        birthdate: ["errors.birthdateInFuture", "errors.birthdateInvalid"],
        phone_number: ["errors.phoneInvalid"],
        city: ["Ensure this field has no more than 100 characters."],
      },
      formErrors: ['"xx" is not a valid choice.', "Something about the whole payload."],
    });
  });

  it("maps each part of the password rule, the breached list included, to its key", () => {
    const body = {
      password: [PASSWORD_PROBLEMS.password_too_common, PASSWORD_PROBLEMS.password_no_digit],
      repeat_password: [PASSWORD_PROBLEMS.password_mismatch],
    };
    expect(activationErrorsOf(body)).toEqual({
      fieldErrors: {
        password: ["errors.password.password_too_common", "errors.password.password_no_digit"],
        repeat_password: ["errors.password.password_mismatch"],
      },
      formErrors: [],
    });
  });

  it("shows a bare detail as a form error", () => {
    expect(activationErrorsOf({ detail: "JSON parse error - Unexpected token" })).toEqual({
      fieldErrors: {},
      formErrors: ["JSON parse error - Unexpected token"],
    });
  });
});
