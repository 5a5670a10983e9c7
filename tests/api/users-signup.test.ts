/**
 * POST /users/ (sign-up) and GET /users/{id}/ over HTTP, with a real SMTP stand-in receiving the activation mail
 * (design section 7, security.md "Activation tokens", "Authorization"). An address that has an account:
 * users-signup-known-address.test.ts.
 */
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activationTokens, outgoingMails, users } from "../../api/db/schema";
import { PERSON_NAME_MESSAGE } from "../../contract/person-names";
import { SIGN_UP_RECEIVED_MESSAGE } from "../../contract/users";
import { apiWithSmtpForThisFile } from "../support/api-harness";
import { activationLinkIn } from "../support/smtp-standin";
import { errorFields, fieldCodes, fieldMessages } from "../support/error-bodies";

const { api, smtp } = apiWithSmtpForThisFile();

let counter = 0;
const uniqueEmail = () => `signup-${Date.now()}-${(counter += 1)}@example.test`;
const VALID = { first_name: "Eleni", last_name: "Georgiou", role: "EMPLOYEE" };

function signUp(fields: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return api.request("/users/", { json: { ...VALID, email: uniqueEmail(), ...fields }, headers });
}

const mailTo = (email: string) => smtp.waitFor((mail) => mail.to.includes(email));
const userCount = async () => (await api.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n;

describe("POST /users/", () => {
  it("creates an inactive account without a password and mails a single-use link", async () => {
    const email = uniqueEmail();
    const response = await signUp({
      email,
      language: "en",
      country: "gr",
      birthdate: "1990-05-17",
      phone_number: "+30 210 1234567",
    });
    expect(response.status).toBe(201);
    // Nothing about the account: a known address gets the very same answer.
    expect(await response.json()).toStrictEqual({ detail: SIGN_UP_RECEIVED_MESSAGE, email });
    const [account] = await api.db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({
      username: email,
      role: "EMPLOYEE",
      firstName: "Eleni",
      lastName: "Georgiou",
      isActive: false,
      passwordHash: null,
      language: "en",
      country: "GR",
      birthdate: "1990-05-17",
    });

    const mail = await mailTo(email);
    expect(mail.subject).toBe("Activate your Seasonal Jobs Greece account");
    expect(mail.text).toContain("Hello Eleni,");
    const link = activationLinkIn(mail);
    expect(link.url).toBe(`http://localhost:3000/users/${account.id}/activate/${link.token}?lng=en`);
    expect(mail.html).toContain(`href="${link.url}"`);
    // 43 base64url characters = 256 bits; the database holds only the SHA-256 of it.
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await api.db.select().from(activationTokens).where(eq(activationTokens.userId, account.id));
    expect(stored.tokenHash).toBe(createHash("sha256").update(link.token).digest("hex"));
    expect(stored.usedAt).toBeNull();
    const hours = (stored.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    // The recorded copy of the mail does not hold the token either (the worker records "sent" right after).
    await api.drainQueue();
    const [recorded] = await api.db.select().from(outgoingMails).where(eq(outgoingMails.to, email));
    expect(recorded).toMatchObject({ status: "sent", attempts: 1 });
    expect(`${recorded.text}${recorded.html}`).not.toContain(link.token);
    // Nor does the log: with SMTP_URL a mail's links are never logged (docs/mail.md#without-smtp_url; without it they
    // are).
    expect(api.logs.some((entry) => entry.message === "mail sent")).toBe(true);
    expect(JSON.stringify(api.logs)).not.toContain(link.token);
  });

  it("writes the mail in the user's language: payload, then Accept-Language (el → Greek), then Greek", async () => {
    const cases: [Record<string, unknown>, Record<string, string>, "en" | "gr"][] = [
      [{}, { "Accept-Language": "el-GR,el;q=0.9,en;q=0.8" }, "gr"],
      [{}, { "Accept-Language": "en-US,en;q=0.9" }, "en"],
      [{}, { "Accept-Language": "de-DE, fr;q=0.5" }, "gr"],
      [{}, {}, "gr"],
      [{ language: "el" }, { "Accept-Language": "en" }, "gr"],
      [{ language: "en" }, { "Accept-Language": "el" }, "en"],
    ];
    for (const [fields, headers, language] of cases) {
      const email = uniqueEmail();
      expect((await signUp({ ...fields, email }, headers)).status).toBe(201);
      const mail = await mailTo(email);
      const [account] = await api.db.select().from(users).where(eq(users.email, email));
      expect(account.language).toBe(language);
      if (language === "gr") {
        expect(mail.subject).toBe("Ενεργοποιήστε τον λογαριασμό σας — Εποχικές Δουλειές Ελλάδα");
        expect(mail.text).toContain("Γεια σας Eleni,");
        expect(mail.html).toContain('<html lang="el">');
      } else {
        expect(mail.subject).toContain("Activate your");
      }
    }
  });

  it("escapes HTML in the mail", async () => {
    const email = uniqueEmail();
    expect((await signUp({ email, first_name: `<img src=x onerror="alert(1)">` })).status).toBe(201);
    const mail = await mailTo(email);
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  it("ignores mass-assigned fields (is_active, password, id, is_staff)", async () => {
    const email = uniqueEmail();
    const id = "00000000-0000-4000-8000-000000000001";
    const response = await signUp({
      email,
      is_active: true,
      password_hash: "x",
      password: "Harbour-Light-42!",
      id,
      uuid: id,
      is_staff: true,
    });
    expect(response.status).toBe(201);
    const [account] = await api.db.select().from(users).where(eq(users.email, email));
    expect(account.id).not.toBe(id);
    expect(account).toMatchObject({ isActive: false, passwordHash: null });
    expect((await api.request("/auth/token/", { json: { email, password: "Harbour-Light-42!" } })).status).toBe(401);
  });

  it("names every missing required field", async () => {
    const before = await userCount();
    const empty = await api.request("/users/", { method: "POST" });
    expect(empty.status).toBe(400);
    expect(fieldMessages(await empty.json())).toStrictEqual({
      first_name: ["This field is required."],
      last_name: ["This field is required."],
      email: ["This field is required."],
      role: ["This field is required."],
    });
    for (const field of ["first_name", "last_name", "email", "role"]) {
      const payload: Record<string, unknown> = { ...VALID, email: uniqueEmail() };
      delete payload[field];
      const response = await api.request("/users/", { json: payload });
      expect(response.status, field).toBe(400);
      expect(errorFields(await response.json()), field).toStrictEqual([field]);
    }
    expect(await userCount()).toBe(before);
  });

  it.each([
    ["email", "not-an-address", "Enter a valid email address.", "invalid_email"],
    ["email", "", "This field is required.", "required"],
    ["first_name", "   ", "This field may not be blank.", "blank"],
    ["last_name", "x".repeat(151), "Ensure this field has no more than 150 characters.", "too_long"],
    ["role", "ADMIN", '"ADMIN" is not a valid choice.', "invalid_choice"],
    ["role", "employee", '"employee" is not a valid choice.', "invalid_choice"],
    ["country", "XX", '"XX" is not a valid choice.', "invalid_choice"],
    ["birthdate", "2020-13-01", "Date has wrong format. Use one of these formats instead: YYYY-MM-DD.", "invalid_date"],
    ["birthdate", "01/02/1990", "Date has wrong format. Use one of these formats instead: YYYY-MM-DD.", "invalid_date"],
    ["birthdate", "2999-01-01", "Birthdate cannot be in the future.", "birthdate_in_future"],
    ["phone_number", "call me", "Enter a valid phone number.", "invalid_phone"],
    ["language", "de", '"de" is not a valid choice.', "invalid_choice"],
    ["first_name", 42, "Not a valid string.", "invalid_string"],
    // Names hold no link and no formula (docs/sessions-and-accounts.md#sign-up): our mail greets people by them.
    ["first_name", '=HYPERLINK("http://x","y")', PERSON_NAME_MESSAGE, "name_not_plain"],
    ["first_name", "www.evil.test", PERSON_NAME_MESSAGE, "name_not_plain"],
    ["last_name", "Georgiou evil.test", PERSON_NAME_MESSAGE, "name_not_plain"],
    ["last_name", "http://evil.test", PERSON_NAME_MESSAGE, "name_not_plain"],
    ["last_name", "@georgiou", PERSON_NAME_MESSAGE, "name_not_plain"],
    ["first_name", "-Eleni", PERSON_NAME_MESSAGE, "name_not_plain"],
  ])("refuses %s = %j, with its code", async (field, value, message, code) => {
    const before = await userCount();
    const response = await signUp({ [field]: value });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(fieldMessages(body)).toStrictEqual({ [field]: [message] });
    expect(fieldCodes(body)).toStrictEqual({ [field]: [code] });
    expect(await userCount()).toBe(before);
  });

  it("answers a body that is not an object with 400, never 500", async () => {
    for (const body of ["[]", "null", '"text"', "{", "12"]) {
      const response = await api.request("/users/", { body, headers: { "Content-Type": "application/json" } });
      expect(response.status, body).toBe(400);
    }
  });
});

describe("GET /users/{id}/", () => {
  it("shows one's own account, hides everyone else's, and wants credentials", async () => {
    const me = await api.createUser("EMPLOYEE", { firstName: "Nikos", lastName: "Vlachos" });
    const other = await api.createUser("COMPANY");
    const own = await api.request(`/users/${me.id}/`, { as: me });
    expect(own.status).toBe(200);
    expect(await own.json()).toStrictEqual({
      uuid: me.id,
      email: me.email,
      username: me.email,
      role: "EMPLOYEE",
      first_name: "Nikos",
      last_name: "Vlachos",
    });
    for (const [path, as] of [
      [`/users/${other.id}/`, me],
      [`/users/${me.id}/`, other],
      ["/users/not-a-uuid/", me],
      ["/users/00000000-0000-4000-8000-000000000000/", me],
    ] as const) {
      const response = await api.request(path, { as });
      expect(response.status, path).toBe(404);
      expect(await response.json()).toStrictEqual({ detail: "Not found.", code: "not_found" });
    }
    const guest = await api.request(`/users/${me.id}/`);
    expect(guest.status).toBe(401);
    expect(await guest.json()).toStrictEqual({
      detail: "Authentication credentials were not provided.",
      code: "not_authenticated",
    });
    // The API never reads cookies.
    const cookie = await api.request(`/users/${me.id}/`, { headers: { Cookie: `access=${me.access}` } });
    expect(cookie.status).toBe(401);
  });
});
