/**
 * POST /contact/ over HTTP (design section 7, security.md "Honeypot"): stored and mailed to CONTACT_EMAIL through
 * the SMTP stand-in; a filled honeypot gets the same 201 with nothing stored or sent.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseApiConfig } from "../../api/config";
import { contactMessages, outgoingMails } from "../../api/db/schema";
import { apiWithSmtpForThisFile } from "../support/api-harness";
import { errorFields, fieldMessages } from "../support/error-bodies";

const SUPPORT = "team@example.test";
const RECEIVED = { detail: "Thank you. We will get back to you soon." };
const VALID = {
  full_name: "Dimitra Alexiou",
  phone_number: "+30 22860 12345",
  company: "Caldera Suites",
  message: "We need six waiters for July and August.\nCan you help?",
};

const { api, smtp } = apiWithSmtpForThisFile({ CONTACT_EMAIL: SUPPORT });

const send = (json: unknown, headers: Record<string, string> = {}) => api.request("/contact/", { json, headers });
const storedCount = async () => (await api.db.select({ n: sql<number>`count(*)::int` }).from(contactMessages))[0].n;

describe("POST /contact/", () => {
  it("goes to support@seasonaljobs.gr unless CONTACT_EMAIL says otherwise", () => {
    expect(parseApiConfig({ NODE_ENV: "development" }).CONTACT_EMAIL).toBe("support@seasonaljobs.gr");
    expect(() => parseApiConfig({ NODE_ENV: "development", CONTACT_EMAIL: "not an address" })).toThrow(/CONTACT_EMAIL/);
  });

  it("stores the message and mails it to the support address, replying to the sender", async () => {
    const response = await send({ ...VALID, email: "dimitra@example.test" }, { "Accept-Language": "en" });
    expect(response.status).toBe(201);
    expect(await response.json()).toStrictEqual(RECEIVED);
    const rows = await api.db.select().from(contactMessages);
    expect(rows.at(-1)).toMatchObject({
      fullName: VALID.full_name,
      phoneNumber: VALID.phone_number,
      company: VALID.company,
      email: "dimitra@example.test",
      message: VALID.message,
    });
    const mail = await smtp.waitFor((received) => received.to.includes(SUPPORT) && received.text.includes("Caldera"));
    expect(mail.subject).toBe("New contact message from Dimitra Alexiou");
    expect(mail.headers["reply-to"]).toBe("dimitra@example.test");
    expect(mail.text).toContain("Phone: +30 22860 12345");
    expect(mail.text).toContain(VALID.message);
  });

  it("writes the notification in Greek for a Greek sender and escapes the HTML", async () => {
    const message = `<script>alert("x")</script> & friends, ${Date.now()}`;
    const response = await send({ ...VALID, message }, { "Accept-Language": "el" });
    expect(response.status).toBe(201);
    const mail = await smtp.waitFor((received) => received.text.includes(message));
    expect(mail.subject).toBe("Νέο μήνυμα επικοινωνίας από Dimitra Alexiou");
    expect(mail.text).toContain("E-mail: δεν δόθηκε");
    expect(mail.headers["reply-to"]).toBeUndefined();
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; friends");
  });

  it("answers a filled honeypot like a success, storing and sending nothing", async () => {
    const stored = await storedCount();
    const mails = (await api.db.select().from(outgoingMails)).length;
    const received = smtp.messages.length;
    const response = await send({ ...VALID, website: "http://spam.example" });
    expect(response.status).toBe(201);
    expect(await response.json()).toStrictEqual(RECEIVED);
    expect(await storedCount()).toBe(stored);
    expect((await api.db.select().from(outgoingMails)).length).toBe(mails);
    expect(smtp.messages.length).toBe(received);
    expect(api.logs.some((entry) => entry.message === "contact message dropped: honeypot filled")).toBe(true);
    // Left empty, as a person's browser sends it, the field changes nothing.
    expect((await send({ ...VALID, website: "" })).status).toBe(201);
    expect(await storedCount()).toBe(stored + 1);
  });

  it("takes the company as optional: absent, empty and given all work, and the mail leaves an empty one out", async () => {
    const { company: _omitted, ...withoutCompany } = VALID;
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ["absent", { ...withoutCompany, full_name: "Absent Company" }, ""],
      ["empty", { ...VALID, full_name: "Empty Company", company: "" }, ""],
      ["blank", { ...VALID, full_name: "Blank Company", company: "  \t " }, ""],
      ["null", { ...VALID, full_name: "Null Company", company: null }, ""],
      ["given", { ...VALID, full_name: "Given Company", company: " Villa Thalassa " }, "Villa Thalassa"],
    ];
    for (const [name, payload, stored] of cases) {
      const response = await send(payload, { "Accept-Language": "en" });
      expect(response.status, name).toBe(201);
      const [row] = await api.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.fullName, String(payload.full_name)));
      expect(row.company, name).toBe(stored);
      const mail = await smtp.waitFor(
        (received) => received.subject === `New contact message from ${String(payload.full_name)}`,
      );
      if (stored === "") {
        expect(mail.text, name).not.toMatch(/^Company:/m);
        expect(mail.html, name).not.toContain(">Company<");
      } else {
        expect(mail.text, name).toMatch(/^Company: Villa Thalassa$/m);
      }
    }
  });

  it("names every missing required field and writes nothing", async () => {
    const stored = await storedCount();
    const empty = await api.request("/contact/", { method: "POST" });
    expect(empty.status).toBe(400);
    expect(fieldMessages(await empty.json())).toStrictEqual({
      full_name: ["This field is required."],
      phone_number: ["This field is required."],
      message: ["This field is required."],
    });
    for (const field of ["full_name", "phone_number", "message"]) {
      const payload: Record<string, unknown> = { ...VALID };
      delete payload[field];
      const response = await send(payload);
      expect(response.status, field).toBe(400);
      expect(errorFields(await response.json()), field).toStrictEqual([field]);
    }
    expect(await storedCount()).toBe(stored);
  });

  it.each([
    ["phone_number", "no phone", "Enter a valid phone number."],
    ["email", "nope", "Enter a valid email address."],
    ["message", "Too short", "Ensure this field has at least 10 characters."],
    ["message", "x".repeat(5001), "Ensure this field has no more than 5000 characters."],
    ["full_name", "   ", "This field may not be blank."],
    ["company", ["a"], "Not a valid string."],
  ])("refuses %s = %j", async (field, value, message) => {
    const stored = await storedCount();
    const response = await send({ ...VALID, [field]: value });
    expect(response.status).toBe(400);
    expect(fieldMessages(await response.json())).toStrictEqual({ [field]: [message] });
    expect(await storedCount()).toBe(stored);
  });
});
