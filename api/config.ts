/**
 * The API tier's configuration (design section 5), validated once at start-up by server.ts.
 * Unset optional services fall back to their local stand-ins: no DATABASE_URL → embedded PGlite
 * in DATA_DIR/db, no SMTP_URL → DATA_DIR/outbox, no STRIPE_SECRET_KEY → the local payment provider,
 * no GOOGLE_CLIENT_ID / FACEBOOK_APP_ID → that social sign-in is off, no S3_* → uploads in DATA_DIR/media.
 */
import path from "node:path";
import { z } from "zod";
import { planListSchema } from "../contract/payments";
import {
  cachedEnv,
  flag,
  httpUrl,
  nodeEnv,
  parseEnv,
  positiveInt,
  publicUrl,
  checkSecretKey,
  isLoopbackOrigin,
  secretKey,
  urlWith,
  withSecretKey,
  type EnvRecord,
} from "../common/env-schema";

const S3_VARIABLES = ["S3_ENDPOINT", "S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

const apiConfigSchema = z
  .object({
    NODE_ENV: nodeEnv,
    /** postgres://user:password@host:5432/db; unset → PGlite under DATA_DIR/db. */
    DATABASE_URL: urlWith(
      ["postgres:", "postgresql:"],
      "Expected a URL like postgres://user:password@host:5432/db",
    ).optional(),
    /** Absolute path: database, media uploads and the mail outbox live here. */
    DATA_DIR: z
      .string()
      .default("./data")
      .transform((value) => path.resolve(value)),
    SECRET_KEY: secretKey,
    PUBLIC_URL: publicUrl,
    SMTP_URL: urlWith(["smtp:", "smtps:"], "Expected a URL like smtp://user:password@host:587").optional(),
    /** The sender of every e-mail, and where contact-form messages go. */
    MAIL_FROM: z.string().email().default("no-reply@seasonaljobs.gr"),
    CONTACT_EMAIL: z.string().email().default("support@seasonaljobs.gr"),
    STRIPE_SECRET_KEY: z.string().optional(),
    /** The local provider activates plans without payment: in production only when asked for by name. */
    ALLOW_LOCAL_PAYMENTS: flag,
    /**
     * How long a company's move of an application waits before its worker is mailed (docs/mail.md#status-mails): the
     * moves made meanwhile (opened, then shortlisted) become one mail with the latest status. Tests use a second or
     * two.
     */
    STATUS_MAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(120),
    /**
     * How long a message waits before the other side is mailed about it (docs/conversations.md): the messages written
     * meanwhile become one mail, and a message read before then is not mailed. Five minutes; tests use a second or two.
     */
    MESSAGE_MAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(300),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    /** Only tests point this at a loopback stand-in; the stripe client's default is used when unset. */
    STRIPE_API_BASE: httpUrl.optional(),
    GOOGLE_CLIENT_ID: z.string().optional(),
    FACEBOOK_APP_ID: z.string().optional(),
    GOOGLE_API_BASE: httpUrl.default("https://www.googleapis.com").transform(withoutTrailingSlash),
    FACEBOOK_GRAPH_BASE: httpUrl.default("https://graph.facebook.com").transform(withoutTrailingSlash),
    /** Lifetimes in seconds (SimpleJWT defaults of design section 7: 60 minutes and 7 days). */
    /**
     * JSON array of plans ({code, name, price, currency, interval, max_active_jobs, featured_listings}); unset →
     * free/basic/pro.
     */
    PLANS: z
      .string()
      .optional()
      .transform((value, context) => {
        if (value === undefined) return undefined;
        try {
          return planListSchema.min(1).parse(JSON.parse(value));
        } catch {
          context.addIssue({ code: z.ZodIssueCode.custom, message: "Expected a JSON array of plans" });
          return z.NEVER;
        }
      }),
    /**
     * Failures per account and client (sign-in, current password, dead links) allowed per window before 429
     * (docs/sessions-and-accounts.md#tokens-and-bearer-authentication).
     */
    ACCOUNT_RATE_LIMIT_MAX: positiveInt(10),
    ACCOUNT_RATE_LIMIT_WINDOW_MS: positiveInt(15 * 60 * 1000),
    ACCESS_TOKEN_LIFETIME: positiveInt(60 * 60),
    REFRESH_TOKEN_LIFETIME: positiveInt(7 * 24 * 60 * 60),
    /**
     * Uploads in an S3-compatible bucket instead of DATA_DIR/media (docs/operations.md#object-storage): all five, or
     * none.
     */
    S3_ENDPOINT: httpUrl.optional(),
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        "Expected a bucket name: 3–63 lower-case letters, digits, dots and hyphens",
      )
      .optional(),
    S3_REGION: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
  })
  .superRefine((value, context) => {
    checkSecretKey(value, context);
    // A default start (PUBLIC_URL on this machine) is a laptop trying the product: the local provider stands in for
    // Stripe. A deployment names its own origin, and then needs Stripe or the explicit flag
    // (docs/operations.md#starting).
    const localPaymentsAllowed = value.ALLOW_LOCAL_PAYMENTS || isLoopbackOrigin(value.PUBLIC_URL);
    if (value.NODE_ENV === "production" && !value.STRIPE_SECRET_KEY && !localPaymentsAllowed) {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["STRIPE_SECRET_KEY"],
        message: "is required in production (or set ALLOW_LOCAL_PAYMENTS=1 to let plans start without payment)",
      });
    }
    // Without the webhook secret a paid plan would never become active in production.
    if (value.NODE_ENV === "production" && value.STRIPE_SECRET_KEY && !value.STRIPE_WEBHOOK_SECRET) {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["STRIPE_WEBHOOK_SECRET"],
        message: "is required with STRIPE_SECRET_KEY in production",
      });
    }
    // Half an S3 configuration would silently keep uploads on one machine's disk: refuse to start instead.
    const given = S3_VARIABLES.filter((name) => value[name] !== undefined);
    if (given.length > 0 && given.length < S3_VARIABLES.length) {
      for (const name of S3_VARIABLES.filter((variable) => value[variable] === undefined)) {
        context.addIssue({
          code: z.ZodIssueCode.custom,
          path: [name],
          message: `is required with ${given.join(", ")}: object storage needs all of ${S3_VARIABLES.join(", ")} (or none of them for uploads in DATA_DIR/media)`,
        });
      }
    }
  })
  .transform(withSecretKey)
  .transform((value) => ({ ...value, S3: s3ConfigOf(value) }));

export type ApiConfig = z.output<typeof apiConfigSchema>;

/** An S3-compatible bucket for uploads (media-store.ts); present only when every S3_* variable is set. */
export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

export function parseApiConfig(env: EnvRecord): ApiConfig {
  return parseEnv(apiConfigSchema, env);
}

/** The validated configuration of this process (parsed from process.env on first call). */
export const getApiConfig = cachedEnv(parseApiConfig);

function s3ConfigOf(value: Partial<Record<(typeof S3_VARIABLES)[number], string>>): S3Config | undefined {
  const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = value;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return undefined;
  return {
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
  };
}

function withoutTrailingSlash(value: string): string {
  return value.replace(/\/+$/, "");
}
