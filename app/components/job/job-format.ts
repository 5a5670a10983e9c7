import type { Job } from "#contract/jobs";
import { htmlLang, type Locale } from "~/lib/i18n/config";
import { formatDate, formatMoney } from "~/lib/i18n/format";

/** Amounts of a salary as the page shows them, before the period: "€1,200–€1,500", or one end of the range. */
export type SalaryAmount =
  | { kind: "range"; min: string; max: string }
  | { kind: "exact" | "from" | "upTo"; amount: string }
  | null;

export function salaryAmount(
  job: Pick<Job, "salary_min" | "salary_max" | "salary_currency">,
  locale: Locale,
): SalaryAmount {
  const money = (value: number) => formatMoney(value, job.salary_currency, locale);
  const { salary_min: min, salary_max: max } = job;
  if (min !== null && max !== null) {
    return min === max ? { kind: "exact", amount: money(min) } : { kind: "range", min: money(min), max: money(max) };
  }
  if (min !== null) return { kind: "from", amount: money(min) };
  if (max !== null) return { kind: "upTo", amount: money(max) };
  return null;
}

/** A calendar day of a job (start, end, apply by): "1 June 2026" / "1 Ιουνίου 2026". */
export function jobDay(value: string, locale: Locale): string {
  return formatDate(value, locale);
}

/** When a job was posted (a timestamp), as the day it was in Greece. */
export function postedDay(timestamp: string, locale: Locale): string {
  return formatDate(timestamp, locale, { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Athens" });
}

/** A language's name in the page's language, capitalised as a label ("Αγγλικά", not "αγγλικά"). */
export function languageName(code: string, locale: Locale): string {
  let name = code;
  try {
    name = new Intl.DisplayNames([htmlLang(locale)], { type: "language" }).of(code) ?? code;
  } catch {
    // An invalid code from a remote API: show it as it is.
  }
  return name.charAt(0).toLocaleUpperCase(htmlLang(locale)) + name.slice(1);
}

/** A country's name in the page's language. */
export function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([htmlLang(locale)], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}
