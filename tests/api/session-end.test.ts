/**
 * Sessions end when we say they end (issue 19, docs/sessions-and-accounts.md#tokens-and-bearer-authentication,
 * security.md "Safe defaults and true claims"): after logout (blacklisting the refresh token), a password change, a
 * password reset and "sign out on every device", the access tokens issued before are refused on the very next call (401
 * token_not_valid), not at their expiry an hour later. Logout ends only its own session; a password change keeps the
 * caller on its new pair. Each access token names its session (`sid`, its refresh token's jti); a token naming none is
 * refused.
 */
import { SignJWT, decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPasswordResetToken, storePasswordResetToken } from "../../api/services/password-reset";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";
import { RAW_BODIES, rawRequest } from "../support/raw-http";

const NEW_PASSWORD = "Meltemi-Wind-2032!";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

type Pair = { access: string; refresh: string };

/** Another session of the same user (another device): a password sign-in. */
async function signIn(user: TestUser, password = user.password): Promise<Pair> {
  const response = await api.request("/auth/token/", { json: { email: user.email, password } });
  expect(response.status).toBe(200);
  const { access, refresh } = (await response.json()) as Pair;
  return { access, refresh };
}

const bearer = (access: string) => ({ Authorization: `Bearer ${access}` });

/** The next call a device makes, over a fresh socket: a read without a body and a write with one. */
async function nextCalls(user: TestUser, access: string): Promise<number[]> {
  const read = await rawRequest(api.origin, "GET", `/api/users/${user.id}/`, { headers: bearer(access) });
  const write = await rawRequest(api.origin, "PATCH", "/api/users/me/mail-preferences/", {
    headers: bearer(access),
    body: RAW_BODIES["a chunked JSON body"],
  });
  for (const response of [read, write]) {
    if (response.status === 401) expect(JSON.parse(response.text)).toMatchObject({ code: "token_not_valid" });
  }
  return [read.status, write.status];
}

/** 401 token_not_valid on the next read and write. */
async function expectRefused(user: TestUser, access: string) {
  expect(await nextCalls(user, access)).toStrictEqual([401, 401]);
}

/** Works: the read is 200, the write gets past authentication (its body is not a preference: 400). */
async function expectWorking(user: TestUser, access: string) {
  const [read, write] = await nextCalls(user, access);
  expect(read).toBe(200);
  expect(write).not.toBe(401);
}

describe("every access token names its session", () => {
  it("carries the refresh token's jti as sid, and refresh keeps the session", async () => {
    const user = await api.createUser("EMPLOYEE");
    const pair = await signIn(user);
    const session = decodeJwt(pair.refresh).jti;
    expect(decodeJwt(pair.access).sid).toBe(session);
    const refreshed = await api.request("/auth/token/refresh/", { json: { refresh: pair.refresh } });
    const { access } = (await refreshed.json()) as { access: string };
    expect(decodeJwt(access).sid).toBe(session);
    await expectWorking(user, access);
  });

  it("refuses a well-signed access token that names no session, or another user's session", async () => {
    const user = await api.createUser("COMPANY");
    const stranger = await api.createUser("COMPANY");
    const key = new TextEncoder().encode(api.config.SECRET_KEY);
    const now = Math.floor(Date.now() / 1000);
    const made = (extra: Record<string, unknown>) =>
      new SignJWT({ token_type: "access", user_id: user.id, role: user.role, jti: "a".repeat(32), ...extra })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(key);
    await expectRefused(user, await made({}));
    await expectRefused(user, await made({ sid: decodeJwt(stranger.refresh).jti }));
    // The same token with the user's own session is good: only the sid made the difference above.
    await expectWorking(user, await made({ sid: decodeJwt(user.refresh).jti }));
  });
});

describe("the access tokens of an ended session are refused at once", () => {
  it("logout (blacklist): that session's access tokens, refreshed ones too; the user's other sessions go on", async () => {
    const user = await api.createUser("EMPLOYEE");
    const phone = await signIn(user);
    const refreshed = await api.request("/auth/token/refresh/", { json: { refresh: phone.refresh } });
    const { access: phoneRefreshed } = (await refreshed.json()) as { access: string };
    await expectWorking(user, phone.access);

    const out = await api.request("/auth/token/blacklist/", { json: { refresh: phone.refresh } });
    expect(out.status).toBe(200);
    await expectRefused(user, phone.access);
    await expectRefused(user, phoneRefreshed);
    // The laptop (the harness's session) is another device: still signed in, and it still refreshes.
    await expectWorking(user, user.access);
    expect((await api.request("/auth/token/refresh/", { json: { refresh: user.refresh } })).status).toBe(200);
  });

  it("a password change: every earlier session, the caller's old token too; the caller's new pair works", async () => {
    const user = await api.createUser("EMPLOYEE");
    const other = await signIn(user);
    const response = await api.request("/users/me/password/", {
      as: user,
      json: { current_password: user.password, password: NEW_PASSWORD, repeat_password: NEW_PASSWORD },
    });
    expect(response.status).toBe(200);
    const renewed = (await response.json()) as Pair;
    await expectRefused(user, other.access);
    await expectRefused(user, user.access);
    await expectWorking(user, renewed.access);
    const refreshed = await api.request("/auth/token/refresh/", { json: { refresh: renewed.refresh } });
    expect(refreshed.status).toBe(200);
    await expectWorking(user, ((await refreshed.json()) as { access: string }).access);
  });

  it("a password reset: every earlier session; a sign-in with the new password works", async () => {
    const user = await api.createUser("COMPANY");
    const other = await signIn(user);
    const token = newPasswordResetToken();
    await storePasswordResetToken(api.db, user.id, token);
    const reset = await api.request(`/auth/password-reset/${user.id}/${token.value}/`, {
      json: { password: NEW_PASSWORD, repeat_password: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    await expectRefused(user, user.access);
    await expectRefused(user, other.access);
    await expectWorking(user, (await signIn(user, NEW_PASSWORD)).access);
  });

  it("sign out on every device: the caller's session and every other one; another user's stays", async () => {
    const user = await api.createUser("EMPLOYEE");
    const bystander = await api.createUser("EMPLOYEE");
    const other = await signIn(user);
    const response = await rawRequest(api.origin, "POST", "/api/users/me/sign-out-everywhere/", {
      headers: bearer(user.access),
      body: RAW_BODIES["no body"],
    });
    expect(response.status).toBe(200);
    await expectRefused(user, user.access);
    await expectRefused(user, other.access);
    await expectWorking(bystander, bystander.access);
    // A new sign-in is a new session, and it works.
    await expectWorking(user, (await signIn(user)).access);
  });
});
