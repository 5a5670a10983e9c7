import fc from "fast-check";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createAuth } from "../../api/http/auth";
import { createErrorHandler, notFoundHandler } from "../../api/http/errors";
import { createTokenService } from "../../api/services/tokens";

const tokens = createTokenService({ secret: "auth-test-secret-auth-test-secret" });
const EMPLOYEE = { id: "0b3e4c2a-1d2f-4a5b-8c9d-0e1f2a3b4c5d", role: "EMPLOYEE" as const };
const COMPANY = { id: "1c4f5d3b-2e3a-4b6c-9d0e-1f2a3b4c5d6e", role: "COMPANY" as const };
const inactive = new Set<string>();
/** Sessions (refresh token jtis) that have ended. */
const ended = new Set<string>();

function build() {
  const auth = createAuth(tokens, {
    isSessionLive: async ({ userId, sessionId }) => !inactive.has(userId) && !ended.has(sessionId),
  });
  const app = new Hono();
  app.onError(createErrorHandler({ log: () => undefined }));
  app.notFound(notFoundHandler);
  app.get("/me/", auth.requireAuth, (c) => c.json(c.get("user")));
  app.post("/me/", auth.requireAuth, (c) => c.json(c.get("user")));
  app.get("/maybe/", auth.optionalAuth, (c) => c.json({ user: c.get("user") ?? null }));
  app.get("/company-only/", auth.requireRole("COMPANY"), (c) => c.json(c.get("user")));
  app.get("/both/", auth.requireAuth, auth.requireRole("EMPLOYEE"), (c) => c.json(c.get("user")));
  return app;
}

/** Any character a header value can carry (HTTP allows Latin-1, minus controls). */
const headerCharacter = fc
  .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff }))
  .map((code) => String.fromCharCode(code));
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const NOT_AUTHENTICATED = { detail: "Authentication credentials were not provided.", code: "not_authenticated" };
const TOKEN_NOT_VALID = {
  detail: "Given token not valid for any token type",
  code: "token_not_valid",
  messages: [{ token_class: "AccessToken", token_type: "access", message: "Token is invalid or expired" }],
};

describe("requireAuth", () => {
  it("lets a valid access token through with the user", async () => {
    const { access } = await tokens.issuePair(EMPLOYEE);
    const response = await build().request("/me/", { headers: bearer(access) });
    expect(response.status).toBe(200);
    expect(await response.json()).toStrictEqual(EMPLOYEE);
  });

  it("answers 401 not_authenticated without a header", async () => {
    const response = await build().request("/me/");
    expect(response.status).toBe(401);
    expect(response.headers.get("WWW-Authenticate")).toBe('Bearer realm="api"');
    expect(await response.json()).toStrictEqual(NOT_AUTHENTICATED);
  });

  it("never reads cookies", async () => {
    const { access } = await tokens.issuePair(EMPLOYEE);
    const response = await build().request("/me/", { method: "POST", headers: { Cookie: `access=${access}` } });
    expect(response.status).toBe(401);
    expect(await response.json()).toStrictEqual(NOT_AUTHENTICATED);
  });

  it("treats another scheme as no credentials", async () => {
    const { access } = await tokens.issuePair(EMPLOYEE);
    for (const header of [`Basic ${access}`, `bearer ${access}`, `JWT ${access}`, `Bearer${access}`]) {
      const response = await build().request("/me/", { headers: { Authorization: header } });
      expect(await response.json()).toStrictEqual(NOT_AUTHENTICATED);
    }
  });

  it("answers 401 token_not_valid for a bad token, a refresh token, or a malformed header", async () => {
    const { refresh, access } = await tokens.issuePair(EMPLOYEE);
    for (const header of [
      "Bearer garbage",
      `Bearer ${refresh}`,
      "Bearer",
      `Bearer ${access} extra`,
      `Bearer ${access}x`,
    ]) {
      const response = await build().request("/me/", { headers: { Authorization: header } });
      expect(response.status).toBe(401);
      expect(await response.json()).toStrictEqual(TOKEN_NOT_VALID);
    }
  });

  it("answers 401 token_not_valid once the user is deactivated", async () => {
    const user = { id: "2d5a6e4c-3f4b-4c7d-8e1f-2a3b4c5d6e7f", role: "EMPLOYEE" as const };
    const { access } = await tokens.issuePair(user);
    inactive.add(user.id);
    const response = await build().request("/me/", { headers: bearer(access) });
    expect(response.status).toBe(401);
    expect(await response.json()).toStrictEqual(TOKEN_NOT_VALID);
  });

  it("answers 401 token_not_valid once the token's session has ended, and only for that session", async () => {
    const first = await tokens.issuePair(EMPLOYEE);
    const second = await tokens.issuePair(EMPLOYEE);
    ended.add(first.refreshJti);
    const refused = await build().request("/me/", { headers: bearer(first.access) });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toStrictEqual(TOKEN_NOT_VALID);
    expect((await build().request("/me/", { headers: bearer(second.access) })).status).toBe(200);
  });

  it("answers every mutated header with 401, never 500", async () => {
    const { access } = await tokens.issuePair(EMPLOYEE);
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: headerCharacter, maxLength: 20 }),
        fc.nat({ max: access.length }),
        async (noise, at) => {
          const token = access.slice(0, at) + noise + access.slice(at);
          const response = await build().request("/me/", { headers: { Authorization: `Bearer ${token}` } });
          // Noise that is only spaces around the token is trimmed away like any header padding.
          expect(token.trim() === access ? 200 : 401).toBe(response.status);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("optionalAuth", () => {
  it("lets guests through without a user", async () => {
    expect(await (await build().request("/maybe/")).json()).toStrictEqual({ user: null });
  });

  it("sets the user for a valid token", async () => {
    const { access } = await tokens.issuePair(COMPANY);
    expect(await (await build().request("/maybe/", { headers: bearer(access) })).json()).toStrictEqual({
      user: COMPANY,
    });
  });

  it("still refuses a bad token, as DRF does", async () => {
    const response = await build().request("/maybe/", { headers: bearer("garbage") });
    expect(response.status).toBe(401);
    expect(await response.json()).toStrictEqual(TOKEN_NOT_VALID);
  });
});

describe("requireRole", () => {
  it("lets the role through", async () => {
    const { access } = await tokens.issuePair(COMPANY);
    const response = await build().request("/company-only/", { headers: bearer(access) });
    expect(response.status).toBe(200);
    expect(await response.json()).toStrictEqual(COMPANY);
  });

  it("answers 403 for the other role", async () => {
    const { access } = await tokens.issuePair(EMPLOYEE);
    const response = await build().request("/company-only/", { headers: bearer(access) });
    expect(response.status).toBe(403);
    expect(await response.json()).toStrictEqual({
      detail: "You do not have permission to perform this action.",
      code: "permission_denied",
    });
  });

  it("answers 401 before 403 for a guest", async () => {
    const response = await build().request("/company-only/");
    expect(response.status).toBe(401);
    expect(await response.json()).toStrictEqual(NOT_AUTHENTICATED);
  });

  it("works after requireAuth on the same route", async () => {
    const { access } = await tokens.issuePair(EMPLOYEE);
    expect((await build().request("/both/", { headers: bearer(access) })).status).toBe(200);
    const company = await tokens.issuePair(COMPANY);
    expect((await build().request("/both/", { headers: bearer(company.access) })).status).toBe(403);
  });
});

describe("one page request's calls share one session check (issue 23)", () => {
  /** The in-process API as one page request calls it: every call with the same bindings object. */
  function page() {
    const asked: string[] = [];
    const auth = createAuth(tokens, {
      isSessionLive: async ({ userId, sessionId }) => {
        asked.push(sessionId);
        return !inactive.has(userId) && !ended.has(sessionId);
      },
    });
    const app = new Hono();
    app.onError(createErrorHandler({ log: () => undefined }));
    app.get("/me/", auth.requireAuth, (c) => c.json(c.get("user")));
    app.post("/me/", auth.requireAuth, (c) => c.json(c.get("user")));
    return { app, asked };
  }

  it("checks the session once for the reads of one page request, and again for the next page request", async () => {
    const { access } = await tokens.issuePair(EMPLOYEE);
    const { app, asked } = page();
    const firstPage = { clientAddress: "203.0.113.7" };
    for (let call = 0; call < 3; call += 1) {
      expect((await app.request("/me/", { headers: bearer(access) }, firstPage)).status).toBe(200);
    }
    expect(asked).toHaveLength(1);
    expect((await app.request("/me/", { headers: bearer(access) }, { clientAddress: "203.0.113.7" })).status).toBe(200);
    expect(asked).toHaveLength(2);
  });

  it("a write checks afresh, and a session it ended refuses the rest of the page at once", async () => {
    const { access } = await tokens.issuePair(EMPLOYEE);
    const { sid } = await tokens.verifyAccess(access);
    const { app, asked } = page();
    const bindings = { clientAddress: "203.0.113.7" };
    expect((await app.request("/me/", { headers: bearer(access) }, bindings)).status).toBe(200);
    ended.add(sid);
    // The page's sign-out (a write) ended the session: the write itself and every read after it see that.
    expect((await app.request("/me/", { method: "POST", headers: bearer(access) }, bindings)).status).toBe(401);
    expect((await app.request("/me/", { headers: bearer(access) }, bindings)).status).toBe(401);
    expect(asked).toHaveLength(3);
  });

  it("another token on the same bindings is checked on its own, and a refused one is never remembered", async () => {
    const employee = await tokens.issuePair(EMPLOYEE);
    const company = await tokens.issuePair(COMPANY);
    const { app } = page();
    const bindings = { clientAddress: "203.0.113.7" };
    expect(await (await app.request("/me/", { headers: bearer(employee.access) }, bindings)).json()).toStrictEqual(
      EMPLOYEE,
    );
    expect(await (await app.request("/me/", { headers: bearer(company.access) }, bindings)).json()).toStrictEqual(
      COMPANY,
    );
    const { sid } = await tokens.verifyAccess(company.access);
    ended.add(sid);
    const other = { clientAddress: "203.0.113.7" };
    expect((await app.request("/me/", { headers: bearer(company.access) }, other)).status).toBe(401);
    ended.delete(sid);
    expect((await app.request("/me/", { headers: bearer(company.access) }, other)).status).toBe(200);
  });
});
