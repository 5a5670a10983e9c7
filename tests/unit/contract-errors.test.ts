import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  ERROR_DETAILS,
  NON_FIELD_ERRORS,
  apiErrorBodySchema,
  apiErrorMap,
  authErrorSchema,
  detailErrorSchema,
  errorDetail,
  fieldErrorsSchema,
  toFieldErrors,
} from "../../contract/errors";

function errorsOf(schema: z.ZodTypeAny, data: unknown) {
  const result = schema.safeParse(data, { errorMap: apiErrorMap });
  if (result.success) throw new Error("expected the parse to fail");
  return toFieldErrors(result.error);
}

describe("error texts", () => {
  it("are DRF's and SimpleJWT's, word for word", () => {
    expect(ERROR_DETAILS).toMatchObject({
      noActiveAccount: "No active account found with the given credentials",
      notAuthenticated: "Authentication credentials were not provided.",
      tokenNotValid: "Given token not valid for any token type",
      notFound: "Not found.",
      invalidCursor: "Invalid cursor",
      permissionDenied: "You do not have permission to perform this action.",
      crossSiteRefused: "Cross-site request refused.",
      serverError: "A server error occurred.",
    });
    expect(errorDetail.jsonParseError("Unexpected end of JSON input")).toBe(
      "JSON parse error - Unexpected end of JSON input",
    );
    expect(errorDetail.unsupportedMediaType("text/plain")).toBe('Unsupported media type "text/plain" in request.');
    expect(errorDetail.throttled(1)).toBe("Request was throttled. Expected available in 1 second.");
    expect(errorDetail.throttled(30)).toBe("Request was throttled. Expected available in 30 seconds.");
  });
});

describe("error shapes", () => {
  it("accepts the contract's bodies", () => {
    expect(fieldErrorsSchema.safeParse({ title: ["Too short."] }).success).toBe(true);
    expect(detailErrorSchema.safeParse({ detail: "Not found." }).success).toBe(true);
    expect(
      authErrorSchema.safeParse({
        detail: ERROR_DETAILS.tokenNotValid,
        code: "token_not_valid",
        messages: [{ token_class: "AccessToken", token_type: "access", message: "Token is invalid or expired" }],
      }).success,
    ).toBe(true);
    expect(authErrorSchema.safeParse({ detail: "x", code: "other" }).success).toBe(false);
    expect(
      apiErrorBodySchema.safeParse({ detail: ERROR_DETAILS.notAuthenticated, code: "not_authenticated" }).success,
    ).toBe(true);
  });
});

describe("toFieldErrors", () => {
  const schema = z
    .object({
      title: z.string().min(3),
      skills: z.array(z.object({ name: z.string().max(5) })),
      meta: z.object({ size: z.number() }),
    })
    .refine((value) => value.title !== "bad", "The payload is wrong.");

  it("joins nested paths with dots", () => {
    expect(
      errorsOf(schema, { title: "ok!", skills: [{ name: "fine" }, { name: "too long" }], meta: {} }),
    ).toStrictEqual({
      "skills.1.name": ["Ensure this field has no more than 5 characters."],
      "meta.size": ["This field is required."],
    });
  });

  it("puts payload-level errors under non_field_errors", () => {
    expect(errorsOf(schema, { title: "bad", skills: [], meta: { size: 1 } })).toStrictEqual({
      [NON_FIELD_ERRORS]: ["The payload is wrong."],
    });
    expect(errorsOf(schema, [])).toStrictEqual({
      [NON_FIELD_ERRORS]: ["Invalid data. Expected a dictionary, but got array."],
    });
  });

  it("lists each message once", () => {
    const twice = z.string().superRefine((_value, ctx) => {
      ctx.addIssue({ code: "custom", message: "Same." });
      ctx.addIssue({ code: "custom", message: "Same." });
    });
    expect(errorsOf(z.object({ a: twice }), { a: "x" })).toStrictEqual({ a: ["Same."] });
  });
});

describe("apiErrorMap", () => {
  it.each([
    [z.string(), undefined, "This field is required."],
    [z.string(), null, "This field may not be null."],
    [z.string().min(1), "", "This field may not be blank."],
    [z.string().min(3), "ab", "Ensure this field has at least 3 characters."],
    [z.string().max(3), "abcd", "Ensure this field has no more than 3 characters."],
    [z.number(), "12", "A valid number is required."],
    [z.number(), Number.NaN, "A valid number is required."],
    [z.number().int(), 1.5, "A valid integer is required."],
    [z.number().min(1), 0, "Ensure this value is greater than or equal to 1."],
    [z.number().max(10), 11, "Ensure this value is less than or equal to 10."],
    [z.boolean(), "yes", "Must be a valid boolean."],
    [z.string().email(), "nope", "Enter a valid email address."],
    [z.string().url(), "nope", "Enter a valid URL."],
    [z.string().uuid(), "nope", "Must be a valid UUID."],
    [z.enum(["A", "B"]), "C", '"C" is not a valid choice.'],
    [z.array(z.string()), "x", 'Expected a list of items but got type "string".'],
    [z.array(z.string()).min(1), [], "This list may not be empty."],
    [z.array(z.string()).max(1), ["a", "b"], "Ensure this field has no more than 1 elements."],
  ])("words %s's failure on %j as DRF does", (schema, value, message) => {
    expect(errorsOf(z.object({ field: schema }), { field: value })).toStrictEqual({ field: [message] });
  });

  it("cuts long echoed input short", () => {
    const [message] = errorsOf(z.object({ field: z.enum(["A"]) }), { field: "x".repeat(1000) }).field;
    expect(message.length).toBeLessThan(80);
  });

  it("lets a schema's own message win", () => {
    expect(errorsOf(z.object({ field: z.string().min(3, "Own text.") }), { field: "a" })).toStrictEqual({
      field: ["Own text."],
    });
  });
});
