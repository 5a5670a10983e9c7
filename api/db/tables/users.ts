import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { LANGUAGES, ROLES } from "../../../contract/enums";
import { createdAt, oneOf, updatedAt } from "./columns";

/** A person who signs in: an employee (job seeker) or a company account. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored as typed; uniqueness ignores case (users_email_unique on lower(email)). */
    email: text("email").notNull(),
    username: text("username").notNull(),
    /** argon2id PHC string; null until the account is activated or for social-only accounts. */
    passwordHash: text("password_hash"),
    role: text("role", { enum: ROLES }).notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    phoneNumber: text("phone_number"),
    streetName: text("street_name"),
    streetNumber: text("street_number"),
    zipCode: text("zip_code"),
    /** ISO 3166-1 alpha-2 code. */
    country: text("country"),
    city: text("city"),
    state: text("state"),
    taxId: text("tax_id"),
    birthdate: date("birthdate", { mode: "string" }),
    language: text("language", { enum: LANGUAGES }).notNull().default("gr"),
    /** Whether the worker is e-mailed when a company changes one of their applications (areas.md). */
    mailStatusUpdates: boolean("mail_status_updates").notNull().default(true),
    /** Whether the worker is e-mailed when a company they follow posts a job (areas.md). */
    mailJobAlerts: boolean("mail_job_alerts").notNull().default(true),
    /** Whether the user is e-mailed about reviews: a company when one is written, a worker when it is replied to. */
    mailReviewNotices: boolean("mail_review_notices").notNull().default(true),
    /** Whether the user is e-mailed about interviews: proposals, answers, moves, cancellations and reminders. */
    mailInterviews: boolean("mail_interviews").notNull().default(true),
    /** Whether the worker is e-mailed when a company invites them back for a new season (docs/season.md). */
    mailInvitations: boolean("mail_invitations").notNull().default(true),
    /** Whether the user is e-mailed when the other side writes in an application's thread (docs/conversations.md). */
    mailMessages: boolean("mail_messages").notNull().default(true),
    isActive: boolean("is_active").notNull().default(false),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    /**
     * Set when the person deleted the account (docs/sessions-and-accounts.md#exporting-and-deleting-an-account): the
     * row stays as a tombstone without personal data, so the applications companies keep and the reviews can show
     * "Deleted user"; its address is freed.
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    check("users_role_check", oneOf(t.role, ROLES)),
    check("users_language_check", oneOf(t.language, LANGUAGES)),
  ],
);

/** Single-use sign-up activation links; only a hash of the token is kept (72 h lifetime). */
export const activationTokens = pgTable(
  "activation_tokens",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique("activation_tokens_token_hash_unique"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("activation_tokens_user_idx").on(t.userId)],
);

/**
 * Outstanding refresh tokens by `jti` (SimpleJWT's outstanding + blacklist tables in one):
 * a token is blacklisted when `revoked_at` is set.
 */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    jti: text("jti").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("refresh_tokens_user_idx").on(t.userId), index("refresh_tokens_expires_idx").on(t.expiresAt)],
);

/**
 * Single-use password reset links (docs/sessions-and-accounts.md#password-reset-and-a-new-activation-link): only a
 * SHA-256 of the token is kept, good for 1 hour. A new request or a reset kills the user's other unused links.
 */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique("password_reset_tokens_token_hash_unique"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

/**
 * Single-use links that confirm a new e-mail address (docs/sessions-and-accounts.md#account-settings): only a SHA-256
 * of the token is kept, with the address it confirms, good for 24 hours. A new request or a confirmation kills the
 * user's other links.
 */
export const emailChangeTokens = pgTable(
  "email_change_tokens",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique("email_change_tokens_token_hash_unique"),
    newEmail: text("new_email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("email_change_tokens_user_idx").on(t.userId)],
);
