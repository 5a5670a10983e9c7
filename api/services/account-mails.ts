/** The password reset mail (docs/decisions/166), in the account's language, plain text and HTML from one text. */
import { PASSWORD_RESET_LINK_HOURS } from "../../contract/accounts";
import type { Language } from "../../contract/enums";
import enCommon from "../../locales/en/common.json";
import grCommon from "../../locales/gr/common.json";
import { escapeHtml, htmlDocument, paragraph, type MailContent } from "./mail-templates";

const BRAND: Record<Language, string> = { en: enCommon.brand, gr: grCommon.brand };

export type PasswordResetMailInput = { language: Language; firstName: string; link: string };

export function passwordResetMail({ language, firstName, link }: PasswordResetMailInput): MailContent {
  const brand = BRAND[language];
  const words =
    language === "gr"
      ? {
          subject: `Νέος κωδικός πρόσβασης — ${brand}`,
          greeting: firstName ? `Γεια σας ${firstName},` : "Γεια σας,",
          intro: "Ζητήσατε να ορίσετε νέο κωδικό πρόσβασης. Ανοίξτε τον παρακάτω σύνδεσμο για να τον επιλέξετε:",
          button: "Ορισμός νέου κωδικού",
          expiry: `Ο σύνδεσμος χρησιμοποιείται μία φορά και λήγει σε ${PASSWORD_RESET_LINK_HOURS} ώρα. Μόλις αλλάξει ο κωδικός, αποσυνδέεστε από όλες τις άλλες συσκευές.`,
          notYou: "Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το μήνυμα: ο κωδικός σας δεν αλλάζει.",
          team: `Η ομάδα «${brand}»`,
        }
      : {
          subject: `Choose a new ${brand} password`,
          greeting: firstName ? `Hello ${firstName},` : "Hello,",
          intro: "You asked to choose a new password. Open this link to choose it:",
          button: "Choose a new password",
          expiry: `The link works once and expires in ${PASSWORD_RESET_LINK_HOURS} hour. Once the password is changed, you are signed out on every other device.`,
          notYou: "If you did not ask for this, just ignore this e-mail: your password stays as it is.",
          team: `The ${brand} team`,
        };
  return {
    subject: words.subject,
    text: [words.greeting, words.intro, link, words.expiry, words.notYou, words.team].join("\n\n"),
    html: htmlDocument(language, words.subject, [
      paragraph(words.greeting),
      paragraph(words.intro),
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#0b6e99;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(words.button)}</a></p>`,
      `<p style="word-break:break-all;color:#555555">${escapeHtml(link)}</p>`,
      paragraph(words.expiry),
      paragraph(words.notYou),
      paragraph(words.team),
    ]),
  };
}
