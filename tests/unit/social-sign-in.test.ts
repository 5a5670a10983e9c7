import { describe, expect, it } from "vitest";
import { parseSocialProviders, socialOutcomeMessage } from "~/components/auth/social-outcome";
import { action } from "~/routes/auth.social/route";
import { testLoadContext } from "../support/load-context";

const user = {
  uuid: "7d0b6b1e-3f4a-4c84-9d0e-2a8f2b9c1a11",
  email: "eve@example.com",
  username: "eve@example.com",
  first_name: "Eve",
  last_name: "Ng",
};

/** A stand-in API for `/auth/{provider}/` answering with `status`; records what it was sent. */
function fakeApi(status: number, role = "EMPLOYEE") {
  const sent: { path: string; body: unknown; language: string | null }[] = [];
  const apiFetch = async (request: Request): Promise<Response> => {
    sent.push({
      path: new URL(request.url).pathname,
      body: await request.json(),
      language: request.headers.get("Accept-Language"),
    });
    if (status >= 400) return Response.json({ detail: "refused" }, { status });
    return Response.json(
      { access: "acc.ess.token", refresh: "ref.resh.token", user: { ...user, role }, created: status === 201 },
      { status },
    );
  };
  const context = testLoadContext(apiFetch);
  return { sent, context };
}

function post(fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost/auth/social", { method: "POST", body: new URLSearchParams(fields), headers });
}

async function run(
  fields: Record<string, string>,
  status: number,
  options: { role?: string; headers?: Record<string, string> } = {},
) {
  const api = fakeApi(status, options.role);
  // Guards throw their redirect; the action returns its own.
  const response = (await action({ request: post(fields, options.headers), context: api.context, params: {} }).catch(
    (thrown: unknown) => thrown,
  )) as Response;
  // The session's cookies go out through the load context, on whatever the action answers.
  const cookies = api.context.cookies.map((cookie) => cookie.split("=")[0]);
  return { response, sent: api.sent, location: response.headers.get("Location"), cookies };
}

describe("social sign-in action", () => {
  it("signs in: both cookies, the role's home, the token and role passed on with the page's language", async () => {
    const { response, sent, location, cookies } = await run(
      { provider: "facebook", access_token: "EAAB", role: "COMPANY" },
      201,
      { role: "COMPANY", headers: { Cookie: "i18next=gr" } },
    );
    expect(response.status).toBe(302);
    expect(location).toBe("/company");
    expect(cookies).toEqual(["access", "refresh"]);
    expect(sent).toEqual([
      { path: "/api/auth/facebook/", body: { access_token: "EAAB", role: "COMPANY" }, language: "el" },
    ]);
  });

  it("goes to redirectTo when it is ours, and home when it is not", async () => {
    expect((await run({ provider: "google", access_token: "t", redirectTo: "/jobs/4" }, 200)).location).toBe("/jobs/4");
    expect(
      (await run({ provider: "google", access_token: "t", redirectTo: "https://evil.example/" }, 200)).location,
    ).toBe("/employee");
  });

  it.each([
    [404, {}, "/login?social_error=no_account&redirectTo=%2Fjobs"],
    [400, {}, "/login?social_error=google_failed&redirectTo=%2Fjobs"],
    [503, {}, "/login?social_error=google_failed&redirectTo=%2Fjobs"],
    [401, {}, "/login?social_error=login_failed&redirectTo=%2Fjobs"],
    [429, {}, "/login?social_error=too_many_attempts&redirectTo=%2Fjobs"],
    [400, { role: "EMPLOYEE" }, "/signup?social_error=google_failed"],
  ])("API %i → %s", async (status, extra, expected) => {
    const { response, location, cookies } = await run(
      { provider: "google", access_token: "t", redirectTo: "/jobs", ...extra },
      status,
    );
    expect(location).toBe(expected);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(cookies).toEqual([]);
  });

  it("does not carry a foreign redirectTo back to /login", async () => {
    const { location } = await run({ provider: "google", access_token: "t", redirectTo: "//evil.example" }, 404);
    expect(location).toBe("/login?social_error=no_account");
  });

  it.each([
    [{ provider: "myspace", access_token: "t" }, "/login?social_error=google_failed"],
    [{ provider: "facebook", access_token: "" }, "/login?social_error=facebook_failed"],
    [{ provider: "facebook", access_token: "x".repeat(5000) }, "/login?social_error=facebook_failed"],
    [{ provider: "google", access_token: "t", role: "ADMIN" }, "/signup?social_error=google_failed"],
  ])("a hand-made request %j is refused without asking the API", async (fields, expected) => {
    const { sent, location } = await run(fields, 200);
    expect(location).toBe(expected);
    expect(sent).toEqual([]);
  });

  it("sends a visitor who is already signed in home", async () => {
    const { location, sent } = await run({ provider: "google", access_token: "t" }, 200, {
      headers: { Cookie: "access=a; refresh=r" },
    });
    expect(location).toBe("/");
    expect(sent).toEqual([]);
  });
});

describe("social sign-in outcomes and configuration", () => {
  it("maps only known outcomes to messages", () => {
    expect(socialOutcomeMessage("no_account")).toBe("login.noAccount");
    expect(socialOutcomeMessage("facebook_failed")).toBe("errors.facebookFailed");
    expect(socialOutcomeMessage("toString")).toBeNull();
    expect(socialOutcomeMessage(null)).toBeNull();
  });

  it("reads the providers' public ids, treating anything else as off", () => {
    expect(parseSocialProviders({ google: "g-id", facebook: null })).toEqual({ google: "g-id", facebook: null });
    expect(parseSocialProviders({ google: "", facebook: 5 })).toEqual({ google: null, facebook: null });
    expect(parseSocialProviders("nope")).toBeNull();
  });
});
