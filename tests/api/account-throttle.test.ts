/**
 * Per-account limits (security.md: per IP and per account; docs/security.md#account-throttles): failures count against
 * the account and the client (its address as the server sees it), so a stranger who fails on purpose locks out only
 * the stranger's own client, never the owner on another network; links count the account's uuid in its one
 * spelling. Other clients are other loopback addresses (127.0.0.2, …) over real HTTP.
 */
import { activationTokens } from "../../api/db/schema";
import { newActivationToken } from "../../api/services/activation";
import { createAccountThrottle, createClientThrottle, memoryCounts } from "../../api/services/account-throttle";
import { storeEmailChangeToken } from "../../api/services/email-change";
import { newPasswordResetToken, storePasswordResetToken } from "../../api/services/password-reset";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";
import { jsonBody, rawRequest, type RawResponse } from "../support/raw-http";
import {} from "../support/error-bodies";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ ACCOUNT_RATE_LIMIT_MAX: "3" });
});
afterAll(() => api.stop());

const signIn = (email: string, password: string) => api.request("/auth/token/", { json: { email, password } });

const OWNER = "127.0.0.1";
const STRANGER = "127.0.0.2";
const WRONG = "Wrong-password-1!";
const NEW_PASSWORD = "Meltemi-Wind-2032!";

/** A POST with a JSON body from the client at `from`, as `user` when given. */
function post(target: TestApi, from: string, path: string, json: unknown, user?: TestUser): Promise<RawResponse> {
  const headers: Record<string, string> = user ? { Authorization: `Bearer ${user.access}` } : {};
  return rawRequest(target.origin, "POST", `/api${path}`, { from, body: jsonBody(json), headers });
}

function expectThrottled(response: RawResponse) {
  expect(response.status).toBe(429);
  expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
  expect(JSON.parse(response.text)).toEqual({
    detail: expect.stringMatching(/^Request was throttled\. Expected available in \d+ seconds?\.$/),
    code: "throttled",
    params: { seconds: expect.any(Number) },
  });
}

/** Shouts the uuid: the same account in capitals. */
const shouted = (id: string) => id.toUpperCase();

describe("per-account limits (security.md: per IP and per account)", () => {
  it("refuses sign-in for an e-mail after too many failures, even with the right password, with Retry-After", async () => {
    const user = await api.createUser("EMPLOYEE");
    for (let i = 0; i < 3; i += 1) expect((await signIn(user.email, "Wrong-password-1!")).status).toBe(401);
    // The address in other letter case is the same account.
    const blocked = await signIn(user.email.toUpperCase(), user.password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await blocked.json()).toEqual({
      detail: expect.stringMatching(/^Request was throttled\. Expected available in \d+ seconds?\.$/),
      code: "throttled",
      params: { seconds: expect.any(Number) },
    });
    // Another account is not affected.
    const other = await api.createUser("COMPANY");
    expect((await signIn(other.email, other.password)).status).toBe(200);
  });

  it("counts only failures: a successful sign-in clears the count", async () => {
    const user = await api.createUser("EMPLOYEE");
    for (let i = 0; i < 2; i += 1) expect((await signIn(user.email, "Wrong-password-1!")).status).toBe(401);
    expect((await signIn(user.email, user.password)).status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await signIn(user.email, "Wrong-password-1!")).status).toBe(401);
    expect((await signIn(user.email, user.password)).status).toBe(429);
  });

  it("refuses activation attempts on one account after too many unknown tokens", async () => {
    const user = await api.createUser("EMPLOYEE", { active: false });
    const attempt = () =>
      api.request(`/users/${user.id}/activate/not-the-token/`, {
        json: { password: "Harbour-Light-43!", repeat_password: "Harbour-Light-43!" },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(404);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("per account and client: a stranger cannot lock the owner out", () => {
  it("sign-in: the stranger's client is refused even with the right password while the owner signs in", async () => {
    const user = await api.createUser("EMPLOYEE");
    const attempt = (from: string, password: string, email = user.email) =>
      post(api, from, "/auth/token/", { email, password });
    for (let i = 0; i < 3; i += 1)
      expect((await attempt(STRANGER, WRONG, i === 1 ? user.email.toUpperCase() : user.email)).status).toBe(401);
    expectThrottled(await attempt(STRANGER, user.password));
    // A forged X-Forwarded-For is not another client: this API trusts no proxy.
    const forged = await rawRequest(api.origin, "POST", "/api/auth/token/", {
      from: STRANGER,
      body: jsonBody({ email: user.email, password: user.password }),
      headers: { "X-Forwarded-For": "203.0.113.9" },
    });
    expect(forged.status).toBe(429);
    // The owner, from another address, at the same time.
    expect((await attempt(OWNER, user.password)).status).toBe(200);
    expect((await attempt(STRANGER, user.password)).status).toBe(429);
  });

  it("the current password in the settings: one device's guesses leave the owner's other device alone", async () => {
    const user = await api.createUser("COMPANY");
    const change = (from: string, current: string) =>
      post(
        api,
        from,
        "/users/me/password/",
        { current_password: current, password: NEW_PASSWORD, repeat_password: NEW_PASSWORD },
        user,
      );
    for (let i = 0; i < 3; i += 1) expect((await change(STRANGER, WRONG)).status).toBe(400);
    expectThrottled(await change(STRANGER, user.password));
    expect((await change(OWNER, user.password)).status).toBe(200);
  });

  it("the password of account deletion: the stranger's client is refused, the owner's is not", async () => {
    const user = await api.createUser("EMPLOYEE");
    const remove = (from: string) => post(api, from, "/account/delete/", { password: WRONG }, user);
    for (let i = 0; i < 3; i += 1) expect((await remove(STRANGER)).status).toBe(400);
    expectThrottled(await remove(STRANGER));
    // Wrong again, but judged (400), not refused: the owner's budget is the owner's.
    expect((await remove(OWNER)).status).toBe(400);
  });

  it("activation links: dead links for the uuid in any case are one count, and the owner's link still works", async () => {
    const user = await api.createUser("EMPLOYEE", { active: false });
    const token = newActivationToken();
    await api.db
      .insert(activationTokens)
      .values({ userId: user.id, tokenHash: token.hash, expiresAt: token.expiresAt });
    const body = { password: NEW_PASSWORD, repeat_password: NEW_PASSWORD };
    for (const id of [shouted(user.id), user.id, shouted(user.id)]) {
      expect((await post(api, STRANGER, `/users/${id}/activate/${"A".repeat(43)}/`, body)).status).toBe(404);
    }
    expectThrottled(await post(api, STRANGER, `/users/${user.id}/activate/${token.value}/`, body));
    expect((await post(api, OWNER, `/users/${shouted(user.id)}/activate/${token.value}/`, body)).status).toBe(200);
  });

  it("password reset links: the same", async () => {
    const user = await api.createUser("COMPANY");
    const token = newPasswordResetToken();
    await storePasswordResetToken(api.db, user.id, token);
    const body = { password: NEW_PASSWORD, repeat_password: NEW_PASSWORD };
    for (const id of [shouted(user.id), user.id, shouted(user.id)]) {
      expect((await post(api, STRANGER, `/auth/password-reset/${id}/${"A".repeat(43)}/`, body)).status).toBe(404);
    }
    expectThrottled(await post(api, STRANGER, `/auth/password-reset/${user.id}/${token.value}/`, body));
    expect((await post(api, OWNER, `/auth/password-reset/${user.id}/${token.value}/`, body)).status).toBe(200);
  });

  it("e-mail change links: the same", async () => {
    const user = await api.createUser("EMPLOYEE");
    const token = await storeEmailChangeToken(api.db, user.id, `moved-${user.id.slice(0, 8)}@example.test`);
    for (const id of [shouted(user.id), user.id, shouted(user.id)]) {
      expect((await post(api, STRANGER, `/users/email-change/${id}/${"A".repeat(43)}/`, {})).status).toBe(404);
    }
    expectThrottled(await post(api, STRANGER, `/users/email-change/${user.id}/${token.value}/`, {}));
    expect((await post(api, OWNER, `/users/email-change/${user.id}/${token.value}/`, {})).status).toBe(200);
  });
});

describe("an account under attack from many clients", () => {
  // max 5: past 15 failures on one account each client gets 3; one without failures is never refused.
  let attacked: TestApi;
  beforeAll(async () => {
    attacked = await startTestApi({ ACCOUNT_RATE_LIMIT_MAX: "5" });
  });
  afterAll(() => attacked.stop());

  it("bounds the guesses per client, and the owner's right password from a clean client still gets in", async () => {
    const user = await attacked.createUser("EMPLOYEE");
    const attempt = (from: string, password: string) =>
      post(attacked, from, "/auth/token/", { email: user.email, password });
    for (const from of ["127.0.0.2", "127.0.0.3", "127.0.0.4"]) {
      for (let i = 0; i < 5; i += 1) expect((await attempt(from, WRONG)).status).toBe(401);
      expect((await attempt(from, WRONG)).status).toBe(429);
    }
    // 15 failures: a fourth client gets 3 guesses, not 5.
    for (let i = 0; i < 3; i += 1) expect((await attempt("127.0.0.5", WRONG)).status).toBe(401);
    expectThrottled(await attempt("127.0.0.5", user.password));
    expect((await attempt(OWNER, user.password)).status).toBe(200);
  });
});

describe("createClientThrottle", () => {
  it("counts per account and client, and a success clears only that pair", async () => {
    const throttle = createClientThrottle({ max: 2, counts: memoryCounts({ windowMs: 60_000, now: () => 0 }) });
    await throttle.fail("a", "x");
    await throttle.fail("a", "x");
    expect(await throttle.retryAfter("a", "x")).toBe(60);
    expect(await throttle.retryAfter("a", "y")).toBeNull();
    expect(await throttle.retryAfter("b", "x")).toBeNull();
    await throttle.fail("a", "y");
    await throttle.clear("a", "y");
    await throttle.fail("a", "y");
    expect(await throttle.retryAfter("a", "y")).toBeNull();
  });

  it("under attack: each client gets the smaller allowance, a client without failures is never refused, the bound holds", async () => {
    let now = 0;
    const throttle = createClientThrottle({
      max: 10,
      counts: memoryCounts({ windowMs: 60_000, now: () => now }),
      underAttack: { failures: 30, allowance: 3 },
    });
    // Many clients, each failing until refused: the guesses are at most 30 + 3 per further client.
    let guesses = 0;
    for (let client = 0; client < 100; client += 1) {
      while ((await throttle.retryAfter("owner@example.test", `10.0.${client}.1`)) === null) {
        expect(guesses).toBeLessThan(30 + 3 * 100);
        await throttle.fail("owner@example.test", `10.0.${client}.1`);
        guesses += 1;
      }
    }
    expect(guesses).toBe(30 + 3 * 97);
    expect(await throttle.retryAfter("owner@example.test", "192.0.2.1")).toBeNull();
    // Other accounts keep the full allowance.
    for (let i = 0; i < 9; i += 1) await throttle.fail("other@example.test", "10.0.0.1");
    expect(await throttle.retryAfter("other@example.test", "10.0.0.1")).toBeNull();
    now = 60_000;
    expect(await throttle.retryAfter("owner@example.test", "10.0.0.1")).toBeNull();
  });
});

describe("createAccountThrottle", () => {
  it("opens again when the window has passed", async () => {
    let now = 0;
    const throttle = createAccountThrottle({ max: 2, counts: memoryCounts({ windowMs: 60_000, now: () => now }) });
    await throttle.fail("a");
    expect(await throttle.retryAfter("a")).toBeNull();
    await throttle.fail("a");
    expect(await throttle.retryAfter("a")).toBe(60);
    now = 30_500;
    expect(await throttle.retryAfter("a")).toBe(30);
    now = 60_000;
    expect(await throttle.retryAfter("a")).toBeNull();
  });
});
