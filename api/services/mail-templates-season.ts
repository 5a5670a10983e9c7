/**
 * The season's mails (docs/season.md), in English and Greek, built as every notice is (mail-templates.ts
 * `noticeLayout`: plain text and escaped HTML, user input `unlinked`, our links only): the short note a company gets
 * when a worker who found a job for the season withdraws their application, and a worker's invitation back.
 */
import type { Language } from "../../contract/enums";
import { noticeLayout, unlinked, type MailContent } from "./mail-templates";
import enCommon from "../../locales/en/common.json";
import grCommon from "../../locales/gr/common.json";

const BRAND: Record<Language, string> = { en: enCommon.brand, gr: grCommon.brand };

type Preferences = {
  /** The page that turns this kind of e-mail off, and the reader's settings screen. */
  unsubscribe: string;
  settings: string;
};

export type WithdrawalNoteInput = Preferences & {
  language: Language;
  firstName: string;
  workerName: string;
  jobTitle: string;
  /** The company's applicants list of the job. */
  link: string;
};

/** To the company: a worker who has a job for this season withdrew their application, politely. */
export function withdrawalNoteMail(input: WithdrawalNoteInput): MailContent {
  const { language } = input;
  const [firstName, worker, job] = [input.firstName, input.workerName, input.jobTitle].map(unlinked);
  const brand = BRAND[language];
  const words =
    language === "gr"
      ? {
          subject: `Αποσύρθηκε αίτηση: ${worker}, ${job}`,
          greeting: `Γεια σας ${firstName},`,
          news: `${worker} βρήκε ήδη δουλειά για αυτή τη σεζόν και απέσυρε την αίτηση για τη θέση «${job}». Σας ευχαριστεί για τον χρόνο σας και ελπίζει να συνεργαστείτε σε κάποια επόμενη σεζόν.`,
          see: "Δείτε τους υποψηφίους της θέσης:",
          button: "Υποψήφιοι",
          why: "Λαμβάνετε αυτό το μήνυμα για τις αιτήσεις στις θέσεις σας. Για να μη λαμβάνετε πια τέτοια μηνύματα:",
          team: `Η ομάδα «${brand}»`,
        }
      : {
          subject: `${worker} has withdrawn their application: ${job}`,
          greeting: `Hello ${firstName},`,
          news: `${worker} has found a job for this season and has withdrawn their application for ${job}. They thank you for your time and hope to work with you in a future season.`,
          see: "See the job's applicants:",
          button: "Applicants",
          why: "You get this e-mail about the applications to your jobs. To stop these e-mails:",
          team: `The ${brand} team`,
        };
  return noticeLayout(language, words, input.link, { page: input.unsubscribe, settings: input.settings });
}

export type InvitationMailInput = Preferences & {
  language: Language;
  firstName: string;
  companyName: string;
  jobTitle: string;
  /** The worker's invitations, where they apply in one step or say "not this year". */
  link: string;
};

/** To a past season's worker: the company invites them back to a new job. */
export function invitationMail(input: InvitationMailInput): MailContent {
  const { language } = input;
  const [firstName, company, job] = [input.firstName, input.companyName, input.jobTitle].map(unlinked);
  const brand = BRAND[language];
  const words =
    language === "gr"
      ? {
          subject: `Η επιχείρηση ${company} σας προσκαλεί ξανά: ${job}`,
          greeting: `Γεια σας ${firstName},`,
          news: `Η επιχείρηση ${company}, όπου δουλέψατε σε προηγούμενη σεζόν, σας προσκαλεί να κάνετε αίτηση για τη θέση «${job}». Το προφίλ σας είναι ήδη έτοιμο: κάνετε αίτηση με ένα βήμα ή απαντάτε «Όχι φέτος».`,
          see: "Δείτε την πρόσκληση:",
          button: "Δείτε την πρόσκληση",
          why: "Λαμβάνετε αυτό το μήνυμα επειδή μια επιχείρηση σας προσκάλεσε ξανά. Για να μη λαμβάνετε πια τέτοια μηνύματα:",
          team: `Η ομάδα «${brand}»`,
        }
      : {
          subject: `${company} invites you back: ${job}`,
          greeting: `Hello ${firstName},`,
          news: `${company}, where you worked in a past season, invites you to apply for ${job}. Your profile is already there: apply in one step, or answer "Not this year".`,
          see: "See the invitation:",
          button: "See the invitation",
          why: "You get this e-mail because a company invited you back. To stop these e-mails:",
          team: `The ${brand} team`,
        };
  return noticeLayout(language, words, input.link, { page: input.unsubscribe, settings: input.settings });
}
