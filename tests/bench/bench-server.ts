/**
 * The environment of the bench's production server (npm run bench, tests/bench/profile-pages.ts): production mode
 * on `port`, a fresh secret, rate limits lifted so the load measures the pages, not the limiter.
 */
import { randomBytes } from "node:crypto";
import { NO_RATE_LIMITS } from "../reliability/support";

export function benchServerEnv(port: number, base: string): Record<string, string> {
  return {
    NODE_ENV: "production",
    PORT: String(port),
    PUBLIC_URL: base,
    SECRET_KEY: randomBytes(32).toString("base64url"),
    ...NO_RATE_LIMITS,
  };
}
