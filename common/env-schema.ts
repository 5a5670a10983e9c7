/**
 * Building blocks shared by the three configuration modules (server/config.ts, api/config.ts,
 * app/lib/env.server.ts), so a flag, a URL or the secret key is read the same way in every tier.
 * zod only: the web tier bundles this file into the Remix server build.
 */
import { z } from "zod";

export type EnvRecord = Record<string, string | undefined>;

export interface ConfigIssue {
  variable: string;
  message: string;
}

/** Thrown by every parse function; server.ts prints the message and exits with code 1. */
export class ConfigError extends Error {
  override name = "ConfigError";
  readonly issues: readonly ConfigIssue[];

  /** Keeps the first issue of each variable: the ones after it are usually the same mistake again. */
  constructor(issues: readonly ConfigIssue[]) {
    const seen = new Set<string>();
    const firstPerVariable = issues.filter((issue) => !seen.has(issue.variable) && Boolean(seen.add(issue.variable)));
    super(
      `Invalid configuration: ${firstPerVariable.map((issue) => `${issue.variable}: ${issue.message}`).join("; ")}`,
    );
    this.issues = firstPerVariable;
  }
}

/**
 * The development secret. Anyone who reads this repository could forge tokens and cookies with it, so it is used
 * only under an explicit NODE_ENV=development (`npm run dev`) and refused everywhere else
 * (docs/operations.md#starting).
 */
export const DEV_SECRET_KEY = "dev-only-insecure-secret-key-do-not-use-in-production";

/**
 * Production unless told otherwise: a default `npm start` must be as safe as a deployment
 * (docs/operations.md#starting). server/instrument.ts sets the same default on process.env before React or Remix load,
 * so they agree.
 */
export const nodeEnv = z.enum(["development", "production", "test"]).default("production");

/** `1/true/yes/on` and `0/false/no/off`; anything else is a mistake worth stopping for. */
export const flag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off"], {
    errorMap: () => ({ message: "Expected a flag: 1, 0, true, false, yes, no, on or off" }),
  })
  .default("0")
  .transform((value) => ["1", "true", "yes", "on"].includes(value));

/** `new URL` that answers undefined instead of throwing: zod runs refinements even after `.url()` failed. */
function tryUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** A URL whose scheme is one of `protocols` (e.g. ["https:"]). */
export function urlWith(protocols: string[], message: string) {
  return z
    .string()
    .url()
    .refine((value) => protocols.includes(tryUrl(value)?.protocol ?? ""), { message });
}

/** An http(s) URL; other schemes are refused because every consumer speaks HTTP. */
export const httpUrl = urlWith(["http:", "https:"], "Expected an http or https URL");

/** An absolute origin such as https://jobs.example.gr (a trailing slash is tolerated and dropped). */
export const publicUrl = httpUrl
  .refine((value) => tryUrl(value)?.pathname === "/" && !tryUrl(value)?.search, {
    message: "Expected an origin without a path, e.g. https://jobs.example.gr",
  })
  .transform((value) => new URL(value).origin)
  .default("http://localhost:3000");

/** Whether an origin names this machine (localhost, 127.0.0.0/8, [::1]): a laptop, not a deployment. */
export function isLoopbackOrigin(origin: string): boolean {
  const host = tryUrl(origin)?.hostname;
  if (host === undefined) return false;
  return host === "localhost" || host.endsWith(".localhost") || host === "[::1]" || /^127(\.\d{1,3}){3}$/.test(host);
}

/** A Redis server: redis://[user:password@]host[:port][/db], or rediss:// for TLS. */
export const redisUrl = urlWith(
  ["redis:", "rediss:"],
  "Expected a URL like redis://host:6379 or rediss://user:password@host:6380",
);

/** A remote API base such as https://api.example.gr/api; kept without a trailing slash. */
export const apiUrl = httpUrl
  .transform((value) => value.replace(/\/+$/, ""))
  .refine((value) => tryUrl(value)?.pathname.endsWith("/api") === true, { message: "Expected a URL ending in /api" });

/** Whole positive seconds/milliseconds/counts read from the environment. */
export function positiveInt(defaultValue: number) {
  return z.coerce.number().int().positive().default(defaultValue);
}

/**
 * Unset is allowed here and decided by `checkSecretKey`: under NODE_ENV=development it becomes the development
 * secret; anywhere else server.ts has already put the one it keeps in DATA_DIR (server/secret-key.ts).
 */
export const secretKey = z.string().min(16, "Expected at least 16 characters").optional();

/**
 * The secret outside development: present, not the development one, at least 32 characters. Attach with
 * superRefine, then `withSecretKey` fills in the development secret where it is allowed.
 */
export function checkSecretKey(value: { NODE_ENV: string; SECRET_KEY?: string }, context: z.RefinementCtx): void {
  if (value.NODE_ENV === "development") return;
  const issue = (message: string) => context.addIssue({ code: z.ZodIssueCode.custom, path: ["SECRET_KEY"], message });
  if (value.SECRET_KEY === undefined) {
    issue(
      `is required with NODE_ENV=${value.NODE_ENV} (server.ts generates one in DATA_DIR; set NODE_ENV=development for the development secret)`,
    );
  } else if (value.SECRET_KEY === DEV_SECRET_KEY) {
    issue("the development secret is refused unless NODE_ENV=development; set a long random value");
  } else if (value.SECRET_KEY.length < 32) {
    issue(`Expected at least 32 characters when NODE_ENV=${value.NODE_ENV}`);
  }
}

/** After `checkSecretKey`: the only way SECRET_KEY is still unset is NODE_ENV=development. */
export function withSecretKey<Value extends { SECRET_KEY?: string }>(value: Value): Value & { SECRET_KEY: string } {
  return { ...value, SECRET_KEY: value.SECRET_KEY ?? DEV_SECRET_KEY };
}

/**
 * Validates `env` with `schema`. Empty strings count as unset so `FOO=` in a shell or .env file
 * falls back to the default instead of failing as an invalid value.
 */
export function parseEnv<Schema extends z.ZodTypeAny>(schema: Schema, env: EnvRecord): z.output<Schema> {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const result = schema.safeParse(present);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => ({ variable: issue.path.join(".") || "environment", message: issue.message })),
    );
  }
  return result.data;
}

/** Parses process.env once, on first use; later calls return the same object. */
export function cachedEnv<Config>(parse: (env: EnvRecord) => Config): () => Config {
  let cached: { value: Config } | undefined;
  return () => {
    cached ??= { value: parse(process.env) };
    return cached.value;
  };
}
