/**
 * The conversation mail (docs/conversations.md), in English and Greek: to one side of an application's thread, the
 * messages the other side wrote since the last such mail, one mail for all of them. Every message is user input:
 * escaped in HTML, `unlinked` in both bodies, with its line breaks kept. The only links are ours (the thread, the
 * one-click unsubscribe and the settings), as in mail-templates.ts.
 */
import type { Language, Role } from "../../contract/enums";
import enCommon from "../../locales/en/common.json";
import grCommon from "../../locales/gr/common.json";
import { escapeHtml, htmlDocument, linkButton, paragraph, unlinked, type MailContent } from "./mail-templates";

export type ConversationMailInput = {
  language: Language;
  /** Who reads the mail: the worker (greeted by first name) or the company (greeted by its name). */
  reader: Role;
  greetingName: string;
  /** The other side's name: the company for a worker, the applicant for a company. */
  fromName: string;
  jobTitle: string;
  /** Oldest first. */
  messages: readonly { body: string; sentAt: Date }[];
  /** The thread's page in the reader's area. */
  link: string;
  /** The page that turns these e-mails off. */
  unsubscribe: string;
  /** The reader's settings screen, where every kind of e-mail is chosen. */
  settings: string;
};

/** "14:05, 28/11" in Greek time, as the reader's area shows times. */
function when(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === "gr" ? "el-GR" : "en-GB", {
    timeZone: "Europe/Athens",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  }).format(date);
}

export function conversationMail(input: ConversationMailInput): MailContent {
  const { language } = input;
  const [from, job, name] = [input.fromName, input.jobTitle, input.greetingName].map(unlinked);
  const many = input.messages.length > 1;
  const words =
    language === "gr"
      ? {
          subject: many
            ? `${input.messages.length} νέα μηνύματα από ${from} για τη θέση ${job}`
            : `Νέο μήνυμα από ${from} για τη θέση ${job}`,
          greeting: `Γεια σας ${name},`,
          news: many
            ? `${input.messages.length} νέα μηνύματα από ${from} για την αίτηση στη θέση ${job}:`
            : `Νέο μήνυμα από ${from} για την αίτηση στη θέση ${job}:`,
          see: "Απαντήστε στη συζήτηση:",
          button: "Άνοιγμα συζήτησης",
          why: "Λαμβάνετε αυτό το μήνυμα επειδή σας έγραψαν σε μια συζήτηση για μια αίτηση. Για να μη λαμβάνετε πια τέτοια μηνύματα:",
          manage: "Όλα τα e-mail που λαμβάνετε τα επιλέγετε στις Ρυθμίσεις:",
          team: `Η ομάδα «${grCommon.brand}»`,
        }
      : {
          subject: many
            ? `${input.messages.length} new messages from ${from} about ${job}`
            : `New message from ${from} about ${job}`,
          greeting: `Hello ${name},`,
          news: many
            ? `${from} wrote ${input.messages.length} messages about the application for ${job}:`
            : `${from} wrote about the application for ${job}:`,
          see: "Reply in the conversation:",
          button: "Open the conversation",
          why: "You get this e-mail because someone wrote to you in a conversation about an application. To stop these e-mails:",
          manage: "Choose which e-mails you get in Settings:",
          team: `The ${enCommon.brand} team`,
        };
  const quotes = input.messages.map((message) => ({
    at: when(message.sentAt, language),
    text: unlinked(message.body),
  }));
  return {
    subject: words.subject,
    text: [
      words.greeting,
      words.news,
      ...quotes.map((quote) => `${quote.at}\n${quote.text.replace(/^/gm, "> ")}`),
      `${words.see}\n${input.link}`,
      words.team,
      `${words.why}\n${input.unsubscribe}`,
      `${words.manage}\n${input.settings}`,
    ].join("\n\n"),
    html: htmlDocument(language, words.subject, [
      paragraph(words.greeting),
      paragraph(words.news),
      ...quotes.map(
        (quote) =>
          `<p style="margin:0;color:#555555;font-size:13px">${escapeHtml(quote.at)}</p>` +
          `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #0b6e99">${paragraph(quote.text)}</blockquote>`,
      ),
      linkButton(input.link, words.button),
      paragraph(words.team),
      `<p style="color:#555555;font-size:13px">${escapeHtml(words.why)} <a href="${escapeHtml(input.unsubscribe)}">${escapeHtml(input.unsubscribe)}</a></p>`,
      `<p style="color:#555555;font-size:13px">${escapeHtml(words.manage)} <a href="${escapeHtml(input.settings)}">${escapeHtml(input.settings)}</a></p>`,
    ]),
  };
}
