/**
 * security.md "Redirect targets never leave the origin" (docs/operations.md#starting), through the real routes: `POST
 * /login` with
 * `redirectTo=/.//evil.test` or `/..//evil.test` sent the browser to evil.test, and so did
 * `/employee/profile/create?redirectTo=/..//evil.test` for a worker who has a profile. tests/unit/safe-redirect.test.ts
 * holds the property over generated targets; here every way in is tried with the attackers' spellings.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type StartedServer } from "../support/start-server";

const TARGETS = [
  "/.//evil.test",
  "/..//evil.test",
  "/./..//evil.test/x",
  "/%2e//evil.test",
  "//evil.test",
  "/\\evil.test",
  "https://evil.test/",
];

let server: StartedServer;
beforeAll(async () => {
  server = await startServer({
    env: { RATE_LIMIT_STRICT_MAX: "1000", RATE_LIMIT_MAX: "100000" },
    embeddedDatabase: true,
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

/** Where a browser on `page` goes with this answer's Location. */
function landing(response: Response, page: string): URL {
  const location = response.headers.get("location");
  expect(location, `status ${response.status}`).toBeTruthy();
  return new URL(location ?? "", page);
}

async function logIn(redirectTo: string): Promise<Response> {
  return fetch(`${server.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: new URLSearchParams({ email: "employee@demo.test", password: "Seasonal-2026!", redirectTo }),
  });
}

describe("redirect targets never leave the origin", () => {
  it.each(TARGETS)("POST /login with redirectTo=%s stays on our origin", async (target) => {
    const response = await logIn(target);
    expect(response.status).toBe(302);
    expect(landing(response, `${server.url}/login`).origin).toBe(server.url);
  });

  it.each(TARGETS)(
    "/employee/profile/create?redirectTo=%s stays on our origin for a worker with a profile",
    async (target) => {
      const signedIn = await logIn("/employee");
      const cookie = signedIn.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
      const page = `${server.url}/employee/profile/create?redirectTo=${encodeURIComponent(target)}`;
      const response = await fetch(page, { redirect: "manual", headers: { cookie } });
      expect(response.status).toBe(302);
      expect(landing(response, page).origin).toBe(server.url);
    },
  );

  it("still returns to a page of ours", async () => {
    const response = await logIn("/jobs?search=chef");
    expect(landing(response, `${server.url}/login`).href).toBe(`${server.url}/jobs?search=chef`);
  });
});
