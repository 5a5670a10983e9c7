/**
 * An interview's time as people read it (docs/interviews.md): the weekday, date and hour on an Athens clock, in the
 * reader's language, "(Greek time)" added by the caller's words; the formatting is the mails' own
 * (contract/athens-time.ts).
 */
import { athensReadable } from "#contract/athens-time";
import type { Locale } from "~/lib/i18n/config";

export function athensTimeText(instant: string, locale: Locale): string {
  return athensReadable(new Date(instant), locale);
}
