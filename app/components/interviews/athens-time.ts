/**
 * An interview's time as people read it (docs/interviews.md): the weekday, date and hour on an Athens clock, in the
 * reader's language, "(Greek time)" added by the caller's words. Formatters are made once per language.
 */
import type { Locale } from "~/lib/i18n/config";

const formats = new Map<Locale, Intl.DateTimeFormat>();

export function athensTimeText(instant: string, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === "gr" ? "el-GR" : "en-GB", {
      timeZone: "Europe/Athens",
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formats.set(locale, format);
  }
  return format.format(new Date(instant));
}
