import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createWorkExperience, getOwnFitFacts } from "#contract/endpoints/profiles";
import { ApiError, createApiClient } from "~/lib/api/client.server";
import { clearedSessionCookies, sessionCookies } from "../../app/lib/session/cookies.server";
import {
  createRefreshCoordinator,
  decodeTokenClaims,
  isAccessFresh,
  refreshAccessToken,
} from "../../app/lib/session/tokens.server";
import { getSession, requireGuest, requireRole } from "../../app/lib/session.server";
import { safeRedirect } from "../../app/lib/redirects.server";
import { testLoadContext } from "../support/load-context";

const EXPERIENCE = {
  job_title: "Waiter",
  company_name: "Sea Taverna",
  location: "",
  start_date: "2024-05-01",
  end_date: null,
  is_current: true,
  description: "",
};

const USER_ID = "7d0b6b1e-3f4a-4c84-9d0e-2a8f2b9c1a11";
const now = () => Math.floor(Date.now() / 1000);

/** An unsigned JWT-shaped token: this tier only decodes, the API verifies. */
function jwt(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part(payload)}.c2lnbmF0dXJl`;
}

const access = (exp: number) =>
  jwt({ token_type: "access", user_id: USER_ID, role: "EMPLOYEE", exp, jti: crypto.randomUUID() });
const refreshToken = () =>
  jwt({ token_type: "refresh", user_id: USER_ID, exp: now() + 7 * 86_400, jti: crypto.randomUUID() });

const user = {
  uuid: USER_ID,
  email: "eve@example.com",
  username: "eve@example.com",
  role: "EMPLOYEE",
  first_name: "Eve",
  last_name: "Ng",
};

/** A stand-in API: counts refreshes, answers the user read, and can be told to refuse the refresh. */
function fakeApi(options: { refuseRefresh?: boolean; refreshDelayMs?: number } = {}) {
  const calls = { refresh: 0, user: 0, bearer: [] as string[] };
  const fetch = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    if (path === "/api/auth/token/refresh/") {
      calls.refresh += 1;
      await new Promise((resolve) => setTimeout(resolve, options.refreshDelayMs ?? 5));
      if (options.refuseRefresh)
        return Response.json({ detail: "Token is blacklisted", code: "token_not_valid" }, { status: 401 });
      return Response.json({ access: access(now() + 3600) });
    }
    if (path === `/api/users/${USER_ID}/`) {
      calls.user += 1;
      calls.bearer.push(request.headers.get("Authorization") ?? "");
      return Response.json(user);
    }
    return Response.json({ detail: "Not found." }, { status: 404 });
  };
  const context = (): AppLoadContext & { cookies: string[] } => testLoadContext(fetch);
  return { calls, fetch, context };
}

function requestWith(cookies: Record<string, string>, url = "http://localhost/employee?tab=1"): Request {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
  return new Request(url, { headers: { Cookie: cookie } });
}

async function thrown(promise: Promise<unknown> | (() => unknown)): Promise<Response> {
  try {
    await (typeof promise === "function" ? promise() : promise);
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown Response");
}

describe("decodeTokenClaims", () => {
  it("reads exp and user_id without verifying", () => {
    expect(decodeTokenClaims(jwt({ exp: 123, user_id: "u" }))).toEqual({ exp: 123, user_id: "u" });
  });

  it.each([
    ["undefined", undefined],
    ["null", null],
    ["empty", ""],
    ["one part", "abc"],
    ["two parts", "a.b"],
    ["four parts", "a.b.c.d"],
    ["bad base64", "a.@@@.c"],
    ["not JSON", `a.${Buffer.from("not json").toString("base64url")}.c`],
    ["JSON array", `a.${Buffer.from("[1,2]").toString("base64url")}.c`],
    ["JSON null", `a.${Buffer.from("null").toString("base64url")}.c`],
    ["a number", `a.${Buffer.from("42").toString("base64url")}.c`],
    ["unicode junk", "☃.☃.☃"],
    ["huge", `a.${"A".repeat(100_000)}.c`],
  ])("gives null for %s and never throws", (_name, token) => {
    expect(() => decodeTokenClaims(token)).not.toThrow();
    expect(decodeTokenClaims(token)).toBeNull();
  });

  it("ignores claims of the wrong type", () => {
    expect(decodeTokenClaims(jwt({ exp: "soon", user_id: 5 }))).toEqual({ exp: null, user_id: null });
  });

  it("calls a token fresh only when it lives past the skew", () => {
    expect(isAccessFresh(access(now() + 3600))).toBe(true);
    expect(isAccessFresh(access(now() + 5))).toBe(false);
    expect(isAccessFresh(access(now() - 60))).toBe(false);
    expect(isAccessFresh(jwt({ user_id: USER_ID }))).toBe(false);
    expect(isAccessFresh("junk")).toBe(false);
  });
});

describe("safeRedirect", () => {
  it.each([
    ["/employee", "/employee"],
    ["/jobs?search=chef&city=Chania", "/jobs?search=chef&city=Chania"],
    ["/jobs/12/description#apply", "/jobs/12/description#apply"],
    // A Location header holds bytes: Greek is percent-encoded, once (already-encoded text is kept as it is).
    ["/jobs?search=Κρήτη", "/jobs?search=%CE%9A%CF%81%CE%AE%CF%84%CE%B7"],
    ["/jobs?search=%CE%9A%CF%81%CE%AE%CF%84%CE%B7", "/jobs?search=%CE%9A%CF%81%CE%AE%CF%84%CE%B7"],
    ["/jobs/Ηράκλειο#τέλος", "/jobs/%CE%97%CF%81%CE%AC%CE%BA%CE%BB%CE%B5%CE%B9%CE%BF#%CF%84%CE%AD%CE%BB%CE%BF%CF%82"],
    ["//evil.example", "/"],
    ["///evil.example", "/"],
    ["/\\evil.example", "/"],
    ["\\\\evil.example", "/"],
    ["https://evil.example/", "/"],
    ["http:/evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["evil.example", "/"],
    ["employee", "/"],
    ["", "/"],
    ["/\tevil", "/"],
    ["/\nevil", "/"],
    [null, "/"],
    [undefined, "/"],
  ])("%j → %j", (to, expected) => {
    expect(safeRedirect(to, "/")).toBe(expected);
  });

  it("uses the fallback it is given", () => {
    expect(safeRedirect("//x", "/company")).toBe("/company");
  });

  it.each([
    "/login",
    "/login?redirectTo=%2Fjobs",
    "/LOGIN",
    "/%6Cogin",
    "/logout",
    "/signup",
    "/signup/thank-you",
    "/forgot-password",
    "/reset-password/0b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/token",
    "/users/0b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/activate/token",
    "/email-change/0b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/token",
    "/mail/unsubscribe/token",
    "/auth/social",
  ])("never leads back to a way in or out or a keyed page: %j (docs/forms.md#get-forms-and-short-urls)", (to) => {
    expect(safeRedirect(to, "/employee")).toBe("/employee");
  });

  it("keeps a page that merely starts like one", () => {
    expect(safeRedirect("/jobs/12/requirements?lng=en", "/")).toBe("/jobs/12/requirements?lng=en");
    expect(safeRedirect("/login-help", "/")).toBe("/login-help");
  });
});

describe("session cookies", () => {
  function attributes(setCookie: string) {
    const [pair = "", ...rest] = setCookie.split(";").map((part) => part.trim());
    const map = new Map(rest.map((part) => [part.split("=")[0]?.toLowerCase() ?? "", part.split("=")[1] ?? ""]));
    return { name: pair.split("=")[0], value: pair.slice(pair.indexOf("=") + 1), map };
  }

  it("are HttpOnly, SameSite=Lax, Path=/ and live no longer than 1 day / 7 days or the token", () => {
    const tokens = { access: access(now() + 3600), refresh: refreshToken() };
    const [accessCookie = "", refreshCookie = ""] = sessionCookies(tokens);
    for (const [cookie, name, limit] of [
      [accessCookie, "access", 86_400],
      [refreshCookie, "refresh", 604_800],
    ] as const) {
      const { name: cookieName, value, map } = attributes(cookie);
      expect(cookieName).toBe(name);
      expect(value).toBe(tokens[name]);
      expect(map.has("httponly")).toBe(true);
      expect(map.get("samesite")).toBe("Lax");
      expect(map.get("path")).toBe("/");
      const maxAge = Number(map.get("max-age"));
      expect(maxAge).toBeGreaterThan(0);
      expect(maxAge).toBeLessThanOrEqual(limit);
    }
    // The access token lives an hour, so its cookie does too.
    expect(Number(attributes(accessCookie).map.get("max-age"))).toBeLessThanOrEqual(3600);
  });

  it("are not Secure on http and are cleared with Max-Age=0", () => {
    const [accessCookie = ""] = sessionCookies({ access: access(now() + 3600), refresh: refreshToken() });
    expect(attributes(accessCookie).map.has("secure")).toBe(false);
    for (const cleared of clearedSessionCookies()) {
      const { value, map } = attributes(cleared);
      expect(value).toBe("");
      expect(map.get("max-age")).toBe("0");
      expect(map.has("httponly")).toBe(true);
    }
  });
});

describe("refresh single-flight", () => {
  it("20 concurrent refreshes of one token make one upstream call and give 20 equal results", async () => {
    const api = fakeApi({ refreshDelayMs: 20 });
    const client = createApiClient({ fetch: api.fetch, baseUrl: "http://internal/api" });
    const refresh = refreshToken();
    const results = await Promise.all(Array.from({ length: 20 }, () => refreshAccessToken(client, refresh)));
    expect(api.calls.refresh).toBe(1);
    expect(results).toHaveLength(20);
    expect(new Set(results).size).toBe(1);
  });

  it("keeps a success for the ttl, forgets a failure at once", async () => {
    let clock = 0;
    const refreshOnce = createRefreshCoordinator(30_000, () => clock);
    let runs = 0;
    const run = () => Promise.resolve(`token-${++runs}`);
    expect(await refreshOnce("r", run)).toBe("token-1");
    clock = 29_000;
    expect(await refreshOnce("r", run)).toBe("token-1");
    clock = 31_000;
    expect(await refreshOnce("r", run)).toBe("token-2");

    const failing = () => Promise.reject(new Error("refused"));
    await expect(refreshOnce("bad", failing)).rejects.toThrow("refused");
    expect(await refreshOnce("bad", run)).toBe("token-3");
  });

  it("20 concurrent requests with an expired access token: one refresh, 20 signed-in sessions with the new cookie", async () => {
    const api = fakeApi({ refreshDelayMs: 20 });
    const cookies = { access: access(now() - 60), refresh: refreshToken() };
    const contexts = Array.from({ length: 20 }, () => api.context());
    const sessions = await Promise.all(contexts.map((context) => getSession(requestWith(cookies), context)));
    expect(api.calls.refresh).toBe(1);
    expect(sessions.every((session) => session.user?.uuid === USER_ID)).toBe(true);
    // Each request's response carries the new cookie through its load context, once.
    expect(contexts.every((context) => context.cookies.length === 1)).toBe(true);
    const newCookies = new Set(contexts.map((context) => context.cookies[0]));
    expect(newCookies.size).toBe(1);
    expect([...newCookies][0]).toMatch(/^access=ey/);
    // Every user read carried the new token, not the expired one.
    expect(api.calls.bearer.every((bearer) => bearer !== `Bearer ${cookies.access}`)).toBe(true);
  });
});

/** Both cookies cleared, a toast, and /login with the page to come back to. */
function expectSessionExpired(response: Response) {
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Femployee%3Ftab%3D1");
  const setCookies = response.headers.getSetCookie();
  expect(setCookies.some((cookie) => cookie.startsWith("access=; Max-Age=0"))).toBe(true);
  expect(setCookies.some((cookie) => cookie.startsWith("refresh=; Max-Age=0"))).toBe(true);
  expect(setCookies.some((cookie) => cookie.startsWith("toast="))).toBe(true);
}

describe("getSession and the guards", () => {
  it("reads the user once per request (per load context) and never exposes the tokens", async () => {
    const api = fakeApi();
    const context = api.context();
    const request = requestWith({ access: access(now() + 3600), refresh: refreshToken() });
    const [first, second] = await Promise.all([getSession(request, context), getSession(request, context)]);
    expect(first).toBe(second);
    expect(api.calls.user).toBe(1);
    expect(api.calls.refresh).toBe(0);
    expect(first.user).toEqual({
      uuid: USER_ID,
      email: user.email,
      role: "EMPLOYEE",
      first_name: "Eve",
      last_name: "Ng",
    });
    expect(context.cookies).toEqual([]);
  });

  it("is signed out without a refresh cookie", async () => {
    const api = fakeApi();
    const session = await getSession(requestWith({ access: access(now() + 3600) }), api.context());
    expect(session.user).toBeNull();
    expect(api.calls.user).toBe(0);
  });

  it("a refused refresh clears both cookies and goes to /login with the page to come back to", async () => {
    const api = fakeApi({ refuseRefresh: true });
    const response = await thrown(
      getSession(requestWith({ access: access(now() - 60), refresh: refreshToken() }), api.context()),
    );
    expectSessionExpired(response);
  });

  it("a fresh access token whose session has ended (docs/sessions-and-accounts.md#tokens-and-bearer-authentication): refused, its refresh refused, to /login", async () => {
    const api = fakeApi({ refuseRefresh: true });
    // Logout, a new password or "sign out on every device" elsewhere: the API refuses the token before it expires.
    const fetch = async (request: Request) =>
      new URL(request.url).pathname.startsWith("/api/users/")
        ? Response.json(
            { detail: "Given token not valid for any token type", code: "token_not_valid" },
            { status: 401 },
          )
        : api.fetch(request);
    const request = requestWith({ access: access(now() + 3600), refresh: refreshToken() });
    const response = await thrown(getSession(request, testLoadContext(fetch)));
    expectSessionExpired(response);
    expect(api.calls.refresh).toBe(1);
  });

  it("a 401 from a call refreshes once and retries the call once", async () => {
    const api = fakeApi();
    let rejected = 0;
    const fetch = async (request: Request) => {
      if (new URL(request.url).pathname === "/api/applications/" && rejected === 0) {
        rejected += 1;
        return Response.json({ detail: "Token is invalid or expired", code: "token_not_valid" }, { status: 401 });
      }
      if (new URL(request.url).pathname === "/api/applications/") return Response.json([]);
      return api.fetch(request);
    };
    const context = testLoadContext(fetch);
    const session = await getSession(requestWith({ access: access(now() + 3600), refresh: refreshToken() }), context);
    expect(await session.api.request("/applications/")).toEqual([]);
    expect(api.calls.refresh).toBe(1);
    expect(context.cookies).toHaveLength(1);
    expect(context.cookies[0]).toMatch(/^access=ey/);
  });

  it("asks a read once a request (per schema) and forgets every read after a write", async () => {
    const api = fakeApi();
    const asked: string[] = [];
    let version = 1;
    const fetch = async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (path === "/api/companies/") {
        asked.push(request.method);
        if (request.method === "POST") version += 1;
        return Response.json(request.method === "POST" ? {} : [{ version }]);
      }
      return api.fetch(request);
    };
    const session = await getSession(
      requestWith({ access: access(now() + 3600), refresh: refreshToken() }),
      testLoadContext(fetch),
    );
    const list = z.array(z.object({ version: z.number() }));
    const read = () => session.api.request("/companies/", { schema: list });
    const [layout, page] = await Promise.all([read(), read()]);
    expect(layout).toEqual([{ version: 1 }]);
    expect(page).toBe(layout);
    // Another schema is its own read; a call without a schema is never shared.
    await session.api.request("/companies/", { schema: z.array(z.unknown()) });
    await session.api.request("/companies/");
    expect(asked).toEqual(["GET", "GET", "GET"]);
    await session.api.request("/companies/", { method: "POST", json: {} });
    expect(await read()).toEqual([{ version: 2 }]);
    expect(asked).toEqual(["GET", "GET", "GET", "POST", "GET"]);
  });

  it("asks a declared read (api.call) once a request too, and forgets it after a write", async () => {
    const api = fakeApi();
    const asked: string[] = [];
    const fetch = async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (path === "/api/employees/fit-facts/" || path === "/api/work-experiences/") {
        asked.push(`${request.method} ${path}`);
        return Response.json(
          request.method === "POST"
            ? { ...EXPERIENCE, id: 1 }
            : { applied_jobs: [asked.length], availability: [], needs_accommodation: null },
          { status: request.method === "POST" ? 201 : 200 },
        );
      }
      return api.fetch(request);
    };
    const session = await getSession(
      requestWith({ access: access(now() + 3600), refresh: refreshToken() }),
      testLoadContext(fetch),
    );
    const [layout, page] = await Promise.all([session.api.call(getOwnFitFacts), session.api.call(getOwnFitFacts)]);
    expect(page).toEqual(layout);
    expect(asked).toEqual(["GET /api/employees/fit-facts/"]);
    await session.api.call(createWorkExperience, { json: EXPERIENCE });
    expect((await session.api.call(getOwnFitFacts)).applied_jobs).toEqual([3]);
    expect(asked).toEqual([
      "GET /api/employees/fit-facts/",
      "POST /api/work-experiences/",
      "GET /api/employees/fit-facts/",
    ]);
  });

  it("requireRole sends the other role to its own area, and a guest to /login", async () => {
    const api = fakeApi();
    const cookies = { access: access(now() + 3600), refresh: refreshToken() };
    const wrongRole = await thrown(requireRole(requestWith(cookies), api.context(), "COMPANY"));
    expect(wrongRole.headers.get("Location")).toBe("/employee");
    const guest = await thrown(requireRole(requestWith({}, "http://localhost/company"), api.context(), "COMPANY"));
    expect(guest.headers.get("Location")).toBe("/login?redirectTo=%2Fcompany");
  });

  it("sends a guest who opened a page from a mail (?lng=) to the login page in that language", async () => {
    const api = fakeApi();
    const greek = await thrown(
      requireRole(requestWith({}, "http://localhost/employee/settings?lng=gr"), api.context(), "EMPLOYEE"),
    );
    expect(greek.headers.get("Location")).toBe("/login?redirectTo=%2Femployee%2Fsettings%3Flng%3Dgr&lng=gr");
    const unknown = await thrown(
      requireRole(requestWith({}, "http://localhost/employee/settings?lng=xx"), api.context(), "EMPLOYEE"),
    );
    expect(unknown.headers.get("Location")).toBe("/login?redirectTo=%2Femployee%2Fsettings%3Flng%3Dxx");
  });

  it("requireGuest sends a visitor with both cookies home", async () => {
    const response = await thrown(() => requireGuest(requestWith({ access: "a", refresh: "r" })));
    expect(response.headers.get("Location")).toBe("/");
    expect(() => requireGuest(requestWith({ refresh: "r" }))).not.toThrow();
  });
});

describe("the API client", () => {
  it("gives undefined for 204, and ApiError with the parsed body or the raw text for failures", async () => {
    const answers: Response[] = [
      new Response(null, { status: 204 }),
      Response.json({ email: ["Enter a valid email address."] }, { status: 400 }),
      new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" }),
      new Response("", { status: 503, statusText: "Service Unavailable" }),
    ];
    const client = createApiClient({
      fetch: async () => answers.shift() ?? new Response(null),
      baseUrl: "http://internal/api/",
    });
    expect(await client.request("/x/", { method: "DELETE" })).toBeUndefined();
    await expect(client.request("/x/")).rejects.toMatchObject({
      status: 400,
      body: { email: ["Enter a valid email address."] },
    });
    await expect(client.request("/x/")).rejects.toMatchObject({
      status: 502,
      body: { detail: "<html>Bad gateway</html>" },
    });
    await expect(client.request("/x/")).rejects.toMatchObject({ status: 503, body: { detail: "Service Unavailable" } });
  });

  it("builds the URL, query and bearer header", async () => {
    let seen: Request | undefined;
    const client = createApiClient({
      fetch: async (request) => {
        seen = request;
        return Response.json({ ok: true });
      },
      baseUrl: "http://internal/api",
      access: "tok",
    });
    await client.request("/jobs/", { query: { company: "c", is_remote: true, skip: undefined, city: ["A", "B"] } });
    expect(seen?.url).toBe("http://internal/api/jobs/?company=c&is_remote=true&city=A&city=B");
    expect(seen?.headers.get("Authorization")).toBe("Bearer tok");
  });

  it("a call the connection's deadline ends is a 504, before the headers or while the body is read", async () => {
    const timeout = () => new DOMException("no answer from the API within 20 ms", "TimeoutError");
    const stalledBody = new ReadableStream({ pull: (controller) => controller.error(timeout()) });
    const answers = [() => Promise.reject(timeout()), () => Promise.resolve(new Response(stalledBody))];
    const client = createApiClient({
      fetch: () => (answers.shift() ?? (() => Promise.reject(new Error("one call too many"))))(),
      baseUrl: "http://remote/api",
    });
    for (const moment of ["before the headers", "during the body"]) {
      const error: unknown = await client.request("/jobs/").catch((caught: unknown) => caught);
      expect(error, moment).toBeInstanceOf(ApiError);
      expect(error, moment).toMatchObject({ status: 504 });
    }
  });
});
