/**
 * POST /auth/google/ and /auth/facebook/ over HTTP against loopback stand-ins for both providers (design section
 * 7): link by e-mail, create with a role, 404 without one, 400 for tokens the provider refuses, 503 when it fails.
 */
import { eq, sql } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshTokens, users } from "../../api/db/schema";
import { startTestApi, type TestApi } from "../support/api-harness";
import {
  FAULTY_TOKENS,
  closedLoopbackPort,
  startSocialStandIns,
  type SocialStandIns,
} from "../support/social-standins";
import { underGcPressure } from "../support/gc";
import { fieldMessages } from "../support/error-bodies";

const GOOGLE_CLIENT_ID = "google-client-123.apps.example";
const FACEBOOK_APP_ID = "4242";

let api: TestApi;
let providers: SocialStandIns;
beforeAll(async () => {
  providers = await startSocialStandIns();
  api = await startTestApi({
    GOOGLE_CLIENT_ID,
    FACEBOOK_APP_ID,
    GOOGLE_API_BASE: providers.url,
    FACEBOOK_GRAPH_BASE: providers.url,
  });
});
afterAll(async () => {
  await api.stop();
  await providers.stop();
});

let counter = 0;
const nextToken = () => `token-${(counter += 1)}`;

function googleToken(
  email: string,
  extra: { email_verified?: boolean; aud?: string; given_name?: string; family_name?: string } = {},
) {
  const token = nextToken();
  providers.google.set(token, {
    aud: GOOGLE_CLIENT_ID,
    email,
    email_verified: true,
    given_name: "Sofia",
    family_name: "Lambrou",
    ...extra,
  });
  return token;
}

function facebookToken(email: string | undefined, appId = FACEBOOK_APP_ID) {
  const token = nextToken();
  providers.facebook.set(token, { appId, id: `fb-${counter}`, email, first_name: "Petros", last_name: "Manos" });
  return token;
}

const signIn = (provider: "google" | "facebook", json: unknown) => api.request(`/auth/${provider}/`, { json });
const userCount = async () => (await api.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n;
const byEmail = async (email: string) => (await api.db.select().from(users).where(eq(users.email, email)))[0];

describe("Google", () => {
  it("links an existing account by e-mail (any case) and signs it in", async () => {
    const user = await api.createUser("COMPANY");
    const token = googleToken(user.email.toUpperCase());
    const response = await signIn("google", { access_token: token });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.created).toBe(false);
    expect(body.user).toMatchObject({ uuid: user.id, role: "COMPANY", email: user.email });
    expect(decodeJwt(body.access)).toMatchObject({ token_type: "access", user_id: user.id });
    const jti = String(decodeJwt(body.refresh).jti);
    expect(await api.db.select().from(refreshTokens).where(eq(refreshTokens.jti, jti))).toHaveLength(1);
    // Asked the provider: tokeninfo with the token, userinfo with it as a Bearer header.
    expect(providers.requests.some((r) => r.path === `/oauth2/v3/tokeninfo?access_token=${token}`)).toBe(true);
    expect(
      providers.requests.some((r) => r.path === "/oauth2/v3/userinfo" && r.authorization === `Bearer ${token}`),
    ).toBe(true);
  });

  it("stores a provider's names without links or formula starts, and never refuses the person for them", async () => {
    // Issue 19: a name is greeted in our mails; the person did nothing wrong, so the offending part just goes.
    const email = "linked-name@example.test";
    const token = googleToken(email, {
      given_name: '=HYPERLINK("http://evil.test","x")',
      family_name: "Lambrou www.evil.test",
    });
    const response = await signIn("google", { access_token: token, role: "EMPLOYEE" });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ created: true, user: { first_name: "", last_name: "Lambrou" } });
    expect(await byEmail(email)).toMatchObject({ firstName: "", lastName: "Lambrou" });

    const fbEmail = "linked-name-fb@example.test";
    const fbToken = nextToken();
    providers.facebook.set(fbToken, {
      appId: FACEBOOK_APP_ID,
      id: "fb-links",
      email: fbEmail,
      first_name: "-Petros",
      last_name: "Manos evil.test",
    });
    expect((await signIn("facebook", { access_token: fbToken, role: "COMPANY" })).status).toBe(201);
    expect(await byEmail(fbEmail)).toMatchObject({ firstName: "Petros", lastName: "Manos" });
  });

  it("creates an active account without a password when a role is given (201), then links it (200)", async () => {
    const email = "new-google-user@example.test";
    const first = await signIn("google", { access_token: googleToken(email), role: "EMPLOYEE" });
    expect(first.status).toBe(201);
    const body = await first.json();
    expect(body).toMatchObject({
      created: true,
      user: { email, role: "EMPLOYEE", first_name: "Sofia", last_name: "Lambrou" },
    });
    expect(await byEmail(email)).toMatchObject({ isActive: true, passwordHash: null, role: "EMPLOYEE" });
    const again = await signIn("google", { access_token: googleToken(email), role: "COMPANY" });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ created: false, user: { uuid: body.user.uuid, role: "EMPLOYEE" } });
    // No password: the password login still refuses.
    expect((await api.request("/auth/token/", { json: { email, password: "Anything-1!" } })).status).toBe(401);
  });

  it("answers 404 for an unknown e-mail without a role, creating nothing", async () => {
    const before = await userCount();
    const response = await signIn("google", { access_token: googleToken("stranger@example.test") });
    expect(response.status).toBe(404);
    expect(await response.json()).toStrictEqual({
      detail: "No account uses this e-mail address. Please sign up first.",
      code: "social_no_account",
    });
    expect(await userCount()).toBe(before);
  });

  it("activates an account that signed up and never activated; refuses one that was deactivated", async () => {
    const email = "pending@example.test";
    expect(
      (await api.request("/users/", { json: { first_name: "A", last_name: "B", role: "EMPLOYEE", email } })).status,
    ).toBe(201);
    const pending = await signIn("google", { access_token: googleToken(email) });
    expect(pending.status).toBe(200);
    expect((await byEmail(email)).isActive).toBe(true);

    const deactivated = await api.createUser("EMPLOYEE");
    await api.db.update(users).set({ isActive: false, lastLoginAt: new Date() }).where(eq(users.id, deactivated.id));
    const refused = await signIn("google", { access_token: googleToken(deactivated.email) });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toStrictEqual({
      detail: "No active account found with the given credentials",
      code: "no_active_account",
    });
    expect((await byEmail(deactivated.email)).isActive).toBe(false);
  });

  it("refuses tokens Google refuses, tokens for another client and unverified addresses with 400", async () => {
    const user = await api.createUser("EMPLOYEE");
    const rejected = { detail: "Google did not accept this sign-in. Please try again.", code: "social_rejected" };
    const noEmail = {
      detail: "Your Google account has no verified e-mail address we can use.",
      code: "social_no_email",
    };
    const cases: [string, typeof rejected][] = [
      ["never-issued", rejected],
      [googleToken(user.email, { aud: "someone-elses-client" }), rejected],
      [googleToken(user.email, { email_verified: false }), noEmail],
      [googleToken("not-an-address"), noEmail],
    ];
    for (const [token, refusal] of cases) {
      const response = await signIn("google", { access_token: token, role: "EMPLOYEE" });
      expect(response.status, token).toBe(400);
      // The provider's name travels as the code's parameter, for the words of the client's language.
      expect(await response.json()).toStrictEqual({ ...refusal, params: { provider: "Google" } });
    }
  });

  it("answers 503 when Google fails or answers nonsense", async () => {
    for (const token of [FAULTY_TOKENS.serverError, FAULTY_TOKENS.garbage]) {
      const response = await signIn("google", { access_token: token });
      expect(response.status, token).toBe(503);
      expect(await response.json()).toStrictEqual({
        detail: "Google sign-in is unavailable right now. Please try again later.",
        code: "social_unavailable",
        params: { provider: "Google" },
      });
    }
  });

  it("gives up on a Google that does not answer after 5 seconds (503)", async () => {
    const started = Date.now();
    const response = await signIn("google", { access_token: FAULTY_TOKENS.hang });
    expect(response.status).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_900);
    expect(Date.now() - started).toBeLessThan(9_000);
  }, 15_000);

  it("gives up on a provider whose answer stalls after its headers, garbage collections meanwhile or not (503)", async () => {
    const { outcome, ms } = await underGcPressure(signIn("google", { access_token: FAULTY_TOKENS.stall }), 12_000, 250);
    expect(outcome).toBeInstanceOf(Response);
    expect((outcome as Response).status).toBe(503);
    expect(ms).toBeLessThan(9_000);
  }, 15_000);

  it("lets two simultaneous first sign-ins with one address make one account", async () => {
    const email = "racing@example.test";
    const responses = await Promise.all([
      signIn("google", { access_token: googleToken(email), role: "COMPANY" }),
      signIn("google", { access_token: googleToken(email), role: "COMPANY" }),
    ]);
    expect(responses.map((response) => response.status).sort()).toStrictEqual([200, 201]);
    const rows = await api.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    expect(rows).toHaveLength(1);
  });
});

describe("Facebook", () => {
  it("links an existing account, checking that the token was made for our app", async () => {
    const user = await api.createUser("EMPLOYEE");
    const token = facebookToken(user.email);
    const response = await signIn("facebook", { access_token: token, code: "ignored", id_token: "ignored" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ created: false, user: { uuid: user.id } });
    expect(providers.requests.some((r) => r.path === `/v18.0/app?access_token=${token}`)).toBe(true);
    expect(
      providers.requests.some((r) => r.path === `/v18.0/me?fields=id,email,first_name,last_name&access_token=${token}`),
    ).toBe(true);
  });

  it("creates with a role, 404s without one", async () => {
    const email = "new-facebook-user@example.test";
    expect((await signIn("facebook", { access_token: facebookToken(email) })).status).toBe(404);
    const created = await signIn("facebook", { access_token: facebookToken(email), role: "COMPANY" });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      created: true,
      user: { email, role: "COMPANY", first_name: "Petros" },
    });
  });

  it("refuses a bad token, another app's token and an account without e-mail (400), fails soft on errors (503)", async () => {
    const user = await api.createUser("EMPLOYEE");
    const refused: [string, number, string][] = [
      ["never-issued", 400, "social_rejected"],
      [facebookToken(user.email, "9999"), 400, "social_rejected"],
      [facebookToken(undefined), 400, "social_no_email"],
      [FAULTY_TOKENS.serverError, 503, "social_unavailable"],
      [FAULTY_TOKENS.garbage, 503, "social_unavailable"],
    ];
    for (const [token, status, code] of refused) {
      const response = await signIn("facebook", { access_token: token, role: "EMPLOYEE" });
      expect(response.status, token).toBe(status);
      expect(await response.json()).toStrictEqual({
        detail: expect.any(String),
        code,
        params: { provider: "Facebook" },
      });
    }
  });
});

describe("request checks", () => {
  it("names a missing token and an unknown role", async () => {
    for (const provider of ["google", "facebook"] as const) {
      const empty = await api.request(`/auth/${provider}/`, { method: "POST" });
      expect(empty.status).toBe(400);
      expect(fieldMessages(await empty.json())).toStrictEqual({ access_token: ["This field is required."] });
      const role = await signIn(provider, { access_token: "x", role: "ADMIN" });
      expect(fieldMessages(await role.json())).toStrictEqual({ role: ['"ADMIN" is not a valid choice.'] });
    }
  });
});

describe("providers not configured or unreachable", () => {
  let bare: TestApi;
  beforeAll(async () => {
    // Google off (no client id); Facebook on, but nothing listens where its Graph API should be.
    bare = await startTestApi({
      FACEBOOK_APP_ID,
      FACEBOOK_GRAPH_BASE: `http://127.0.0.1:${await closedLoopbackPort()}`,
    });
  });
  afterAll(() => bare.stop());

  it("answers 400 for a provider that is not enabled and 503 for one that cannot be reached", async () => {
    const google = await bare.request("/auth/google/", { json: { access_token: "anything", role: "EMPLOYEE" } });
    expect(google.status).toBe(400);
    expect(await google.json()).toStrictEqual({
      detail: "Google sign-in is not enabled.",
      code: "social_disabled",
      params: { provider: "Google" },
    });
    const facebook = await bare.request("/auth/facebook/", { json: { access_token: "anything", role: "EMPLOYEE" } });
    expect(facebook.status).toBe(503);
    expect(await facebook.json()).toStrictEqual({
      detail: "Facebook sign-in is unavailable right now. Please try again later.",
      code: "social_unavailable",
      params: { provider: "Facebook" },
    });
  });
});
