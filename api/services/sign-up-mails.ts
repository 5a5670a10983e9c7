/**
 * The mails a sign-up sends (docs/sessions-and-accounts.md#sign-up): a new address gets its activation link, queued in
 * the transaction that creates the account (docs/mail.md); an address that has an account gets, after the answer, what
 * its owner needs: a new activation link while the account waits for one (as `/users/activation/resend/` sends,
 * docs/sessions-and-accounts.md#password-reset-and-a-new-activation-link) or a notice that someone tried to sign up
 * with it.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { ApiConfig } from "../config";
import type { AppDatabase } from "../db/client";
import { activationTokens } from "../db/schema";
import type { ApiLog } from "../log";
import { activationLink, newActivationToken, type ActivationToken } from "./activation";
import { signUpNoticeMail } from "./account-mails";
import type { Mailer } from "./mail";
import { mailLink } from "./mail-links";
import { activationMail } from "./mail-templates";
import type { Account } from "./sign-in";

export type SignUpMailDeps = { config: Pick<ApiConfig, "PUBLIC_URL">; log: ApiLog; mailer: Mailer };

/** Queues the activation link of `token`, stored in the same transaction `tx` (run through `mailer.transaction`). */
export async function mailActivationLink(
  deps: SignUpMailDeps,
  tx: AppDatabase,
  account: Account,
  token: ActivationToken,
): Promise<void> {
  const mail = activationMail({
    language: account.language,
    firstName: account.firstName,
    link: activationLink(deps.config.PUBLIC_URL, account.language, account.id, token.value),
  });
  const queued = await deps.mailer.enqueue(tx, { to: account.email, ...mail, secrets: [token.value] });
  deps.log.info("activation mail", { user_id: account.id, mail_id: queued.id });
}

/** A new link for an account waiting for activation; its older links die, so only the newest mail activates. */
export async function mailNewActivationLink(deps: SignUpMailDeps, account: Account): Promise<void> {
  const token = newActivationToken();
  const now = new Date();
  await deps.mailer.transaction(async (tx) => {
    await tx
      .update(activationTokens)
      .set({ usedAt: now })
      .where(and(eq(activationTokens.userId, account.id), isNull(activationTokens.usedAt)));
    await tx.insert(activationTokens).values({ userId: account.id, tokenHash: token.hash, expiresAt: token.expiresAt });
    await mailActivationLink(deps, tx, account, token);
  });
}

/** Waiting for activation: inactive and never signed in (one that has signed in was deactivated on purpose). */
export function isWaitingForActivation(account: Account): boolean {
  return !account.isActive && account.lastLoginAt === null;
}

/**
 * Someone signed up with the address of `account`. Waiting for activation: a new link, which is what that person
 * needs. Active (with a password, or social only): a notice in the owner's language with the ways in. Deactivated:
 * nothing, as for a reset or a resend (docs/sessions-and-accounts.md#password-reset-and-a-new-activation-link).
 */
export async function mailKnownAddress(deps: SignUpMailDeps, account: Account): Promise<void> {
  if (isWaitingForActivation(account)) return mailNewActivationLink(deps, account);
  if (!account.isActive) {
    deps.log.info("sign-up with a deactivated account's address: no mail", { user_id: account.id });
    return;
  }
  const mail = signUpNoticeMail({
    language: account.language,
    firstName: account.firstName,
    login: mailLink(deps.config.PUBLIC_URL, account.language, "/login"),
    forgotPassword: mailLink(deps.config.PUBLIC_URL, account.language, "/forgot-password"),
  });
  const queued = await deps.mailer.send({ to: account.email, ...mail });
  deps.log.info("sign-up notice to a known address", { user_id: account.id, mail_id: queued.id });
}
