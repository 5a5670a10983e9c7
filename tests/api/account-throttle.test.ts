import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccountThrottle } from "../../api/services/account-throttle";
import { startTestApi, type TestApi } from "../support/api-harness";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ ACCOUNT_RATE_LIMIT_MAX: "3" });
});
afterAll(() => api.stop());

const signIn = (email: string, password: string) => api.request("/auth/token/", { json: { email, password } });

describe("per-account limits (security.md: per IP and per account)", () => {
  it("refuses sign-in for an e-mail after too many failures, even with the right password, with Retry-After", async () => {
    const user = await api.createUser("EMPLOYEE");
    for (let i = 0; i < 3; i += 1) expect((await signIn(user.email, "Wrong-password-1!")).status).toBe(401);
    // The address in other letter case is the same account.
    const blocked = await signIn(user.email.toUpperCase(), user.password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await blocked.json()).toEqual({ detail: expect.stringMatching(/^Request was throttled\. Expected available in \d+ seconds?\.$/) });
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
      api.request(`/users/${user.id}/activate/not-the-token/`, { json: { password: "Harbour-Light-43!", repeat_password: "Harbour-Light-43!" } });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(404);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("createAccountThrottle", () => {
  it("opens again when the window has passed", () => {
    let now = 0;
    const throttle = createAccountThrottle({ max: 2, windowMs: 60_000, now: () => now });
    throttle.fail("a");
    expect(throttle.retryAfter("a")).toBeNull();
    throttle.fail("a");
    expect(throttle.retryAfter("a")).toBe(60);
    now = 30_500;
    expect(throttle.retryAfter("a")).toBe(30);
    now = 60_000;
    expect(throttle.retryAfter("a")).toBeNull();
  });
});
