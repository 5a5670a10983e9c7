/**
 * What every way of signing in ends with (password or social): a token pair whose refresh token has its row in
 * `refresh_tokens` (so it can be blacklisted, and dies with a deactivated account), `last_login_at` updated,
 * and the public fields of the user (design section 7: `{access, refresh, user}`).
 */
import { eq, sql } from "drizzle-orm";
import type { TokenPairResponse } from "../../contract/auth";
import type { User } from "../../contract/users";
import type { AppDatabase } from "../db/client";
import { refreshTokens, users } from "../db/schema";
import type { TokenService } from "./tokens";

export type Account = typeof users.$inferSelect;

/** The account as `GET /users/{id}/` shows it: never the hash, the address or anything else stored. */
export function toPublicUser(account: Account): User {
  return {
    uuid: account.id,
    email: account.email,
    username: account.username,
    role: account.role,
    first_name: account.firstName,
    last_name: account.lastName,
  };
}

/** The account using this e-mail address, whatever its case (users_email_unique is on lower(email)). */
export async function findAccountByEmail(db: AppDatabase, email: string): Promise<Account | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return rows[0];
}

export async function startSession(
  deps: { db: AppDatabase; tokens: TokenService },
  account: Account,
  changes: { passwordHash?: string } = {},
): Promise<TokenPairResponse> {
  const pair = await deps.tokens.issuePair({ id: account.id, role: account.role });
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(refreshTokens)
      .values({ jti: pair.refreshJti, userId: account.id, expiresAt: pair.refreshExpiresAt });
    await tx
      .update(users)
      .set({ lastLoginAt: new Date(), ...changes })
      .where(eq(users.id, account.id));
  });
  return { access: pair.access, refresh: pair.refresh, user: toPublicUser(account) };
}
