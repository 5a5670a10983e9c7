import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../api/db/demo/people";
import { jsonBody, rawRequest, type RawBody } from "../support/raw-http";
import { startServer, type StartedServer } from "../support/start-server";

/**
 * The sign-in throttle counts per account and client (issue 19,
 * docs/sessions-and-accounts.md#tokens-and-bearer-authentication), with the client as the server sees it: the socket's
 * address, or X-Forwarded-For only as far as TRUST_PROXY says. Each client here is another loopback source address
 * (127.0.0.2, …), so a stranger failing on purpose is refused while the owner, elsewhere, signs in; a forged
 * X-Forwarded-For changes nothing; the web tier's /login hands the API the browser's address (in process, and to a
 * remote API as X-Forwarded-For that the API trusts per its own TRUST_PROXY).
 */
const LIMITS = { ACCOUNT_RATE_LIMIT_MAX: "3", RATE_LIMIT_STRICT_MAX: "1000", RATE_LIMIT_MAX: "10000" };
const WRONG = "Wrong-password-1!";
const OWNER = "127.0.0.1";

const signInBody = (email: string, password: string) => jsonBody({ email, password });
const loginForm = (email: string, password: string): RawBody => ({
  kind: "chunked",
  chunks: [new URLSearchParams({ email, password }).toString()],
  type: "application/x-www-form-urlencoded",
});

/** The API's sign-in from `from`, claiming to be `claimed` in X-Forwarded-For when given. */
async function apiSignIn(server: StartedServer, from: string, email: string, password: string, claimed?: string) {
  const headers: Record<string, string> = claimed ? { "X-Forwarded-For": claimed } : {};
  return (
    await rawRequest(server.url, "POST", "/api/auth/token/", { from, headers, body: signInBody(email, password) })
  ).status;
}

/** The web tier's /login form, as a browser without JavaScript posts it. */
async function webLogin(server: StartedServer, from: string, email: string, password: string, claimed?: string) {
  const headers: Record<string, string> = { Origin: server.url, ...(claimed ? { "X-Forwarded-For": claimed } : {}) };
  const response = await rawRequest(server.url, "POST", "/login", { from, headers, body: loginForm(email, password) });
  const setCookie = [response.headers["set-cookie"] ?? []].flat();
  return { status: response.status, signedIn: setCookie.some((cookie) => cookie.startsWith("access=ey")) };
}

describe("one server, no proxy trusted", () => {
  let server: StartedServer;
  beforeAll(async () => {
    server = await startServer({ embeddedDatabase: true, env: LIMITS });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("the API refuses the stranger's address, forged X-Forwarded-For or not, and lets the owner in", async () => {
    const email = "employee@demo.test";
    for (let i = 0; i < 3; i += 1)
      expect(await apiSignIn(server, "127.0.0.2", email, WRONG, `203.0.113.${i}`)).toBe(401);
    expect(await apiSignIn(server, "127.0.0.2", email, DEMO_PASSWORD)).toBe(429);
    expect(await apiSignIn(server, "127.0.0.2", email, DEMO_PASSWORD, "198.51.100.7")).toBe(429);
    expect(await apiSignIn(server, OWNER, email, DEMO_PASSWORD)).toBe(200);
  });

  it("/login keys on the browser's address: the stranger's browser is refused, the owner's signs in", async () => {
    const email = "company@demo.test";
    for (let i = 0; i < 3; i += 1) expect((await webLogin(server, "127.0.0.3", email, WRONG)).status).toBe(401);
    const refused = await webLogin(server, "127.0.0.3", email, DEMO_PASSWORD, OWNER);
    expect(refused).toStrictEqual({ status: 429, signedIn: false });
    expect(await webLogin(server, OWNER, email, DEMO_PASSWORD)).toStrictEqual({ status: 302, signedIn: true });
  });
});

describe("the web tier and a remote API behind it (API_URL), the API trusting loopback", () => {
  let api: StartedServer;
  let web: StartedServer;
  beforeAll(async () => {
    api = await startServer({ embeddedDatabase: true, env: { ...LIMITS, API_ONLY: "1", TRUST_PROXY: "loopback" } });
    web = await startServer({ env: { ...LIMITS, WEB_ONLY: "1", API_URL: `${api.url}/api` } });
  }, 180_000);
  afterAll(async () => {
    await web?.stop();
    await api?.stop();
  });

  it("/login names the browser to the API: the stranger's browser is refused, the owner's signs in", async () => {
    const email = "newemployee@demo.test";
    // The browser's own X-Forwarded-For is not believed by the web tier (no TRUST_PROXY there), so not passed on.
    for (let i = 0; i < 3; i += 1)
      expect((await webLogin(web, "127.0.0.4", email, WRONG, `203.0.113.${i}`)).status).toBe(401);
    expect(await webLogin(web, "127.0.0.4", email, DEMO_PASSWORD, OWNER)).toStrictEqual({
      status: 429,
      signedIn: false,
    });
    expect(await webLogin(web, OWNER, email, DEMO_PASSWORD)).toStrictEqual({ status: 302, signedIn: true });
  });
});
