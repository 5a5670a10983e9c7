/**
 * POST /auth/token/, /auth/token/refresh/, /auth/token/blacklist/ over HTTP (design section 7, security.md
 * "API contract safety" and "Passwords"): SimpleJWT's bodies, one answer for every failed sign-in, mutated
 * tokens always 401, blacklisting and deactivation end refresh.
 */
import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { SignJWT, UnsecuredJWT, decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshTokens, users } from "../../api/db/schema";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";
import { errorFields, fieldMessages } from "../support/error-bodies";

const NO_ACCOUNT = { detail: "No active account found with the given credentials", code: "no_active_account" };

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

const signIn = (email: string, password: string) => api.request("/auth/token/", { json: { email, password } });
const refreshWith = (refresh: unknown) => api.request("/auth/token/refresh/", { json: { refresh } });
const blacklist = (refresh: unknown) => api.request("/auth/token/blacklist/", { json: { refresh } });
const readSelf = (user: TestUser, access: string) =>
  api.request(`/users/${user.id}/`, { headers: { Authorization: `Bearer ${access}` } });

async function accountOf(id: string) {
  const [row] = await api.db.select().from(users).where(eq(users.id, id));
  return row;
}

describe("POST /auth/token/", () => {
  it("answers the pair and the user, stores the refresh token's jti and records the sign-in", async () => {
    const user = await api.createUser("COMPANY", { firstName: "Maria", lastName: "Papadaki" });
    const response = await signIn(user.email.toUpperCase(), user.password);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(errorFields(body).sort()).toStrictEqual(["access", "refresh", "user"]);
    expect(body.user).toStrictEqual({
      uuid: user.id,
      email: user.email,
      username: user.email,
      role: "COMPANY",
      first_name: "Maria",
      last_name: "Papadaki",
    });
    const access = decodeJwt(body.access);
    const refresh = decodeJwt(body.refresh);
    expect(access).toMatchObject({ token_type: "access", user_id: user.id, role: "COMPANY" });
    expect(Number(access.exp) - Number(access.iat)).toBe(3600);
    expect(refresh).toMatchObject({ token_type: "refresh", user_id: user.id });
    const [row] = await api.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.jti, String(refresh.jti)));
    expect(row).toMatchObject({ userId: user.id, revokedAt: null });
    expect(row.expiresAt.getTime()).toBe(Number(refresh.exp) * 1000);
    expect((await accountOf(user.id)).lastLoginAt?.getTime()).toBeGreaterThan(Date.now() - 60_000);
    // The new access token works on an authenticated endpoint.
    expect((await readSelf(user, body.access)).status).toBe(200);
  });

  it("answers wrong password, unknown e-mail, inactive account and missing hash the same way", async () => {
    const active = await api.createUser("EMPLOYEE");
    const inactive = await api.createUser("EMPLOYEE", { active: false });
    const noPassword = await api.createUser("EMPLOYEE");
    await api.db.update(users).set({ passwordHash: null }).where(eq(users.id, noPassword.id));
    const attempts = [
      signIn(active.email, "Wrong-Password-1!"),
      signIn("nobody-here@example.test", active.password),
      signIn(inactive.email, inactive.password),
      signIn(noPassword.email, noPassword.password),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe('Bearer realm="api"');
      expect(await response.json()).toStrictEqual(NO_ACCOUNT);
    }
    expect((await accountOf(inactive.id)).lastLoginAt).toBeNull();
    const failures = api.logs.filter((entry) => entry.message === "sign-in failed");
    expect(failures.length).toBeGreaterThanOrEqual(4);
    // Logged without the password or the address typed.
    expect(JSON.stringify(api.logs)).not.toContain("Wrong-Password-1!");
    expect(JSON.stringify(api.logs)).not.toContain("nobody-here@example.test");
  });

  it("names each missing or invalid field with 400, and refuses passwords over 128 characters", async () => {
    const empty = await api.request("/auth/token/", { method: "POST" });
    expect(empty.status).toBe(400);
    expect(fieldMessages(await empty.json())).toStrictEqual({
      email: ["This field is required."],
      password: ["This field is required."],
    });
    const noPassword = await api.request("/auth/token/", { json: { email: "a@example.test" } });
    expect(fieldMessages(await noPassword.json())).toStrictEqual({ password: ["This field is required."] });
    const badEmail = await signIn("not-an-address", "x");
    expect(fieldMessages(await badEmail.json())).toStrictEqual({ email: ["Enter a valid email address."] });
    const long = await signIn("a@example.test", "A1!".repeat(43));
    expect(long.status).toBe(400);
    expect(errorFields(await long.json())).toStrictEqual(["password"]);
    const notJson = await api.request("/auth/token/", { body: "email=a", headers: { "Content-Type": "text/plain" } });
    expect(notJson.status).toBe(415);
  });

  it("upgrades a hash made with weaker argon2 settings at sign-in (PHC m=19456,t=2,p=1)", async () => {
    const user = await api.createUser("EMPLOYEE");
    const weak = await hash(user.password, { memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await api.db.update(users).set({ passwordHash: weak }).where(eq(users.id, user.id));
    expect((await signIn(user.email, user.password)).status).toBe(200);
    expect((await accountOf(user.id)).passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe("refresh and blacklist", () => {
  it("refreshes into a working access token", async () => {
    const user = await api.createUser("EMPLOYEE");
    const response = await refreshWith(user.refresh);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(errorFields(body)).toStrictEqual(["access"]);
    expect(decodeJwt(body.access)).toMatchObject({ token_type: "access", user_id: user.id, role: "EMPLOYEE" });
    expect((await readSelf(user, body.access)).status).toBe(200);
  });

  it("blacklists a refresh token: 200 {}, revoked_at set, then refresh and blacklist give 401", async () => {
    const user = await api.createUser("COMPANY");
    const response = await blacklist(user.refresh);
    expect(response.status).toBe(200);
    expect(await response.json()).toStrictEqual({});
    const [row] = await api.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(row.revokedAt).toBeInstanceOf(Date);
    for (const again of [await refreshWith(user.refresh), await blacklist(user.refresh)]) {
      expect(again.status).toBe(401);
      expect(await again.json()).toStrictEqual({ detail: "Token is blacklisted", code: "token_not_valid" });
    }
  });

  it("lets only one of many concurrent blacklists of one token succeed", async () => {
    const user = await api.createUser("EMPLOYEE");
    const statuses = (await Promise.all(Array.from({ length: 8 }, () => blacklist(user.refresh)))).map((r) => r.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 401)).toHaveLength(7);
  });

  it("ends a deactivated user's sessions: refresh and access both 401", async () => {
    const user = await api.createUser("EMPLOYEE");
    await api.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const refreshed = await refreshWith(user.refresh);
    expect(refreshed.status).toBe(401);
    expect(await refreshed.json()).toMatchObject({ code: "token_not_valid" });
    const read = await readSelf(user, user.access);
    expect(read.status).toBe(401);
    expect(await read.json()).toMatchObject({ code: "token_not_valid" });
    expect((await signIn(user.email, user.password)).status).toBe(401);
  });

  it("names the missing refresh field", async () => {
    for (const path of ["/auth/token/refresh/", "/auth/token/blacklist/"]) {
      const response = await api.request(path, { json: {} });
      expect(response.status).toBe(400);
      expect(fieldMessages(await response.json())).toStrictEqual({ refresh: ["This field is required."] });
      const wrongType = await api.request(path, { json: { refresh: 42 } });
      expect(wrongType.status).toBe(400);
    }
  });
});

describe("mutated tokens are always 401, never 500", () => {
  async function mutations(user: TestUser) {
    const key = new TextEncoder().encode(api.config.SECRET_KEY);
    const now = Math.floor(Date.now() / 1000);
    const claims = (type: string) => ({ token_type: type, user_id: user.id, role: user.role, jti: "f".repeat(32) });
    const signed = (type: string, alg: string, exp = now + 600, secret = key) =>
      new SignJWT(claims(type))
        .setProtectedHeader({ alg, typ: "JWT" })
        .setIssuedAt(now - 10)
        .setExpirationTime(exp)
        .sign(secret);
    const flip = (token: string, segment: number) => {
      const parts = token.split(".");
      const text = parts[segment];
      const index = Math.floor(text.length / 2);
      parts[segment] = text.slice(0, index) + (text[index] === "A" ? "B" : "A") + text.slice(index + 1);
      return parts.join(".");
    };
    const rs256Header = Buffer.from(JSON.stringify({ alg: "RS256", typ: "JWT" })).toString("base64url");
    return (type: "access" | "refresh", own: string, other: string) => ({
      "alg none": new UnsecuredJWT(claims(type))
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .encode(),
      "HS512 with our secret": signed(type, "HS512"),
      "RS256 header on an HS256 signature": Promise.resolve(`${rs256Header}.${own.split(".").slice(1).join(".")}`),
      "flipped signature bit": Promise.resolve(flip(own, 2)),
      "flipped payload bit": Promise.resolve(flip(own, 1)),
      "past exp": signed(type, "HS256", now - 5),
      "another secret": signed(
        type,
        "HS256",
        now + 600,
        new TextEncoder().encode("someone-else's-secret-key-0123456789"),
      ),
      "the other token type": Promise.resolve(other),
      "random text": Promise.resolve("not.a.jwt"),
      "spaces inside": Promise.resolve(own.replace(".", " .")),
      "very long": Promise.resolve(`${own}${"A".repeat(5000)}`),
    });
  }

  it("refuses every mutation as a refresh token (refresh and blacklist endpoints)", async () => {
    const user = await api.createUser("EMPLOYEE");
    const cases = (await mutations(user))("refresh", user.refresh, user.access);
    for (const [name, token] of Object.entries(cases)) {
      for (const call of [refreshWith, blacklist]) {
        const response = await call(await token);
        expect(response.status, name).toBe(401);
        expect(await response.json(), name).toMatchObject({ code: "token_not_valid" });
      }
    }
    // The real token is still good afterwards: nothing above revoked it.
    expect((await refreshWith(user.refresh)).status).toBe(200);
  });

  it("refuses every mutation as an access token (GET /users/{id}/)", async () => {
    const user = await api.createUser("COMPANY");
    const cases = (await mutations(user))("access", user.access, user.refresh);
    for (const [name, token] of Object.entries(cases)) {
      const response = await readSelf(user, await token);
      expect(response.status, name).toBe(401);
      expect(await response.json(), name).toMatchObject({ code: "token_not_valid" });
    }
  });
});
