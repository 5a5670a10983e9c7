/**
 * A lost activation mail (issue 12, docs/sessions-and-accounts.md#password-reset-and-a-new-activation-link): `POST
 * /users/activation/resend/` answers the same for every address, and mails a new link only to an account waiting for
 * activation; the older link dies.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activationTokens, users } from "../../api/db/schema";
import { apiWithSmtpForThisFile, startTestApi, type TestApi } from "../support/api-harness";
import { everyMethodFailures } from "../support/raw-http";
import { activationLinkIn } from "../support/smtp-standin";
import { errorFields } from "../support/error-bodies";

const PASSWORD = "Sea-Breeze-2031!";
const RESENT = {
  detail: "If an account with this address is waiting for activation, we have sent it a new activation link.",
};

const { api, smtp } = apiWithSmtpForThisFile();

let counter = 0;
const resend = (email: string, target = api) => target.request("/users/activation/resend/", { json: { email } });
const activate = (apiPath: string) => api.request(apiPath, { json: { password: PASSWORD, repeat_password: PASSWORD } });

async function nextMailTo(email: string, before: number) {
  return smtp.waitFor((received) => received.to.includes(email) && smtp.messages.indexOf(received) >= before);
}

async function signUp(language = "en") {
  const email = `resend-${Date.now()}-${(counter += 1)}@example.test`;
  const before = smtp.messages.length;
  const response = await api.request("/users/", {
    json: { first_name: "Eleni", last_name: "Papadaki", role: "EMPLOYEE", email, language },
  });
  expect(response.status).toBe(201);
  return { email, first: activationLinkIn(await nextMailTo(email, before)) };
}

describe("resending the activation mail", () => {
  it("sends a new link that works, and the first link is dead", async () => {
    const { email, first } = await signUp();
    const before = smtp.messages.length;
    const response = await resend(email);
    expect(response.status).toBe(200);
    expect(await response.json()).toStrictEqual(RESENT);
    const second = activationLinkIn(await nextMailTo(email, before));
    expect(second.token).not.toBe(first.token);
    expect(second.userId).toBe(first.userId);

    // Stored hashed, as at sign-up.
    const rows = await api.db.select().from(activationTokens).where(eq(activationTokens.userId, first.userId));
    expect(rows.map((row) => row.tokenHash)).toContain(createHash("sha256").update(second.token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(second.token);

    expect((await api.request(first.apiPath)).status).toBe(404);
    expect((await activate(first.apiPath)).status).toBe(404);
    expect((await activate(second.apiPath)).status).toBe(200);
    expect((await api.request("/auth/token/", { json: { email, password: PASSWORD } })).status).toBe(200);
  });

  it("writes the new mail in the account's language", async () => {
    const { email } = await signUp("gr");
    const before = smtp.messages.length;
    await api.request("/users/activation/resend/", { json: { email }, headers: { "Accept-Language": "en" } });
    expect((await nextMailTo(email, before)).subject).toContain("Ενεργοποιήστε");
  });

  it("answers an unknown, an active and a deactivated address the same, and mails none of them", async () => {
    const { email: waiting } = await signUp();
    const active = await api.createUser("EMPLOYEE");
    const deactivated = await api.createUser("COMPANY", { active: false });
    await api.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, deactivated.id));
    const before = smtp.messages.length;
    const answers = [];
    for (const email of [waiting, "nobody@example.test", active.email, deactivated.email]) {
      const response = await resend(email);
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(answers).toStrictEqual(Array(4).fill({ status: 200, body: RESENT }));
    await nextMailTo(waiting, before);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sentTo = smtp.messages.slice(before).flatMap((mail) => mail.to);
    expect(sentTo).not.toContain(active.email);
    expect(sentTo).not.toContain(deactivated.email);
    expect(sentTo).not.toContain("nobody@example.test");
  });

  it("refuses a malformed address with the field named", async () => {
    const response = await api.request("/users/activation/resend/", { json: { email: "nope" } });
    expect(response.status).toBe(400);
    expect(errorFields(await response.json())).toEqual(["email"]);
  });
});

describe("the per-address limit", () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await startTestApi({ ACCOUNT_RATE_LIMIT_MAX: "3", SMTP_URL: smtp.url });
  });
  afterAll(() => limited.stop());

  it("answers 429 with Retry-After after too many requests for one address, known or not", async () => {
    const user = await limited.createUser("EMPLOYEE", { active: false });
    for (const email of [user.email, "ghost@example.test"]) {
      for (let i = 0; i < 3; i += 1) expect((await resend(email, limited)).status).toBe(200);
      const blocked = await resend(email.toUpperCase(), limited);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect((await resend("someone-else@example.test", limited)).status).toBe(200);
  });
});

describe("every method, with and without a body, over real HTTP", () => {
  it("never answers 5xx, and answers JSON; a POST without a valid body is 400", async () => {
    expect(await everyMethodFailures(api.origin, "/api/users/activation/resend/", { post: 400 })).toEqual([]);
  });
});
