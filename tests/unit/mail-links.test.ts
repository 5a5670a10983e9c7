/**
 * Our mails never turn user text into links (issue 19, docs/sessions-and-accounts.md#sign-up): over every template, in
 * both languages, with a link-laden value in every field a user writes, the only hrefs are ours (PUBLIC_URL), no `<a>`
 * holds user text, and no auto-linker pattern is left in the subject, the text part or the HTML part's text, while the
 * reader still sees what the user wrote.
 */
import { describe, expect, it } from "vitest";
import { holdsLink } from "../../contract/person-names";
import * as accountMails from "../../api/services/account-mails";
import * as templates from "../../api/services/mail-templates";
import * as seasonTemplates from "../../api/services/mail-templates-season";
import type { MailContent } from "../../api/services/mail-templates";
import type { Language } from "../../contract/enums";

const OURS = "http://localhost:3000";
/** What a stranger would like our mail to link to, in the forms mail programs link. */
const USER = `Eleni http://evil.test/x www.evil.test evil.test bob@evil.test 10.0.0.1 <a href="http://evil.test">y</a>`;
const links = { link: `${OURS}/x`, unsubscribe: `${OURS}/mail/unsubscribe/t`, settings: `${OURS}/employee/settings` };

/** Every template, with the user's text in every field a user writes and our links in the rest. */
const TEMPLATES: Record<string, (language: Language, text: string) => MailContent> = {
  activationMail: (language, text) => templates.activationMail({ language, firstName: text, link: links.link }),
  contactMail: (language, text) =>
    templates.contactMail({ language, fullName: text, phoneNumber: text, company: text, email: text, message: text }),
  statusMail: (language, text) =>
    templates.statusMail({
      language,
      firstName: text,
      jobTitle: text,
      companyName: text,
      status: "SHORTLISTED",
      message: text,
      ...links,
    }),
  jobAlertMail: (language, text) =>
    templates.jobAlertMail({ language, firstName: text, companyName: text, jobTitle: text, place: text, ...links }),
  reviewWrittenMail: (language, text) =>
    templates.reviewWrittenMail({
      language,
      firstName: text,
      companyName: text,
      author: text,
      position: text,
      season: 2025,
      rating: 4,
      title: text,
      content: text,
      ...links,
    }),
  reviewReplyMail: (language, text) =>
    templates.reviewReplyMail({ language, firstName: text, companyName: text, title: text, reply: text, ...links }),
  passwordResetMail: (language, text) =>
    accountMails.passwordResetMail({ language, firstName: text, link: links.link }),
  emailChangeMail: (language, text) =>
    accountMails.emailChangeMail({ language, firstName: text, newEmail: text, link: links.link }),
  withdrawalNoteMail: (language, text) =>
    seasonTemplates.withdrawalNoteMail({ language, firstName: text, workerName: text, jobTitle: text, ...links }),
  invitationMail: (language, text) =>
    seasonTemplates.invitationMail({ language, firstName: text, companyName: text, jobTitle: text, ...links }),
  emailChangeNotice: (language, text) => accountMails.emailChangeNotice({ language, firstName: text, newEmail: text }),
  accountDeletedMail: (language, text) =>
    accountMails.accountDeletedMail({ language, firstName: text, role: "EMPLOYEE" }),
  signUpNoticeMail: (language, text) =>
    accountMails.signUpNoticeMail({
      language,
      firstName: text,
      login: `${OURS}/login`,
      forgotPassword: `${OURS}/forgot-password`,
    }),
};

const decode = (html: string) =>
  html
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");
/** The HTML part as a reader sees it: tags gone, entities decoded. */
const htmlText = (html: string) => decode(html.replace(/<[^>]*>/g, " "));
/** Text without our own links, which are the links the mail is meant to have. */
const withoutOurs = (text: string) => text.replace(/http:\/\/localhost:3000\S*/g, "");
const visible = (text: string) => text.replaceAll("\u200B", "");

describe("user text in our mails", () => {
  it("covers every template the three modules export", () => {
    const exported = [...Object.entries(templates), ...Object.entries(accountMails), ...Object.entries(seasonTemplates)]
      .filter(([name, value]) => typeof value === "function" && /(Mail|Notice)$/.test(name))
      .map(([name]) => name);
    expect(exported.sort()).toStrictEqual(Object.keys(TEMPLATES).sort());
  });

  for (const [name, build] of Object.entries(TEMPLATES)) {
    for (const language of ["en", "gr"] as const) {
      it(`${name} (${language}): links are ours only, user text is shown and links nowhere`, () => {
        const mail = build(language, USER);
        const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => decode(match[1]));
        for (const href of hrefs) expect(href.startsWith(`${OURS}/`), href).toBe(true);
        for (const [, inside] of mail.html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g))
          expect(inside).not.toMatch(/evil|Eleni/);
        expect(mail.html).not.toContain('<a href="http://evil');

        for (const [part, text] of [
          ["subject", mail.subject],
          ["text", mail.text],
          ["html", htmlText(mail.html)],
        ] as const) {
          expect(holdsLink(withoutOurs(text)), `${part}: ${text}`).toBe(false);
        }
        // The reader still sees every word the user wrote, the zero-width spaces being invisible.
        expect(visible(mail.text)).toContain(USER);
        expect(visible(htmlText(mail.html))).toContain(USER);
      });
    }
  }

  it("keeps text without link joints exactly as written", () => {
    const mail = templates.activationMail({ language: "gr", firstName: "Ελένη O'Brien-Παπαδάκη", link: links.link });
    expect(mail.text).toContain("Γεια σας Ελένη O'Brien-Παπαδάκη,");
    for (const text of ["Μ. Παπαδάκη, 10 €", "See you on Monday at 11:00.", "J. R. O'Brien-Smith"])
      expect(templates.unlinked(text)).toBe(text);
    expect(templates.unlinked("www.evil．test/x http://a")).toBe("www.\u200Bevil．\u200Btest/x http:\u200B//a");
  });
});
