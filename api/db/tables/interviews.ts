/**
 * Interviews (issue 24, docs/interviews.md): one per application, arranged between the company that owns the job
 * and the worker. The proposed times are kept as instants with their Athens wall-clock reading; `sequence` is the
 * calendar invitation's SEQUENCE (bumped on every change, so a calendar replaces its copy), `id` its stable UID.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ROLES } from "../../../contract/enums";
import {
  INTERVIEW_CANCEL_REASONS,
  INTERVIEW_EVENTS,
  INTERVIEW_MODES,
  INTERVIEW_STATUSES,
} from "../../../contract/interview-rules";
import { createdAt, oneOf, updatedAt } from "./columns";
import { applications } from "./jobs";
import { users } from "./users";

/** One proposed time: the instant (ISO 8601 UTC) and what an Athens clock reads then. */
export type StoredInterviewSlot = { startsAt: string; date: string; time: string };

export const interviews = pgTable(
  "interviews",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    status: text("status", { enum: INTERVIEW_STATUSES }).notNull(),
    mode: text("mode", { enum: INTERVIEW_MODES }).notNull(),
    lengthMinutes: integer("length_minutes").notNull(),
    address: text("address").notNull().default(""),
    videoUrl: text("video_url"),
    note: text("note").notNull().default(""),
    workerNote: text("worker_note").notNull().default(""),
    cancelNote: text("cancel_note").notNull().default(""),
    slots: jsonb("slots").$type<StoredInterviewSlot[]>().notNull(),
    /** The agreed time (AGREED only); the applicants' lists and the reminder read it. */
    startsAt: timestamp("starts_at", { withTimezone: true }),
    sequence: integer("sequence").notNull().default(0),
    /** The reminder of this SEQUENCE has been queued as a mail (a retried job sends none again). */
    remindedSequence: integer("reminded_sequence"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("interviews_application_unique").on(t.applicationId),
    check("interviews_status_check", oneOf(t.status, INTERVIEW_STATUSES)),
    check("interviews_mode_check", oneOf(t.mode, INTERVIEW_MODES)),
    check("interviews_length_check", sql`${t.lengthMinutes} between 1 and 1440`),
  ],
);

/** The interview's steps for the application's timeline, with the side that took each. */
export const interviewEvents = pgTable(
  "interview_events",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    interviewId: integer("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    event: text("event", { enum: INTERVIEW_EVENTS }).notNull(),
    byRole: text("by_role", { enum: ROLES }).notNull(),
    changedBy: uuid("changed_by").references(() => users.id, { onDelete: "set null" }),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    /** A CANCELLED step taken because the application was withdrawn or rejected (null for a cancel by hand). */
    reason: text("reason", { enum: INTERVIEW_CANCEL_REASONS }),
    createdAt: createdAt(),
  },
  (t) => [
    index("interview_events_interview_idx").on(t.interviewId, t.createdAt),
    check("interview_events_reason_check", oneOf(t.reason, INTERVIEW_CANCEL_REASONS)),
    check("interview_events_event_check", oneOf(t.event, INTERVIEW_EVENTS)),
    check("interview_events_by_role_check", oneOf(t.byRole, ROLES)),
  ],
);
