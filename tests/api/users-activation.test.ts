/**
 * The activation link (design section 7, security.md "Activation tokens" and "Passwords"): followed from the
 * mail the SMTP stand-in received, GET says whether it is usable, POST sets the password and activates, once.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activationTokens, users } from "../../api/db/schema";
import { PASSWORD_PROBLEMS } from "../../contract/password";
import { apiWithSmtpForThisFile } from "../support/api-harness";
import { activationLinkIn, type ActivationLink } from "../support/smtp-standin";
import { fieldCodes, fieldMessages } from "../support/error-bodies";

const PASSWORD = "Sea-Breeze-2031!";
const UNUSABLE = { valid: false, detail: "This activation link is invalid or has expired." };

const { api, smtp } = apiWithSmtpForThisFile();

let counter = 0;

/** Signs up through the API and returns the link from the mail that arrived, as a person would click it. */
async function signUpAndOpenMail(fields: Record<string, unknown> = {}): Promise<ActivationLink & { email: string }> {
  const email = `activate-${Date.now()}-${(counter += 1)}@example.test`;
  const response = await api.request("/users/", {
    json: { first_name: "Kostas", last_name: "Dimitriou", role: "COMPANY", email, ...fields },
  });
  expect(response.status).toBe(201);
  const mail = await smtp.waitFor((received) => received.to.includes(email));
  return { ...activationLinkIn(mail), email };
}

const check = (link: ActivationLink) => api.request(link.apiPath);
const activate = (link: ActivationLink, password = PASSWORD, repeat = password) =>
  api.request(link.apiPath, { json: { password, repeat_password: repeat } });

async function accountOf(id: string) {
  const [row] = await api.db.select().from(users).where(eq(users.id, id));
  return row;
}

describe("activation link", () => {
  it("works once: GET valid, POST activates with an argon2id hash, then the link is dead", async () => {
    const link = await signUpAndOpenMail();
    const status = await check(link);
    expect(status.status).toBe(200);
    expect(await status.json()).toStrictEqual({ valid: true });
    // A GET never activates.
    expect((await accountOf(link.userId)).isActive).toBe(false);

    const done = await activate(link);
    expect(done.status).toBe(200);
    expect(await done.json()).toStrictEqual({ detail: "Your account is active. You can now log in." });
    const account = await accountOf(link.userId);
    expect(account.isActive).toBe(true);
    expect(account.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    const [token] = await api.db.select().from(activationTokens).where(eq(activationTokens.userId, link.userId));
    expect(token.usedAt).toBeInstanceOf(Date);

    const signIn = await api.request("/auth/token/", { json: { email: link.email, password: PASSWORD } });
    expect(signIn.status).toBe(200);
    expect((await signIn.json()).user).toMatchObject({ uuid: link.userId, role: "COMPANY" });

    const again = await activate(link, "Another-Pass-99!");
    expect(again.status).toBe(404);
    expect(await again.json()).toStrictEqual(UNUSABLE);
    expect((await check(link)).status).toBe(404);
    expect((await accountOf(link.userId)).passwordHash).toBe(account.passwordHash);
  });

  it("is dead after 72 hours", async () => {
    const link = await signUpAndOpenMail();
    await api.db
      .update(activationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(activationTokens.userId, link.userId));
    for (const response of [await check(link), await activate(link)]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toStrictEqual(UNUSABLE);
    }
    expect(await accountOf(link.userId)).toMatchObject({ isActive: false, passwordHash: null });
  });

  it("answers an unknown user, a wrong token and malformed values the same way", async () => {
    const link = await signUpAndOpenMail();
    const other = await signUpAndOpenMail();
    const wrong: ActivationLink[] = [
      { ...link, apiPath: `/users/00000000-0000-4000-8000-000000000000/activate/${link.token}/` },
      { ...link, apiPath: `/users/${link.userId}/activate/${other.token}/` },
      {
        ...link,
        apiPath: `/users/${link.userId}/activate/${link.token.slice(0, -1)}${link.token.endsWith("A") ? "B" : "A"}/`,
      },
      { ...link, apiPath: `/users/not-a-uuid/activate/${link.token}/` },
      { ...link, apiPath: `/users/${link.userId}/activate/${"x".repeat(500)}/` },
      { ...link, apiPath: `/users/${link.userId}/activate/%00%27--/` },
    ];
    for (const attempt of wrong) {
      for (const response of [await check(attempt), await activate(attempt)]) {
        expect(response.status, attempt.apiPath).toBe(404);
        expect(await response.json()).toStrictEqual(UNUSABLE);
      }
    }
    // None of that used up the real links.
    expect((await activate(link)).status).toBe(200);
    expect((await activate(other)).status).toBe(200);
  });

  it("lets exactly one of two simultaneous activations through", async () => {
    const link = await signUpAndOpenMail();
    const responses = await Promise.all([activate(link, "First-Choice-11!"), activate(link, "Second-Choice-22!")]);
    expect(responses.map((response) => response.status).sort()).toStrictEqual([200, 404]);
    const winner = responses[0].status === 200 ? "First-Choice-11!" : "Second-Choice-22!";
    const signIn = await api.request("/auth/token/", { json: { email: link.email, password: winner } });
    expect(signIn.status).toBe(200);
  });
});

describe("the password rule on activation", () => {
  it.each([
    ["aB1!", ["password_too_short"]],
    ["lowercase-only-1", ["password_no_uppercase"]],
    ["No-Digits-Here!", ["password_no_digit"]],
    ["NoSpecial123", ["password_no_special"]],
    ["short", ["password_too_short", "password_no_uppercase", "password_no_digit", "password_no_special"]],
    ["Password1!", ["password_too_common"]],
    [`Aa1!${"x".repeat(125)}`, ["password_too_long"]],
  ] as const)("refuses %j naming each unmet part, and keeps the link usable", async (password, problems) => {
    const link = await signUpAndOpenMail();
    const response = await activate(link, password);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(fieldMessages(body)).toStrictEqual({ password: problems.map((code) => PASSWORD_PROBLEMS[code]) });
    expect(fieldCodes(body)).toStrictEqual({ password: problems });
    expect(await accountOf(link.userId)).toMatchObject({ isActive: false, passwordHash: null });
    expect((await check(link)).status).toBe(200);
  });

  it("accepts 128 characters exactly, never truncating", async () => {
    const link = await signUpAndOpenMail();
    const long = `Aa1!${"x".repeat(124)}`;
    expect((await activate(link, long)).status).toBe(200);
    const cut = await api.request("/auth/token/", { json: { email: link.email, password: long.slice(0, 72) } });
    expect(cut.status).toBe(401);
    expect((await api.request("/auth/token/", { json: { email: link.email, password: long } })).status).toBe(200);
  });

  it("names missing fields and a mismatched repeat", async () => {
    const link = await signUpAndOpenMail();
    const empty = await api.request(link.apiPath, { method: "POST" });
    expect(empty.status).toBe(400);
    expect(fieldMessages(await empty.json())).toStrictEqual({
      password: ["This field is required."],
      repeat_password: ["This field is required."],
    });
    const mismatch = await activate(link, PASSWORD, `${PASSWORD}x`);
    expect(mismatch.status).toBe(400);
    expect(fieldMessages(await mismatch.json())).toStrictEqual({
      repeat_password: [PASSWORD_PROBLEMS.password_mismatch],
    });
    expect((await accountOf(link.userId)).isActive).toBe(false);
  });
});
