/**
 * The API's JWTs as this tier sees them: their claims read without verifying (the API verifies), whether an access
 * token is still fresh, and one refresh per refresh token at a time.
 */
import type { ApiClient } from "../api/client.server";

/** The claims of a JWT this tier needs, without verifying it (the API verifies); junk gives null. */
export function decodeTokenClaims(
  token: string | null | undefined,
): { exp: number | null; user_id: string | null } | null {
  if (typeof token !== "string") return null;
  const parts = token.split(".");
  if (parts.length !== 3 || !parts[1] || !/^[A-Za-z0-9_-]+$/.test(parts[1])) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1], "base64url").toString("utf8"));
    if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return null;
    const { exp, user_id: userId } = payload as Record<string, unknown>;
    return {
      exp: typeof exp === "number" && Number.isFinite(exp) ? exp : null,
      user_id: typeof userId === "string" ? userId : null,
    };
  } catch {
    return null;
  }
}

/** Fresh = decodes, has an `exp`, and lives at least `skewSeconds` longer (a call must not expire in flight). */
export function isAccessFresh(token: string | null, nowMs = Date.now(), skewSeconds = 10): boolean {
  const exp = decodeTokenClaims(token)?.exp;
  return typeof exp === "number" && exp > nowMs / 1000 + skewSeconds;
}

/**
 * One refresh per refresh token at a time (security.md "Refresh race"): concurrent callers share the in-flight
 * promise, and a success is kept `ttlMs` so requests still carrying the old access cookie get the same new
 * token. A failure is forgotten as soon as it settles.
 */
export function createRefreshCoordinator(ttlMs = 30_000, now: () => number = Date.now) {
  const entries = new Map<string, { promise: Promise<string>; keepUntil: number }>();
  return function refreshOnce(refresh: string, run: () => Promise<string>): Promise<string> {
    const time = now();
    for (const [key, entry] of entries) if (entry.keepUntil <= time) entries.delete(key);
    const cached = entries.get(refresh);
    if (cached) return cached.promise;
    const entry = { promise: run(), keepUntil: Number.POSITIVE_INFINITY };
    entries.set(refresh, entry);
    entry.promise.then(
      () => (entry.keepUntil = now() + ttlMs),
      () => entries.delete(refresh),
    );
    return entry.promise;
  };
}

const refreshOnce = createRefreshCoordinator();

/** A new access token for `refresh` (shared with concurrent callers); rejects when the API refuses. */
export function refreshAccessToken(api: ApiClient, refresh: string): Promise<string> {
  return refreshOnce(refresh, async () => (await api.refreshToken(refresh)).access);
}
