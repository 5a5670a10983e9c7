import { describe, expect, it } from "vitest";
import { ApiError, createApiClient, retryAfterOf } from "~/lib/api/client.server";
import { answeringRefusals, asRefusal, inWords, isRefusal, refusalText, refusalToast } from "~/lib/api/refusals.server";
import { getToast } from "~/lib/toast.server";

/** The shared answer to an API refusal (app/lib/api/refusals.server.ts); every action's use of it: action-refusals.test.ts. */
const english = new Request("http://localhost/company/profile/x/about", {
  method: "POST",
  headers: { Cookie: "i18next=en" },
});
const greek = new Request("http://localhost/company/profile/x/about", {
  method: "POST",
  headers: { "Accept-Language": "el" },
});

async function toastOf(response: Response) {
  const cookie =
    response.headers
      .getSetCookie()
      .find((value) => value.startsWith("toast="))
      ?.split(";")[0] ?? "";
  return (await getToast(new Request("http://localhost/", { headers: { Cookie: cookie } }))).toast;
}

describe("the client keeps a 429's Retry-After", () => {
  it("as seconds, from a number or a date, null without one", async () => {
    expect(retryAfterOf(new Headers({ "Retry-After": "120" }))).toBe(120);
    const now = Date.parse("2026-06-01T10:00:00Z");
    expect(retryAfterOf(new Headers({ "Retry-After": "Mon, 01 Jun 2026 10:05:00 GMT" }), now)).toBe(300);
    expect(retryAfterOf(new Headers({ "Retry-After": "soon" }))).toBeNull();
    expect(retryAfterOf(new Headers())).toBeNull();
    const api = createApiClient({
      baseUrl: "http://internal/api",
      fetch: async () =>
        Response.json({ detail: "Request was throttled." }, { status: 429, headers: { "Retry-After": "900" } }),
    });
    const error: unknown = await api
      .request("/users/email-change/x/y/", { method: "POST" })
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).retryAfterSeconds).toBe(900);
  });
});

describe("isRefusal", () => {
  it("is every 4xx but the session's 401; not 5xx, not other errors", () => {
    for (const status of [400, 403, 404, 405, 409, 413, 429])
      expect(isRefusal(new ApiError(status, { detail: "x" }))).toBe(true);
    for (const status of [401, 500, 502, 503, 504])
      expect(isRefusal(new ApiError(status, { detail: "x" }))).toBe(false);
    expect(isRefusal(new Error("bug"))).toBe(false);
  });
});

describe("refusalText: the common words, in the request's language", () => {
  it.each([
    [403, "You are not allowed to do this."],
    [404, "This no longer exists: it may have been deleted in the meantime."],
    [409, "This was changed in the meantime. Reload the page and try again."],
    [413, "What you sent is too large. Send smaller files and try again."],
    [418, "This could not be done. Please try again."],
  ])("%i", (status, text) => {
    expect(refusalText(new ApiError(status, { detail: "English API text" }), english)).toBe(text);
  });

  it("a 400 says its detail, or that it was not accepted", () => {
    expect(refusalText(new ApiError(400, { detail: "Invalid transition." }), english)).toBe("Invalid transition.");
    expect(refusalText(new ApiError(400, { title: ["Too long."] }), english)).toBe(
      "This was not accepted. Check what you entered and try again.",
    );
  });

  it("a 429 says when to try again, in words, when the API said so", () => {
    expect(refusalText(new ApiError(429, { detail: "x" }, 900), english)).toBe(
      "Too many attempts. Please try again in 15 minutes.",
    );
    expect(refusalText(new ApiError(429, { detail: "x" }, 900), greek)).toBe(
      "Πάρα πολλές προσπάθειες. Δοκιμάστε ξανά σε 15 λεπτά.",
    );
    expect(refusalText(new ApiError(429, { detail: "x" }), english)).toBe(
      "Too many attempts. Please wait a few minutes and try again.",
    );
  });

  it("inWords rounds up to the unit people use", () => {
    expect(inWords(0, "en-GB")).toBe("in 1 second");
    expect(inWords(40, "en-GB")).toBe("in 40 seconds");
    expect(inWords(61, "en-GB")).toBe("in 2 minutes");
    expect(inWords(3600, "el-GR")).toBe("σε 1 ώρα");
    expect(inWords(90_000, "en-GB")).toBe("in 2 days");
  });
});

describe("asRefusal: a form's errors", () => {
  it("a 400 keeps field messages on the form's fields, the rest and a lead above the form", () => {
    const error = new ApiError(400, {
      name: ["Too long."],
      website: ["Enter a valid URL."],
      non_field_errors: ["Twice."],
    });
    expect(asRefusal(error, english, { fields: ["name"], lead: "companyProfile.about.failed" })).toEqual({
      status: 400,
      message: "companyProfile.about.failed",
      fieldErrors: { name: ["Too long."] },
      formErrors: ["companyProfile.about.failed", "Enter a valid URL.", "Twice."],
    });
  });

  it("a 400's detail is the form's message; a body naming nothing still says it was refused", () => {
    expect(asRefusal(new ApiError(400, { detail: "Invalid transition." }), english).formErrors).toEqual([
      "Invalid transition.",
    ]);
    expect(asRefusal(new ApiError(400, {}), english).formErrors).toEqual([
      "This was not accepted. Check what you entered and try again.",
    ]);
  });

  it("a 400 that is all on fields has the first field message as its message", () => {
    const refusal = asRefusal(new ApiError(400, { name: ["Too long."] }), english, { fields: ["name"] });
    expect(refusal).toMatchObject({ message: "Too long.", formErrors: [], fieldErrors: { name: ["Too long."] } });
  });

  it("a 413 that names a field (an image over the cap) is said on that field; a 413 with a detail is one message", () => {
    const onField = asRefusal(new ApiError(413, { avatar: ["The file is too large."] }), english, {
      fields: ["avatar"],
      lead: "profile.edit.failed",
    });
    expect(onField).toEqual({
      status: 413,
      message: "profile.edit.failed",
      fieldErrors: { avatar: ["The file is too large."] },
      formErrors: ["profile.edit.failed"],
    });
    expect(
      asRefusal(new ApiError(413, { detail: "Request body too large." }), english, { fields: ["avatar"] }).fieldErrors,
    ).toEqual({});
  });

  it("the form's table translates the API's known texts", () => {
    const refusal = asRefusal(new ApiError(400, { email: ["taken"] }), english, {
      fields: ["email"],
      translate: () => "errors.emailTaken",
    });
    expect(refusal.fieldErrors).toEqual({ email: ["errors.emailTaken"] });
  });

  it("any other refusal is one message above the form: the form's own words or the common ones", () => {
    expect(asRefusal(new ApiError(429, { detail: "x" }, 60), english)).toEqual({
      status: 429,
      message: "Too many attempts. Please try again in 1 minute.",
      fieldErrors: {},
      formErrors: ["Too many attempts. Please try again in 1 minute."],
    });
    const own = asRefusal(new ApiError(429, { detail: "x" }), english, { messages: { 429: "errors.tooManyAttempts" } });
    expect(own.formErrors).toEqual(["errors.tooManyAttempts"]);
    expect(asRefusal(new ApiError(413, { detail: "x" }), greek).formErrors).toEqual([
      "Αυτό που στείλατε είναι πολύ μεγάλο. Στείλτε μικρότερα αρχεία και δοκιμάστε ξανά.",
    ]);
  });

  it("an API text the form has its own words for is its message, whatever the status", () => {
    const error = new ApiError(409, { detail: "You have already reviewed this company for this season." });
    expect(
      asRefusal(error, english, { known: ["You have already reviewed this company for this season."] }).formErrors,
    ).toEqual(["You have already reviewed this company for this season."]);
    expect(asRefusal(error, english, { known: ["Something else."] }).formErrors).toEqual([
      "This was changed in the meantime. Reload the page and try again.",
    ]);
  });

  it("a form that says its own words for an outage keeps them; without, the outage is thrown on", () => {
    expect(asRefusal(new ApiError(503, { detail: "x" }), english, { outage: "errors.unavailable" })).toEqual({
      status: 503,
      message: "errors.unavailable",
      fieldErrors: {},
      formErrors: ["errors.unavailable"],
    });
    expect(asRefusal(new ApiError(401, { detail: "x" }), english, { outage: "errors.unavailable" }).status).toBe(400);
    const bug = new TypeError("bug");
    expect(() => asRefusal(bug, english, { outage: "errors.unavailable" })).toThrow(bug);
  });

  it("throws on what is not a refusal: the session's 401, an outage, a bug", () => {
    for (const error of [
      new ApiError(401, { detail: "x" }),
      new ApiError(503, { detail: "x" }),
      new TypeError("bug"),
    ]) {
      expect(() => asRefusal(error, english)).toThrow(error);
    }
  });
});

describe("refusalToast and answeringRefusals: no form of its own", () => {
  it("goes back to the page (without single fetch's suffix and ?index) with an error toast", async () => {
    const request = new Request("http://localhost/company/jobs/4/status.data?index&_routes=x", {
      method: "POST",
      headers: { Cookie: "i18next=en" },
    });
    const response = await refusalToast(new ApiError(409, { detail: "x" }), request);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/company/jobs/4/status");
    expect(await toastOf(response)).toMatchObject({
      type: "error",
      title: "This was changed in the meantime. Reload the page and try again.",
    });
  });

  it("under the page's own line, when it has one, with the response's headers", async () => {
    const response = await refusalToast(new ApiError(429, { detail: "x" }, 30), english, {
      back: "/company/jobs/4/description",
      title: "The ad could not be changed.",
      headers: new Headers({ "Set-Cookie": "access=new; Path=/" }),
    });
    expect(response.headers.get("Location")).toBe("/company/jobs/4/description");
    expect(response.headers.getSetCookie()[0]).toBe("access=new; Path=/");
    expect(await toastOf(response)).toMatchObject({
      title: "The ad could not be changed.",
      description: "Too many attempts. Please try again in 30 seconds.",
    });
  });

  it("answers what escapes an action, back where the route says; anything else escapes as it was", async () => {
    const refused = answeringRefusals(
      async () => {
        throw new ApiError(403, { detail: "x" });
      },
      () => "/company",
    );
    const response = await refused({ request: english, context: {} as never, params: {} });
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get("Location")).toBe("/company");
    expect(await toastOf(response as Response)).toMatchObject({ title: "You are not allowed to do this." });
    const outage = new ApiError(503, { detail: "down" });
    const failing = answeringRefusals(async () => {
      throw outage;
    });
    await expect(failing({ request: english, context: {} as never, params: {} })).rejects.toBe(outage);
    expect(await answeringRefusals(async () => "done")({ request: english, context: {} as never, params: {} })).toBe(
      "done",
    );
  });
});
