import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionMark } from "../../server/session-mark";

/**
 * `X-Session` (server/session-mark.ts) is the session the browser holds once the response arrives, which is what the
 * service worker needs to know: a sign-in's answer says `user` though its request had no session, a sign-out's or an
 * ended session's says `guest` though its request carried the cookies, and a page that leaves the cookies alone says
 * what its request carried. The cookie attributes are those of app/lib/session/cookies.server.ts.
 */
const ATTRIBUTES = "Path=/; HttpOnly; SameSite=Lax";
let url: string;
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(sessionMark());
  app.get("/page", (_req, res) => void res.send("<p>page</p>"));
  app.post("/login", (_req, res) => {
    res.append("Set-Cookie", `access=a.b.c; Max-Age=86400; ${ATTRIBUTES}`);
    res.append("Set-Cookie", `refresh=d.e.f; Max-Age=604800; ${ATTRIBUTES}`);
    res.redirect(303, "/page");
  });
  app.post("/logout", (_req, res) => {
    res.append("Set-Cookie", `access=; Max-Age=0; ${ATTRIBUTES}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`);
    res.append("Set-Cookie", `refresh=; Max-Age=0; ${ATTRIBUTES}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`);
    res.redirect(303, "/");
  });
  app.get("/refreshed", (_req, res) => {
    res.append("Set-Cookie", `access=g.h.i; Max-Age=86400; ${ATTRIBUTES}`);
    res.send("<p>page</p>");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close?.());

async function session(method: string, path: string, cookie?: string): Promise<string | null> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: cookie === undefined ? {} : { cookie },
    redirect: "manual",
  });
  return response.headers.get("x-session");
}

describe("X-Session", () => {
  it("says guest without the refresh cookie, whatever else the browser sends", async () => {
    expect(await session("GET", "/page")).toBe("guest");
    expect(await session("GET", "/page", "i18next=en; mode=lite")).toBe("guest");
    expect(await session("GET", "/page", "access=a.b.c; i18next=en")).toBe("guest");
    expect(await session("GET", "/page", "refresh=; i18next=en")).toBe("guest");
  });

  it("says user with the refresh cookie, also when only the access token is renewed", async () => {
    expect(await session("GET", "/page", "i18next=en; access=a.b.c; refresh=d.e.f")).toBe("user");
    expect(await session("GET", "/refreshed", "refresh=d.e.f")).toBe("user");
  });

  it("says what the response leaves: user after signing in, guest after signing out or an ended session", async () => {
    expect(await session("POST", "/login", "i18next=en")).toBe("user");
    expect(await session("POST", "/logout", "access=a.b.c; refresh=d.e.f")).toBe("guest");
  });
});
