/**
 * Sign-up tells nobody who has an account (issue 19, docs/sessions-and-accounts.md#sign-up): an address that has one,
 * in any spelling, active, waiting for activation, social only or deactivated, gets the same status, body, headers and
 * time as a new one; its owner gets what they need by mail (a notice, or a new activation link), at most once per hour.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { activationTokens, outgoingMails, users } from "../../api/db/schema";
import { newActivationToken } from "../../api/services/activation";
import { SIGN_UP_RECEIVED_MESSAGE } from "../../contract/users";
import { apiWithSmtpForThisFile, type TestUser } from "../support/api-harness";
import { everyMethodFailures, rawRequest } from "../support/raw-http";
import { activationLinkIn } from "../support/smtp-standin";

const { api, smtp } = apiWithSmtpForThisFile();

let counter = 0;
const newEmail = () => `known-${Date.now()}-${(counter += 1)}@example.test`;
const signUp = (email: string, fields: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  api.request("/users/", {
    json: { first_name: "Eleni", last_name: "Georgiou", role: "EMPLOYEE", email, ...fields },
    headers,
  });
const userCount = async () => (await api.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n;
const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email.toLowerCase()));
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

/** The spellings a person (or a prober) may type for one address. */
const SPELLINGS: [string, (email: string) => string][] = [
  ["as stored", (email) => email],
  ["in capitals", (email) => email.toUpperCase()],
  ["mixed case", (email) => email.charAt(0).toUpperCase() + email.slice(1)],
  ["with spaces around", (email) => `  ${email} `],
];

/** Status, body and every header but the date, with the length checked against the body it measures. */
async function answerOf(response: Response) {
  const text = await response.text();
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => name !== "date" && name !== "content-length"),
  );
  expect(Number(response.headers.get("content-length"))).toBe(Buffer.byteLength(text));
  return { status: response.status, headers, body: JSON.parse(text) as unknown };
}

/** An account as social sign-in leaves it: active, no password. */
async function socialOnly(): Promise<TestUser> {
  const user = await api.createUser("COMPANY");
  await api.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
  return user;
}

/** Signed up yesterday and never activated: inactive, no password, one activation link. */
async function waitingForActivation() {
  const user = await api.createUser("EMPLOYEE", { active: false });
  await api.db.update(users).set({ passwordHash: null, language: "gr" }).where(eq(users.id, user.id));
  const token = newActivationToken();
  await api.db.insert(activationTokens).values({ userId: user.id, tokenHash: token.hash, expiresAt: token.expiresAt });
  return { user, firstLink: `/users/${user.id}/activate/${token.value}/` };
}

async function deactivated(): Promise<TestUser> {
  const user = await api.createUser("EMPLOYEE", { active: false });
  await api.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  return user;
}

describe("POST /users/ with an address that has an account", () => {
  it("answers as for a new address, in every spelling, and writes nothing", async () => {
    const known: Record<string, string> = {
      active: (await api.createUser("EMPLOYEE")).email,
      "waiting for activation": (await waitingForActivation()).user.email,
      "social only": (await socialOnly()).email,
      deactivated: (await deactivated()).email,
    };
    for (const [spelling, spell] of SPELLINGS) {
      const fresh = spell(newEmail());
      const expected = await answerOf(await signUp(fresh));
      expect(expected.status).toBe(201);
      expect(expected.body).toStrictEqual({ detail: SIGN_UP_RECEIVED_MESSAGE, email: fresh.trim() });
      for (const [kind, email] of Object.entries(known)) {
        const before = await userCount();
        const typed = spell(email);
        const answer = await answerOf(
          await signUp(typed, { role: "COMPANY", first_name: "Someone", last_name: "Else" }),
        );
        expect(answer, `${kind}, ${spelling}`).toStrictEqual({
          ...expected,
          body: { detail: SIGN_UP_RECEIVED_MESSAGE, email: typed.trim() },
        });
        expect(await userCount(), `${kind}, ${spelling}`).toBe(before);
      }
    }
    // The accounts are as they were: the stranger's names and role went nowhere.
    const rows = await api.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) in ${Object.values(known)}`);
    expect(rows.map((row) => row.firstName)).toStrictEqual(["Test", "Test", "Test", "Test"]);
  });

  it("mails the owner of an active account a notice in the account's language, with our two links, once per hour", async () => {
    const owner = await api.createUser("EMPLOYEE", { firstName: "Νίκος" });
    await api.db.update(users).set({ language: "gr" }).where(eq(users.id, owner.id));
    // The visitor asks for English: the mail is for the owner, in the owner's language.
    expect((await signUp(owner.email.toUpperCase(), { language: "en" }, { "Accept-Language": "en" })).status).toBe(201);
    const mail = await smtp.waitFor((received) => received.to.includes(owner.email));
    expect(mail.subject).toBe("Κάποιος προσπάθησε να εγγραφεί με το e-mail σας — Εποχικές Δουλειές Ελλάδα");
    expect(mail.text).toContain("Γεια σας Νίκος,");
    // In the owner's language, as the mail (api/services/mail-links.ts).
    expect(mail.text).toContain("http://localhost:3000/login?lng=gr");
    expect(mail.text).toContain("http://localhost:3000/forgot-password?lng=gr");
    expect([...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toStrictEqual([
      "http://localhost:3000/login?lng=gr",
      "http://localhost:3000/forgot-password?lng=gr",
    ]);

    // Again, in other spellings: the same answer, and no second mail within the hour.
    for (const typed of [owner.email, ` ${owner.email.toUpperCase()} `]) expect((await signUp(typed)).status).toBe(201);
    const held = api.logs.filter(
      (entry) => entry.message.startsWith("sign-up mail held back") && entry.fields?.user_id === owner.id,
    );
    expect(held).toHaveLength(2);
    await settle();
    expect(mailsTo(owner.email)).toHaveLength(1);
    const recorded = await api.db.select().from(outgoingMails).where(eq(outgoingMails.to, owner.email));
    expect(recorded).toHaveLength(1);
  });

  it("mails a social-only account the notice too", async () => {
    const owner = await socialOnly();
    expect((await signUp(owner.email)).status).toBe(201);
    const mail = await smtp.waitFor((received) => received.to.includes(owner.email));
    expect(mail.subject).toBe("Someone tried to sign up to Seasonal Jobs Greece with your e-mail address");
    expect(mail.text).toContain("If it was not you, there is nothing to do");
  });

  it("sends an account waiting for activation a new activation link instead; the first link dies", async () => {
    const { user, firstLink } = await waitingForActivation();
    expect((await api.request(firstLink)).status).toBe(200);
    expect((await signUp(user.email.toUpperCase(), { language: "en" })).status).toBe(201);
    const mail = await smtp.waitFor((received) => received.to.includes(user.email));
    expect(mail.subject).toBe("Ενεργοποιήστε τον λογαριασμό σας — Εποχικές Δουλειές Ελλάδα");
    const link = activationLinkIn(mail);
    expect(link.userId).toBe(user.id);
    expect((await api.request(firstLink)).status).toBe(404);
    const password = "Sea-Breeze-2031!";
    expect((await api.request(link.apiPath, { json: { password, repeat_password: password } })).status).toBe(200);
  });

  it("sends a deactivated account nothing", async () => {
    const user = await deactivated();
    expect((await signUp(user.email)).status).toBe(201);
    await vi.waitFor(() =>
      expect(api.logs.some((entry) => entry.fields?.user_id === user.id && /no mail/.test(entry.message))).toBe(true),
    );
    await settle();
    expect(mailsTo(user.email)).toHaveLength(0);
  });

  // A timing on a shared host: two more tries when other work stretches one series. A real difference (a
  // password hash or a mail sent for one kind only) shows in every try.
  it("takes about the same time for a new and a known address (medians of 20 over HTTP)", { retry: 2 }, async () => {
    // Twenty owners, so each known sign-up sends its notice as each new one sends its link: the same work after
    // the answer too, which the next request would otherwise feel.
    const owners = await Promise.all(Array.from({ length: 20 }, () => api.createUser("EMPLOYEE")));
    const timed = async (email: string) => {
      const start = performance.now();
      const response = await signUp(email);
      await response.text();
      return performance.now() - start;
    };
    for (let i = 0; i < 5; i += 1) await timed(newEmail());
    const fresh: number[] = [];
    const known: number[] = [];
    for (const [round, owner] of owners.entries()) {
      // Taking turns at going first, so neither kind always follows the other's mail.
      if (round % 2 === 0) fresh.push(await timed(newEmail()));
      known.push(await timed(owner.email.toUpperCase()));
      if (round % 2 === 1) fresh.push(await timed(newEmail()));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const [newMedian, knownMedian] = [median(fresh), median(known)];
    // A few milliseconds on a quiet machine; a quarter of the time when a busy one stretches every request.
    const tolerance = Math.max(5, 0.25 * Math.min(newMedian, knownMedian));
    const medians = `new ${newMedian.toFixed(2)} ms, known ${knownMedian.toFixed(2)} ms`;
    expect(Math.abs(newMedian - knownMedian), medians).toBeLessThan(tolerance);
    await vi.waitFor(() => expect(owners.every((owner) => mailsTo(owner.email).length === 1)).toBe(true), {
      timeout: 10_000,
    });
  });
});

describe("every method, with and without a body, over real HTTP", () => {
  it("never answers 5xx, and answers JSON; a POST without a valid body is 400", async () => {
    expect(await everyMethodFailures(api.origin, "/api/users/", { post: 400 })).toEqual([]);
  });

  it("answers a raw POST with a known and a new address alike", async () => {
    const owner = await api.createUser("COMPANY");
    const post = (email: string) =>
      rawRequest(api.origin, "POST", "/api/users/", {
        body: {
          kind: "chunked",
          type: "application/json",
          chunks: [JSON.stringify({ first_name: "A", last_name: "B", role: "COMPANY", email })],
        },
      });
    const [fresh, known] = [await post(newEmail()), await post(owner.email)];
    expect(known.status).toBe(fresh.status);
    expect(Object.keys(known.headers).sort()).toStrictEqual(Object.keys(fresh.headers).sort());
    expect(Object.keys(JSON.parse(known.text) as object)).toStrictEqual(Object.keys(JSON.parse(fresh.text) as object));
  });
});
