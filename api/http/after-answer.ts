/**
 * Work a request starts and does not wait for (docs/sessions-and-accounts.md#password-reset-and-a-new-activation-link):
 * the mails of a sign-up, a reset or a resend, so neither the body nor the time of the answer tells whether an account
 * exists. Its failure is logged, never shown: the answer is the same either way.
 */
import type { ApiLog } from "../log";

export function afterAnswer(log: ApiLog, what: string, work: () => Promise<void>): void {
  void work().catch((error: unknown) => {
    log.error(`${what} failed`, { error: error instanceof Error ? error.message : String(error) });
  });
}
