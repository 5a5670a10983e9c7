/**
 * Europe/Athens wall-clock times (issue 24: interviews are agreed in Greek time, whatever the reader's device
 * says). A time travels as a date `YYYY-MM-DD` and a time `HH:MM` in Athens; this turns it into an instant and
 * back with the platform's time-zone data (Intl), daylight saving included. No zod: the browser may load it.
 */
export const ATHENS_TIME_ZONE = "Europe/Athens";

const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: ATHENS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

export type AthensTime = { date: string; time: string };

const readableFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as people read it on an Athens clock, in language `lng` ("gr" Greek, else English): "Monday
 * 12 April 2027, 10:00". The page and the mail add "(Greek time)" in their own words. Formatters are made once.
 */
export function athensReadable(instant: Date, lng: string): string {
  let format = readableFormats.get(lng);
  if (!format) {
    format = new Intl.DateTimeFormat(lng === "gr" ? "el-GR" : "en-GB", {
      timeZone: ATHENS_TIME_ZONE,
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    readableFormats.set(lng, format);
  }
  return format.format(instant);
}

/** The Athens date and time of an instant. */
export function toAthens(instant: Date): AthensTime {
  const got: Record<string, string> = {};
  for (const part of parts.formatToParts(instant)) got[part.type] = part.value;
  return { date: `${got.year}-${got.month}-${got.day}`, time: `${got.hour}:${got.minute}` };
}

/**
 * The instant of an Athens wall-clock time, or null for a time that does not exist there (the hour skipped when
 * the clocks go forward) or text that is no date and time. In the hour that repeats in October, the first.
 */
export function fromAthens({ date, time }: AthensTime): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match || !clock) return null;
  const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), Number(clock[1]), Number(clock[2]));
  // Athens is UTC+2 or UTC+3: try both, earlier first, and keep the one that reads back as asked.
  for (const hours of [3, 2]) {
    const instant = new Date(wall - hours * 3_600_000);
    const back = toAthens(instant);
    if (back.date === date && back.time === time) return instant;
  }
  return null;
}
