import { intlLocale, type Locale } from "./config";

/**
 * Dates, numbers and money in the active language (design section 9). Greek uses el-GR.
 * Formatters are cached: constructing Intl objects is the costly part.
 */
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, build: () => T): T {
  const hit = cache.get(key);
  if (hit) return hit as T;
  const made = build();
  cache.set(key, made);
  return made;
}

/**
 * A calendar date, e.g. "1 June 2026" / "1 Ιουνίου 2026". Shown in UTC, where date-only strings (YYYY-MM-DD)
 * land, so server and browser agree; pass `timeZone: "Europe/Athens"` for timestamps.
 */
export function formatDate(
  value: Date | string,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" },
): string {
  const withZone = { timeZone: "UTC", ...options };
  const key = `d|${locale}|${JSON.stringify(withZone)}`;
  const format = () =>
    cached(key, () => new Intl.DateTimeFormat(intlLocale(locale), withZone)).format(
      typeof value === "string" ? new Date(value) : value,
    );
  // A list shows the same few dates again and again (a season's start and end): each is formatted once.
  return typeof value === "string" ? formattedOnce(`${key}|${value}`, format) : format();
}

const formatted = new Map<string, string>();

function formattedOnce(key: string, format: () => string): string {
  const hit = formatted.get(key);
  if (hit !== undefined) return hit;
  if (formatted.size >= 5_000) formatted.clear();
  const text = format();
  formatted.set(key, text);
  return text;
}

/** The day of a timestamp in Greece, short, e.g. "1 Jun 2026" / "1 Ιουν 2026" (when something was done). */
export function formatDay(timestamp: Date | string, locale: Locale): string {
  return formatDate(timestamp, locale, { day: "numeric", month: "short", year: "numeric", timeZone: "Europe/Athens" });
}

/** An amount of money, e.g. "€1,200" / "1.200 €". Whole amounts show no decimals. */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  const fraction = Number.isInteger(amount) ? 0 : 2;
  const format = cached(
    `m|${locale}|${currency}|${fraction}`,
    () =>
      new Intl.NumberFormat(intlLocale(locale), {
        style: "currency",
        currency,
        minimumFractionDigits: fraction,
        maximumFractionDigits: fraction,
      }),
  );
  return format.format(amount);
}

/** A salary's amounts as pages show them, before the period: "€1,200–€1,500", one amount, or one end. */
export type SalaryAmount =
  { kind: "range"; min: string; max: string } | { kind: "exact" | "from" | "upTo"; amount: string } | null;

/**
 * The amounts of a job's pay (job cards and job pages). Here, beside formatMoney, rather than with the job
 * components: /jobs and the job pages both load this module already, so no extra chunk reaches /jobs.
 */
export function salaryAmount(
  job: { salary_min: number | null; salary_max: number | null; salary_currency: string },
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

/** A plain number with the language's grouping and decimal marks. */
export function formatNumber(value: number, locale: Locale): string {
  return cached(`n|${locale}`, () => new Intl.NumberFormat(intlLocale(locale))).format(value);
}
