/**
 * An interview's calendar invitation (issue 24, docs/interviews.md#the-calendar-invitation): an iCalendar object
 * (RFC 5545) with the Europe/Athens VTIMEZONE and the start as `DTSTART;TZID=Europe/Athens`, so a phone set to
 * another zone still shows the Greek time right. `METHOD:REQUEST` for an agreed time, `METHOD:CANCEL` once it is
 * given up; the UID is the interview's and never changes, and SEQUENCE is the interview's, bumped on every change,
 * so a calendar replaces its copy rather than adding a second one (RFC 5546).
 */
import { ATHENS_TIME_ZONE, toAthens } from "../../contract/athens-time";
import type { InterviewMode } from "../../contract/interview-rules";

export type CalendarInput = {
  method: "REQUEST" | "CANCEL";
  interviewId: number;
  sequence: number;
  /** The sender's domain, for the UID (MAIL_FROM's). */
  domain: string;
  startsAt: Date;
  lengthMinutes: number;
  summary: string;
  description: string;
  mode: InterviewMode;
  address: string;
  videoUrl: string | null;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** When the object is made (DTSTAMP). */
  now: Date;
};

/** Europe/Athens since 1981: EET, and EEST from the last Sunday of March to the last Sunday of October. */
const ATHENS_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${ATHENS_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0300",
  "TZNAME:EEST",
  "DTSTART:19810329T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0300",
  "TZOFFSETTO:+0200",
  "TZNAME:EET",
  "DTSTART:19811025T040000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** The MIME type a mail attachment and the download carry. */
export function calendarContentType(method: CalendarInput["method"]): string {
  return `text/calendar; charset=utf-8; method=${method}`;
}

export function interviewUid(interviewId: number, domain: string): string {
  return `interview-${interviewId}@${domain}`;
}

/** The .ics text, CRLF line ends, long lines folded at 75 octets. */
export function interviewCalendar(input: CalendarInput): string {
  const start = toAthens(input.startsAt);
  const end = toAthens(new Date(input.startsAt.getTime() + input.lengthMinutes * 60_000));
  const location = input.mode === "IN_PERSON" ? input.address : input.mode === "VIDEO" ? (input.videoUrl ?? "") : "";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Seasonal Jobs//Interviews//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${input.method}`,
    ...ATHENS_VTIMEZONE,
    "BEGIN:VEVENT",
    `UID:${interviewUid(input.interviewId, input.domain)}`,
    `SEQUENCE:${input.sequence}`,
    `DTSTAMP:${utcStamp(input.now)}`,
    `DTSTART;TZID=${ATHENS_TIME_ZONE}:${localStamp(start)}`,
    `DTEND;TZID=${ATHENS_TIME_ZONE}:${localStamp(end)}`,
    `SUMMARY:${escapeText(input.summary)}`,
    `DESCRIPTION:${escapeText(input.description)}`,
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
    ...(input.mode === "VIDEO" && input.videoUrl ? [`URL:${input.videoUrl}`] : []),
    `ORGANIZER;CN=${quoteParameter(input.organizer.name)}:mailto:${input.organizer.email}`,
    `ATTENDEE;CN=${quoteParameter(input.attendee.name)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${input.attendee.email}`,
    `STATUS:${input.method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}

function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

function localStamp({ date, time }: { date: string; time: string }): string {
  return `${date.replaceAll("-", "")}T${time.replace(":", "")}00`;
}

/** TEXT values (RFC 5545 3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** A parameter value (CN) in double quotes, which may not hold a quote or a control character. */
function quoteParameter(value: string): string {
  return `"${value.replace(/["\p{Cc}]/gu, "")}"`;
}

/** Lines longer than 75 octets continue on lines starting with a space, never splitting a UTF-8 character. */
export function fold(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = "";
  let size = 0;
  for (const character of line) {
    const bytes = encoder.encode(character).length;
    const limit = pieces.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      pieces.push(current);
      current = "";
      size = 0;
    }
    current += character;
    size += bytes;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}
