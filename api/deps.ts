/**
 * What every router of the API is built from. Routers are factories `xRouter(deps)` so tests can build the
 * API around a throwaway database and a configuration pointing at loopback stand-ins.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { ApiConfig } from "./config";
import type { AppDatabase, Database } from "./db/client";
import { refreshTokens, users } from "./db/schema";
import { createAuth } from "./http/auth";
import { createAccountThrottle, type AccountThrottle } from "./services/account-throttle";
import { createMailer, type Mailer } from "./services/mail";
import { DEFAULT_PLANS } from "./services/plans";
import type { Queue } from "./services/queue";
import type { Plan } from "../contract/payments";
import { createTokenService, type TokenService } from "./services/tokens";

export type ApiLog = {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
};

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
  /** The subscription plans on offer (configuration, design section 7). */
  plans: readonly Plan[];
  /** Failed sign-ins per e-mail and failed activations per account (security.md: limits per account). */
  throttles: {
    signIn: AccountThrottle;
    activation: AccountThrottle;
    /** Password reset and activation mails asked for, per address (every request counts; decision 166). */
    passwordResetRequest: AccountThrottle;
    activationResend: AccountThrottle;
    /** Failed password reset links, per account. */
    passwordReset: AccountThrottle;
    /** Wrong current passwords in the settings (password and e-mail change), per account (decision 167). */
    currentPassword: AccountThrottle;
    /** Dead e-mail confirmation links, per account (decision 167). */
    emailChange: AccountThrottle;
  };
};

export function createDeps(database: Database, config: ApiConfig, log: ApiLog, queue: Queue): ApiDeps {
  const db = database.db;
  const tokens = createTokenService({
    secret: config.SECRET_KEY,
    accessLifetimeSeconds: config.ACCESS_TOKEN_LIFETIME,
    refreshLifetimeSeconds: config.REFRESH_TOKEN_LIFETIME,
    // A refresh token is good only while its row exists un-revoked: blacklisting and deactivation both end it.
    isRevoked: async (jti) => {
      const rows = await db
        .select({ jti: refreshTokens.jti })
        .from(refreshTokens)
        .innerJoin(users, eq(users.id, refreshTokens.userId))
        .where(and(eq(refreshTokens.jti, jti), isNull(refreshTokens.revokedAt), eq(users.isActive, true)))
        .limit(1);
      return rows.length === 0;
    },
  });
  // Every authenticated call asks this: the statement is built once (a prepared statement on PostgreSQL).
  const activeQuery = db
    .select({ active: users.isActive })
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .limit(1)
    .prepare("is_user_active");
  const auth = createAuth(tokens, {
    isUserActive: async (userId) => {
      const rows = await activeQuery.execute({ id: userId });
      return rows[0]?.active === true;
    },
  });
  const limits = { max: config.ACCOUNT_RATE_LIMIT_MAX, windowMs: config.ACCOUNT_RATE_LIMIT_WINDOW_MS };
  const throttles = {
    signIn: createAccountThrottle(limits),
    activation: createAccountThrottle(limits),
    passwordResetRequest: createAccountThrottle(limits),
    activationResend: createAccountThrottle(limits),
    passwordReset: createAccountThrottle(limits),
    currentPassword: createAccountThrottle(limits),
    emailChange: createAccountThrottle(limits),
  };
  const mailer = createMailer({ config, queue });
  return { database, db, config, tokens, auth, log, queue, mailer, plans: config.PLANS ?? DEFAULT_PLANS, throttles };
}

/** The default log: one JSON line per message on stderr (server.ts passes its pino logger instead). */
export const consoleLog: ApiLog = {
  info: (message, fields) => console.info(JSON.stringify({ level: "info", message, ...fields })),
  warn: (message, fields) => console.warn(JSON.stringify({ level: "warn", message, ...fields })),
  error: (message, fields) => console.error(JSON.stringify({ level: "error", message, ...fields })),
};
