/**
 * The interview's pieces without a server (issue 24, docs/interviews.md): Athens wall-clock times through both
 * daylight-saving changes, the calendar file as RFC 5545 wants it (CRLF, folded lines, escaped text, the zone, a
 * stable UID), and the interview mails, which like every mail link only to us and never turn user text into links.
 */
import { describe, expect, it } from "vitest";
import { calendarFileOf, type InterviewEvent } from "../../contract/interview-rules";
import { holdsLink } from "../../contract/person-names";
import { fromAthens, toAthens } from "../../contract/athens-time";
import { escapeText, fold, interviewCalendar } from "../../api/services/interview-calendar";
import { interviewMail, type InterviewMailEvent } from "../../api/services/mail-templates-interviews";

describe("Athens wall-clock times", () => {
  it("reads summer (UTC+3) and winter (UTC+2) times, refuses the skipped hour, takes the first repeated one", () => {
    expect(fromAthens({ date: "2027-07-01", time: "10:00" })?.toISOString()).toBe("2027-07-01T07:00:00.000Z");
    expect(fromAthens({ date: "2027-01-15", time: "10:00" })?.toISOString()).toBe("2027-01-15T08:00:00.000Z");
    expect(fromAthens({ date: "2027-03-28", time: "03:30" })).toBeNull();
    expect(fromAthens({ date: "2027-10-31", time: "03:30" })?.toISOString()).toBe("2027-10-31T00:30:00.000Z");
    expect(fromAthens({ date: "2027-02-30", time: "10:00" })).toBeNull();
    expect(fromAthens({ date: "tomorrow", time: "10:00" })).toBeNull();
    expect(toAthens(new Date("2027-07-01T07:00:00Z"))).toEqual({ date: "2027-07-01", time: "10:00" });
  });
});

describe("the calendar file", () => {
  const input = {
    method: "REQUEST" as const,
    interviewId: 42,
    sequence: 3,
    domain: "seasonaljobs.gr",
    startsAt: new Date("2027-07-01T07:00:00Z"),
    lengthMinutes: 45,
    summary: "Συνέντευξη: Μάγειρας — Naxos Bay, Hotel; Spa",
    description: "Ask for Maria,\nat the reception.",
    mode: "IN_PERSON" as const,
    address: "Agios Prokopios beach, Naxos",
    videoUrl: null,
    organizer: { name: 'Naxos "Bay"', email: "no-reply@seasonaljobs.gr" },
    attendee: { name: "Eleni Papadaki", email: "eleni@example.test" },
    now: new Date("2027-06-01T12:00:00Z"),
  };

  it("is an RFC 5545 request in Athens time with a stable UID and the SEQUENCE", () => {
    const ics = interviewCalendar(input);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const unfolded = ics.replace(/\r\n /g, "");
    for (const line of [
      "METHOD:REQUEST",
      "TZID:Europe/Athens",
      "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
      "UID:interview-42@seasonaljobs.gr",
      "SEQUENCE:3",
      "DTSTAMP:20270601T120000Z",
      "DTSTART;TZID=Europe/Athens:20270701T100000",
      "DTEND;TZID=Europe/Athens:20270701T104500",
      "SUMMARY:Συνέντευξη: Μάγειρας — Naxos Bay\\, Hotel\\; Spa",
      "DESCRIPTION:Ask for Maria\\,\\nat the reception.",
      "LOCATION:Agios Prokopios beach\\, Naxos",
      'ORGANIZER;CN="Naxos Bay":mailto:no-reply@seasonaljobs.gr',
      "STATUS:CONFIRMED",
    ])
      expect(unfolded.split("\r\n"), line).toContain(line);
    const cancel = interviewCalendar({ ...input, method: "CANCEL", sequence: 4 }).replace(/\r\n /g, "");
    expect(cancel).toContain("METHOD:CANCEL\r\n");
    expect(cancel).toContain("STATUS:CANCELLED\r\n");
    expect(cancel).toContain("UID:interview-42@seasonaljobs.gr\r\n");
  });

  it("folds without splitting a character and escapes text", () => {
    const long = `DESCRIPTION:${"Ελλάδα ".repeat(30)}`;
    const folded = fold(long);
    expect(folded.replace(/\r\n /g, "")).toBe(long);
    expect(escapeText("a\\b;c,d\r\ne")).toBe("a\\\\b\\;c\\,d\\ne");
  });
});

describe("interview mails", () => {
  const OURS = "http://localhost:3000";
  const USER = `Eleni http://evil.test/x www.evil.test evil.test bob@evil.test`;
  const EVENTS: InterviewMailEvent[] = [
    "PROPOSED",
    "MOVED",
    "AGREED_WORKER",
    "AGREED_COMPANY",
    "OTHER_TIMES",
    "CANCELLED",
    "CANCELLED_WITHDRAWN",
    "CANCELLED_WITHDRAWN_OWN",
    "CANCELLED_REJECTED",
    "CANCELLED_REJECTED_OWN",
    "REMINDER",
  ];
  /** Who reads each mail: its button names the reader's own page. */
  const toCompany = new Set<InterviewMailEvent>([
    "AGREED_COMPANY",
    "OTHER_TIMES",
    "CANCELLED_WITHDRAWN",
    "CANCELLED_REJECTED_OWN",
  ]);
  for (const event of EVENTS) {
    for (const language of ["en", "gr"] as const) {
      it(`${event} (${language}): links are ours only, user text shows and links nowhere, times in Greek time`, () => {
        const mail = interviewMail({
          language,
          audience: toCompany.has(event) ? "COMPANY" : "EMPLOYEE",
          event,
          firstName: USER,
          other: USER,
          jobTitle: USER,
          mode: "VIDEO",
          address: "",
          videoUrl: "https://meet.example.test/abc",
          lengthMinutes: 30,
          times: [new Date("2027-07-01T07:00:00Z")],
          at: new Date("2027-07-01T07:00:00Z"),
          note: USER,
          link: `${OURS}/x`,
          unsubscribe: `${OURS}/mail/unsubscribe/t`,
          settings: `${OURS}/employee/settings`,
        });
        for (const [, href] of mail.html.matchAll(/href="([^"]*)"/g)) expect(href.startsWith(`${OURS}/`)).toBe(true);
        for (const text of [mail.subject, mail.text]) {
          expect(holdsLink(text.replace(/http:\/\/localhost:3000\S*/g, ""))).toBe(false);
        }
        expect(mail.text.replaceAll("\u200B", "")).toContain(USER);
        expect(mail.text).toContain("/mail/unsubscribe/t");
        if (event !== "PROPOSED" && event !== "OTHER_TIMES") expect(mail.text).toMatch(/10:00/);
      });
    }
  }
});

describe("an interview cancelled because its application left the running", () => {
  const base = {
    firstName: "Maria",
    jobTitle: "Breakfast cook",
    mode: "PHONE" as const,
    address: "",
    videoUrl: null,
    lengthMinutes: 30,
    times: [],
    note: "",
    link: "http://localhost:3000/x",
    unsubscribe: "http://localhost:3000/mail/unsubscribe/t",
    settings: "http://localhost:3000/company/settings",
  };
  const at = new Date("2027-07-01T07:00:00Z");

  it("tells each side why, in its language, and says the calendar's cancellation is attached only for an agreed time", () => {
    const company = interviewMail({
      ...base,
      language: "en",
      audience: "COMPANY",
      event: "CANCELLED_WITHDRAWN",
      other: "Eleni Papadaki",
      at,
    });
    expect(company.subject).toBe("The interview for Breakfast cook is cancelled: the application was withdrawn");
    expect(company.text).toContain(
      "Eleni Papadaki withdrew their application for Breakfast cook, so the interview on Thursday, 1 July 2027 at 10:00 (Greek time) is cancelled.",
    );
    expect(company.text).toContain("The calendar cancellation is attached.");
    expect(company.html).toContain("The applicant");

    const worker = interviewMail({
      ...base,
      language: "gr",
      audience: "EMPLOYEE",
      event: "CANCELLED_REJECTED",
      other: "Naxos Bay Hotel",
      at: null,
    });
    expect(worker.subject).toBe("Η συνέντευξη για τη θέση Breakfast cook ακυρώθηκε: η αίτηση δεν προχωρά");
    expect(worker.text).toContain("Η επιχείρηση Naxos Bay Hotel δεν θα προχωρήσει με την αίτησή σας");
    expect(worker.text).not.toContain("ημερολόγιο");
    expect(worker.text).toContain("οπότε ακυρώθηκε η συνέντευξη.");
    expect(worker.html).toContain("Η αίτησή μου");

    const own = interviewMail({
      ...base,
      language: "en",
      audience: "EMPLOYEE",
      event: "CANCELLED_WITHDRAWN_OWN",
      other: "Naxos Bay Hotel",
      at,
    });
    expect(own.text).toContain(
      "You withdrew your application for Breakfast cook, so your interview with Naxos Bay Hotel on Thursday",
    );
    expect(own.text).toContain("The calendar cancellation is attached.");
  });
});

describe("which calendar file an interview offers", () => {
  const steps = (...events: InterviewEvent[]) => events.map((event) => ({ event }));
  it("offers the invitation of an agreed time and the cancellation of a time cancelled straight away", () => {
    expect(calendarFileOf({ status: "AGREED", history: steps("PROPOSED", "AGREED") })).toBe("REQUEST");
    expect(calendarFileOf({ status: "CANCELLED", history: steps("PROPOSED", "AGREED", "CANCELLED") })).toBe("CANCEL");
  });

  it("offers none once the agreed time was moved first (its cancellation went out then), nor before any time", () => {
    expect(calendarFileOf({ status: "CANCELLED", history: steps("PROPOSED", "AGREED", "MOVED", "CANCELLED") })).toBe(
      null,
    );
    expect(
      calendarFileOf({ status: "CANCELLED", history: steps("PROPOSED", "AGREED", "OTHER_TIMES", "CANCELLED") }),
    ).toBe(null);
    expect(calendarFileOf({ status: "CANCELLED", history: steps("PROPOSED", "CANCELLED") })).toBe(null);
    expect(calendarFileOf({ status: "PROPOSED", history: steps("PROPOSED", "AGREED", "MOVED") })).toBe(null);
  });
});
