import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  APPLICATION_MESSAGES,
  applicationCreateSchema,
  applicationListQuerySchema,
  applicationStatusUpdateSchema,
  canCompanyMoveApplication,
  canWithdrawApplication,
} from "../../contract/applications";
import { DEFAULT_PLANS } from "../../api/services/plans";
import { socialLoginRequestSchema, tokenObtainRequestSchema, tokenPairResponseSchema } from "../../contract/auth";
import { contactRequestSchema } from "../../contract/contact";
import { COUNTRY_CODES, isCountryCode } from "../../contract/countries";
import { APPLICATION_STATUSES } from "../../contract/enums";
import { apiErrorMap, toFieldErrors } from "../../contract/errors";
import { checkoutRequestSchema, isOnOrigin, planSchema, portalRequestSchema } from "../../contract/payments";
import { BIRTHDATE_IN_FUTURE_MESSAGE, signUpRequestSchema, userSchema } from "../../contract/users";

function errorsOf(schema: z.ZodTypeAny, data: unknown) {
  const result = schema.safeParse(data, { errorMap: apiErrorMap });
  return result.success ? {} : toFieldErrors(result.error);
}

const UUID = "0b3e4c2a-1d2f-4a5b-8c9d-0e1f2a3b4c5d";

describe("countries", () => {
  it("lists the 249 ISO 3166-1 alpha-2 codes, each a region Intl can name", () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
    for (const code of COUNTRY_CODES) expect(names.of(code)).not.toBe(code);
    expect(isCountryCode("GR")).toBe(true);
    expect(isCountryCode("EL")).toBe(false);
  });
});

describe("sign-up", () => {
  const valid = { first_name: "Maria", last_name: "Papadopoulou", email: "maria@example.com", role: "EMPLOYEE" };

  it("needs first name, last name, e-mail and role", () => {
    expect(signUpRequestSchema.safeParse(valid).success).toBe(true);
    expect(Object.keys(errorsOf(signUpRequestSchema, {})).sort()).toStrictEqual(
      ["email", "first_name", "last_name", "role"].sort(),
    );
  });

  it("takes the address fields of spec section 3, empty ones as absent", () => {
    const result = signUpRequestSchema.safeParse({
      ...valid,
      phone_number: "+30 210 123 4567",
      street_name: "Odos Ermou",
      street_number: "12A",
      zip_code: "105 63",
      country: "gr",
      city: "Athens",
      state: "",
      tax_id: "123456789",
      birthdate: "1999-04-30",
    });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data).toMatchObject({ country: "GR", state: "", birthdate: "1999-04-30" });
    expect(signUpRequestSchema.safeParse({ ...valid, country: "", birthdate: "", phone_number: "" }).success).toBe(
      true,
    );
  });

  it.each([
    [{ email: "not-an-email" }, "email", "Enter a valid email address."],
    [{ role: "ADMIN" }, "role", '"ADMIN" is not a valid choice.'],
    [{ country: "XX" }, "country", '"XX" is not a valid choice.'],
    [{ phone_number: "call me" }, "phone_number", "Enter a valid phone number."],
    [{ birthdate: "2999-01-01" }, "birthdate", BIRTHDATE_IN_FUTURE_MESSAGE],
    [{ birthdate: "30/04/1999" }, "birthdate", "Date has wrong format. Use one of these formats instead: YYYY-MM-DD."],
  ])("refuses %j", (patch, field, message) => {
    expect(errorsOf(signUpRequestSchema, { ...valid, ...patch })[field]).toStrictEqual([message]);
  });

  it("ignores a role-changing or activating extra field", () => {
    const result = signUpRequestSchema.safeParse({ ...valid, is_active: true, is_staff: true });
    expect(result.success && Object.keys(result.data)).not.toContain("is_active");
  });

  it("describes the user read by id", () => {
    expect(
      userSchema.safeParse({
        uuid: UUID,
        email: "a@b.gr",
        username: "a",
        role: "COMPANY",
        first_name: "",
        last_name: "",
      }).success,
    ).toBe(true);
  });
});

describe("auth", () => {
  it("takes e-mail and password to obtain tokens, without applying the new-password rule", () => {
    expect(tokenObtainRequestSchema.safeParse({ email: "a@b.gr", password: "old" }).success).toBe(true);
    expect(errorsOf(tokenObtainRequestSchema, { email: "a@b.gr", password: "x".repeat(129) })).toStrictEqual({
      password: ["Ensure this field has no more than 128 characters."],
    });
  });

  it("answers with the pair and the user", () => {
    const user = { uuid: UUID, email: "a@b.gr", username: "a", role: "EMPLOYEE", first_name: "A", last_name: "B" };
    expect(tokenPairResponseSchema.safeParse({ access: "a", refresh: "r", user }).success).toBe(true);
  });

  it("takes a social token with an optional role", () => {
    expect(socialLoginRequestSchema.safeParse({ access_token: "tok" }).success).toBe(true);
    expect(socialLoginRequestSchema.safeParse({ access_token: "tok", role: "COMPANY", id_token: "x" }).success).toBe(
      true,
    );
    expect(errorsOf(socialLoginRequestSchema, { access_token: "" })).toStrictEqual({
      access_token: ["This field may not be blank."],
    });
  });
});

describe("applications", () => {
  it("takes the job as a number or a form's digits", () => {
    expect(applicationCreateSchema.parse({ job: 12, cover_letter: "Hello" })).toStrictEqual({
      job: 12,
      cover_letter: "Hello",
    });
    expect(applicationCreateSchema.parse({ job: "12" })).toStrictEqual({ job: 12 });
    expect(errorsOf(applicationCreateSchema, { job: "12abc" })).toStrictEqual({ job: ["A valid number is required."] });
    expect(errorsOf(applicationCreateSchema, { job: 0 })).toStrictEqual({
      job: ["Ensure this value is greater than 0."],
    });
    expect(applicationListQuerySchema.parse({ job_id: "5" })).toStrictEqual({ job_id: 5 });
  });

  it("lets a company set only its three statuses", () => {
    expect(applicationStatusUpdateSchema.safeParse({ status: "SHORTLISTED" }).success).toBe(true);
    expect(applicationStatusUpdateSchema.safeParse({ status: "WITHDRAWN" }).success).toBe(false);
    expect(applicationStatusUpdateSchema.safeParse({ status: "APPLIED" }).success).toBe(false);
  });

  it("allows only forward moves, a reconsidered rejection, and nothing out of WITHDRAWN", () => {
    expect(canCompanyMoveApplication("APPLIED", "VIEWED_BY_COMPANY")).toBe(true);
    expect(canCompanyMoveApplication("SHORTLISTED", "REJECTED")).toBe(true);
    expect(canCompanyMoveApplication("REJECTED", "SHORTLISTED")).toBe(true);
    expect(canCompanyMoveApplication("SHORTLISTED", "VIEWED_BY_COMPANY")).toBe(false);
    for (const to of APPLICATION_STATUSES) expect(canCompanyMoveApplication("WITHDRAWN", to)).toBe(false);
    expect(canWithdrawApplication("APPLIED")).toBe(true);
    expect(canWithdrawApplication("SHORTLISTED")).toBe(true);
    expect(canWithdrawApplication("REJECTED")).toBe(false);
    expect(canWithdrawApplication("WITHDRAWN")).toBe(false);
    expect(APPLICATION_MESSAGES.invalidTransition("WITHDRAWN", "SHORTLISTED")).toBe(
      "An application cannot move from WITHDRAWN to SHORTLISTED.",
    );
  });
});

describe("payments", () => {
  it("needs plan code and both URLs for checkout; e-mail is optional", () => {
    const valid = { plan_code: "basic", success_url: "https://jobs.example/ok", cancel_url: "https://jobs.example/no" };
    expect(checkoutRequestSchema.safeParse(valid).success).toBe(true);
    expect(checkoutRequestSchema.safeParse({ ...valid, customer_email: "boss@hotel.gr" }).success).toBe(true);
    expect(Object.keys(errorsOf(checkoutRequestSchema, {})).sort()).toStrictEqual(
      ["cancel_url", "plan_code", "success_url"].sort(),
    );
    expect(errorsOf(checkoutRequestSchema, { ...valid, success_url: "javascript:alert(1)" })).toStrictEqual({
      success_url: ["Enter a valid URL."],
    });
    expect(errorsOf(portalRequestSchema, {})).toStrictEqual({ return_url: ["This field is required."] });
  });

  it("checks a URL's origin exactly", () => {
    expect(isOnOrigin("https://jobs.example/pricing?x=1", "https://jobs.example")).toBe(true);
    expect(isOnOrigin("https://jobs.example.evil.com/", "https://jobs.example")).toBe(false);
    expect(isOnOrigin("http://jobs.example/", "https://jobs.example")).toBe(false);
    expect(isOnOrigin("https://jobs.example:8443/", "https://jobs.example")).toBe(false);
    expect(isOnOrigin("/relative", "https://jobs.example")).toBe(false);
  });

  it("describes every default plan", () => {
    expect(DEFAULT_PLANS.map((plan) => planSchema.safeParse(plan).success)).toEqual([true, true, true]);
  });
});

describe("contact", () => {
  it("needs name, phone and message; company and e-mail are optional", () => {
    const valid = {
      full_name: "Nikos K.",
      phone_number: "6912345678",
      company: "Blue Bay",
      message: "We hire 12 people.",
    };
    expect(contactRequestSchema.safeParse(valid).success).toBe(true);
    expect(contactRequestSchema.safeParse({ ...valid, email: "" }).success).toBe(true);
    expect(contactRequestSchema.safeParse({ ...valid, company: "" }).success).toBe(true);
    expect(contactRequestSchema.safeParse({ ...valid, company: undefined }).success).toBe(true);
    expect(Object.keys(errorsOf(contactRequestSchema, {})).sort()).toStrictEqual(
      ["full_name", "message", "phone_number"].sort(),
    );
  });

  it("never throws on random payloads", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        contactRequestSchema.safeParse(value, { errorMap: apiErrorMap });
        signUpRequestSchema.safeParse(value, { errorMap: apiErrorMap });
        checkoutRequestSchema.safeParse(value, { errorMap: apiErrorMap });
      }),
    );
  });
});
