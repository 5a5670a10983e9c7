/**
 * Sessions with SimpleJWT's semantics and social sign-in (design section 7, security.md "API contract safety",
 * docs/sessions-and-accounts.md): signing in with a password or a provider's token starts a session (a refresh
 * token with its row), a refresh token buys access tokens of its session, blacklisting ends it.
 *
 * A failed password sign-in is one refusal whatever the reason (wrong password, unknown e-mail, inactive account,
 * an account without a password), so the answer never tells which; `verifyPassword` spends a hash's time even
 * when there is no hash. Failures count per address and client
 * (docs/sessions-and-accounts.md#tokens-and-bearer-authentication).
 */
import { and, eq, isNull } from "drizzle-orm";
import { coded } from "../../contract/api-errors";
import type { SocialLoginResponse, TokenPairResponse } from "../../contract/auth";
import type { Language, Role, SocialProvider } from "../../contract/enums";
import { plainNameOf } from "../../contract/person-names";
import { refreshTokens, users } from "../db/schema";
import type { ApiDeps } from "../deps";
import { hashPassword, needsRehash, verifyPassword } from "../services/passwords";
import { findAccountByEmail, startSession, type Account } from "../services/sign-in";
import { SocialSignInError, verifySocialToken, type ProviderIdentity } from "../services/social";
import { TokenError } from "../services/tokens";
import { DomainError, fail } from "./errors";

type SessionDeps = Pick<ApiDeps, "db" | "tokens" | "log" | "throttles">;

/** The one refusal of a sign-in (401 with SimpleJWT's text). */
const noActiveAccount = (): DomainError => fail.unauthenticated("no_active_account");

/** `POST /auth/token/`: the pair and the user, for the right password of an active account. */
export async function signInWithPassword(
  deps: SessionDeps,
  credentials: { email: string; password: string },
  client: string,
): Promise<TokenPairResponse> {
  const { db, tokens, log, throttles } = deps;
  const { email, password } = credentials;
  // Counted per address and client: a stranger's failures lock out the stranger's client only
  // (docs/sessions-and-accounts.md#tokens-and-bearer-authentication).
  const throttleKey = email.trim().toLowerCase();
  const wait = await throttles.signIn.retryAfter(throttleKey, client);
  if (wait !== null) {
    log.warn("sign-in throttled", { method: "password" });
    throw fail.throttled(wait);
  }
  const account = await findAccountByEmail(db, email);
  const passwordMatches = await verifyPassword(password, account?.passwordHash);
  if (!account || !account.isActive || !account.passwordHash || !passwordMatches) {
    await throttles.signIn.fail(throttleKey, client);
    log.warn("sign-in failed", { method: "password", user_id: account?.id ?? null });
    throw noActiveAccount();
  }
  await throttles.signIn.clear(throttleKey, client);
  // Hashes made with older settings are upgraded now, while the password is at hand.
  const changes = needsRehash(account.passwordHash) ? { passwordHash: await hashPassword(password) } : {};
  const session = await startSession({ db, tokens }, account, changes);
  log.info("sign-in succeeded", { method: "password", user_id: account.id });
  return session;
}

/**
 * `POST /auth/token/refresh/`: a new access token of the refresh token's session. A blacklisted token, or one of a
 * deactivated account, is refused (TokenError: 401 `token_not_valid`). No rotation
 * (docs/sessions-and-accounts.md#tokens-and-bearer-authentication).
 */
export async function refreshAccess(deps: Pick<ApiDeps, "tokens">, refresh: string): Promise<{ access: string }> {
  const claims = await deps.tokens.verifyRefresh(refresh);
  const access = await deps.tokens.issueAccess({ id: claims.user_id, role: claims.role }, claims.jti);
  return { access };
}

/** `POST /auth/token/blacklist/`: the refresh token's session ends; a second blacklisting is refused. */
export async function blacklist(deps: Pick<ApiDeps, "db" | "tokens" | "log">, refresh: string): Promise<void> {
  const claims = await deps.tokens.verifyRefresh(refresh);
  // Conditional, so two concurrent blacklists of one token cannot both succeed.
  const revoked = await deps.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.jti, claims.jti), isNull(refreshTokens.revokedAt)))
    .returning({ jti: refreshTokens.jti });
  if (revoked.length === 0) throw new TokenError("revoked", "refresh");
  deps.log.info("refresh token blacklisted", { user_id: claims.user_id });
}

/**
 * Every outstanding refresh token of the user: each device is signed out at its next call
 * (docs/sessions-and-accounts.md#password-reset-and-a-new-activation-link,
 * docs/sessions-and-accounts.md#tokens-and-bearer-authentication).
 */
export async function revokeEverySession(db: Pick<ApiDeps["db"], "update">, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: "Google", facebook: "Facebook" };

export type SocialSignIn = {
  provider: SocialProvider;
  accessToken: string;
  /** Given only from the sign-up page: an unknown address then becomes a new account of this role. */
  role: Role | undefined;
  /** A new account's language. */
  language: Language;
};

/** `POST /auth/google/` and `/auth/facebook/`: the session, and whether this call created the account. */
export async function signInWithProvider(
  deps: SessionDeps & Pick<ApiDeps, "config">,
  request: SocialSignIn,
): Promise<SocialLoginResponse> {
  const { db, tokens, log } = deps;
  const { provider } = request;
  const identity = await verifyWithProvider(deps, provider, request.accessToken);
  let account = await findAccountByEmail(db, identity.email);
  let created = false;
  if (!account) {
    if (!request.role) {
      log.info("social sign-in without an account", { provider });
      throw new DomainError("not_found", coded("social_no_account"));
    }
    ({ account, created } = await createSocialAccount(deps, identity, request.role, request.language));
  }
  const active = await activateBySocial(deps, account);
  if (!active) {
    log.warn("social sign-in refused: account deactivated", { provider, user_id: account.id });
    throw noActiveAccount();
  }
  const session = await startSession({ db, tokens }, active);
  log.info("sign-in succeeded", { method: provider, user_id: active.id, created });
  return { ...session, created };
}

async function verifyWithProvider(
  deps: Pick<ApiDeps, "config" | "log">,
  provider: SocialProvider,
  accessToken: string,
): Promise<ProviderIdentity> {
  try {
    return await verifySocialToken(provider, accessToken, deps.config);
  } catch (error) {
    if (!(error instanceof SocialSignInError)) throw error;
    deps.log.warn("social sign-in failed", { provider, kind: error.kind, reason: error.reason });
    const params = { provider: PROVIDER_NAMES[provider] };
    switch (error.kind) {
      case "disabled":
        throw fail.invalid("social_disabled", params);
      case "rejected":
        throw fail.invalid("social_rejected", params);
      case "noEmail":
        throw fail.invalid("social_no_email", params);
      case "unavailable":
        throw fail.unavailable("social_unavailable", params);
    }
  }
}

/**
 * A new active account without a password (the provider vouched for the e-mail). Two sign-ins racing for one
 * address: the unique index lets one insert win, the other finds the winner's row.
 */
async function createSocialAccount(
  { db }: Pick<ApiDeps, "db">,
  identity: ProviderIdentity,
  role: Role,
  language: Language,
): Promise<{ account: Account; created: boolean }> {
  const [inserted] = await db
    .insert(users)
    .values({
      email: identity.email,
      username: identity.email,
      role,
      // The provider's names, never refused (the person did nothing wrong) but stored without a link or formula.
      firstName: plainNameOf(identity.firstName.slice(0, 150)),
      lastName: plainNameOf(identity.lastName.slice(0, 150)),
      language,
      isActive: true,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { account: inserted, created: true };
  const winner = await findAccountByEmail(db, identity.email);
  if (!winner) throw new Error("The account of a conflicting insert has disappeared.");
  return { account: winner, created: false };
}

/**
 * An account that signed up and never activated becomes active: the provider has just proved that this person
 * owns the address, which is all the activation link proves. One that has signed in before and is inactive was
 * deactivated on purpose and stays out (undefined).
 */
async function activateBySocial({ db }: Pick<ApiDeps, "db">, account: Account): Promise<Account | undefined> {
  if (account.isActive) return account;
  if (account.lastLoginAt !== null) return undefined;
  const [activated] = await db
    .update(users)
    .set({ isActive: true })
    .where(and(eq(users.id, account.id), isNull(users.lastLoginAt)))
    .returning();
  return activated;
}
