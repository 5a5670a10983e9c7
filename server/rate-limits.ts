/**
 * Per-IP rate limits (design section 6, security.md "Passwords, brute force, activation"):
 * a general limit on every request that reaches the logger, plus strict limits on the
 * endpoints worth brute-forcing. Over the limit: 429 with Retry-After and nothing else runs.
 *
 * The client's IP is `req.ip`, which follows X-Forwarded-For only when TRUST_PROXY is set, so a
 * forged header cannot reset a count. Counts live in memory, per process, unless REDIS_URL is set: then in Redis,
 * shared by every process, with this process's memory standing in while Redis is away (rate-limit-store.ts,
 * docs/operations.md#shared-counters-in-redis).
 */
import type { Express, RequestHandler } from "express";
import { HOUR, MINUTE, rateLimit } from "express-rate-limit";
import { requestLogOf, type Logger } from "./logger";
import { sharedRateLimitStore } from "./rate-limit-store";
import type { SharedRedis } from "../common/redis";
import { REFUSALS, isApiPath, refuse } from "./refusal";

export interface StrictLimit {
  /** Requests allowed per window and IP. */
  limit: number;
  windowMs: number;
}

/**
 * Strict limits, keyed by `METHOD path` in Express path syntax (case-insensitive, a trailing slash
 * optional). Web paths also cover their single-fetch data URL (`/login.data`), which is where
 * a form posts when JavaScript is on. Each counter is per entry and per IP; the API adds per-account-and-client
 * failure limits on sign-in and activation (docs/security.md#account-throttles,
 * docs/sessions-and-accounts.md#tokens-and-bearer-authentication). The numbers and their reasoning:
 * docs/security.md#rate-limits. One address is often many people (a hotel's staff Wi-Fi, a mobile carrier's NAT), so
 * these stop one machine hammering an endpoint, not one person.
 */
const SIGN_IN = { limit: 50, windowMs: 15 * MINUTE };
const SIGN_UP = { limit: 20, windowMs: HOUR };
const ACTIVATION = { limit: 30, windowMs: 15 * MINUTE };
const CONTACT = { limit: 10, windowMs: HOUR };
const REFRESH = { limit: 300, windowMs: 15 * MINUTE };

export const strictLimits: Record<string, StrictLimit> = {
  // Password sign-in: argon2 per attempt, the endpoint credential stuffing aims at.
  "POST /login": SIGN_IN,
  "POST /api/auth/token/": SIGN_IN,
  // Social sign-in: each attempt makes us call Google or Facebook, and may create an account.
  "POST /auth/social": SIGN_IN,
  "POST /api/auth/google/": SIGN_IN,
  "POST /api/auth/facebook/": SIGN_IN,
  // A refresh token cannot be guessed; this only stops a client looping on refresh.
  "POST /api/auth/token/refresh/": REFRESH,
  // Sign-up creates an account and sends a mail to any address typed: the spam vector.
  "POST /signup": SIGN_UP,
  "POST /api/users/": SIGN_UP,
  // Activation sets the password (argon2 again); the token itself has 128 random bits.
  "POST /users/:userId/activate/:token": ACTIVATION,
  "POST /api/users/:userId/activate/:token/": ACTIVATION,
  // Password reset and a new activation mail: each request may send a mail
  // (docs/sessions-and-accounts.md#password-reset-and-a-new-activation-link); the link's POST sets a password (argon2),
  // as activation does.
  "POST /forgot-password": SIGN_UP,
  "POST /api/auth/password-reset/": SIGN_UP,
  "POST /signup/resend": SIGN_UP,
  "POST /api/users/activation/resend/": SIGN_UP,
  "POST /reset-password/:userId/:token": ACTIVATION,
  "POST /api/auth/password-reset/:userId/:token/": ACTIVATION,
  // Deleting an account checks a password (argon2), like sign-in
  // (docs/sessions-and-accounts.md#exporting-and-deleting-an-account).
  "POST /api/account/delete/": SIGN_IN,
  // Account settings (docs/sessions-and-accounts.md#account-settings): the password and e-mail forms check the current
  // password (argon2), the e-mail form sends two mails; the confirmation link's POST is a token guess like
  // activation's.
  "POST /employee/settings": SIGN_IN,
  "POST /company/settings": SIGN_IN,
  "POST /api/users/me/password/": SIGN_IN,
  "POST /api/users/me/email/": SIGN_IN,
  "POST /email-change/:userId/:token": ACTIVATION,
  "POST /api/users/email-change/:userId/:token/": ACTIVATION,
  // Contact stores a message and mails support.
  "POST /contact": CONTACT,
  "POST /api/contact/": CONTACT,
};

/** Probes from load balancers must keep answering even when one address is busy. */
const UNLIMITED_PATHS = new Set(["/healthz", "/livez", "/readyz", "/api/health/"]);

export interface RateLimitOptions {
  windowMs: number;
  max: number;
  /** Replaces every strict entry's limit (tests use a small one). */
  strictMax?: number;
  log: Logger;
  limits?: Record<string, StrictLimit>;
  /** Counts in Redis, shared by every process (REDIS_URL); absent, each process counts in its memory. */
  redis?: SharedRedis;
}

export function installRateLimits(app: Express, options: RateLimitOptions): void {
  app.use(
    createLimiter("general", { limit: options.max, windowMs: options.windowMs }, options, (path) =>
      UNLIMITED_PATHS.has(path),
    ),
  );
  for (const [key, entry] of Object.entries(options.limits ?? strictLimits)) {
    const [method, path] = key.split(" ");
    if (!method || !path) throw new Error(`strictLimits key must be "METHOD /path": ${key}`);
    const limiter = createLimiter(key, { ...entry, limit: options.strictMax ?? entry.limit }, options);
    const paths = isApiPath(path) ? [path] : [path, `${path}.data`];
    app.all(paths, (req, res, next) => (req.method === method.toUpperCase() ? limiter(req, res, next) : next()));
  }
}

function createLimiter(
  name: string,
  entry: StrictLimit,
  { log, redis }: Pick<RateLimitOptions, "log" | "redis">,
  skipPath: (path: string) => boolean = () => false,
): RequestHandler {
  return rateLimit({
    // Without Redis, express-rate-limit's own MemoryStore: exactly the one-process behaviour of before.
    ...(redis ? { store: sharedRateLimitStore(redis, name) } : {}),
    windowMs: entry.windowMs,
    limit: entry.limit,
    identifier: name,
    standardHeaders: "draft-7",
    legacyHeaders: false,
    skip: (req) => skipPath(req.path),
    // With TRUST_PROXY off a client-sent X-Forwarded-For is ignored on purpose, not a misconfiguration.
    validate: { xForwardedForHeader: false },
    handler: (req, res) => {
      requestLogOf(res, log).warn({ limit: name, ip: req.ip, path: req.path }, "rate limit exceeded");
      refuse(req, res, 429, REFUSALS.tooManyRequests);
    },
  });
}
