/**
 * Password reset links (docs/sessions-and-accounts.md#password-reset-and-a-new-activation-link, security.md "Activation
 * tokens" applied to them): 256 random bits, only their SHA-256 stored, good for 1 hour, used once. Claiming a token is
 * one conditional UPDATE, in the transaction that stores the new password and revokes every refresh token of the user
 * (their sessions end at once: their access tokens are refused from the next call,
 * docs/sessions-and-accounts.md#tokens-and-bearer-authentication), so of two requests racing with one link exactly one
 * changes the password.
 */
import { and, eq, isNull } from "drizzle-orm";
import { PASSWORD_RESET_LINK_HOURS } from "../../contract/accounts";
import type { Language } from "../../contract/enums";
import type { AppDatabase } from "../db/client";
import { passwordResetTokens, refreshTokens, users } from "../db/schema";
import { isWellFormed, newActivationToken, usableLink, type ActivationToken } from "./activation";
import { mailLink } from "./mail-links";

export const PASSWORD_RESET_LIFETIME_MS = PASSWORD_RESET_LINK_HOURS * 60 * 60 * 1000;

/** The same kind of token as an activation link's, with a 1-hour lifetime. */
export function newPasswordResetToken(now = new Date()): ActivationToken {
  const token = newActivationToken(now);
  return { ...token, expiresAt: new Date(now.getTime() + PASSWORD_RESET_LIFETIME_MS) };
}

/**
 * The page of the web app that asks for the new password (`/reset-password/{uuid}/{token}`), in the mail's language.
 */
export function passwordResetLink(publicUrl: string, language: Language, userId: string, token: string): string {
  return mailLink(publicUrl, language, `/reset-password/${userId}/${token}`);
}

/** Stores a new link for the user and kills the older unused ones: only the newest mail works. */
export async function storePasswordResetToken(
  db: AppDatabase,
  userId: string,
  token: ActivationToken,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({ userId, tokenHash: token.hash, expiresAt: token.expiresAt });
  });
}

/** Whether the link can still change the password; unknown user, unknown, used or expired token all say no. */
export async function isPasswordResetUsable(
  db: AppDatabase,
  userId: string,
  token: string,
  now = new Date(),
): Promise<boolean> {
  if (!isWellFormed(userId, token)) return false;
  const rows = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(and(usable(userId, token, now), eq(users.isActive, true)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Uses the link: marks it used, stores the new password hash, revokes every outstanding refresh token of the user
 * and kills their other reset links, in one transaction. The account's address, or null when the link is not
 * (or no longer) usable.
 */
export async function resetPassword(
  db: AppDatabase,
  input: { userId: string; token: string; passwordHash: string; now?: Date },
): Promise<string | null> {
  const { userId, token, passwordHash, now = new Date() } = input;
  if (!isWellFormed(userId, token)) return null;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(usable(userId, token, now))
      .returning({ id: passwordResetTokens.id });
    if (claimed.length === 0) return null;
    // A deactivated account stays out: its password does not change and the link is spent.
    const changed = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, userId), eq(users.isActive, true)))
      .returning({ email: users.email });
    if (changed.length === 0) return null;
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    return changed[0].email;
  });
}

function usable(userId: string, token: string, now: Date) {
  return usableLink(passwordResetTokens, userId, token, now);
}
