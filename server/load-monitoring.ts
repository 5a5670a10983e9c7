/**
 * Picks where the server reports errors (monitoring.ts): Sentry when SENTRY_DSN is set, imported only then
 * (docs/errors.md#sentry), nowhere otherwise. Apart from the interface, which sentry.ts implements and so imports.
 */
import type { Logger } from "./logger";
import { NO_MONITORING, type Monitoring } from "./monitoring";

export async function loadMonitoring(dsn: string | undefined, log: Logger): Promise<Monitoring> {
  if (!dsn) return NO_MONITORING;
  const { sentryMonitoring } = await import("./sentry");
  return sentryMonitoring(dsn, log);
}
