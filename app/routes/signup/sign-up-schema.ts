/**
 * The sign-up form (spec section 3, design section 8), checked in the browser and again by the action with the
 * same schema. It mirrors `signUpRequestSchema` of contract/users.ts (required names, e-mail and role; optional
 * address, phone, tax id and birth date, with the contract's limits), which cannot be imported here: that
 * module pulls in the breached-password list. Messages are keys of the `signup` namespace, and for the rules the
 * API checks too the API's words for their codes (`ruleIssue`, `refusals`). The password is set on the activation
 * page, not here (docs/sessions-and-accounts.md#activation).
 */
import { z } from "zod";
import { COUNTRY_CODES } from "#contract/countries";
import { isIsoDate } from "#contract/dates";
import { ROLES } from "#contract/enums";
import { isPlainName } from "#contract/person-names";
import { refusalKey, ruleIssue } from "~/lib/forms/schema-form";
import { todayIso, type SignUpErrorKey } from "./sign-up-keys";

export { DEFAULT_COUNTRY, SIGN_UP_ERROR_KEYS, roleFromQuery, todayIso, type SignUpErrorKey } from "./sign-up-keys";

/** The code of a bad birth date, one per date: a malformed day is not also "in the future". */
function birthdateProblem(day: string): "invalid_date" | "birthdate_in_future" | null {
  if (!isIsoDate(day)) return "invalid_date";
  // Text order is calendar order for YYYY-MM-DD.
  return day > todayIso() ? "birthdate_in_future" : null;
}

const PHONE_PATTERN = /^\+?[0-9][0-9 ().\-/]*$/;

const requiredName = (required: SignUpErrorKey) =>
  z
    .string({ required_error: required })
    .trim()
    .min(1, required)
    .max(150, "errors.nameTooLong" satisfies SignUpErrorKey)
    // The API's rule, from the contract: no link and no formula start in a name
    // (docs/sessions-and-accounts.md#sign-up).
    .refine(isPlainName, ruleIssue("name_not_plain"));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "errors.tooLong" satisfies SignUpErrorKey)
    .optional();

export const SignUpFormSchema = z.object({
  first_name: requiredName("errors.firstNameRequired"),
  last_name: requiredName("errors.lastNameRequired"),
  email: z
    .string({ required_error: "errors.emailRequired" satisfies SignUpErrorKey })
    .trim()
    .max(254, "errors.emailInvalid" satisfies SignUpErrorKey)
    .email("errors.emailInvalid" satisfies SignUpErrorKey),
  role: z.enum(ROLES, { errorMap: () => ({ message: "errors.roleRequired" satisfies SignUpErrorKey }) }),
  phone_number: z
    .string()
    .trim()
    .max(30, refusalKey("invalid_phone"))
    .refine((value) => PHONE_PATTERN.test(value) && value.replace(/\D/g, "").length >= 6, ruleIssue("invalid_phone"))
    .optional(),
  street_name: optionalText(200),
  street_number: optionalText(20),
  zip_code: optionalText(20),
  country: z
    .enum(COUNTRY_CODES, { errorMap: () => ({ message: "errors.countryInvalid" satisfies SignUpErrorKey }) })
    .optional(),
  city: optionalText(100),
  state: optionalText(100),
  tax_id: optionalText(30),
  birthdate: z
    .string()
    .trim()
    .superRefine((day, ctx) => {
      const problem = birthdateProblem(day);
      if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, ...ruleIssue(problem) });
    })
    .optional(),
  agreement: z
    .boolean({ required_error: "errors.agreementRequired" satisfies SignUpErrorKey })
    .refine((agreed) => agreed, "errors.agreementRequired" satisfies SignUpErrorKey),
  /** The honeypot: hidden from people, filled by form-filling bots (docs/sessions-and-accounts.md#login-and-logout). */
  website: z.string().optional(),
});

export type SignUpForm = z.infer<typeof SignUpFormSchema>;
