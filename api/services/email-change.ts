/**
 * Links that confirm a new e-mail address (docs/sessions-and-accounts.md#account-settings): the tokens of activation
 * and password reset (api/services/activation.ts: 256 random bits, only the SHA-256 stored, looked up by that hash, so
 * no comparison of secrets happens in our code), good for 24 hours, used once by one conditional UPDATE. The row holds
 * the new address, so the link can only ever set the address that was asked for.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Language } from "../../contract/enums";
import { EMAIL_CHANGE_LINK_HOURS } from "../../contract/settings";
import type { AppDatabase } from "../db/client";
import { emailChangeTokens, users } from "../db/schema";
import { isWellFormed, newActivationToken, usableLink, type ActivationToken } from "./activation";
import { mailLink } from "./mail-links";

export const EMAIL_CHANGE_LIFETIME_MS = EMAIL_CHANGE_LINK_HOURS * 60 * 60 * 1000;

/** The page of the web app that confirms the address (`/email-change/{uuid}/{token}`), in the mail's language. */
export function emailChangeLink(publicUrl: string, language: Language, userId: string, token: string): string {
  return mailLink(publicUrl, language, `/email-change/${userId}/${token}`);
}

/** A new link for the address; the user's older unused links die (only the newest mail works). */
export async function storeEmailChangeToken(
  db: AppDatabase,
  userId: string,
  newEmail: string,
  now = new Date(),
): Promise<ActivationToken> {
  const token = newActivationToken(now);
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_LIFETIME_MS);
  await db.transaction(async (tx) => {
    await tx
      .update(emailChangeTokens)
      .set({ usedAt: now })
      .where(and(eq(emailChangeTokens.userId, userId), isNull(emailChangeTokens.usedAt)));
    await tx.insert(emailChangeTokens).values({ userId, tokenHash: token.hash, newEmail, expiresAt });
  });
  return { ...token, expiresAt };
}

/** The address a usable link would set, or null (unknown user or token, used, expired, a deactivated account). */
export async function emailChangeTarget(
  db: AppDatabase,
  userId: string,
  token: string,
  now = new Date(),
): Promise<string | null> {
  if (!isWellFormed(userId, token)) return null;
  const [row] = await db
    .select({ newEmail: emailChangeTokens.newEmail })
    .from(emailChangeTokens)
    .innerJoin(users, eq(users.id, emailChangeTokens.userId))
    .where(and(usable(userId, token, now), eq(users.isActive, true)))
    .limit(1);
  return row?.newEmail ?? null;
}

export type EmailChangeOutcome =
  { changed: true; oldEmail: string; newEmail: string } | { changed: false; reason: "unusable" | "taken" };

/**
 * Uses the link: claims the token, sets the address (and the username, which follows it), kills the user's other
 * links, in one transaction. An address another account took meanwhile is refused by the unique index on
 * lower(email); the link is then spent and nothing else changed.
 */
export async function confirmEmailChange(
  db: AppDatabase,
  userId: string,
  token: string,
  now = new Date(),
): Promise<EmailChangeOutcome> {
  if (!isWellFormed(userId, token)) return { changed: false, reason: "unusable" };
  try {
    return await claimAndChange(db, userId, token, now);
  } catch (error) {
    // Another account took the address between the check and the update: the transaction rolled back.
    if (isUniqueViolation(error)) return { changed: false, reason: "taken" };
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

async function claimAndChange(db: AppDatabase, userId: string, token: string, now: Date): Promise<EmailChangeOutcome> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(emailChangeTokens)
      .set({ usedAt: now })
      .where(usable(userId, token, now))
      .returning({ newEmail: emailChangeTokens.newEmail });
    if (!claimed) return { changed: false, reason: "unusable" } as const;
    const [account] = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.isActive, true)))
      .limit(1);
    if (!account) return { changed: false, reason: "unusable" } as const;
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${claimed.newEmail}) and ${users.id} <> ${userId}`)
      .limit(1);
    if (taken) return { changed: false, reason: "taken" } as const;
    await tx.update(users).set({ email: claimed.newEmail, username: claimed.newEmail }).where(eq(users.id, userId));
    await tx
      .update(emailChangeTokens)
      .set({ usedAt: now })
      .where(and(eq(emailChangeTokens.userId, userId), isNull(emailChangeTokens.usedAt)));
    return {
      changed: true,
      oldEmail: account.email,
      newEmail: claimed.newEmail,
    } as const;
  });
}

function usable(userId: string, token: string, now: Date) {
  return usableLink(emailChangeTokens, userId, token, now);
}
