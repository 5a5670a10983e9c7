/**
 * Forgotten passwords (issue 12, docs/sessions-and-accounts.md#password-reset-and-a-new-activation-link, security.md
 * "Activation tokens" and "Passwords" applied to reset links): `POST /auth/password-reset/` answers the same for every
 * address and mails a link only to an active account; `GET`/`POST /auth/password-reset/{uuid}/{token}/` checks and uses
 * it once, within 1 hour, under the password rule, and ends every other session (all refresh tokens revoked).
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { outgoingMails, passwordResetTokens, refreshTokens, users } from "../../api/db/schema";
import { PASSWORD_PROBLEMS } from "../../contract/password";
import { apiWithSmtpForThisFile, startTestApi, type TestApi } from "../support/api-harness";
import { RAW_BODIES, rawRequest } from "../support/raw-http";
import type { ReceivedMail } from "../support/smtp-standin";
import { errorFields, fieldCodes, fieldMessages } from "../support/error-bodies";

const NEW_PASSWORD = "Meltemi-Wind-2032!";
const REQUESTED = {
  detail:
    "If an account uses this address, we have sent it a link to choose a new password. The link works once, for 1 hour.",
};
const UNUSABLE = {
  valid: false,
  detail: "This password reset link is invalid or has expired.",
  code: "password_reset_link_invalid",
};

const { api, smtp } = apiWithSmtpForThisFile();

type ResetLink = { url: string; userId: string; token: string; apiPath: string };

function resetLinkIn(mail: Pick<ReceivedMail, "text">): ResetLink {
  const match = /(https?:\/\/\S+?\/reset-password\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+))(?:\?\S*)?(?=\s|$)/.exec(
    mail.text,
  );
  if (!match) throw new Error(`No reset link in:\n${mail.text}`);
  const [, url, userId, token] = match;
  return { url, userId, token, apiPath: `/auth/password-reset/${userId}/${token}/` };
}

const ask = (email: string, target = api) => target.request("/auth/password-reset/", { json: { email } });
const check = (link: Pick<ResetLink, "apiPath">) => api.request(link.apiPath);
const reset = (link: Pick<ResetLink, "apiPath">, password = NEW_PASSWORD, repeat = password) =>
  api.request(link.apiPath, { json: { password, repeat_password: repeat } });
const signIn = (email: string, password: string) => api.request("/auth/token/", { json: { email, password } });

/** Asks for a reset and returns the link of the mail that arrived after `since` mails. */
async function askAndOpenMail(email: string): Promise<ResetLink> {
  const before = smtp.messages.length;
  expect(await (await ask(email)).json()).toStrictEqual(REQUESTED);
  const mail = await smtp.waitFor(
    (received) => received.to.includes(email) && smtp.messages.indexOf(received) >= before,
  );
  return resetLinkIn(mail);
}

describe("asking for a reset", () => {
  it("answers an active, an unknown, an inactive address the same, and mails only the active account", async () => {
    const active = await api.createUser("EMPLOYEE");
    const inactive = await api.createUser("COMPANY", { active: false });
    const before = smtp.messages.length;
    const answers = [];
    for (const email of [active.email, "nobody-here@example.test", inactive.email, active.email.toUpperCase()]) {
      const response = await ask(email);
      answers.push({
        status: response.status,
        body: await response.json(),
        type: response.headers.get("content-type"),
      });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toStrictEqual({ status: 200, body: REQUESTED, type: "application/json; charset=utf-8" });
    await smtp.waitFor((mail) => mail.to.includes(active.email) && smtp.messages.indexOf(mail) >= before);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sentTo = smtp.messages.slice(before).flatMap((mail) => mail.to);
    expect(sentTo.filter((to) => to === active.email).length).toBeGreaterThanOrEqual(1);
    expect(sentTo).not.toContain("nobody-here@example.test");
    expect(sentTo).not.toContain(inactive.email);
  });

  it("stores only the SHA-256 of the token, for 1 hour, and never the token in the mail log", async () => {
    const user = await api.createUser("EMPLOYEE");
    const link = await askAndOpenMail(user.email);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await api.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(createHash("sha256").update(link.token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(link.token);
    const lifetime = rows[0].expiresAt.getTime() - rows[0].createdAt.getTime();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000 + 5_000);
    const stored = await api.db.select().from(outgoingMails).where(eq(outgoingMails.to, user.email));
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(link.token);
  });

  it("writes the mail in the account's language", async () => {
    const user = await api.createUser("EMPLOYEE");
    await api.db.update(users).set({ language: "gr" }).where(eq(users.id, user.id));
    const before = smtp.messages.length;
    await api.request("/auth/password-reset/", { json: { email: user.email }, headers: { "Accept-Language": "en" } });
    const mail = await smtp.waitFor(
      (received) => received.to.includes(user.email) && smtp.messages.indexOf(received) >= before,
    );
    expect(mail.subject).toContain("Νέος κωδικός πρόσβασης");
    expect(mail.text).toContain("λήγει σε 1 ώρα");
  });

  it("kills the older link when a new one is asked for", async () => {
    const user = await api.createUser("EMPLOYEE");
    const first = await askAndOpenMail(user.email);
    const second = await askAndOpenMail(user.email);
    expect((await check(first)).status).toBe(404);
    expect((await check(second)).status).toBe(200);
  });

  it("refuses a malformed address with the field named", async () => {
    const response = await api.request("/auth/password-reset/", { json: { email: "not-an-address" } });
    expect(response.status).toBe(400);
    expect(errorFields(await response.json())).toEqual(["email"]);
    const empty = await api.request("/auth/password-reset/", { json: {} });
    expect(empty.status).toBe(400);
    expect(errorFields(await empty.json())).toEqual(["email"]);
  });

  it("without SMTP_URL puts the mail in the outbox and its link in the log as one line", async () => {
    const local = await startTestApi();
    try {
      const user = await local.createUser("COMPANY");
      expect((await ask(user.email, local)).status).toBe(200);
      let line: { fields?: Record<string, unknown> } | undefined;
      for (let i = 0; i < 50 && !line; i += 1) {
        line = local.logs.find((entry) => entry.message === "mail link (outbox, no SMTP_URL)");
        if (!line) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(String(line?.fields?.link)).toMatch(
        /^http:\/\/localhost:3000\/reset-password\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}\?lng=(en|gr)$/,
      );
    } finally {
      await local.stop();
    }
  });
});

describe("the reset link", () => {
  it("works once: GET valid, POST sets the password and revokes every refresh token, then the link is dead", async () => {
    const user = await api.createUser("EMPLOYEE");
    // A second session besides the harness's one.
    const other = await signIn(user.email, user.password);
    const { refresh: otherRefresh } = (await other.json()) as { refresh: string };
    const link = await askAndOpenMail(user.email);

    const status = await check(link);
    expect(status.status).toBe(200);
    expect(status.headers.get("cache-control")).toBe("no-store");
    expect(await status.json()).toStrictEqual({ valid: true });

    const done = await reset(link);
    expect(done.status).toBe(200);
    expect(await done.json()).toStrictEqual({
      detail: "Your password has been changed. Log in with your new password.",
    });

    for (const refresh of [user.refresh, otherRefresh]) {
      const refused = await api.request("/auth/token/refresh/", { json: { refresh } });
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ code: "token_not_valid" });
    }
    const live = await api.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(live.every((row) => row.revokedAt !== null)).toBe(true);

    expect((await signIn(user.email, user.password)).status).toBe(401);
    const fresh = await signIn(user.email, NEW_PASSWORD);
    expect(fresh.status).toBe(200);
    // The new session works.
    const { refresh } = (await fresh.json()) as { refresh: string };
    expect((await api.request("/auth/token/refresh/", { json: { refresh } })).status).toBe(200);

    const again = await reset(link, "Another-Pass-99!");
    expect(again.status).toBe(404);
    expect(await again.json()).toStrictEqual(UNUSABLE);
    expect((await check(link)).status).toBe(404);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
    // With an SMTP server the token is in no log entry (security.md; docs/mail.md#without-smtp_url).
    expect(JSON.stringify(api.logs)).not.toContain(link.token);
  });

  it("is dead after 1 hour", async () => {
    const user = await api.createUser("EMPLOYEE");
    const link = await askAndOpenMail(user.email);
    await api.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    expect((await check(link)).status).toBe(404);
    const refused = await reset(link);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toStrictEqual(UNUSABLE);
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it("answers an unknown user, a wrong token and malformed values the same way; malformed ones without a query", async () => {
    const user = await api.createUser("EMPLOYEE");
    const link = await askAndOpenMail(user.email);
    const flipped = `${link.token.slice(0, -1)}${link.token.endsWith("A") ? "B" : "A"}`;
    const wellFormed = [
      `/auth/password-reset/00000000-0000-4000-8000-000000000000/${link.token}/`,
      `/auth/password-reset/${link.userId}/${flipped}/`,
    ];
    const malformed = [
      `/auth/password-reset/not-a-uuid/${link.token}/`,
      `/auth/password-reset/${link.userId}/${"x".repeat(500)}/`,
      `/auth/password-reset/${link.userId}/%00%27--/`,
      `/auth/password-reset/${link.userId}/short/`,
    ];
    for (const apiPath of [...wellFormed, ...malformed]) {
      for (const response of [await check({ apiPath }), await reset({ apiPath })]) {
        expect(response.status, apiPath).toBe(404);
        expect(await response.json()).toStrictEqual(UNUSABLE);
      }
    }
    const select = vi.spyOn(api.db, "select");
    try {
      for (const apiPath of malformed) {
        expect((await check({ apiPath })).status).toBe(404);
        expect((await reset({ apiPath })).status).toBe(404);
      }
      expect(select).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
    // None of that used up the real link.
    expect((await reset(link)).status).toBe(200);
  });

  it("lets exactly one of two simultaneous resets through", async () => {
    const user = await api.createUser("EMPLOYEE");
    const link = await askAndOpenMail(user.email);
    const responses = await Promise.all([reset(link, "First-Choice-11!"), reset(link, "Second-Choice-22!")]);
    expect(responses.map((response) => response.status).sort()).toStrictEqual([200, 404]);
    const winner = responses[0].status === 200 ? "First-Choice-11!" : "Second-Choice-22!";
    expect((await signIn(user.email, winner)).status).toBe(200);
  });

  it("lets a social-only account (no password) set one", async () => {
    const user = await api.createUser("EMPLOYEE");
    await api.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const link = await askAndOpenMail(user.email);
    expect((await reset(link)).status).toBe(200);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("does not let a deactivated account back in", async () => {
    const user = await api.createUser("EMPLOYEE");
    const link = await askAndOpenMail(user.email);
    await api.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await check(link)).status).toBe(404);
    expect((await reset(link)).status).toBe(404);
  });
});

describe("the password rule on reset", () => {
  it.each([
    ["aB1!", ["password_too_short"]],
    ["lowercase-only-1", ["password_no_uppercase"]],
    ["NoDigits-here!", ["password_no_digit"]],
    ["NoSpecial123", ["password_no_special"]],
    ["Password1!", ["password_too_common"]],
    [`A1!${"a".repeat(126)}`, ["password_too_long"]],
  ] as const)("refuses %j on the password field, and the link still works", async (password, problems) => {
    const user = await api.createUser("EMPLOYEE");
    const link = await askAndOpenMail(user.email);
    const refused = await reset(link, password);
    expect(refused.status).toBe(400);
    const body = await refused.json();
    expect(fieldMessages(body)).toStrictEqual({ password: problems.map((code) => PASSWORD_PROBLEMS[code]) });
    expect(fieldCodes(body)).toStrictEqual({ password: problems });
    expect((await check(link)).status).toBe(200);
  });

  it("names a mismatched repeat and missing fields", async () => {
    const user = await api.createUser("EMPLOYEE");
    const link = await askAndOpenMail(user.email);
    const mismatch = await reset(link, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(mismatch.status).toBe(400);
    expect(fieldMessages(await mismatch.json())).toStrictEqual({
      repeat_password: [PASSWORD_PROBLEMS.password_mismatch],
    });
    const missing = await api.request(link.apiPath, { json: {} });
    expect(missing.status).toBe(400);
    expect(errorFields(await missing.json()).sort()).toEqual(["password", "repeat_password"]);
  });
});

describe("per-address and per-account limits (security.md)", () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await startTestApi({ ACCOUNT_RATE_LIMIT_MAX: "3", SMTP_URL: smtp.url });
  });
  afterAll(() => limited.stop());

  it("answers 429 with Retry-After after too many requests for one address, known or not, in any case", async () => {
    const user = await limited.createUser("EMPLOYEE");
    for (const email of [user.email, "ghost@example.test"]) {
      for (let i = 0; i < 3; i += 1)
        expect((await ask(i === 1 ? email.toUpperCase() : email, limited)).status).toBe(200);
      const blocked = await ask(email, limited);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await blocked.json()).toEqual({
        detail: expect.stringMatching(/^Request was throttled\. Expected available in \d+ seconds?\.$/),
        code: "throttled",
        params: { seconds: expect.any(Number) },
      });
    }
    expect((await ask("someone-else@example.test", limited)).status).toBe(200);
  });

  it("answers 429 after too many dead links for one account", async () => {
    const user = await limited.createUser("EMPLOYEE");
    const attempt = () =>
      limited.request(`/auth/password-reset/${user.id}/${"A".repeat(43)}/`, {
        json: { password: NEW_PASSWORD, repeat_password: NEW_PASSWORD },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(404);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("every method, with and without a body, over real HTTP", () => {
  it("never answers 5xx, and answers JSON", async () => {
    const user = await api.createUser("EMPLOYEE");
    const paths = [
      "/auth/password-reset/",
      `/auth/password-reset/${user.id}/${"A".repeat(43)}/`,
      `/auth/password-reset/not-a-uuid/x/`,
    ];
    const failures: string[] = [];
    for (const path of paths) {
      for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
        for (const [name, body] of Object.entries(RAW_BODIES)) {
          const response = await rawRequest(api.origin, method, `/api${path}`, { body });
          const json = method === "HEAD" || response.headers["content-type"]?.toString().startsWith("application/json");
          if (response.status >= 500 || !json) failures.push(`${method} ${path} with ${name} → ${response.status}`);
          if (method === "POST" && path === "/auth/password-reset/" && response.status !== 400) {
            failures.push(`POST ${path} with ${name} → ${response.status}, not 400`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
