/**
 * Who hears of an interview's change, and the reminder (issue 24, docs/interviews.md#mails). Each change queues,
 * in its own transaction, the other side's mail (both sides' when a time is agreed) with the calendar file it
 * concerns: the invitation (METHOD:REQUEST) for an agreed time, its cancellation (METHOD:CANCEL) when that time is
 * given up. Mails go to active accounts that have not turned interview mails off, in each reader's language.
 *
 * A cancellation caused by the application leaving the running (withdrawn or rejected; services/interview-steps.ts)
 * says why, and for an agreed time sends the CANCEL to the side that moved the application too.
 *
 * The reminder is an `interview-reminder` job queued with the agreement to run 24 hours before the time; it names
 * the interview's SEQUENCE then. Moving, asking for other times or cancelling bumps the SEQUENCE, so the job finds
 * it changed and sends nothing (a move that is agreed again queues its own reminder).
 */
import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Language, Role } from "../../contract/enums";
import {
  canArrangeInterview,
  INTERVIEW_REMINDER_HOURS,
  type InterviewCancelReason,
  type InterviewEvent,
} from "../../contract/interview-rules";
import type { AppDatabase } from "../db/client";
import { applications, companies, employeeProfiles, interviews, jobs, users, type MailAttachment } from "../db/schema";
import { calendarContentType, interviewCalendar } from "./interview-calendar";
import type { Mailer } from "./mail";
import { mailLink } from "./mail-links";
import type { MailPreferenceLinks } from "./mail-preferences";
import { interviewMail, type InterviewMailEvent } from "./mail-templates-interviews";
import type { Queue } from "./queue";

export type InterviewMailDeps = {
  mailer: Mailer;
  queue: Queue;
  links: MailPreferenceLinks;
  publicUrl: string;
  /** MAIL_FROM: the calendar's organizer and the UID's domain. */
  mailFrom: string;
};

type InterviewRow = typeof interviews.$inferSelect;

/**
 * One change: what it was, who made it, the interview as it was before (null for a first proposal), and for a
 * cancellation caused by the application leaving the running, why.
 */
export type InterviewChange = {
  event: InterviewEvent;
  by: Role;
  previous: InterviewRow | null;
  reason?: InterviewCancelReason | null;
};

/** The mails of a cancellation caused by the application's move: to the other side, and to the side that moved it. */
const CLOSING_MAILS: Record<InterviewCancelReason, { other: InterviewMailEvent; own: InterviewMailEvent }> = {
  APPLICATION_WITHDRAWN: { other: "CANCELLED_WITHDRAWN", own: "CANCELLED_WITHDRAWN_OWN" },
  APPLICATION_REJECTED: { other: "CANCELLED_REJECTED", own: "CANCELLED_REJECTED_OWN" },
};

type Person = { id: string; email: string; firstName: string; lastName: string; language: Language; wants: boolean };
type Parties = { worker: Person; company: Person & { companyName: string }; jobTitle: string; applicationId: number };

const owner = alias(users, "owner");

async function partiesOf(tx: AppDatabase, applicationId: number): Promise<Parties | undefined> {
  const [row] = await tx
    .select({
      workerId: users.id,
      workerEmail: users.email,
      workerFirst: users.firstName,
      workerLast: users.lastName,
      workerLanguage: users.language,
      workerWants: users.mailInterviews,
      workerActive: users.isActive,
      ownerId: owner.id,
      ownerEmail: owner.email,
      ownerFirst: owner.firstName,
      ownerLast: owner.lastName,
      ownerLanguage: owner.language,
      ownerWants: owner.mailInterviews,
      ownerActive: owner.isActive,
      companyName: companies.name,
      jobTitle: jobs.title,
    })
    .from(applications)
    .innerJoin(employeeProfiles, eq(employeeProfiles.id, applications.employeeId))
    .innerJoin(users, eq(users.id, employeeProfiles.userId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(owner, eq(owner.id, companies.ownerId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  if (!row) return undefined;
  return {
    applicationId,
    jobTitle: row.jobTitle,
    worker: {
      id: row.workerId,
      email: row.workerEmail,
      firstName: row.workerFirst,
      lastName: row.workerLast,
      language: row.workerLanguage,
      wants: row.workerWants && row.workerActive,
    },
    company: {
      id: row.ownerId,
      email: row.ownerEmail,
      firstName: row.ownerFirst,
      lastName: row.ownerLast,
      language: row.ownerLanguage,
      wants: row.ownerWants && row.ownerActive,
      companyName: row.companyName,
    },
  };
}

const fullName = (person: Person) => `${person.firstName} ${person.lastName}`.trim();

/** The names the calendar file shows: the job, the company (the organizer) and the worker (the attendee). */
export type CalendarParties = { jobTitle: string; companyName: string; workerName: string; workerEmail: string };

/** The calendar file of `interview` at `startsAt`, as a mail attachment. */
export function calendarAttachment(
  deps: Pick<InterviewMailDeps, "mailFrom">,
  interview: InterviewRow,
  parties: CalendarParties,
  method: "REQUEST" | "CANCEL",
  startsAt: Date,
  language: Language,
): MailAttachment {
  const content = interviewCalendar({
    method,
    interviewId: interview.id,
    sequence: interview.sequence,
    domain: deps.mailFrom.split("@")[1] ?? "localhost",
    startsAt,
    lengthMinutes: interview.lengthMinutes,
    summary:
      language === "gr"
        ? `Συνέντευξη: ${parties.jobTitle} — ${parties.companyName}`
        : `Interview: ${parties.jobTitle} — ${parties.companyName}`,
    description: interview.note,
    mode: interview.mode,
    address: interview.address,
    videoUrl: interview.videoUrl,
    organizer: { name: parties.companyName, email: deps.mailFrom },
    attendee: { name: parties.workerName, email: parties.workerEmail },
    now: new Date(),
  });
  return { filename: "interview.ics", contentType: calendarContentType(method), content };
}

async function mailOne(
  deps: InterviewMailDeps,
  tx: AppDatabase,
  interview: InterviewRow,
  parties: Parties,
  audience: Role,
  event: InterviewMailEvent,
  options: { at: Date | null; note: string; calendar?: "REQUEST" | "CANCEL" },
): Promise<boolean> {
  const reader = audience === "EMPLOYEE" ? parties.worker : parties.company;
  if (!reader.wants) return false;
  const unsubscribe = await deps.links.unsubscribe(reader.id, "interviews", audience, reader.language);
  const path: `/${string}` =
    audience === "EMPLOYEE"
      ? `/employee/applications/${parties.applicationId}`
      : `/company/applicants/${parties.applicationId}`;
  const mail = interviewMail({
    language: reader.language,
    audience,
    event,
    firstName: reader.firstName,
    other: audience === "EMPLOYEE" ? parties.company.companyName : fullName(parties.worker),
    jobTitle: parties.jobTitle,
    mode: interview.mode,
    address: interview.address,
    videoUrl: interview.videoUrl,
    lengthMinutes: interview.lengthMinutes,
    times: interview.slots.map((slot) => new Date(slot.startsAt)),
    at: options.at,
    note: options.note,
    link: mailLink(deps.publicUrl, reader.language, path),
    unsubscribe: unsubscribe.page,
    settings: unsubscribe.settings,
  });
  const attachments =
    options.calendar && options.at
      ? [
          calendarAttachment(
            deps,
            interview,
            {
              jobTitle: parties.jobTitle,
              companyName: parties.company.companyName,
              workerName: fullName(parties.worker),
              workerEmail: parties.worker.email,
            },
            options.calendar,
            options.at,
            reader.language,
          ),
        ]
      : [];
  await deps.mailer.enqueue(tx, { to: reader.email, ...mail, headers: unsubscribe.headers, attachments });
  return true;
}

/** In the change's transaction: the mails it causes and, for an agreed time, the reminder. */
export async function queueInterviewMails(
  deps: InterviewMailDeps,
  tx: AppDatabase,
  interview: InterviewRow,
  change: InterviewChange,
): Promise<void> {
  const parties = await partiesOf(tx, interview.applicationId);
  if (!parties) return;
  // The time given up by this change, if one had been agreed: its calendar event is cancelled.
  const givenUp = change.previous?.status === "AGREED" ? change.previous.startsAt : null;
  switch (change.event) {
    case "PROPOSED":
    case "MOVED":
      await mailOne(deps, tx, interview, parties, "EMPLOYEE", change.event, {
        at: givenUp,
        note: interview.note,
        calendar: givenUp ? "CANCEL" : undefined,
      });
      return;
    case "AGREED": {
      const at = interview.startsAt;
      await mailOne(deps, tx, interview, parties, "EMPLOYEE", "AGREED_WORKER", { at, note: "", calendar: "REQUEST" });
      await mailOne(deps, tx, interview, parties, "COMPANY", "AGREED_COMPANY", { at, note: "", calendar: "REQUEST" });
      if (at) await queueReminder(deps.queue, tx, interview.id, interview.sequence, at);
      return;
    }
    case "OTHER_TIMES":
      await mailOne(deps, tx, interview, parties, "COMPANY", "OTHER_TIMES", {
        at: givenUp,
        note: interview.workerNote,
        calendar: givenUp ? "CANCEL" : undefined,
      });
      return;
    case "CANCELLED": {
      const closing = change.reason ? CLOSING_MAILS[change.reason] : null;
      const calendar = givenUp ? "CANCEL" : undefined;
      await mailOne(
        deps,
        tx,
        interview,
        parties,
        change.by === "COMPANY" ? "EMPLOYEE" : "COMPANY",
        closing?.other ?? "CANCELLED",
        {
          at: givenUp,
          note: interview.cancelNote,
          calendar,
        },
      );
      // Withdrawing or rejecting cancels the interview without the mover cancelling it by hand: an agreed time is in
      // their calendar too, so they get its CANCEL as well.
      if (closing && givenUp) {
        await mailOne(deps, tx, interview, parties, change.by, closing.own, { at: givenUp, note: "", calendar });
      }
      return;
    }
  }
}

/** When the reminder of an interview at `startsAt` is due, or null when that moment has passed already. */
export function reminderTime(startsAt: Date, now = new Date()): Date | null {
  const due = new Date(startsAt.getTime() - INTERVIEW_REMINDER_HOURS * 3_600_000);
  return due.getTime() > now.getTime() ? due : null;
}

async function queueReminder(
  queue: Queue,
  tx: AppDatabase,
  interviewId: number,
  sequence: number,
  startsAt: Date,
): Promise<void> {
  const due = reminderTime(startsAt);
  // Agreed less than a day ahead: the confirmation that just left is the reminder.
  if (!due) return;
  await queue.enqueue(tx, "interview-reminder", { interviewId, sequence }, { startAfter: due });
}

/**
 * The `interview-reminder` job: both sides get the reminder if the interview is still agreed at the time the job
 * was queued for (same SEQUENCE), still ahead, its application still open, and no reminder of it left yet.
 */
export async function remindInterview(
  deps: InterviewMailDeps,
  job: { interviewId: number; sequence: number },
): Promise<boolean> {
  return deps.mailer.transaction(async (tx) => {
    const [interview] = await tx
      .select()
      .from(interviews)
      .where(and(eq(interviews.id, job.interviewId), eq(interviews.sequence, job.sequence)))
      .for("update");
    if (!interview || interview.status !== "AGREED" || !interview.startsAt) return false;
    if (interview.remindedSequence === interview.sequence) return false;
    if (interview.startsAt.getTime() <= Date.now()) return false;
    const [application] = await tx
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, interview.applicationId));
    if (!application || !canArrangeInterview(application.status)) return false;
    const parties = await partiesOf(tx, interview.applicationId);
    if (!parties) return false;
    await tx.update(interviews).set({ remindedSequence: interview.sequence }).where(eq(interviews.id, interview.id));
    const options = { at: interview.startsAt, note: "" };
    await mailOne(deps, tx, interview, parties, "EMPLOYEE", "REMINDER", options);
    await mailOne(deps, tx, interview, parties, "COMPANY", "REMINDER", options);
    return true;
  });
}
