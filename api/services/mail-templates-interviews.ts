/**
 * The interview e-mails (issue 24, docs/interviews.md#mails), in English and Greek: proposed times, an agreed time,
 * a move, a request for other times, a cancellation and the reminder a day before. Built like every notice mail
 * (mail-templates.ts `noticeMail`): plain text and HTML from the same paragraphs, user values unlinked, our links
 * only, and the one-click way to stop interview mails. Times are written in Greek time, whatever the reader's zone.
 */
import { athensReadable } from "../../contract/athens-time";
import type { Language, Role } from "../../contract/enums";
import type { InterviewMode } from "../../contract/interview-rules";
import enCommon from "../../locales/en/common.json";
import grCommon from "../../locales/gr/common.json";
import { noticeMailFrame as noticeMail, unlinked, type MailContent } from "./mail-templates";

/**
 * What happened, as the reader hears it. CANCELLED_WITHDRAWN and CANCELLED_REJECTED: the interview was cancelled
 * because the worker withdrew the application (the company reads it) or the company is not going ahead with it
 * (the worker reads it); the `_OWN` ones tell the side that moved the application (withdrew or declined it), with the
 * calendar's CANCEL.
 */
export type InterviewMailEvent =
  | "PROPOSED"
  | "MOVED"
  | "AGREED_WORKER"
  | "AGREED_COMPANY"
  | "OTHER_TIMES"
  | "CANCELLED"
  | "CANCELLED_WITHDRAWN"
  | "CANCELLED_WITHDRAWN_OWN"
  | "CANCELLED_REJECTED"
  | "CANCELLED_REJECTED_OWN"
  | "REMINDER";

export type InterviewMailInput = {
  language: Language;
  /** Who reads it: the worker (EMPLOYEE) or the company. */
  audience: Role;
  event: InterviewMailEvent;
  firstName: string;
  /** The other side: the company's name for a worker, the worker's name for a company. */
  other: string;
  jobTitle: string;
  mode: InterviewMode;
  address: string;
  videoUrl: string | null;
  lengthMinutes: number;
  /** The proposed times (PROPOSED, MOVED). */
  times: Date[];
  /** The agreed time (AGREED_*, REMINDER), or the time given up (CANCELLED, OTHER_TIMES after agreeing). */
  at: Date | null;
  /** The other side's words (the company's note, the worker's request, a cancellation's reason). */
  note: string;
  link: string;
  unsubscribe: string;
  settings: string;
};

/** "Monday 12 April 2027, 10:00 (Greek time)". */
export function athensTimeText(language: Language, instant: Date): string {
  return `${athensReadable(instant, language)} (${language === "gr" ? "ώρα Ελλάδας" : "Greek time"})`;
}

function whereText(input: InterviewMailInput): string {
  const gr = input.language === "gr";
  const length = gr ? `Διάρκεια: ${input.lengthMinutes} λεπτά.` : `Length: ${input.lengthMinutes} minutes.`;
  const place =
    input.mode === "IN_PERSON"
      ? `${gr ? "Διά ζώσης, στη διεύθυνση" : "In person, at"} ${unlinked(input.address)}.`
      : input.mode === "PHONE"
        ? gr
          ? "Τηλεφωνικά."
          : "By phone."
        : `${gr ? "Με βιντεοκλήση:" : "By video call:"} ${unlinked(input.videoUrl ?? "")}`;
  return `${place} ${length}`;
}

export function interviewMail(input: InterviewMailInput): MailContent {
  const { language } = input;
  const gr = language === "gr";
  const [job, other, firstName] = [input.jobTitle, input.other, input.firstName].map(unlinked);
  const at = input.at ? athensTimeText(language, input.at) : "";
  // The time given up, when one had been agreed ("the interview on …"; in Greek after a colon), and that its
  // cancellation is attached.
  const was = at ? (gr ? `: ${at}` : ` on ${at}`) : "";
  const attached = at
    ? gr
      ? "\nΕπισυνάπτεται η ακύρωση για το ημερολόγιό σας."
      : "\nThe calendar cancellation is attached."
    : "";
  const times = input.times.map((time, index) => `${index + 1}. ${athensTimeText(language, time)}`).join("\n");
  const where = whereText(input);
  const news: Record<InterviewMailEvent, { subject: string; news: string }> = gr
    ? {
        PROPOSED: {
          subject: `Πρόσκληση σε συνέντευξη για τη θέση ${job}`,
          news: `Η επιχείρηση ${other} σας προσκαλεί σε συνέντευξη για τη θέση ${job} και προτείνει αυτές τις ώρες:\n${times}\n${where}\nΔιαλέξτε μία ή ζητήστε άλλες ώρες από τη σελίδα της αίτησής σας.`,
        },
        MOVED: {
          subject: `Η συνέντευξη για τη θέση ${job} μετακινείται`,
          news: `Η επιχείρηση ${other} μετακινεί τη συνέντευξή σας για τη θέση ${job} (ήταν ${at}) και προτείνει αυτές τις ώρες:\n${times}\n${where}\nΔιαλέξτε μία ή ζητήστε άλλες ώρες από τη σελίδα της αίτησής σας.`,
        },
        AGREED_WORKER: {
          subject: `Η συνέντευξή σας για τη θέση ${job}: ${at}`,
          news: `Η συνέντευξή σας με την επιχείρηση ${other} για τη θέση ${job} ορίστηκε: ${at}.\n${where}\nΗ πρόσκληση ημερολογίου επισυνάπτεται. Θα σας θυμίσουμε τη συνέντευξη μία μέρα πριν.`,
        },
        AGREED_COMPANY: {
          subject: `${other} διάλεξε ώρα συνέντευξης: ${at}`,
          news: `${other} διάλεξε ώρα για τη συνέντευξη για τη θέση ${job}: ${at}.\n${where}\nΗ πρόσκληση ημερολογίου επισυνάπτεται.`,
        },
        OTHER_TIMES: {
          subject: `${other} ζητά άλλες ώρες συνέντευξης`,
          news: `${other} ζητά άλλες ώρες για τη συνέντευξη για τη θέση ${job}${at ? ` (η ώρα ${at} ακυρώνεται)` : ""}. Προτείνετε νέες ώρες από τη σελίδα του υποψηφίου.`,
        },
        CANCELLED: {
          subject: `Η συνέντευξη για τη θέση ${job} ακυρώθηκε`,
          news: `${other} ακύρωσε τη συνέντευξη για τη θέση ${job}${at ? ` (${at})` : ""}.`,
        },
        CANCELLED_WITHDRAWN: {
          subject: `Η συνέντευξη για τη θέση ${job} ακυρώθηκε: η αίτηση αποσύρθηκε`,
          news: `${other} απέσυρε την αίτηση για τη θέση ${job}, οπότε ακυρώθηκε η συνέντευξη${was}.${attached}`,
        },
        CANCELLED_WITHDRAWN_OWN: {
          subject: `Η συνέντευξή σας για τη θέση ${job} ακυρώθηκε`,
          news: `Αποσύρατε την αίτησή σας για τη θέση ${job}, οπότε ακυρώθηκε η συνέντευξη με την επιχείρηση ${other}${was}.${attached}`,
        },
        CANCELLED_REJECTED: {
          subject: `Η συνέντευξη για τη θέση ${job} ακυρώθηκε: η αίτηση δεν προχωρά`,
          news: `Η επιχείρηση ${other} δεν θα προχωρήσει με την αίτησή σας για τη θέση ${job}, οπότε ακυρώθηκε η συνέντευξη${was}.${attached}`,
        },
        CANCELLED_REJECTED_OWN: {
          subject: `Η συνέντευξη με ${other} ακυρώθηκε`,
          news: `Απορρίψατε την αίτηση του υποψηφίου ${other} για τη θέση ${job}, οπότε ακυρώθηκε η συνέντευξη${was}.${attached}`,
        },
        REMINDER: {
          subject: `Αύριο: συνέντευξη για τη θέση ${job}`,
          news: `Υπενθύμιση: η συνέντευξη με ${other} για τη θέση ${job} είναι ${at}.\n${where}`,
        },
      }
    : {
        PROPOSED: {
          subject: `Interview invitation for ${job}`,
          news: `${other} invites you to an interview for ${job} and proposes these times:\n${times}\n${where}\nPick one, or ask for other times, on your application's page.`,
        },
        MOVED: {
          subject: `Your interview for ${job} is moving`,
          news: `${other} is moving your interview for ${job} (it was ${at}) and proposes these times:\n${times}\n${where}\nPick one, or ask for other times, on your application's page.`,
        },
        AGREED_WORKER: {
          subject: `Your interview for ${job}: ${at}`,
          news: `Your interview with ${other} for ${job} is set: ${at}.\n${where}\nThe calendar invitation is attached. We will remind you a day before.`,
        },
        AGREED_COMPANY: {
          subject: `${other} picked an interview time: ${at}`,
          news: `${other} picked a time for the interview for ${job}: ${at}.\n${where}\nThe calendar invitation is attached.`,
        },
        OTHER_TIMES: {
          subject: `${other} asks for other interview times`,
          news: `${other} asks for other times for the interview for ${job}${at ? ` (${at} is given up)` : ""}. Propose new times on the applicant's page.`,
        },
        CANCELLED: {
          subject: `The interview for ${job} is cancelled`,
          news: `${other} cancelled the interview for ${job}${at ? ` (${at})` : ""}.`,
        },
        CANCELLED_WITHDRAWN: {
          subject: `The interview for ${job} is cancelled: the application was withdrawn`,
          news: `${other} withdrew their application for ${job}, so the interview${was} is cancelled.${attached}`,
        },
        CANCELLED_WITHDRAWN_OWN: {
          subject: `Your interview for ${job} is cancelled`,
          news: `You withdrew your application for ${job}, so your interview with ${other}${was} is cancelled.${attached}`,
        },
        CANCELLED_REJECTED: {
          subject: `The interview for ${job} is cancelled: the application is not going ahead`,
          news: `${other} is not going ahead with your application for ${job}, so the interview${was} is cancelled.${attached}`,
        },
        CANCELLED_REJECTED_OWN: {
          subject: `The interview with ${other} is cancelled`,
          news: `You declined ${other}'s application for ${job}, so the interview${was} is cancelled.${attached}`,
        },
        REMINDER: {
          subject: `Tomorrow: interview for ${job}`,
          news: `A reminder: your interview with ${other} for ${job} is ${at}.\n${where}`,
        },
      };
  const toWorker = input.audience === "EMPLOYEE";
  const words = {
    ...news[input.event],
    greeting: gr ? `Γεια σας ${firstName},` : `Hello ${firstName},`,
    see: gr ? "Δείτε τη συνέντευξη:" : "See the interview:",
    button: gr ? (toWorker ? "Η αίτησή μου" : "Ο υποψήφιος") : toWorker ? "My application" : "The applicant",
    why: gr
      ? "Λαμβάνετε αυτό το μήνυμα για μια συνέντευξη που κανονίζετε στην πλατφόρμα. Για να μη λαμβάνετε πια μηνύματα για συνεντεύξεις:"
      : "You get this e-mail about an interview you are arranging with us. To stop e-mails about interviews:",
    team: gr ? `Η ομάδα «${grCommon.brand}»` : `The ${enCommon.brand} team`,
  };
  const quote = input.note
    ? { lead: gr ? `Μήνυμα από ${other}:` : `A message from ${other}:`, text: unlinked(input.note) }
    : undefined;
  return noticeMail(language, words, input.link, { page: input.unsubscribe, settings: input.settings }, quote);
}
