/**
 * Account settings (issue 12 "Settings", docs/sessions-and-accounts.md#account-settings): change the password (current
 * one required, other sessions end), change the e-mail address (a single-use hashed link to the new address, a notice
 * to the old), the e-mail preferences of the signed-in user, and signing out of every device. Each endpoint against a
 * guest, both roles and their own account only; every bad field; expired, reused and forged links; the limits.
 */
import { createHash } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  companies,
  emailChangeTokens,
  employeeProfiles,
  jobs,
  outgoingMails,
  refreshTokens,
  users,
} from "../../api/db/schema";
import { PASSWORD_PROBLEMS } from "../../contract/password";
import { SETTINGS_MESSAGES } from "../../contract/settings";
import { EMAIL_TAKEN_MESSAGE } from "../../contract/users";
import { apiWithSmtpForThisFile, startTestApi, type TestUser } from "../support/api-harness";
import { rawRequest } from "../support/raw-http";
import { errorFields, fieldCodes, fieldMessages } from "../support/error-bodies";

const NEW_PASSWORD = "Sirocco-Breeze-2031!";
const UNUSABLE = { valid: false, detail: SETTINGS_MESSAGES.emailChangeInvalid, code: "email_change_link_invalid" };

const { api, smtp } = apiWithSmtpForThisFile();

const signIn = (email: string, password: string) => api.request("/auth/token/", { json: { email, password } });
const refresh = (token: string) => api.request("/auth/token/refresh/", { json: { refresh: token } });
const changePassword = (as: TestUser | null, body: Record<string, unknown>) =>
  api.request("/users/me/password/", { as, json: body });
const askEmailChange = (as: TestUser | null, body: Record<string, unknown>) =>
  api.request("/users/me/email/", { as, json: body });
const newAddress = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}@example.test`;

type ChangeLink = { userId: string; token: string; apiPath: string };

/** Asks to change the address and returns the link of the mail the new address got. */
async function askAndOpenMail(user: TestUser, email: string): Promise<ChangeLink> {
  const before = smtp.messages.length;
  const response = await askEmailChange(user, {
    email,
    password: user.password,
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toStrictEqual({
    detail: SETTINGS_MESSAGES.emailChangeRequested,
  });
  const mail = await smtp.waitFor(
    (received) => received.to.includes(email) && smtp.messages.indexOf(received) >= before,
  );
  const match = /\/email-change\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{43})(?:\?\S*)?(?=\s|$)/.exec(mail.text);
  if (!match) throw new Error(`No link in:\n${mail.text}`);
  return {
    userId: match[1],
    token: match[2],
    apiPath: `/users/email-change/${match[1]}/${match[2]}/`,
  };
}

describe("who may call", () => {
  it("refuses a guest on every signed-in endpoint with 401, and a bad token with token_not_valid", async () => {
    const calls: [string, string][] = [
      ["POST", "/users/me/password/"],
      ["POST", "/users/me/email/"],
      ["GET", "/users/me/mail-preferences/"],
      ["PATCH", "/users/me/mail-preferences/"],
      ["POST", "/users/me/sign-out-everywhere/"],
    ];
    for (const [method, path] of calls) {
      const guest = await api.request(path, {
        method,
        json: method === "GET" ? undefined : {},
      });
      expect(guest.status, `${method} ${path}`).toBe(401);
      const forged = await api.request(path, {
        method,
        headers: { Authorization: "Bearer not.a.token" },
      });
      expect(forged.status).toBe(401);
      expect(((await forged.json()) as { code?: string }).code).toBe("token_not_valid");
    }
  });

  it("lets both roles change only their own account: there is no id to point at another", async () => {
    const worker = await api.createUser("EMPLOYEE");
    const hotel = await api.createUser("COMPANY");
    const response = await changePassword(hotel, {
      current_password: worker.password,
      password: NEW_PASSWORD,
      repeat_password: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);
    // The hotel's password changed; the worker (same old password) still signs in with it.
    expect((await signIn(worker.email, worker.password)).status).toBe(200);
    expect((await signIn(hotel.email, NEW_PASSWORD)).status).toBe(200);
    expect((await signIn(hotel.email, hotel.password)).status).toBe(401);
  });
});

describe("POST /users/me/password/", () => {
  it("changes the password, revokes every other session and gives the caller a new pair", async () => {
    const user = await api.createUser("EMPLOYEE");
    const other = (await (await signIn(user.email, user.password)).json()) as {
      refresh: string;
    };
    const response = await changePassword(user, {
      current_password: user.password,
      password: NEW_PASSWORD,
      repeat_password: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      access: string;
      refresh: string;
      detail: string;
      user: { uuid: string };
    };
    expect(body.detail).toBe(SETTINGS_MESSAGES.passwordChanged);
    expect(body.user.uuid).toBe(user.id);
    // Both older refresh tokens are dead; the new one works.
    expect((await refresh(other.refresh)).status).toBe(401);
    expect((await refresh(user.refresh)).status).toBe(401);
    expect((await refresh(body.refresh)).status).toBe(200);
    const live = await api.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(live.filter((row) => row.revokedAt === null)).toHaveLength(1);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
    expect((await signIn(user.email, user.password)).status).toBe(401);
  });

  it("refuses a wrong current password on its field, and changes nothing", async () => {
    const user = await api.createUser("COMPANY");
    const response = await changePassword(user, {
      current_password: "Wrong-Password-1!",
      password: NEW_PASSWORD,
      repeat_password: NEW_PASSWORD,
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(fieldMessages(body)).toStrictEqual({ current_password: [SETTINGS_MESSAGES.wrongPassword] });
    expect(fieldCodes(body)).toStrictEqual({ current_password: ["wrong_current_password"] });
    expect((await refresh(user.refresh)).status).toBe(200);
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it("names every bad field: missing, the password rule, the repeat, a wrong type", async () => {
    const user = await api.createUser("EMPLOYEE");
    const empty = await changePassword(user, {});
    expect(empty.status).toBe(400);
    expect(errorFields(await empty.json()).sort()).toEqual(["current_password", "password", "repeat_password"]);
    const weak = await changePassword(user, {
      current_password: user.password,
      password: "short",
      repeat_password: "short",
    });
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { password: string[] }).password).toContain(PASSWORD_PROBLEMS.password_too_short);
    const common = await changePassword(user, {
      current_password: user.password,
      password: "Password1!",
      repeat_password: "Password1!",
    });
    const commonBody = await common.json();
    expect((commonBody as { password: string[] }).password).toContain(PASSWORD_PROBLEMS.password_too_common);
    expect(fieldCodes(commonBody).password).toContain("password_too_common");
    const mismatch = await changePassword(user, {
      current_password: user.password,
      password: NEW_PASSWORD,
      repeat_password: `${NEW_PASSWORD}x`,
    });
    const mismatched = await mismatch.json();
    expect(fieldMessages(mismatched)).toStrictEqual({ repeat_password: [PASSWORD_PROBLEMS.password_mismatch] });
    expect(fieldCodes(mismatched)).toStrictEqual({ repeat_password: ["password_mismatch"] });
    const typed = await changePassword(user, {
      current_password: 42,
      password: NEW_PASSWORD,
      repeat_password: NEW_PASSWORD,
    });
    expect(errorFields(await typed.json())).toEqual(["current_password"]);
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it("tells a social-only account (no password) how to choose one", async () => {
    const user = await api.createUser("EMPLOYEE");
    await api.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const response = await changePassword(user, {
      current_password: "anything",
      password: NEW_PASSWORD,
      repeat_password: NEW_PASSWORD,
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(fieldMessages(body)).toStrictEqual({ current_password: [SETTINGS_MESSAGES.noPassword] });
    expect(fieldCodes(body)).toStrictEqual({ current_password: ["no_password"] });
  });
});

describe("the limits on the current password", () => {
  it("answers 429 with Retry-After after ACCOUNT_RATE_LIMIT_MAX wrong passwords, the right one too, per account", async () => {
    const limited = await startTestApi({ ACCOUNT_RATE_LIMIT_MAX: "3" });
    try {
      const user = await limited.createUser("EMPLOYEE");
      const bystander = await limited.createUser("EMPLOYEE");
      const attempt = (as: TestUser, current: string) =>
        limited.request("/users/me/email/", {
          as,
          json: { email: newAddress("limit"), password: current },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt(user, "Wrong-Password-1!")).status).toBe(400);
      const blocked = await attempt(user, user.password);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
      const password = await limited.request("/users/me/password/", {
        as: user,
        json: {
          current_password: user.password,
          password: NEW_PASSWORD,
          repeat_password: NEW_PASSWORD,
        },
      });
      expect(password.status).toBe(429);
      expect((await attempt(bystander, bystander.password)).status).toBe(200);
    } finally {
      await limited.stop();
    }
  });
});

describe("changing the e-mail address", () => {
  it("mails a single-use link to the new address and a notice to the old, stores only the hash, for 24 hours", async () => {
    const user = await api.createUser("EMPLOYEE");
    const target = newAddress("new");
    const before = smtp.messages.length;
    const link = await askAndOpenMail(user, target);
    expect(link.userId).toBe(user.id);
    const notice = await smtp.waitFor((mail) => mail.to.includes(user.email) && smtp.messages.indexOf(mail) >= before);
    // The address is shown, with zero-width spaces that keep mail programs from linking it
    // (docs/sessions-and-accounts.md#sign-up).
    expect(notice.text.replaceAll("\u200B", "")).toContain(target);
    expect(notice.text).not.toContain(target);
    expect(notice.text).not.toContain("/email-change/");
    const rows = await api.db.select().from(emailChangeTokens).where(eq(emailChangeTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(createHash("sha256").update(link.token).digest("hex"));
    expect(rows[0].newEmail).toBe(target);
    const lifetime = rows[0].expiresAt.getTime() - rows[0].createdAt.getTime();
    expect(lifetime).toBeGreaterThan(24 * 3_600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(24 * 3_600_000 + 5_000);
    const stored = await api.db.select().from(outgoingMails).where(eq(outgoingMails.to, target));
    expect(JSON.stringify(stored)).not.toContain(link.token);
    // Nothing changed yet: the old address still signs in.
    expect((await signIn(user.email, user.password)).status).toBe(200);

    const check = await api.request(link.apiPath);
    expect(check.status).toBe(200);
    expect(await check.json()).toStrictEqual({ valid: true, email: target });
    const confirmed = await api.request(link.apiPath, { method: "POST" });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toStrictEqual({
      detail: SETTINGS_MESSAGES.emailChanged,
      email: target,
    });
    expect((await signIn(target, user.password)).status).toBe(200);
    expect((await signIn(user.email, user.password)).status).toBe(401);

    // Reused: dead, for GET and POST alike.
    expect(await (await api.request(link.apiPath)).json()).toStrictEqual(UNUSABLE);
    const again = await api.request(link.apiPath, { method: "POST" });
    expect(again.status).toBe(404);
    expect(await again.json()).toStrictEqual(UNUSABLE);
  });

  it("writes both mails in the account's language", async () => {
    const user = await api.createUser("COMPANY");
    await api.db.update(users).set({ language: "gr" }).where(eq(users.id, user.id));
    const target = newAddress("gr");
    const before = smtp.messages.length;
    await askAndOpenMail(user, target);
    const toNew = smtp.messages.slice(before).find((mail) => mail.to.includes(target));
    const toOld = await smtp.waitFor((mail) => mail.to.includes(user.email) && smtp.messages.indexOf(mail) >= before);
    expect(toNew?.subject).toContain("Επιβεβαιώστε τη νέα διεύθυνση e-mail");
    expect(toOld.subject).toContain("Αίτημα αλλαγής της διεύθυνσης e-mail");
  });

  it("refuses an expired link, an older link once a newer one is asked for, and forged ones", async () => {
    const user = await api.createUser("EMPLOYEE");
    const first = await askAndOpenMail(user, newAddress("first"));
    const second = await askAndOpenMail(user, newAddress("second"));
    expect((await api.request(first.apiPath)).status).toBe(404);
    expect((await api.request(first.apiPath, { method: "POST" })).status).toBe(404);
    await api.db
      .update(emailChangeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChangeTokens.userId, user.id));
    expect((await api.request(second.apiPath)).status).toBe(404);
    expect((await api.request(second.apiPath, { method: "POST" })).status).toBe(404);
    const [row] = await api.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    expect(row.email).toBe(user.email);
    for (const path of [
      `/users/email-change/${user.id}/${"A".repeat(43)}/`,
      `/users/email-change/not-a-uuid/${second.token}/`,
      `/users/email-change/${crypto.randomUUID()}/${second.token}/`,
      `/users/email-change/${user.id}/short/`,
    ]) {
      const response = await api.request(path, { method: "POST" });
      expect(response.status, path).toBe(404);
      expect(await response.json()).toStrictEqual(UNUSABLE);
    }
  });

  it("names every bad field: the address (missing, malformed, the same, taken in any case) and the password", async () => {
    const user = await api.createUser("EMPLOYEE");
    const other = await api.createUser("COMPANY");
    type Refusal = { messages: Record<string, string[]>; codes: Record<string, string[]> };
    const cases: [Record<string, unknown>, Refusal | string[]][] = [
      [{}, ["email", "password"]],
      [{ email: "not-an-address", password: user.password }, ["email"]],
      [
        { email: user.email.toUpperCase(), password: user.password },
        { messages: { email: [SETTINGS_MESSAGES.sameEmail] }, codes: { email: ["same_email"] } },
      ],
      [
        { email: other.email.toUpperCase(), password: user.password },
        { messages: { email: [EMAIL_TAKEN_MESSAGE] }, codes: { email: ["email_taken"] } },
      ],
      [
        { email: newAddress("x"), password: "Wrong-Password-1!" },
        { messages: { password: [SETTINGS_MESSAGES.wrongPassword] }, codes: { password: ["wrong_current_password"] } },
      ],
      [{ email: newAddress("x"), password: "" }, ["password"]],
    ];
    for (const [body, expected] of cases) {
      const response = await askEmailChange(user, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const errors = await response.json();
      if (Array.isArray(expected)) expect(errorFields(errors).sort()).toEqual(expected);
      else {
        expect(fieldMessages(errors)).toStrictEqual(expected.messages);
        expect(fieldCodes(errors)).toStrictEqual(expected.codes);
      }
    }
    expect(await api.db.select().from(emailChangeTokens).where(eq(emailChangeTokens.userId, user.id))).toHaveLength(0);
  });

  it("refuses a link whose address another account took meanwhile, and keeps the old address", async () => {
    const user = await api.createUser("EMPLOYEE");
    const target = newAddress("race");
    const link = await askAndOpenMail(user, target);
    await api.createUser("COMPANY", { email: target.toUpperCase() });
    const response = await api.request(link.apiPath, { method: "POST" });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(fieldMessages(body)).toStrictEqual({ email: [EMAIL_TAKEN_MESSAGE] });
    expect(fieldCodes(body)).toStrictEqual({ email: ["email_taken"] });
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it("limits dead links per account with 429", async () => {
    const limited = await startTestApi({ ACCOUNT_RATE_LIMIT_MAX: "2" });
    try {
      const user = await limited.createUser("EMPLOYEE");
      const guess = () =>
        limited.request(`/users/email-change/${user.id}/${"B".repeat(43)}/`, {
          method: "POST",
        });
      expect((await guess()).status).toBe(404);
      expect((await guess()).status).toBe(404);
      expect((await guess()).status).toBe(429);
    } finally {
      await limited.stop();
    }
  });
});

describe("e-mail preferences", () => {
  it("reads and sets the worker's kinds; a kind left out stays", async () => {
    const worker = await api.createUser("EMPLOYEE");
    const read = await api.request("/users/me/mail-preferences/", {
      as: worker,
    });
    expect(await read.json()).toStrictEqual({
      status_updates: true,
      job_alerts: true,
      review_notices: true,
      interviews: true,
      invitations: true,
      messages: true,
    });
    const set = await api.request("/users/me/mail-preferences/", {
      method: "PATCH",
      as: worker,
      json: { status_updates: false },
    });
    expect(set.status).toBe(200);
    expect(await set.json()).toStrictEqual({
      status_updates: false,
      job_alerts: true,
      review_notices: true,
      interviews: true,
      invitations: true,
      messages: true,
    });
    const [row] = await api.db.select().from(users).where(eq(users.id, worker.id));
    expect([row.mailStatusUpdates, row.mailJobAlerts, row.mailReviewNotices]).toEqual([false, true, true]);
  });

  it("gives a company withdrawal, review, interview and message notices only, and refuses the worker's kinds on their fields", async () => {
    const hotel = await api.createUser("COMPANY");
    // status_updates: to a company, the notes of a worker withdrawing an application (docs/season.md).
    expect(await (await api.request("/users/me/mail-preferences/", { as: hotel })).json()).toStrictEqual({
      status_updates: true,
      review_notices: true,
      interviews: true,
      messages: true,
    });
    const withdrawals = await api.request("/users/me/mail-preferences/", {
      method: "PATCH",
      as: hotel,
      json: { status_updates: false },
    });
    expect(withdrawals.status).toBe(200);
    expect(await withdrawals.json()).toStrictEqual({
      status_updates: false,
      review_notices: true,
      interviews: true,
      messages: true,
    });
    const refused = await api.request("/users/me/mail-preferences/", {
      method: "PATCH",
      as: hotel,
      json: { job_alerts: false, review_notices: false },
    });
    expect(refused.status).toBe(400);
    expect(fieldMessages(await refused.json())).toStrictEqual({
      job_alerts: [SETTINGS_MESSAGES.kindNotForRole],
    });
    // Every kind the role does not get at once, each on its field with its code.
    const both = await api.request("/users/me/mail-preferences/", {
      method: "PATCH",
      as: hotel,
      json: { invitations: true, job_alerts: false },
    });
    expect(both.status).toBe(400);
    expect(fieldCodes(await both.json())).toStrictEqual({
      invitations: ["mail_kind_not_for_role"],
      job_alerts: ["mail_kind_not_for_role"],
    });
    const [row] = await api.db.select().from(users).where(eq(users.id, hotel.id));
    expect([row.mailReviewNotices, row.mailStatusUpdates]).toEqual([true, false]);
  });

  it("refuses unknown fields and non-booleans, changing nothing", async () => {
    const worker = await api.createUser("EMPLOYEE");
    for (const body of [{ newsletter: false }, { status_updates: "maybe" }, { job_alerts: 3 }]) {
      const response = await api.request("/users/me/mail-preferences/", {
        method: "PATCH",
        as: worker,
        json: body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await (await api.request("/users/me/mail-preferences/", { as: worker })).json()).toStrictEqual({
      status_updates: true,
      job_alerts: true,
      review_notices: true,
      interviews: true,
      invitations: true,
      messages: true,
    });
  });

  it("turned off, a company's status change mails the worker nothing; on, the mail links to the settings screen", async () => {
    const hotel = await api.createUser("COMPANY");
    const worker = await api.createUser("EMPLOYEE");
    const [company] = await api.db
      .insert(companies)
      .values({ ownerId: hotel.id, name: "Aegean Breeze" })
      .returning({ id: companies.id });
    await api.db.insert(employeeProfiles).values({ userId: worker.id, headline: "Barista" });
    const made = await api.db
      .insert(jobs)
      .values(
        ["Barista", "Waiter"].map((title) => ({
          companyId: company.id,
          title,
          description: "Season job.",
          employmentType: "FULL_TIME" as const,
          experienceLevel: "ENTRY" as const,
        })),
      )
      .returning({ id: jobs.id });
    const applyAndShortlist = async (job: number) => {
      const applied = await api.request("/applications/", {
        as: worker,
        json: { job },
      });
      const { id } = (await applied.json()) as { id: number };
      expect(
        (
          await api.request(`/applications/${id}/`, {
            method: "PATCH",
            as: hotel,
            json: { status: "SHORTLISTED" },
          })
        ).status,
      ).toBe(200);
      // The status mail's job, then the mail's (docs/mail.md, docs/mail.md#status-mails).
      await api.drainQueue();
    };
    const mailsTo = () =>
      api.db.select().from(outgoingMails).where(eq(outgoingMails.to, worker.email)).orderBy(desc(outgoingMails.id));
    await applyAndShortlist(made[0].id);
    const [first] = await mailsTo();
    expect(first.text).toContain("/mail/unsubscribe/");
    expect(first.text).toMatch(/http:\/\/localhost:3000\/employee\/settings\?lng=(en|gr)#mail-preferences/);
    await api.request("/users/me/mail-preferences/", {
      method: "PATCH",
      as: worker,
      json: { status_updates: false },
    });
    await applyAndShortlist(made[1].id);
    expect(await mailsTo()).toHaveLength(1);
  });
});

describe("POST /users/me/sign-out-everywhere/", () => {
  it("revokes every refresh token of the caller, and no one else's", async () => {
    const user = await api.createUser("COMPANY");
    const bystander = await api.createUser("COMPANY");
    const other = (await (await signIn(user.email, user.password)).json()) as {
      refresh: string;
    };
    const response = await api.request("/users/me/sign-out-everywhere/", {
      method: "POST",
      as: user,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toStrictEqual({
      detail: SETTINGS_MESSAGES.signedOutEverywhere,
    });
    expect((await refresh(user.refresh)).status).toBe(401);
    expect((await refresh(other.refresh)).status).toBe(401);
    expect((await refresh(bystander.refresh)).status).toBe(200);
    // The password still works: a new session can start.
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });
});

describe("over real HTTP", () => {
  it("answers each endpoint on the wire with the contract's JSON, bodies sent as written", async () => {
    const user = await api.createUser("EMPLOYEE");
    const json = (body: unknown) => ({
      headers: {
        Authorization: `Bearer ${user.access}`,
        "Content-Type": "application/json",
      },
      body: {
        kind: "chunked" as const,
        chunks: [JSON.stringify(body)],
        type: "application/json",
      },
    });
    const preferences = await rawRequest(api.origin, "GET", "/api/users/me/mail-preferences/", {
      headers: { Authorization: `Bearer ${user.access}` },
    });
    expect(preferences.status).toBe(200);
    expect(preferences.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(preferences.headers["cache-control"]).toBe("no-store");
    const patched = await rawRequest(
      api.origin,
      "PATCH",
      "/api/users/me/mail-preferences/",
      json({ job_alerts: false }),
    );
    expect(JSON.parse(patched.text)).toMatchObject({ job_alerts: false });
    const wrong = await rawRequest(api.origin, "POST", "/api/users/me/password/", json({ current_password: "nope" }));
    expect(wrong.status).toBe(400);
    const target = newAddress("raw");
    const asked = await rawRequest(
      api.origin,
      "POST",
      "/api/users/me/email/",
      json({ email: target, password: user.password }),
    );
    expect(asked.status).toBe(200);
    const [row] = await api.db.select().from(emailChangeTokens).where(eq(emailChangeTokens.userId, user.id));
    expect(row.newEmail).toBe(target);
    const dead = await rawRequest(api.origin, "POST", `/api/users/email-change/${user.id}/${"C".repeat(43)}/`);
    expect(dead.status).toBe(404);
    expect(JSON.parse(dead.text)).toStrictEqual(UNUSABLE);
    const deadCheck = await rawRequest(api.origin, "GET", `/api/users/email-change/${user.id}/${"C".repeat(43)}/`);
    expect(deadCheck.status).toBe(404);
    const changed = await rawRequest(
      api.origin,
      "POST",
      "/api/users/me/password/",
      json({
        current_password: user.password,
        password: NEW_PASSWORD,
        repeat_password: NEW_PASSWORD,
      }),
    );
    expect(changed.status).toBe(200);
    const fresh = JSON.parse(changed.text) as { access: string };
    const out = await rawRequest(api.origin, "POST", "/api/users/me/sign-out-everywhere/", {
      headers: { Authorization: `Bearer ${fresh.access}` },
    });
    expect(out.status).toBe(200);
    const guest = await rawRequest(api.origin, "POST", "/api/users/me/sign-out-everywhere/");
    expect(guest.status).toBe(401);
  });
});
