/**
 * What every router of the API is built from. Routers are factories `xRouter(deps)` so tests can build the
 * API around a throwaway database and a configuration pointing at loopback stand-ins.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { ApiConfig } from "./config";
import type { AppDatabase, Database } from "./db/client";
import { refreshTokens, users } from "./db/schema";
import { createAuth } from "./http/auth";
import type { ApiLog } from "./log";
import {
  createAccountThrottle,
  createClientThrottle,
  memoryCounts,
  type AccountThrottle,
  type ClientThrottle,
  type FailureCounts,
} from "./services/account-throttle";
import { createMailer, type Mailer } from "./services/mail";
import { createMediaStore, type MediaStore } from "./services/media-store";
import { DEFAULT_PLANS } from "./services/plans";
import type { Queue } from "./services/queue";
import { redisCounts } from "./services/shared-counts";
import type { Plan } from "../contract/payments";
import type { SharedRedis } from "../common/redis";
import { createTokenService, type TokenService } from "./services/tokens";

export type ApiDeps = {
  database: Database;
  db: AppDatabase;
  config: ApiConfig;
  tokens: TokenService;
  auth: ReturnType<typeof createAuth>;
  log: ApiLog;
  /** The job queue on the database (services/queue.ts), and the mail that goes through it. */
  queue: Queue;
  mailer: Mailer;
  /** Uploaded images: DATA_DIR/media, or the S3 bucket when S3_* is set (services/media-store.ts). */
  media: MediaStore;
  /** The subscription plans on offer (configuration, design section 7). */
  plans: readonly Plan[];
  /**
   * Failures per account (security.md: limits per account), and per client where a stranger could otherwise spend
   * the owner's budget (docs/sessions-and-accounts.md#tokens-and-bearer-authentication; the client from
   * api/http/client-address.ts).
   */
  throttles: {
    /** Wrong passwords per e-mail and client (sign-in, account deletion), tighter once the account is under attack. */
    signIn: ClientThrottle;
    /** Dead activation links per account (its canonical uuid) and client. */
    activation: ClientThrottle;
    /**
     * Password reset and activation mails asked for, per address (every request counts;
     * docs/sessions-and-accounts.md#password-reset-and-a-new-activation-link).
     */
    passwordResetRequest: AccountThrottle;
    activationResend: AccountThrottle;
    /** Dead password reset links per account (its canonical uuid) and client. */
    passwordReset: ClientThrottle;
    /**
     * Wrong current passwords in the settings (password and e-mail change), per account and client
     * (docs/sessions-and-accounts.md#account-settings).
     */
    currentPassword: ClientThrottle;
    /**
     * Dead e-mail confirmation links per account (its canonical uuid) and client
     * (docs/sessions-and-accounts.md#account-settings).
     */
    emailChange: ClientThrottle;
    /**
     * Mails sent because of a sign-up, per address: one per SIGN_UP_MAIL_WINDOW_MS
     * (docs/sessions-and-accounts.md#sign-up).
     */
    signUpMail: AccountThrottle;
  };
};

/**
 * Sign-up sends at most one mail per address in this time (docs/sessions-and-accounts.md#sign-up): anyone can type an
 * address into the form, and its owner must not get a notice per try.
 */
export const SIGN_UP_MAIL_WINDOW_MS = 60 * 60 * 1000;

/**
 * `media` is passed by a server that also serves the files it stores (server/api-tier.ts); `redis` (REDIS_URL's
 * connection, server/redis.ts) puts the throttles' counts in Redis, shared by every process
 * (docs/operations.md#shared-counters-in-redis); without it each process counts in its memory.
 */
export function createDeps(
  database: Database,
  config: ApiConfig,
  log: ApiLog,
  queue: Queue,
  { media = createMediaStore(config, log), redis }: { media?: MediaStore; redis?: SharedRedis } = {},
): ApiDeps {
  const db = database.db;
  // The one question every authenticated call asks (docs/sessions-and-accounts.md#tokens-and-bearer-authentication): is
  // this session (a refresh token's row, of this user) un-revoked and its user active? Built once: a prepared statement
  // on PostgreSQL, two primary-key lookups. Refresh asks the same of the refresh token itself.
  const liveSession = db
    .select({ jti: refreshTokens.jti })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(
      and(
        eq(refreshTokens.jti, sql.placeholder("jti")),
        eq(refreshTokens.userId, sql.placeholder("userId")),
        isNull(refreshTokens.revokedAt),
        eq(users.isActive, true),
      ),
    )
    .limit(1)
    .prepare("live_session");
  const isSessionLive = async ({ userId, sessionId }: { userId: string; sessionId: string }) =>
    (await liveSession.execute({ jti: sessionId, userId })).length > 0;
  const tokens = createTokenService({
    secret: config.SECRET_KEY,
    accessLifetimeSeconds: config.ACCESS_TOKEN_LIFETIME,
    refreshLifetimeSeconds: config.REFRESH_TOKEN_LIFETIME,
    // A refresh token is good only while its row exists un-revoked: blacklisting and deactivation both end it.
    isRevoked: async (jti, userId) => !(await isSessionLive({ userId, sessionId: jti })),
  });
  const auth = createAuth(tokens, { isSessionLive });
  const windowMs = config.ACCOUNT_RATE_LIMIT_WINDOW_MS;
  // `name` keeps each throttle's keys apart in Redis.
  const counts = (name: string, window = windowMs): FailureCounts =>
    redis ? redisCounts(redis, name, window) : memoryCounts({ windowMs: window });
  const max = config.ACCOUNT_RATE_LIMIT_MAX;
  const throttles = {
    // docs/sessions-and-accounts.md#tokens-and-bearer-authentication: past 3 × max failures on one account in a window,
    // each client gets 3 (not max) failures.
    signIn: createClientThrottle({ max, counts: counts("sign-in"), underAttack: { failures: 3 * max, allowance: 3 } }),
    activation: createClientThrottle({ max, counts: counts("activation") }),
    passwordResetRequest: createAccountThrottle({ max, counts: counts("password-reset-request") }),
    activationResend: createAccountThrottle({ max, counts: counts("activation-resend") }),
    passwordReset: createClientThrottle({ max, counts: counts("password-reset") }),
    currentPassword: createClientThrottle({ max, counts: counts("current-password") }),
    emailChange: createClientThrottle({ max, counts: counts("email-change") }),
    signUpMail: createAccountThrottle({ max: 1, counts: counts("sign-up-mail", SIGN_UP_MAIL_WINDOW_MS) }),
  };
  const mailer = createMailer({ config, queue });
  return {
    database,
    db,
    config,
    tokens,
    auth,
    log,
    queue,
    mailer,
    media,
    plans: config.PLANS ?? DEFAULT_PLANS,
    throttles,
  };
}
