/**
 * The mails about the account itself, in the account's language, plain text and HTML from one text: the password
 * reset link (docs/sessions-and-accounts.md#password-reset-and-a-new-activation-link), the link confirming a new
 * address and the notice to the old one (167), the notice to an address someone tried to sign up with (181). Names and
 * addresses are user input: `unlinked`.
 */
import { PASSWORD_RESET_LINK_HOURS } from "../../contract/accounts";
import { EMAIL_CHANGE_LINK_HOURS } from "../../contract/settings";
import type { Language } from "../../contract/enums";
import enCommon from "../../locales/en/common.json";
import grCommon from "../../locales/gr/common.json";
import { htmlDocument, linkAsText, linkButton, paragraph, unlinked, type MailContent } from "./mail-templates";

const BRAND: Record<Language, string> = { en: enCommon.brand, gr: grCommon.brand };

export type PasswordResetMailInput = { language: Language; firstName: string; link: string };

export function passwordResetMail({ language, firstName: name, link }: PasswordResetMailInput): MailContent {
  const brand = BRAND[language];
  const firstName = unlinked(name);
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
  return linkMail(language, words, link);
}

type LinkMailWords = {
  subject: string;
  greeting: string;
  intro: string;
  button: string;
  expiry: string;
  notYou: string;
  team: string;
};

/** A mail whose point is one single-use link: what it is for, the button, the link as text, its expiry. */
function linkMail(language: Language, words: LinkMailWords, link: string): MailContent {
  return {
    subject: words.subject,
    text: [words.greeting, words.intro, link, words.expiry, words.notYou, words.team].join("\n\n"),
    html: htmlDocument(language, words.subject, [
      paragraph(words.greeting),
      paragraph(words.intro),
      linkButton(link, words.button),
      linkAsText(link),
      paragraph(words.expiry),
      paragraph(words.notYou),
      paragraph(words.team),
    ]),
  };
}

export type EmailChangeMailInput = { language: Language; firstName: string; newEmail: string; link: string };

/** To the new address: the link that makes it the account's address. */
export function emailChangeMail({ language, link, ...raw }: EmailChangeMailInput): MailContent {
  const brand = BRAND[language];
  const [firstName, newEmail] = [raw.firstName, raw.newEmail].map(unlinked);
  const words =
    language === "gr"
      ? {
          subject: `Επιβεβαιώστε τη νέα διεύθυνση e-mail — ${brand}`,
          greeting: firstName ? `Γεια σας ${firstName},` : "Γεια σας,",
          intro: `Ζητήσατε να χρησιμοποιείτε τη διεύθυνση ${newEmail} για τον λογαριασμό σας. Ανοίξτε τον παρακάτω σύνδεσμο για να την επιβεβαιώσετε:`,
          button: "Επιβεβαίωση διεύθυνσης",
          expiry: `Ο σύνδεσμος χρησιμοποιείται μία φορά και λήγει σε ${EMAIL_CHANGE_LINK_HOURS} ώρες. Μέχρι τότε συνδέεστε με την παλιά διεύθυνση.`,
          notYou: "Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το μήνυμα: η διεύθυνση δεν αλλάζει χωρίς τον σύνδεσμο.",
          team: `Η ομάδα «${brand}»`,
        }
      : {
          subject: `Confirm your new ${brand} e-mail address`,
          greeting: firstName ? `Hello ${firstName},` : "Hello,",
          intro: `You asked to use ${newEmail} for your account. Open this link to confirm it:`,
          button: "Confirm the address",
          expiry: `The link works once and expires in ${EMAIL_CHANGE_LINK_HOURS} hours. Until then you log in with your old address.`,
          notYou: "If you did not ask for this, just ignore this e-mail: without the link the address does not change.",
          team: `The ${brand} team`,
        };
  return linkMail(language, words, link);
}

export type EmailChangeNoticeInput = { language: Language; firstName: string; newEmail: string };

/** To the old address when a change is asked for: what was asked, and what to do if it was not the owner. */
export function emailChangeNotice({ language, ...raw }: EmailChangeNoticeInput): MailContent {
  const brand = BRAND[language];
  const [firstName, newEmail] = [raw.firstName, raw.newEmail].map(unlinked);
  const words =
    language === "gr"
      ? {
          subject: `Αίτημα αλλαγής της διεύθυνσης e-mail — ${brand}`,
          greeting: firstName ? `Γεια σας ${firstName},` : "Γεια σας,",
          news: `Ζητήθηκε να αλλάξει η διεύθυνση e-mail του λογαριασμού σας σε ${newEmail}. Η αλλαγή γίνεται μόνο όταν ανοιχτεί ο σύνδεσμος που στείλαμε στη νέα διεύθυνση.`,
          notYou:
            "Αν δεν το ζητήσατε εσείς, αλλάξτε αμέσως τον κωδικό πρόσβασής σας από τις Ρυθμίσεις ή με το «Ξεχάσατε τον κωδικό σας;» στη σελίδα σύνδεσης.",
          team: `Η ομάδα «${brand}»`,
        }
      : {
          subject: `Your ${brand} e-mail address is about to change`,
          greeting: firstName ? `Hello ${firstName},` : "Hello,",
          news: `Someone asked to change your account's e-mail address to ${newEmail}. It changes only when the link we sent to the new address is opened.`,
          notYou:
            "If this was not you, change your password now in Settings, or with “Forgot your password?” on the login page.",
          team: `The ${brand} team`,
        };
  return paragraphsMail(language, words.subject, [words.greeting, words.news, words.notYou, words.team]);
}

/** A mail of plain paragraphs, as text and as HTML. */
function paragraphsMail(language: Language, subject: string, paragraphs: string[]): MailContent {
  return {
    subject,
    text: paragraphs.join("\n\n"),
    html: htmlDocument(
      language,
      subject,
      paragraphs.map((text) => paragraph(text)),
    ),
  };
}

export type AccountDeletedMailInput = { language: Language; firstName: string; role: "EMPLOYEE" | "COMPANY" };

/**
 * The confirmation that an account was deleted (docs/sessions-and-accounts.md#exporting-and-deleting-an-account): what
 * went, what stays, how to come back.
 */
export function accountDeletedMail({ language, firstName: name, role }: AccountDeletedMailInput): MailContent {
  const brand = BRAND[language];
  const firstName = unlinked(name);
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
              ? 'Your applications stay with the companies as "Deleted user", without your name, contact details or cover letter; your reviews stay without your name.'
              : "Your job ads are closed and your subscription is cancelled; the reviews workers wrote about your company stay.",
          again: "You can sign up again with the same e-mail address whenever you like.",
          notYou: "If you did not ask for this, reply to this e-mail.",
          team: `The ${brand} team`,
        };
  return paragraphsMail(language, words.subject, [
    words.greeting,
    words.done,
    words.kept,
    words.again,
    words.notYou,
    words.team,
  ]);
}

export type SignUpNoticeInput = {
  language: Language;
  firstName: string;
  /** Our login page. */
  login: string;
  /** Our "Forgot your password?" page. */
  forgotPassword: string;
};

/**
 * To the owner of an address someone tried to sign up with (docs/sessions-and-accounts.md#sign-up): the sign-up
 * answered as for a new address, so the owner is the one told, with the two ways in, and that nothing changed.
 */
export function signUpNoticeMail({ language, firstName: name, login, forgotPassword }: SignUpNoticeInput): MailContent {
  const brand = BRAND[language];
  const firstName = unlinked(name);
  const words =
    language === "gr"
      ? {
          subject: `Κάποιος προσπάθησε να εγγραφεί με το e-mail σας — ${brand}`,
          greeting: firstName ? `Γεια σας ${firstName},` : "Γεια σας,",
          news: `Κάποιος προσπάθησε να δημιουργήσει νέο λογαριασμό στην πλατφόρμα «${brand}» με αυτή τη διεύθυνση e-mail. Η διεύθυνση έχει ήδη λογαριασμό, οπότε δεν δημιουργήθηκε ούτε άλλαξε τίποτα.`,
          ifYou: "Αν ήσασταν εσείς, απλώς συνδεθείτε:",
          login: "Σύνδεση",
          forgot: "Ξεχάσατε τον κωδικό σας; Ορίστε νέο εδώ:",
          forgotButton: "Ξεχάσατε τον κωδικό σας;",
          notYou: "Αν δεν ήσασταν εσείς, δεν χρειάζεται να κάνετε τίποτα: ο λογαριασμός σας μένει όπως είναι.",
          team: `Η ομάδα «${brand}»`,
        }
      : {
          subject: `Someone tried to sign up to ${brand} with your e-mail address`,
          greeting: firstName ? `Hello ${firstName},` : "Hello,",
          news: `Someone tried to create a new ${brand} account with this e-mail address. It already has an account, so nothing was created or changed.`,
          ifYou: "If it was you, just log in:",
          login: "Log in",
          forgot: "Forgot your password? Choose a new one here:",
          forgotButton: "Forgot your password?",
          notYou: "If it was not you, there is nothing to do: your account stays as it is.",
          team: `The ${brand} team`,
        };
  return {
    subject: words.subject,
    text: [
      words.greeting,
      words.news,
      `${words.ifYou}\n${login}`,
      `${words.forgot}\n${forgotPassword}`,
      words.notYou,
      words.team,
    ].join("\n\n"),
    html: htmlDocument(language, words.subject, [
      paragraph(words.greeting),
      paragraph(words.news),
      paragraph(words.ifYou),
      linkButton(login, words.login),
      paragraph(words.forgot),
      linkButton(forgotPassword, words.forgotButton),
      paragraph(words.notYou),
      paragraph(words.team),
    ]),
  };
}
