/**
 * The account holder's own data (issue 12, GDPR articles 15, 17 and 20;
 * docs/sessions-and-accounts.md#exporting-and-deleting-an-account): everything held about the caller, and deleting the
 * caller's account after the password, or a fresh social sign-in for an account without one. What deleting removes and
 * keeps: api/services/account-deletion.ts.
 */
import { ACCOUNT_DELETE_MESSAGES, SOCIAL_PROOF_MINUTES, type AccountExport } from "../../contract/accounts";
import type { ApiDeps } from "../deps";
import { cancelSubscriptionsOf, deletePersonalData } from "../services/account-deletion";
import { exportAccount } from "../services/account-export";
import { accountDeletedMail } from "../services/account-mails";
import { verifyPassword } from "../services/passwords";
import type { PaymentProvider } from "../services/payments/provider";
import { fail } from "./errors";
import { ownAccount } from "./users";

/** `GET /account/export/`: the caller's data; an account gone meanwhile is not found. */
export async function exportOwnData(
  deps: Pick<ApiDeps, "db" | "config" | "plans">,
  userId: string,
): Promise<AccountExport> {
  const data = await exportAccount(deps.db, userId, { publicUrl: deps.config.PUBLIC_URL, plans: deps.plans });
  if (!data) throw fail.notFound();
  return data;
}

type DeletionDeps = Pick<ApiDeps, "db" | "log" | "throttles" | "mailer" | "media">;

/**
 * `POST /account/delete/`. Wrong passwords count as failed sign-ins of the address from this client (the same
 * limit). A company's running subscription is cancelled at the provider first: if it refuses, nothing is deleted.
 */
export async function deleteOwnAccount(
  deps: DeletionDeps,
  provider: PaymentProvider,
  userId: string,
  password: string,
  client: string,
): Promise<{ detail: string }> {
  const { db, log, throttles, mailer, media } = deps;
  const account = await ownAccount(db, userId);
  const throttleKey = account.email.trim().toLowerCase();
  const wait = await throttles.signIn.retryAfter(throttleKey, client);
  if (wait !== null) throw fail.throttled(wait);
  if (account.passwordHash) {
    if (password === "") throw fail.invalidField("password", "delete_password_required");
    if (!(await verifyPassword(password, account.passwordHash))) {
      await throttles.signIn.fail(throttleKey, client);
      log.warn("account deletion refused: wrong password", { user_id: userId });
      throw fail.invalidField("password", "wrong_password");
    }
  } else {
    // No password: only Google or Facebook signs this account in, so a sign-in minutes ago was one of theirs.
    const freshSince = Date.now() - SOCIAL_PROOF_MINUTES * 60_000;
    if (!account.lastLoginAt || account.lastLoginAt.getTime() < freshSince) {
      throw fail.invalidField("password", "sign_in_again");
    }
  }
  // The subscription first, at the provider: if Stripe refuses, nothing is deleted (its 400/503 answers).
  const cancelled = account.role === "COMPANY" ? await cancelSubscriptionsOf(db, provider, userId) : 0;
  // The confirmation is queued in the deletion's transaction, after the address's older mails were dropped.
  const { deleted, sent } = await mailer.transaction(async (tx) => {
    const erased = await deletePersonalData(tx, userId);
    if (!erased) throw fail.notFound();
    const mail = accountDeletedMail({ language: erased.language, firstName: erased.firstName, role: account.role });
    return { deleted: erased, sent: await mailer.enqueue(tx, { to: erased.email, ...mail }) };
  });
  await throttles.signIn.clear(throttleKey, client);
  await media.remove(deleted.uploads);
  log.info("account deleted", {
    user_id: userId,
    role: account.role,
    subscriptions_cancelled: cancelled,
    files_removed: deleted.uploads.length,
    mail_id: sent.id,
  });
  return { detail: ACCOUNT_DELETE_MESSAGES.deleted };
}
