/**
 * Sign-up activation links (design section 7, security.md "Activation tokens"): 256 random bits, only their
 * SHA-256 stored, good for 72 hours, used once. Claiming a token is one conditional UPDATE, so of two
 * requests racing with the same link exactly one activates the account.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Language } from "../../contract/enums";
import type { AppDatabase } from "../db/client";
import { activationTokens, users } from "../db/schema";
import { isUuid } from "../http/path-ids";
import { mailLink } from "./mail-links";
import { ACTIVATION_LINK_HOURS } from "./mail-templates";

export const ACTIVATION_LIFETIME_MS = ACTIVATION_LINK_HOURS * 60 * 60 * 1000;

/** What a link we made looks like: 32 bytes in base64url. Anything else is not worth a database query. */
export const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export type ActivationToken = {
  /** Goes into the e-mail only. */
  value: string;
  /** Goes into the database only. */
  hash: string;
  expiresAt: Date;
};

export function newActivationToken(now = new Date()): ActivationToken {
  const value = randomBytes(32).toString("base64url");
  return { value, hash: hashActivationToken(value), expiresAt: new Date(now.getTime() + ACTIVATION_LIFETIME_MS) };
}

export function hashActivationToken(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** The page of the web app that asks for the password (`/users/{uuid}/activate/{token}`), in the mail's language. */
export function activationLink(publicUrl: string, language: Language, userId: string, token: string): string {
  return mailLink(publicUrl, language, `/users/${userId}/activate/${token}`);
}

/** Whether the link can still activate the account; unknown user, unknown, used or expired token all say no. */
export async function isActivationUsable(
  db: AppDatabase,
  userId: string,
  token: string,
  now = new Date(),
): Promise<boolean> {
  if (!isWellFormed(userId, token)) return false;
  const rows = await db
    .select({ id: activationTokens.id })
    .from(activationTokens)
    .where(usable(userId, token, now))
    .limit(1);
  return rows.length > 0;
}

/**
 * Uses the link: marks the token used, stores the password hash and activates the account, in one
 * transaction. False when the link is not (or no longer) usable, and then nothing changed.
 */
export async function activateAccount(
  db: AppDatabase,
  input: { userId: string; token: string; passwordHash: string; now?: Date },
): Promise<boolean> {
  const { userId, token, passwordHash, now = new Date() } = input;
  if (!isWellFormed(userId, token)) return false;
  return db.transaction(async (tx) => {
    // A second request with the same token waits for this row lock and then finds used_at set.
    const claimed = await tx
      .update(activationTokens)
      .set({ usedAt: now })
      .where(usable(userId, token, now))
      .returning({ id: activationTokens.id });
    if (claimed.length === 0) return false;
    await tx.update(users).set({ passwordHash, isActive: true }).where(eq(users.id, userId));
    return true;
  });
}

function usable(userId: string, token: string, now: Date) {
  return usableLink(activationTokens, userId, token, now);
}

/** The columns every single-use link table has (activation, password reset, e-mail change). */
export type LinkColumns = { tokenHash: PgColumn; userId: PgColumn; usedAt: PgColumn; expiresAt: PgColumn };

/**
 * The row of a link that can still be used: found by the token's hash (no secret is compared in our code), for
 * this user, not used, not expired.
 */
export function usableLink(table: LinkColumns, userId: string, token: string, now: Date): SQL | undefined {
  return and(
    eq(table.tokenHash, hashActivationToken(token)),
    eq(table.userId, userId),
    isNull(table.usedAt),
    gt(table.expiresAt, now),
  );
}

/** A malformed uuid would make PostgreSQL raise (a 500); it is just another unusable link. */
export function isWellFormed(userId: string, token: string): boolean {
  return isUuid(userId) && TOKEN_FORMAT.test(token);
}
