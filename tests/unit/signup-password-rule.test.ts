import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PASSWORD_PROBLEMS, passwordProblems, type PasswordProblem } from "../../contract/password";
import {
  ActivationFormSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_PROBLEM_CODES,
  passwordCharacterProblems,
} from "~/components/signup/password-rule";
import * as contractPassword from "../../contract/password";

/** The contract's verdict without the breached-password list, which the browser leaves to the API. */
const characterProblemsOfContract = (password: string): PasswordProblem[] =>
  passwordProblems(password).filter((code) => code !== "password_too_common");

describe("the browser's password rule (app/components/signup/password-rule.ts)", () => {
  it("knows the contract's limits and every problem code", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(contractPassword.PASSWORD_MIN_LENGTH);
    expect(PASSWORD_MAX_LENGTH).toBe(contractPassword.PASSWORD_MAX_LENGTH);
    expect([...PASSWORD_PROBLEM_CODES].sort()).toEqual(Object.keys(PASSWORD_PROBLEMS).sort());
  });

  it.each([
    "",
    "weak",
    "Seasonal-2026!",
    "Καλοκαίρι-2025",
    "Ωραία μέρα 7 ☀",
    "NoSpecial123",
    "a".repeat(129),
    "😀😀😀😀A1!",
  ])("agrees with the contract on %j", (password) => {
    expect(passwordCharacterProblems(password)).toEqual(characterProblemsOfContract(password));
  });

  it("agrees with the contract on any text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 140 }), (password) => {
        expect(passwordCharacterProblems(password)).toEqual(characterProblemsOfContract(password));
      }),
    );
  });
});

describe("ActivationFormSchema", () => {
  const messagesOf = (value: Record<string, string | undefined>) => {
    const result = ActivationFormSchema.safeParse(value);
    return result.success ? {} : result.error.flatten().fieldErrors;
  };

  it("names each unmet part as a locale key on the password field", () => {
    expect(messagesOf({ password: "weak", repeat_password: "weak" })).toEqual({
      password: [
        "refusals:password_too_short",
        "refusals:password_no_uppercase",
        "refusals:password_no_digit",
        "refusals:password_no_special",
      ],
    });
  });

  it("puts a mismatch on the repeat field", () => {
    expect(messagesOf({ password: "Seasonal-2026!", repeat_password: "Seasonal-2026?" })).toEqual({
      repeat_password: ["refusals:password_mismatch"],
    });
  });

  it("treats a missing password as an empty one", () => {
    expect(messagesOf({})).toEqual({
      password: expect.arrayContaining(["refusals:password_too_short"]) as unknown,
    });
  });

  it("accepts a good password typed twice", () => {
    expect(
      ActivationFormSchema.safeParse({ password: "Seasonal-2026!", repeat_password: "Seasonal-2026!" }).success,
    ).toBe(true);
  });
});
