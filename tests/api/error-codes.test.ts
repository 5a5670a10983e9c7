/**
 * Every API error names its code beside DRF's text (docs/errors.md): the common answers (a missing route, no
 * credentials, the other role, unreadable or unsupported bodies, a body too large) and each field of a 400, with
 * the parameters its text is built from. Over real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldCodes, fieldMessages } from "../support/error-bodies";
import { startTestApi, type TestApi } from "../support/api-harness";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

describe("error codes", () => {
  it("a route that does not exist: not_found", async () => {
    const response = await api.request("/no-such-thing/");
    expect(response.status).toBe(404);
    expect(await response.json()).toStrictEqual({ detail: "Not found.", code: "not_found" });
  });

  it("no credentials, then the other role: not_authenticated, permission_denied", async () => {
    const guest = await api.request("/applications/applied-jobs/");
    expect(guest.status).toBe(401);
    expect((await guest.json()).code).toBe("not_authenticated");
    const company = await api.createUser("COMPANY");
    const other = await api.request("/applications/applied-jobs/", { as: company });
    expect(other.status).toBe(403);
    expect(await other.json()).toStrictEqual({
      detail: "You do not have permission to perform this action.",
      code: "permission_denied",
    });
  });

  it("a body that is not JSON, or of another type: json_parse_error, unsupported_media_type with their parameters", async () => {
    const broken = await api.request("/contact/", {
      method: "POST",
      body: '{"full_name": ',
      headers: { "Content-Type": "application/json" },
    });
    expect(broken.status).toBe(400);
    const body = await broken.json();
    expect(body.code).toBe("json_parse_error");
    expect(typeof body.params.reason).toBe("string");
    expect(body.detail).toBe(`JSON parse error - ${body.params.reason}`);
    const text = await api.request("/contact/", {
      method: "POST",
      body: "hello",
      headers: { "Content-Type": "text/plain" },
    });
    expect(text.status).toBe(415);
    expect(await text.json()).toStrictEqual({
      detail: 'Unsupported media type "text/plain" in request.',
      code: "unsupported_media_type",
      params: { media_type: "text/plain" },
    });
  });

  it("a 400 gives each field's messages their codes, in the same order, with the numbers their texts name", async () => {
    const response = await api.request("/contact/", {
      method: "POST",
      json: { full_name: "", message: "x".repeat(5001), email: "nope", company: ["a"] },
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    const messages = fieldMessages(body) as Record<string, string[]>;
    expect(fieldCodes(body)).toStrictEqual({
      full_name: ["blank"],
      phone_number: ["required"],
      message: ["too_long"],
      email: ["invalid_email"],
      company: ["invalid_string"],
    });
    expect(Object.keys(messages).sort()).toEqual(Object.keys(fieldCodes(body)).sort());
    const [tooLong] = body.codes.message;
    expect(messages.message).toEqual([`Ensure this field has no more than ${tooLong.params.max} characters.`]);
  });

  it("an unknown choice names the value it refused", async () => {
    const employee = await api.createUser("EMPLOYEE");
    const response = await api.request("/applications/?job_id=abc", { as: employee });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(fieldCodes(body)).toStrictEqual({ job_id: [expect.stringMatching(/^invalid_/)] });
  });
});
