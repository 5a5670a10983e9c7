import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenOnLoopback, type Loopback } from "../support/listen-on-loopback";
import { startServer, type StartedServer } from "../support/start-server";
import { LEAKS, NO_RATE_LIMITS, timedFetch } from "./support";

/**
 * security.md "Reliability": the remote API (WEB_ONLY=1, API_URL) unreachable or answering garbage → the web
 * tier shows the error screen within its timeout; never a hang, never a 500 with a stack. The API is a stand-in
 * on loopback whose behaviour each test picks.
 */
type Mode = "reset" | "hang" | "stall-body" | "html" | "html-500" | "wrong-json";
const API_TIMEOUT_MS = 1_500;
const GC_PRESSURE = fileURLToPath(new URL("../support/gc-pressure.mjs", import.meta.url));
/** The timeout plus rendering, on a busy two-core machine. */
const ANSWER_WITHIN_MS = API_TIMEOUT_MS + 3_000;

let mode: Mode = "reset";
let standIn: Loopback;
let web: StartedServer;

beforeAll(async () => {
  standIn = await listenOnLoopback((req, res) => {
    if (mode === "hang") return; // Never answers; the web tier must give up by itself.
    if (mode === "stall-body") {
      res.writeHead(200, { "content-type": "application/json", "content-length": "100" }).write('{"results":');
      return;
    }
    if (mode === "html") {
      res.writeHead(200, { "content-type": "text/html" }).end("<html><body>Welcome to nginx!</body></html>");
    } else if (mode === "html-500") {
      res.writeHead(500, { "content-type": "text/html" }).end("<html><body>Internal Server Error</body></html>");
    } else if (mode === "wrong-json") {
      res.writeHead(200, { "content-type": "application/json" }).end('{"unexpected":true,"results":"no"}');
    } else {
      req.socket.destroy();
    }
  });
  web = await startServer({
    env: {
      WEB_ONLY: "1",
      API_URL: `${standIn.origin}/api`,
      API_TIMEOUT_MS: String(API_TIMEOUT_MS),
      ...NO_RATE_LIMITS,
      // A deadline that a garbage collection can cancel fails here every run, not once in a while
      // (docs/operations.md#a-remote-api-and-its-deadline).
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${JSON.stringify(GC_PRESSURE)}`,
    },
  });
}, 120_000);
afterAll(async () => {
  await web?.stop();
  // Also the connections of the requests it never answered ("hang", "stall-body").
  await standIn?.close();
});

/** A signed-in visitor: the web tier decodes (does not verify) the access token and asks the API for the user. */
function sessionCookie(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const claims = {
    token_type: "access",
    user_id: "7d3c6a57-2a3e-4bb5-9a55-1f0f3d1c6b1e",
    exp: Math.floor(Date.now() / 1000) + 3600,
  };
  const access = `${part({ alg: "HS256", typ: "JWT" })}.${part(claims)}.c2lnbmF0dXJl`;
  return `access=${access}; refresh=${access}`;
}

const page = (path: string, headers: Record<string, string> = {}) =>
  timedFetch(`${web.url}${path}`, { headers: { "accept-language": "en", ...headers } }, 20_000);

const cases: { mode: Mode; status: number; what: string }[] = [
  { mode: "reset", status: 503, what: "unreachable (connections reset)" },
  { mode: "hang", status: 504, what: "hanging (never answers)" },
  { mode: "stall-body", status: 504, what: "stalling after its headers" },
  { mode: "html", status: 502, what: "answering an HTML page with 200" },
  { mode: "html-500", status: 502, what: "answering an HTML 500" },
  { mode: "wrong-json", status: 502, what: "answering JSON of the wrong shape" },
];

describe.each(cases)("a remote API $what", ({ mode: current, status }) => {
  beforeAll(() => {
    mode = current;
  });

  it(`a signed-in page shows the unavailable screen with ${status}, in time, the session kept`, async () => {
    const response = await page("/", { cookie: sessionCookie() });
    expect(response.status).toBe(status);
    expect(response.ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.body).toContain("Temporarily unavailable");
    expect(response.body).toContain(`Error ${status}`);
    expect(response.body).not.toMatch(LEAKS);
    expect(response.body).not.toContain("Unexpected Server Error");
    expect(response.headers.get("set-cookie") ?? "").not.toMatch(/(access|refresh)=;/);
  });

  it("the same in Greek", async () => {
    const response = await page("/employee", { cookie: sessionCookie(), "accept-language": "el" });
    expect(response.status).toBe(status);
    expect(response.body).toContain("Προσωρινά μη διαθέσιμο");
  });

  it("guest pages that read the API answer an error page in time, never a crash or a stack", async () => {
    // /jobs handles API failures itself (an inline message, the upstream status when it is 5xx); a job page
    // lets them escape to the unavailable screen.
    for (const path of ["/jobs", "/jobs/1/description"]) {
      const response = await page(path);
      expect(response.status, path).toBeGreaterThanOrEqual(500);
      expect(response.status, path).toBeLessThanOrEqual(504);
      expect(response.body, path).not.toContain("Unexpected Server Error");
      expect(response.ms, path).toBeLessThan(ANSWER_WITHIN_MS);
      expect(response.headers.get("content-type"), path).toBe("text/html; charset=utf-8");
      expect(response.body, path).not.toMatch(LEAKS);
    }
  });

  it("a sign-in attempt gets the login form's own 'unavailable' answer, not a crash", async () => {
    const response = await timedFetch(
      `${web.url}/login`,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "accept-language": "en" },
        body: new URLSearchParams({ email: "employee@demo.test", password: "Seasonal-2026!" }).toString(),
      },
      20_000,
    );
    expect(response.status).not.toBe(500);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(response.body).not.toMatch(LEAKS);
  });

  it("static parts and the health probe keep answering", async () => {
    expect((await page("/healthz")).status).toBe(200);
    expect((await page("/robots.txt")).status).toBe(200);
  });
});
