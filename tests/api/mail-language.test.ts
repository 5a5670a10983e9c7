/**
 * Every link in a mail carries the mail's language (issue 20, api/services/mail-links.ts): a Greek mail's links open
 * Greek pages whatever the browser says (the web app reads `?lng=` first), an English mail's English ones. Over the
 * mails a worker meets first (activation, the notice to a known address, a password reset, a job alert with its
 * "stop these e-mails" and settings links), as the API queues them; the one-click URL in the headers is the API's,
 * which no person opens.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { companies, outgoingMails, users } from "../../api/db/schema";
import type { Language } from "../../contract/enums";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";
import { subscribe } from "./jobs-fixtures";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

const PUBLIC_URL = "http://localhost:3000";

/** Every link to PUBLIC_URL in the text part and in the HTML part's hrefs, the API's aside. */
function pageLinks(mail: { text: string; html: string | null }): string[] {
  const inText = mail.text.match(/https?:\/\/[^\s"<>]+/g) ?? [];
  const inHtml = [...(mail.html ?? "").matchAll(/href="([^"]+)"/g)].map(([, href]) => href.replaceAll("&amp;", "&"));
  return [...inText, ...inHtml].filter(
    (link) => link.startsWith(`${PUBLIC_URL}/`) && !link.startsWith(`${PUBLIC_URL}/api/`),
  );
}

/** The language each page link asks for: all `language`, and at least `count` links. */
function expectLinksIn(mail: { text: string; html: string | null } | undefined, language: Language, count: number) {
  expect(mail, "the mail was queued").toBeDefined();
  const links = pageLinks(mail ?? { text: "", html: null });
  expect(links.length).toBeGreaterThanOrEqual(count);
  expect(links.map((link) => [link, new URL(link).searchParams.get("lng")])).toEqual(
    links.map((link) => [link, language]),
  );
}

async function mailsTo(email: string) {
  await api.drainQueue();
  return api.db.select().from(outgoingMails).where(eq(outgoingMails.to, email)).orderBy(outgoingMails.id);
}

async function userIn(language: Language, role: "EMPLOYEE" | "COMPANY" = "EMPLOYEE"): Promise<TestUser> {
  const user = await api.createUser(role);
  await api.db.update(users).set({ language }).where(eq(users.id, user.id));
  return user;
}

describe("the links of a mail", () => {
  for (const [language, acceptLanguage] of [
    ["gr", "el-GR,el;q=0.9"],
    ["en", "en-GB,en;q=0.9"],
  ] as const) {
    it(`carry its language: the activation link of a sign-up in ${language}`, async () => {
      const email = `mail-language-${language}-${Date.now()}@example.test`;
      const response = await api.request("/users/", {
        json: { first_name: "Eleni", last_name: "Georgiou", email, role: "EMPLOYEE" },
        headers: { "Accept-Language": acceptLanguage },
      });
      expect(response.status).toBe(201);
      const [mail] = await mailsTo(email);
      expectLinksIn(mail, language, 2);
      expect(mail.text).toMatch(
        new RegExp(`${PUBLIC_URL}/users/[0-9a-f-]{36}/activate/\\[redacted\\]\\?lng=${language}`),
      );
    });
  }

  it("carry its language: the notice to an address that has an account, and a password reset", async () => {
    const user = await userIn("gr");
    const again = await api.request("/users/", {
      json: { first_name: "Eleni", last_name: "Georgiou", email: user.email, role: "EMPLOYEE" },
      headers: { "Accept-Language": "en" },
    });
    expect(again.status).toBe(201);
    const reset = await api.request("/auth/password-reset/", {
      json: { email: user.email },
      headers: { "Accept-Language": "en" },
    });
    expect(reset.status).toBe(200);
    // The notice to a known address is queued after the answer (docs/sessions-and-accounts.md#sign-up): wait for it.
    await vi.waitFor(async () => expect(await mailsTo(user.email)).toHaveLength(2), { timeout: 10_000 });
    const mails = await mailsTo(user.email);
    for (const mail of mails) expectLinksIn(mail, "gr", 2);
    expect(mails.map((mail) => pageLinks(mail).map((link) => new URL(link).pathname.split("/")[1]))).toEqual(
      // In either order: the notice may be queued after the reset.
      expect.arrayContaining([
        expect.arrayContaining(["login", "forgot-password"]),
        expect.arrayContaining(["reset-password"]),
      ]),
    );
  });

  it("carry its language: a job alert's job, 'stop these e-mails' and settings links, to each follower in theirs", async () => {
    const owner = await api.createUser("COMPANY");
    const [company] = await api.db
      .insert(companies)
      .values({ ownerId: owner.id, name: "Naxos Bay Hotel" })
      .returning({ id: companies.id });
    await subscribe(api, company.id, "pro");
    const [greek, english] = await Promise.all([userIn("gr"), userIn("en")]);
    for (const follower of [greek, english]) {
      expect((await api.request(`/companies/${company.id}/follow/`, { method: "POST", as: follower })).status).toBe(
        200,
      );
    }
    const job = {
      title: "Pool bartender",
      description: "Cocktails by the pool.",
      location: "Naxos",
      employment_type: "FULL_TIME",
      experience_level: "ENTRY",
    };
    expect((await api.request("/jobs/", { method: "POST", as: owner, json: job })).status).toBe(201);
    for (const [follower, language] of [
      [greek, "gr"],
      [english, "en"],
    ] as const) {
      const [mail] = await mailsTo(follower.email);
      expectLinksIn(mail, language, 3);
      const paths = pageLinks(mail).map((link) => new URL(link).pathname);
      expect(paths).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^\/jobs\/\d+\/description$/),
          expect.stringMatching(/^\/mail\/unsubscribe\//),
          "/employee/settings",
        ]),
      );
      // The settings link keeps its fragment after the language.
      expect(mail.text).toContain(`${PUBLIC_URL}/employee/settings?lng=${language}#mail-preferences`);
      // The one-click URL (RFC 8058) is the API's: a mail client posts to it, nobody reads it.
      expect(mail.headers?.["List-Unsubscribe"]).toMatch(new RegExp(`^<${PUBLIC_URL}/api/mail-preferences/[^>?]+/>$`));
    }
  });
});
