/**
 * The web tier's configuration (design section 5). Loaders read `getWebEnv()`; the root loader
 * hands `getPublicEnv()` to the browser, which must never see anything else from here.
 */
import { z } from "zod";
import {
  apiUrl,
  cachedEnv,
  httpUrl,
  nodeEnv,
  parseEnv,
  publicUrl,
  checkSecretKey,
  secretKey,
  withSecretKey,
  type EnvRecord,
} from "../../common/env-schema";

export const DEFAULT_MAP_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

/** A Leaflet template: a URL once its {s} {z} {x} {y} {r} placeholders are filled in. */
const tileTemplate = z
  .string()
  .refine((value) => httpUrl.safeParse(value.replace(/\{[szxyr]\}/g, "0")).success, {
    message: "Expected a tile URL template like https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  })
  .default(DEFAULT_MAP_TILE_URL);

const webEnvSchema = z
  .object({
    NODE_ENV: nodeEnv,
    /** Remote API base ending in /api; unset → the API mounted in this process. */
    API_URL: apiUrl.optional(),
    PUBLIC_URL: publicUrl,
    SECRET_KEY: secretKey,
    GOOGLE_CLIENT_ID: z.string().optional(),
    FACEBOOK_APP_ID: z.string().optional(),
    SENTRY_DSN: httpUrl.optional(),
    MAP_TILE_URL: tileTemplate,
  })
  .superRefine(checkSecretKey)
  .transform(withSecretKey);

export type WebEnv = z.output<typeof webEnvSchema>;

export function parseWebEnv(env: EnvRecord): WebEnv {
  return parseEnv(webEnvSchema, env);
}

export const getWebEnv = cachedEnv(parseWebEnv);

/** The client-safe subset: identifiers that are public by nature, never secrets. */
export function getPublicEnv(env: WebEnv = getWebEnv()) {
  return {
    NODE_ENV: env.NODE_ENV,
    PUBLIC_URL: env.PUBLIC_URL,
    GOOGLE_CLIENT_ID: env.GOOGLE_CLIENT_ID,
    FACEBOOK_APP_ID: env.FACEBOOK_APP_ID,
    SENTRY_DSN: env.SENTRY_DSN,
    MAP_TILE_URL: env.MAP_TILE_URL,
  };
}

export type PublicEnv = ReturnType<typeof getPublicEnv>;
