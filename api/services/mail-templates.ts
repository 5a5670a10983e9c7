/**
 * The texts of the e-mails the product sends, in English and Greek. Every template gives a plain-text body
 * (what spam filters and text-only readers see) and an HTML body built from the same paragraphs, with every
 * value HTML-escaped: a first name or a contact message is user input. User input is also `unlinked` and never
 * inside an `<a>`: the only links are ours, built from PUBLIC_URL (docs/sessions-and-accounts.md#sign-up).
 */
import type { Language } from "../../contract/enums";
import type { CompanyApplicationStatus } from "../../contract/enums";
import enAccount from "../../locales/en/account.json";
import enCommon from "../../locales/en/common.json";
import grAccount from "../../locales/gr/account.json";
import grCommon from "../../locales/gr/common.json";

export type MailContent = { subject: string; text: string; html: string };

/** Hours an activation link stays good (design section 7); the mail says so. */
export const ACTIVATION_LINK_HOURS = 72;

const BRAND: Record<Language, string> = { en: enCommon.brand, gr: grCommon.brand };

export type ActivationMailInput = { language: Language; firstName: string; link: string };

/** The sign-up mail: one link that activates the account and lets its owner choose a password. */
export function activationMail({ language, firstName: name, link }: ActivationMailInput): MailContent {
  const brand = BRAND[language];
  const firstName = unlinked(name);
  const words =
    language === "gr"
      ? {
          subject: `Ενεργοποιήστε τον λογαριασμό σας — ${brand}`,
          greeting: `Γεια σας ${firstName},`,
          intro: `Σας ευχαριστούμε για την εγγραφή σας στην πλατφόρμα «${brand}». Για να ενεργοποιήσετε τον λογαριασμό σας και να ορίσετε τον κωδικό πρόσβασής σας, ανοίξτε τον παρακάτω σύνδεσμο:`,
          button: "Ενεργοποίηση λογαριασμού",
          expiry: `Ο σύνδεσμος χρησιμοποιείται μία φορά και λήγει σε ${ACTIVATION_LINK_HOURS} ώρες.`,
          notYou:
            "Αν δεν κάνατε εσείς την εγγραφή, αγνοήστε αυτό το μήνυμα: χωρίς τον σύνδεσμο ο λογαριασμός δεν ενεργοποιείται.",
          signOff: "Καλή σεζόν!",
          team: `Η ομάδα «${brand}»`,
        }
      : {
          subject: `Activate your ${brand} account`,
          greeting: `Hello ${firstName},`,
          intro: `Thank you for signing up to ${brand}. To activate your account and choose your password, open this link:`,
          button: "Activate my account",
          expiry: `The link works once and expires in ${ACTIVATION_LINK_HOURS} hours.`,
          notYou: "If you did not sign up, just ignore this e-mail: without the link the account stays inactive.",
          signOff: "Have a great season!",
          team: `The ${brand} team`,
        };
  return {
    subject: words.subject,
    text: [words.greeting, words.intro, link, words.expiry, words.notYou, `${words.signOff}\n${words.team}`].join(
      "\n\n",
    ),
    html: htmlDocument(language, words.subject, [
      paragraph(words.greeting),
      paragraph(words.intro),
      linkButton(link, words.button),
      linkAsText(link),
      paragraph(words.expiry),
      paragraph(words.notYou),
      paragraph(`${words.signOff}\n${words.team}`),
    ]),
  };
}

export type ContactMailInput = {
  language: Language;
  fullName: string;
  phoneNumber: string;
  /** Empty when the sender gave none (a job seeker): the mail then has no company line. */
  company: string;
  email: string | null;
  message: string;
};

/** The support team's copy of a contact-form message, written in the sender's language (they reply in it). */
export function contactMail(raw: ContactMailInput): MailContent {
  const { language } = raw;
  // A contact message is where a stranger's link would reach our support team: every value is unlinked.
  const input = {
    fullName: unlinked(raw.fullName),
    phoneNumber: unlinked(raw.phoneNumber),
    company: unlinked(raw.company),
    email: raw.email === null ? null : unlinked(raw.email),
    message: unlinked(raw.message),
  };
  const words =
    language === "gr"
      ? {
          subject: `Νέο μήνυμα επικοινωνίας από ${input.fullName}`,
          intro: `Κάποιος έγραψε στη φόρμα επικοινωνίας της πλατφόρμας «${BRAND.gr}». Απαντήστε του στο τηλέφωνο ή στο e-mail του.`,
          fullName: "Ονοματεπώνυμο",
          phone: "Τηλέφωνο",
          company: "Επιχείρηση",
          email: "E-mail",
          none: "δεν δόθηκε",
          message: "Μήνυμα",
        }
      : {
          subject: `New contact message from ${input.fullName}`,
          intro: `Someone wrote through the ${BRAND.en} contact form. Please get back to them by phone or e-mail.`,
          fullName: "Full name",
          phone: "Phone",
          company: "Company",
          email: "E-mail",
          none: "not given",
          message: "Message",
        };
  const rows: [string, string][] = [
    [words.fullName, input.fullName],
    [words.phone, input.phoneNumber],
  ];
  if (input.company !== "") rows.push([words.company, input.company]);
  rows.push([words.email, input.email ?? words.none]);
  return {
    subject: words.subject,
    text: [
      words.intro,
      rows.map(([label, value]) => `${label}: ${value}`).join("\n"),
      `${words.message}:\n${input.message}`,
    ].join("\n\n"),
    html: htmlDocument(language, words.subject, [
      paragraph(words.intro),
      `<table cellpadding="4">${rows
        .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
        .join("")}</table>`,
      `<h2 style="font-size:16px">${escapeHtml(words.message)}</h2>`,
      paragraph(input.message),
    ]),
  };
}

/**
 * A notice about something the reader follows (a status change, a new job, a review): greeting, the news, a button to
 * the page, the sign-off, and why the mail came with the link that stops that kind. Plain text and HTML alike.
 */
function noticeMail(
  language: Language,
  words: { subject: string; greeting: string; news: string; see: string; button: string; why: string; team: string },
  link: string,
  preferences: { page: string; settings: string },
  quote?: { lead: string; text: string },
): MailContent {
  const quoted = quote ? [quote.lead, quote.text] : [];
  const unsubscribe = preferences.page;
  const manage =
    language === "gr"
      ? "Όλα τα e-mail που λαμβάνετε τα επιλέγετε στις Ρυθμίσεις:"
      : "Choose which e-mails you get in Settings:";
  return {
    subject: words.subject,
    text: [
      words.greeting,
      words.news,
      ...quoted,
      `${words.see}\n${link}`,
      words.team,
      `${words.why}\n${unsubscribe}`,
      `${manage}\n${preferences.settings}`,
    ].join("\n\n"),
    html: htmlDocument(language, words.subject, [
      paragraph(words.greeting),
      paragraph(words.news),
      ...(quote
        ? [
            paragraph(quote.lead),
            `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #0b6e99">${paragraph(quote.text)}</blockquote>`,
          ]
        : []),
      linkButton(link, words.button),
      paragraph(words.team),
      `<p style="color:#555555;font-size:13px">${escapeHtml(words.why)} <a href="${escapeHtml(unsubscribe)}">${escapeHtml(unsubscribe)}</a></p>`,
      `<p style="color:#555555;font-size:13px">${escapeHtml(manage)} <a href="${escapeHtml(preferences.settings)}">${escapeHtml(preferences.settings)}</a></p>`,
    ]),
  };
}

/** The notice layout for the other template modules (mail-templates-season.ts). */
export { noticeMail as noticeLayout };

export type StatusMailInput = {
  language: Language;
  firstName: string;
  jobTitle: string;
  companyName: string;
  status: CompanyApplicationStatus;
  /**
   * The company's own words to the worker, sent with the change (docs/applications.md#the-companys-side); empty: none.
   */
  message?: string;
  /** The application's page in the worker's area. */
  link: string;
  /** The page that turns these e-mails off. */
  unsubscribe: string;
  /** The recipient's settings screen, where every kind of e-mail is chosen. */
  settings: string;
};

/** To the worker when a company changes one of their applications (areas.md): what changed, and where to look. */
export function statusMail(input: StatusMailInput): MailContent {
  const { language } = input;
  const [job, company, firstName] = [input.jobTitle, input.companyName, input.firstName].map(unlinked);
  const label = (language === "gr" ? grAccount : enAccount).applicationStatus[input.status];
  const brand = BRAND[language];
  const words =
    language === "gr"
      ? {
          subject: `Η αίτησή σας για τη θέση ${job}: ${label}`,
          greeting: `Γεια σας ${firstName},`,
          news: {
            VIEWED_BY_COMPANY: `Η επιχείρηση ${company} είδε την αίτησή σας για τη θέση ${job}.`,
            SHORTLISTED: `Καλά νέα: η επιχείρηση ${company} σας προέκρινε για τη θέση ${job}. Μπορεί να επικοινωνήσει σύντομα μαζί σας.`,
            REJECTED: `Η επιχείρηση ${company} αποφάσισε να μη συνεχίσει με την αίτησή σας για τη θέση ${job}. Μην απογοητεύεστε: νέες θέσεις δημοσιεύονται κάθε μέρα.`,
          }[input.status],
          see: "Δείτε την αίτησή σας:",
          button: "Η αίτησή μου",
          why: "Λαμβάνετε αυτό το μήνυμα επειδή μια επιχείρηση άλλαξε την κατάσταση μιας αίτησής σας. Για να μη λαμβάνετε πια τέτοια μηνύματα:",
          team: `Η ομάδα «${brand}»`,
        }
      : {
          subject: `Your application for ${job}: ${label}`,
          greeting: `Hello ${firstName},`,
          news: {
            VIEWED_BY_COMPANY: `${company} has read your application for ${job}.`,
            SHORTLISTED: `Good news: ${company} has shortlisted you for ${job}. They may contact you soon.`,
            REJECTED: `${company} has decided not to go ahead with your application for ${job}. Don't give up: new jobs are posted every day.`,
          }[input.status],
          see: "See your application:",
          button: "My application",
          why: "You get this e-mail because a company changed the status of one of your applications. To stop these e-mails:",
          team: `The ${brand} team`,
        };
  const quote = input.message
    ? {
        lead: language === "gr" ? `Μήνυμα από την επιχείρηση ${company}:` : `A message from ${company}:`,
        text: unlinked(input.message),
      }
    : undefined;
  return noticeMail(language, words, input.link, { page: input.unsubscribe, settings: input.settings }, quote);
}

export type JobAlertMailInput = {
  language: Language;
  firstName: string;
  companyName: string;
  jobTitle: string;
  place: string;
  /** The job's page. */
  link: string;
  /** The page that turns these e-mails off. */
  unsubscribe: string;
  /** The recipient's settings screen, where every kind of e-mail is chosen. */
  settings: string;
};

/** To a worker who follows a company, when it posts a job (areas.md: the first job alert). */
export function jobAlertMail(input: JobAlertMailInput): MailContent {
  const { language } = input;
  const [job, company, firstName, place] = [input.jobTitle, input.companyName, input.firstName, input.place].map(
    unlinked,
  );
  const brand = BRAND[language];
  const where = place ? ` (${place})` : "";
  const words =
    language === "gr"
      ? {
          subject: `Νέα θέση στην επιχείρηση ${company}: ${job}`,
          greeting: `Γεια σας ${firstName},`,
          news: `Η επιχείρηση ${company}, που ακολουθείτε, δημοσίευσε μια νέα θέση: ${job}${where}.`,
          see: "Δείτε τη θέση:",
          button: "Δείτε τη θέση",
          why: "Λαμβάνετε αυτό το μήνυμα επειδή ακολουθείτε αυτή την επιχείρηση. Για να μη λαμβάνετε πια τέτοια μηνύματα:",
          team: `Η ομάδα «${brand}»`,
        }
      : {
          subject: `New job at ${company}: ${job}`,
          greeting: `Hello ${firstName},`,
          news: `${company}, which you follow, has posted a new job: ${job}${where}.`,
          see: "See the job:",
          button: "See the job",
          why: "You get this e-mail because you follow this company. To stop these e-mails:",
          team: `The ${brand} team`,
        };
  return noticeMail(language, words, input.link, { page: input.unsubscribe, settings: input.settings });
}

/** A long text quoted in a notice: its start, cut at a word, so the mail stays a notice and not a copy. */
function excerpt(text: string, max = 500): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export type ReviewWrittenMailInput = {
  language: Language;
  firstName: string;
  companyName: string;
  /** As the review shows its author ("Maria K."). */
  author: string;
  position: string;
  season: number | null;
  rating: number;
  title: string;
  content: string;
  /** Where the company reads its reviews and replies. */
  link: string;
  /** The page that turns these e-mails off. */
  unsubscribe: string;
  /** The recipient's settings screen, where every kind of e-mail is chosen. */
  settings: string;
};

/** To a company when a worker it shortlisted reviews it (areas.md review notices): the review, and the one reply. */
export function reviewWrittenMail(input: ReviewWrittenMailInput): MailContent {
  const { language, rating } = input;
  const [company, author, title, firstName, position, content] = [
    input.companyName,
    input.author,
    input.title,
    input.firstName,
    input.position,
    input.content,
  ].map(unlinked);
  const brand = BRAND[language];
  const who = [
    position,
    input.season === null ? "" : language === "gr" ? `σεζόν ${input.season}` : `${input.season} season`,
  ]
    .filter(Boolean)
    .join(", ");
  const byline = who ? `${author} (${who})` : author;
  const words =
    language === "gr"
      ? {
          subject: `Νέα αξιολόγηση για την επιχείρηση ${company}: ${rating} στα 5`,
          greeting: `Γεια σας ${firstName},`,
          news: `Νέα αξιολόγηση από ${byline}: ${rating} στα 5, «${title}».\n\n${excerpt(content)}\n\nΜπορείτε να απαντήσετε μία φορά· η απάντησή σας εμφανίζεται κάτω από την αξιολόγηση.`,
          see: "Διαβάστε την αξιολόγηση και απαντήστε:",
          button: "Απαντήστε στην αξιολόγηση",
          why: "Λαμβάνετε αυτό το μήνυμα επειδή ένας εργαζόμενος αξιολόγησε την επιχείρησή σας. Για να μη λαμβάνετε πια τέτοια μηνύματα:",
          team: `Η ομάδα «${brand}»`,
        }
      : {
          subject: `New review of ${company}: ${rating} of 5`,
          greeting: `Hello ${firstName},`,
          news: `${byline} has reviewed ${company}: ${rating} of 5, "${title}".\n\n${excerpt(content)}\n\nYou may reply once; your reply is shown below the review.`,
          see: "Read the review and reply:",
          button: "Reply to the review",
          why: "You get this e-mail because a worker reviewed your company. To stop these e-mails:",
          team: `The ${brand} team`,
        };
  return noticeMail(language, words, input.link, { page: input.unsubscribe, settings: input.settings });
}

export type ReviewReplyMailInput = {
  language: Language;
  firstName: string;
  companyName: string;
  /** The review's title. */
  title: string;
  reply: string;
  /** The company's reviews tab in the worker's area. */
  link: string;
  /** The page that turns these e-mails off. */
  unsubscribe: string;
  /** The recipient's settings screen, where every kind of e-mail is chosen. */
  settings: string;
};

/** To the author of a review when the company replies to it (areas.md review notices). */
export function reviewReplyMail(input: ReviewReplyMailInput): MailContent {
  const { language } = input;
  const [company, title, firstName, reply] = [input.companyName, input.title, input.firstName, input.reply].map(
    unlinked,
  );
  const brand = BRAND[language];
  const words =
    language === "gr"
      ? {
          subject: `Η επιχείρηση ${company} απάντησε στην αξιολόγησή σας`,
          greeting: `Γεια σας ${firstName},`,
          news: `Η επιχείρηση ${company} απάντησε στην αξιολόγησή σας «${title}»:\n\n${excerpt(reply)}`,
          see: "Δείτε την αξιολόγησή σας και την απάντηση:",
          button: "Δείτε την απάντηση",
          why: "Λαμβάνετε αυτό το μήνυμα επειδή μια επιχείρηση απάντησε σε αξιολόγηση που γράψατε. Για να μη λαμβάνετε πια τέτοια μηνύματα:",
          team: `Η ομάδα «${brand}»`,
        }
      : {
          subject: `${company} replied to your review`,
          greeting: `Hello ${firstName},`,
          news: `${company} has replied to your review "${title}":\n\n${excerpt(reply)}`,
          see: "See your review and the reply:",
          button: "See the reply",
          why: "You get this e-mail because a company replied to a review you wrote. To stop these e-mails:",
          team: `The ${brand} team`,
        };
  return noticeMail(language, words, input.link, { page: input.unsubscribe, settings: input.settings });
}

/** Invisible, and no auto-linker takes it for part of a host name or a scheme. */
const ZERO_WIDTH_SPACE = "\u200B";

/**
 * Where a link would go on: a dot before a letter or digit (inside a host name or an address) or a colon before a
 * slash (after a scheme). Judged by NFKC, so a full-width dot is a dot; "11:00" and "Μ. Παπαδάκη" are no joints.
 */
function isLinkJoint(character: string, next: string): boolean {
  const [here, after] = [character.normalize("NFKC"), next.normalize("NFKC")];
  return (/[.\u3002]$/u.test(here) && /^[\p{L}\p{N}]/u.test(after)) || (here.endsWith(":") && /^[/\\]/.test(after));
}

/**
 * User-written text as our mails show it: a zero-width space at every link joint, so no mail program turns
 * `evil.test`, `www.evil.test` or `http://evil.test` in a name, a job title, a company's message or a contact message
 * into a link; the reader sees the same text (docs/sessions-and-accounts.md#sign-up).
 */
export function unlinked(value: string): string {
  const characters = [...value];
  return characters
    .map((character, index) => {
      const next = characters[index + 1];
      return next !== undefined && isLinkJoint(character, next) ? `${character}${ZERO_WIDTH_SPACE}` : character;
    })
    .join("");
}

/** One of our links (never user input) as the mail's button. */
export function linkButton(link: string, label: string): string {
  return `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#0b6e99;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a></p>`;
}

/** One of our links written out under its button, for mail programs that show no buttons. */
export function linkAsText(link: string): string {
  return `<p style="word-break:break-all;color:#555555">${escapeHtml(link)}</p>`;
}

/** Text for an HTML body: the five characters that could open markup or leave an attribute are replaced. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** A paragraph of escaped text; its line breaks stay line breaks. */
export function paragraph(text: string): string {
  return `<p>${escapeHtml(text).replaceAll("\n", "<br>")}</p>`;
}

export function htmlDocument(language: Language, title: string, blocks: string[]): string {
  // <html lang> speaks BCP 47, where Greek is `el` (design section 9).
  const lang = language === "gr" ? "el" : "en";
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5;color:#222222">${blocks.join("")}</body></html>`;
}

/** The notice mail's frame for the areas' own template modules (mail-templates-interviews.ts). */
export { noticeMail as noticeMailFrame };
