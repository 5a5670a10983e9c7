import fc from "fast-check";
import { SignJWT, UnsecuredJWT, decodeJwt, decodeProtectedHeader } from "jose";
import { describe, expect, it } from "vitest";
import { TokenError, createTokenService, type TokenService } from "../../api/services/tokens";

const SECRET = "test-secret-that-is-long-enough-for-hs256";
const USER = { id: "0b3e4c2a-1d2f-4a5b-8c9d-0e1f2a3b4c5d", role: "EMPLOYEE" as const };
const key = new TextEncoder().encode(SECRET);

/** Resolves to the TokenError a verification throws; fails on success or on any other exception. */
async function tokenError(promise: Promise<unknown>): Promise<TokenError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(TokenError);
    if (error instanceof TokenError) return error;
  }
  throw new Error("expected a TokenError");
}

function service(overrides: Partial<Parameters<typeof createTokenService>[0]> = {}): TokenService {
  return createTokenService({ secret: SECRET, ...overrides });
}

/** A token signed with our secret but built by hand, to test claims our service would never write. */
function forge(claims: Record<string, unknown>, alg = "HS256") {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ token_type: "access", user_id: USER.id, role: USER.role, jti: "abc", sid: "def", ...claims })
    .setProtectedHeader({ alg })
    .setIssuedAt(now)
    .setExpirationTime(now + 60)
    .sign(alg === "HS256" ? key : new TextEncoder().encode(SECRET.repeat(2)));
}

describe("issuing", () => {
  it("issues an access/refresh pair with SimpleJWT's claims", async () => {
    const tokens = service();
    const before = Math.floor(Date.now() / 1000);
    const pair = await tokens.issuePair(USER);
    expect(decodeProtectedHeader(pair.access)).toStrictEqual({ alg: "HS256", typ: "JWT" });
    const access = decodeJwt(pair.access);
    const refresh = decodeJwt(pair.refresh);
    // The access token names its session: the refresh token's jti
    // (docs/sessions-and-accounts.md#tokens-and-bearer-authentication).
    expect(access).toMatchObject({ token_type: "access", user_id: USER.id, role: "EMPLOYEE", sid: pair.refreshJti });
    expect(refresh.sid).toBeUndefined();
    expect(refresh).toMatchObject({ token_type: "refresh", user_id: USER.id, role: "EMPLOYEE", jti: pair.refreshJti });
    expect(Number(access.exp) - Number(access.iat)).toBe(3600);
    expect(Number(refresh.exp) - Number(refresh.iat)).toBe(604_800);
    expect(Number(access.iat)).toBeGreaterThanOrEqual(before);
    expect(access.jti).not.toBe(refresh.jti);
    expect(pair.refreshExpiresAt.getTime()).toBe(Number(refresh.exp) * 1000);
  });

  it("verifies its own tokens, each as its own type", async () => {
    const tokens = service({ accessLifetimeSeconds: 60, refreshLifetimeSeconds: 120 });
    const pair = await tokens.issuePair(USER);
    await expect(tokens.verifyAccess(pair.access)).resolves.toMatchObject({ token_type: "access", user_id: USER.id });
    await expect(tokens.verifyRefresh(pair.refresh)).resolves.toMatchObject({
      token_type: "refresh",
      role: "EMPLOYEE",
    });
    const access = await tokens.issueAccess({ id: USER.id, role: "COMPANY" }, pair.refreshJti);
    await expect(tokens.verifyAccess(access)).resolves.toMatchObject({ role: "COMPANY", sid: pair.refreshJti });
  });

  it("refuses an empty secret or a bad lifetime at creation", () => {
    expect(() => createTokenService({ secret: "" })).toThrow();
    expect(() => createTokenService({ secret: SECRET, accessLifetimeSeconds: 0 })).toThrow();
    expect(() => createTokenService({ secret: SECRET, refreshLifetimeSeconds: 1.5 })).toThrow();
  });
});

describe("refusing", () => {
  it("refuses a refresh token used as access and the reverse", async () => {
    const tokens = service();
    const pair = await tokens.issuePair(USER);
    expect((await tokenError(tokens.verifyAccess(pair.refresh))).reason).toBe("wrong_type");
    expect((await tokenError(tokens.verifyRefresh(pair.access))).reason).toBe("wrong_type");
  });

  it("refuses an expired token", async () => {
    let now = new Date("2026-01-01T10:00:00Z");
    const tokens = service({ now: () => now });
    const pair = await tokens.issuePair(USER);
    now = new Date("2026-01-01T10:59:59Z");
    await expect(tokens.verifyAccess(pair.access)).resolves.toBeTruthy();
    now = new Date("2026-01-01T11:00:00Z");
    const error = await tokenError(tokens.verifyAccess(pair.access));
    expect(error.reason).toBe("expired");
    expect(error.detail).toBe("Token is invalid or expired");
  });

  it("remembers a verified access token until it expires, and only that token", async () => {
    let now = new Date("2026-01-01T10:00:00Z");
    const tokens = service({ now: () => now });
    const { access, refresh } = await tokens.issuePair(USER);
    const first = await tokens.verifyAccess(access);
    // The same claims object: the signature was not checked again (docs/performance.md#what-keeps-the-server-fast).
    expect(await tokens.verifyAccess(access)).toBe(first);
    const forged = `${access.slice(0, -2)}${access.endsWith("AA") ? "BB" : "AA"}`;
    expect((await tokenError(tokens.verifyAccess(forged))).reason).toBe("invalid");
    expect((await tokenError(tokens.verifyAccess(refresh))).reason).toBe("wrong_type");
    now = new Date("2026-01-01T11:00:00Z");
    expect((await tokenError(tokens.verifyAccess(access))).reason).toBe("expired");
  });

  it("refuses alg none", async () => {
    const unsecured = new UnsecuredJWT({ token_type: "access", user_id: USER.id, role: "EMPLOYEE", jti: "x" })
      .setIssuedAt()
      .setExpirationTime("1h")
      .encode();
    await tokenError(service().verifyAccess(unsecured));
  });

  it("accepts a hand-made token with every claim, so the cases below fail for their one change", async () => {
    await expect(service().verifyAccess(await forge({}))).resolves.toMatchObject({ sid: "def" });
  });

  it("refuses other algorithms, even signed with our secret", async () => {
    await tokenError(service().verifyAccess(await forge({}, "HS512")));
    const [, payload, signature] = (await forge({})).split(".");
    const rs256Header = btoa(JSON.stringify({ alg: "RS256", typ: "JWT" })).replace(/=+$/, "");
    await tokenError(service().verifyAccess(`${rs256Header}.${payload}.${signature}`));
  });

  it("refuses a token signed with another secret", async () => {
    const other = createTokenService({ secret: "another-secret-another-secret-xx" });
    await tokenError(service().verifyAccess((await other.issuePair(USER)).access));
  });

  it.each([
    [{ role: "ADMIN" }],
    [{ user_id: "not-a-uuid" }],
    [{ token_type: "id" }],
    [{ jti: "" }],
    [{ sid: "" }],
    [{ sid: 42 }],
    // An access token that names no session can never be ended: refused
    // (docs/sessions-and-accounts.md#tokens-and-bearer-authentication).
    [{ sid: undefined }],
  ])("refuses well-signed tokens with bad claims %j", async (claims) => {
    await tokenError(service().verifyAccess(await forge(claims)));
  });

  it("refuses a blacklisted refresh token and lets the blacklist's own failure through", async () => {
    const revoked = new Set<string>();
    const tokens = service({ isRevoked: async (jti) => revoked.has(jti) });
    const pair = await tokens.issuePair(USER);
    await expect(tokens.verifyRefresh(pair.refresh)).resolves.toBeTruthy();
    revoked.add(pair.refreshJti);
    const error = await tokenError(tokens.verifyRefresh(pair.refresh));
    expect(error.reason).toBe("revoked");
    expect(error.detail).toBe("Token is blacklisted");
    const broken = service({ isRevoked: async () => Promise.reject(new Error("database down")) });
    await expect(broken.verifyRefresh(pair.refresh)).rejects.toThrow("database down");
  });

  it("describes itself in SimpleJWT's words", async () => {
    const error = await tokenError(service().verifyAccess("garbage"));
    expect(error.code).toBe("token_not_valid");
    expect(error.messages).toStrictEqual([
      { token_class: "AccessToken", token_type: "access", message: "Token is invalid or expired" },
    ]);
  });
});

describe("mutated tokens", () => {
  it("turns every flipped bit into a TokenError", async () => {
    const tokens = service();
    const { access } = await tokens.issuePair(USER);
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: access.length - 1 }), fc.integer({ min: 1, max: 127 }), async (index, mask) => {
        const flipped = String.fromCharCode(access.charCodeAt(index) ^ mask);
        const mutated = access.slice(0, index) + flipped + access.slice(index + 1);
        if (mutated === access) return;
        try {
          const claims = await tokens.verifyAccess(mutated);
          // base64url has slack in the last character's low bits: the same bytes may still verify.
          expect(claims.user_id).toBe(USER.id);
        } catch (error) {
          expect(error).toBeInstanceOf(TokenError);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("turns random and truncated strings into TokenErrors", async () => {
    const tokens = service();
    const { access, refresh } = await tokens.issuePair(USER);
    const candidates = fc.oneof(
      fc.string({ unit: "binary", maxLength: 300 }),
      fc.nat({ max: access.length - 1 }).map((n) => access.slice(0, n)),
      fc.constantFrom(
        "",
        ".",
        "..",
        "a.b.c",
        `${access}.x`,
        `${access} `,
        access.replace(/\./g, ""),
        "x".repeat(10_000),
      ),
      fc.tuple(fc.base64String(), fc.base64String(), fc.base64String()).map((parts) => parts.join(".")),
    );
    await fc.assert(
      fc.asyncProperty(candidates, async (token) => {
        if (token === access || token === refresh) return;
        await tokenError(tokens.verifyAccess(token));
        await tokenError(tokens.verifyRefresh(token));
      }),
      { numRuns: 500 },
    );
  });
});
