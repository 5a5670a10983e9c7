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

export type AccountDeletedMailInput = { language: Language; firstName: string; role: "EMPLOYEE" | "COMPANY" };

/** The confirmation that an account was deleted (docs/decisions/168): what went, what stays, how to come back. */
export function accountDeletedMail({ language, firstName, role }: AccountDeletedMailInput): MailContent {
  const brand = BRAND[language];
  const words =
    language === "gr"
      ? {
          subject: `Ο λογαριασμός σας διαγράφηκε — ${brand}`,
          greeting: firstName ? `Γεια σας ${firstName},` : "Γεια σας,",
          done: `Όπως ζητήσατε, διαγράψαμε τον λογαριασμό σας στην πλατφόρμα «${brand}» και τα προσωπικά σας στοιχεία.`,
          kept:
            role === "EMPLOYEE"
              ? "Οι αιτήσεις σας μένουν στις επιχειρήσεις ως «Διαγραμμένος χρήστης», χωρίς όνομα, στοιχεία επικοινωνίας ή συνοδευτική επιστολή· οι αξιολογήσεις σας μένουν χωρίς το όνομά σας."
              : "Οι αγγελίες σας έκλεισαν και η συνδρομή σας ακυρώθηκε· οι αξιολογήσεις των εργαζομένων για την επιχείρησή σας μένουν.",
          again: "Μπορείτε να δημιουργήσετε ξανά λογαριασμό με την ίδια διεύθυνση e-mail όποτε θέλετε.",
          notYou: "Αν δεν το ζητήσατε εσείς, απαντήστε σε αυτό το μήνυμα.",
          team: `Η ομάδα «${brand}»`,
        }
      : {
          subject: `Your ${brand} account has been deleted`,
          greeting: firstName ? `Hello ${firstName},` : "Hello,",
          done: `As you asked, we have deleted your ${brand} account and your personal data.`,
          kept:
            role === "EMPLOYEE"
              ? "Your applications stay with the companies as \"Deleted user\", without your name, contact details or cover letter; your reviews stay without your name."
              : "Your job ads are closed and your subscription is cancelled; the reviews workers wrote about your company stay.",
          again: "You can sign up again with the same e-mail address whenever you like.",
          notYou: "If you did not ask for this, reply to this e-mail.",
          team: `The ${brand} team`,
        };
  const paragraphs = [words.greeting, words.done, words.kept, words.again, words.notYou, words.team];
  return {
    subject: words.subject,
    text: paragraphs.join("\n\n"),
    html: htmlDocument(language, words.subject, paragraphs.map(paragraph)),
  };
}
