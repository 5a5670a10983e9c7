import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS, isCommonPassword } from "../../contract/common-passwords";
import { apiErrorMap, toFieldErrors } from "../../contract/errors";
import {
  PASSWORD_PROBLEMS,
  passwordProblemOf,
  passwordProblems,
  passwordSchema,
  refinePasswordRepeat,
} from "../../contract/password";
import { activationRequestSchema } from "../../contract/users";
import { z } from "zod";

describe("password rule", () => {
  it.each([
    ["Seasonal-2026!", []],
    ["Καλοκαίρι-2025", []],
    ["Ωραία μέρα 7 ☀", []],
    ["short1!", ["password_too_short", "password_no_uppercase"]],
    ["alllowercase1!", ["password_no_uppercase"]],
    ["NoDigitsHere!", ["password_no_digit"]],
    ["NoSpecial123", ["password_no_special"]],
    ["", ["password_too_short", "password_no_uppercase", "password_no_digit", "password_no_special"]],
  ])("%j has problems %j", (password, problems) => {
    expect(passwordProblems(password)).toStrictEqual(problems);
  });

  it("allows 128 characters and refuses 129, never truncating", () => {
    const base = "Aa1!";
    expect(passwordProblems(base + "x".repeat(124))).toStrictEqual([]);
    expect(passwordProblems(base + "x".repeat(125))).toStrictEqual(["password_too_long"]);
  });

  it("counts characters, not UTF-16 units", () => {
    expect(passwordProblems("A1!😀😀😀😀😀")).toStrictEqual([]);
    expect(passwordProblems("A1!😀😀😀😀")).toContain("password_too_short");
  });

  it.each(["Password1!", "P@ssw0rd1", "Qwerty123!", "Iloveyou2!", "Welcome#2024", "ADMIN123$", "1Loveyou!"])(
    "refuses the common password %j dressed up to pass the character rules",
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
      expect(passwordProblems(password)).toContain("password_too_common");
    },
  );

  it("bundles about a hundred common passwords, all lower case", () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThanOrEqual(100);
    for (const password of COMMON_PASSWORDS) expect(password).toBe(password.toLowerCase());
  });

  it("does not refuse passphrases that merely contain a common word", () => {
    expect(isCommonPassword("Summer-on-Naxos-2025")).toBe(false);
    expect(isCommonPassword("Seasonal-2026!")).toBe(false);
  });

  it("names each unmet part with a code and an English text", () => {
    const result = passwordSchema.safeParse("abc");
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues.map((issue) => issue.message)).toStrictEqual([
      PASSWORD_PROBLEMS.password_too_short,
      PASSWORD_PROBLEMS.password_no_uppercase,
      PASSWORD_PROBLEMS.password_no_digit,
      PASSWORD_PROBLEMS.password_no_special,
      PASSWORD_PROBLEMS.password_too_common,
    ]);
    const codes = result.error.issues.map((issue) => (issue.code === "custom" ? issue.params?.code : undefined));
    expect(codes).toStrictEqual([
      "password_too_short",
      "password_no_uppercase",
      "password_no_digit",
      "password_no_special",
      "password_too_common",
    ]);
    expect(passwordProblemOf(PASSWORD_PROBLEMS.password_no_digit)).toBe("password_no_digit");
    expect(passwordProblemOf("something else")).toBeUndefined();
  });

  it("never throws on any string", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (password) => {
        const problems = passwordProblems(password);
        expect(passwordSchema.safeParse(password).success).toBe(problems.length === 0);
      }),
    );
  });
});

describe("password repeat", () => {
  it("reports a mismatch on the repeat field, with the password's own problems", () => {
    const result = activationRequestSchema.safeParse(
      { password: "weak", repeat_password: "other" },
      { errorMap: apiErrorMap },
    );
    expect(result.success).toBe(false);
    if (result.success) return;
    const errors = toFieldErrors(result.error);
    expect(errors.repeat_password).toStrictEqual([PASSWORD_PROBLEMS.password_mismatch]);
    expect(errors.password).toContain(PASSWORD_PROBLEMS.password_too_short);
  });

  it("accepts a good password typed twice", () => {
    expect(
      activationRequestSchema.safeParse({ password: "Seasonal-2026!", repeat_password: "Seasonal-2026!" }).success,
    ).toBe(true);
  });

  it("works with the sign-up form's field names", () => {
    const signUpPasswords = z
      .object({ password: passwordSchema, confirm_password: z.string() })
      .superRefine(refinePasswordRepeat("password", "confirm_password"));
    const result = signUpPasswords.safeParse({ password: "Seasonal-2026!", confirm_password: "Seasonal-2026?" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toFieldErrors(result.error)).toStrictEqual({ confirm_password: [PASSWORD_PROBLEMS.password_mismatch] });
  });
});
