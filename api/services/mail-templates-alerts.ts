/**
 * The mails of search alerts (issue 24, docs/jobs.md#search-alerts), in the reader's language from
 * locales/{en,gr}/alerts.json: the guest's confirmation (double opt-in: the only mail before it is followed) and the
 * digest of one alert's new jobs. Every digest names the page that manages the reader's alerts and the one-click
 * link that stops this alert (its RFC 8058 headers are set by the sender).
 */
import type { Language } from "../../contract/enums";
import enAlerts from "../../locales/en/alerts.json";
import enCommon from "../../locales/en/common.json";
import grAlerts from "../../locales/gr/alerts.json";
import grCommon from "../../locales/gr/common.json";
import {
  escapeHtml,
  htmlDocument,
  linkAsText,
  linkButton,
  paragraph,
  unlinked,
  type MailContent,
} from "./mail-templates";

const WORDS: Record<Language, typeof enAlerts.mail> = { en: enAlerts.mail, gr: grAlerts.mail };
const BRAND: Record<Language, string> = { en: enCommon.brand, gr: grCommon.brand };

/** `{{name}}` placeholders filled in (the values are already made safe for mail). */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}

/** The alert's own name, else the translated "All jobs" an alert without filters is called. */
export function alertTitle(language: Language, name: string): string {
  return name === "" ? WORDS[language].allJobs : name;
}

export type AlertConfirmMailInput = { language: Language; name: string; link: string };

/** To a guest's address: follow the link to start the alert. */
export function alertConfirmMail({ language, name, link }: AlertConfirmMailInput): MailContent {
  const words = WORDS[language];
  const news = fill(words.confirmNews, { name: unlinked(alertTitle(language, name)) });
  const team = fill(words.team, { brand: BRAND[language] });
  return {
    subject: words.confirmSubject,
    text: [words.confirmGreeting, news, `${words.confirmButton}:\n${link}`, words.confirmIgnore, team].join("\n\n"),
    html: htmlDocument(language, words.confirmSubject, [
      paragraph(words.confirmGreeting),
      paragraph(news),
      linkButton(link, words.confirmButton),
      linkAsText(link),
      paragraph(words.confirmIgnore),
      paragraph(team),
    ]),
  };
}

export type AlertDigestJob = { title: string; company: string; place: string; link: string };

export type AlertDigestMailInput = {
  language: Language;
  name: string;
  /** The newest of the new jobs (at most MAX_JOBS_PER_MAIL). */
  jobs: readonly AlertDigestJob[];
  /** How many new jobs there are in all; the rest are on the search's page. */
  total: number;
  /** /jobs with the alert's search. */
  search: string;
  /** Where the reader manages their alerts (a worker's settings, a guest's tokenised page). */
  manage: string;
  /** The page that stops this alert with one click. */
  unsubscribe: string;
};

/** One alert's new jobs of one period. */
export function alertDigestMail(input: AlertDigestMailInput): MailContent {
  const { language } = input;
  const words = WORDS[language];
  const name = unlinked(alertTitle(language, input.name));
  const count = Math.max(input.total, input.jobs.length);
  const subject = fill(count === 1 ? words.digestSubject_one : words.digestSubject_other, { count, name });
  const news = fill(words.digestNews, { name });
  const team = fill(words.team, { brand: BRAND[language] });
  const lines = input.jobs.map((job) => {
    const title = unlinked(job.title);
    const what = [unlinked(job.company), unlinked(job.place)].filter((part) => part !== "").join(", ");
    return { label: what ? `${title} (${what})` : title, link: job.link };
  });
  return {
    subject,
    text: [
      words.digestGreeting,
      news,
      lines.map((line) => `- ${line.label}\n  ${line.link}`).join("\n"),
      `${words.digestMore}\n${input.search}`,
      team,
      `${words.manage}\n${input.manage}`,
      `${words.why}\n${input.unsubscribe}`,
    ].join("\n\n"),
    html: htmlDocument(language, subject, [
      paragraph(words.digestGreeting),
      paragraph(news),
      `<ul>${lines.map((line) => `<li><a href="${escapeHtml(line.link)}">${escapeHtml(line.label)}</a></li>`).join("")}</ul>`,
      linkButton(input.search, words.digestButton),
      paragraph(team),
      `<p style="color:#555555;font-size:13px">${escapeHtml(words.manage)} <a href="${escapeHtml(input.manage)}">${escapeHtml(input.manage)}</a></p>`,
      `<p style="color:#555555;font-size:13px">${escapeHtml(words.why)} <a href="${escapeHtml(input.unsubscribe)}">${escapeHtml(input.unsubscribe)}</a></p>`,
    ]),
  };
}
