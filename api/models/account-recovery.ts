/**
 * Getting back into an account (issue 12, docs/sessions-and-accounts.md#password-reset-and-a-new-activation-link): a
 * forgotten password (the request, then the link) and a lost activation mail.
 *
 * The two requests by address answer one text whatever the address (unknown, inactive, active, social only), and
 * do the work that differs (a token row and its queued mail, one transaction) after the answer, so neither the body
 * nor the time tells whether an account exists. Each is limited per address on every request (each one can send a
 * mail), the link's use per account and client on failures, like activation
 * (docs/sessions-and-accounts.md#tokens-and-bearer-authentication).
 */
import {
  ACTIVATION_RESENT_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
} from "../../contract/accounts";
import type { ApiDeps } from "../deps";
import { afterAnswer } from "../http/after-answer";
import { canonicalUuid } from "../http/path-ids";
import { passwordResetMail } from "../services/account-mails";
import {
  isPasswordResetUsable,
  newPasswordResetToken,
  passwordResetLink,
  resetPassword,
  storePasswordResetToken,
} from "../services/password-reset";
import { hashPassword } from "../services/passwords";
import { findAccountByEmail, type Account } from "../services/sign-in";
import { isWaitingForActivation, mailNewActivationLink } from "../services/sign-up-mails";
import { fail } from "./errors";
import { deadLink } from "./users";

type RecoveryDeps = Pick<ApiDeps, "db" | "config" | "log" | "mailer" | "throttles">;
type AddressThrottle = ApiDeps["throttles"]["passwordResetRequest"];

/** Limits one address, counting every request (each can send a mail); the address in any case is one key. */
async function limitAddress(throttle: AddressThrottle, address: string): Promise<void> {
  const key = address.trim().toLowerCase();
  const wait = await throttle.retryAfter(key);
  if (wait !== null) throw fail.throttled(wait);
  await throttle.fail(key);
}

/** `POST /auth/password-reset/`: a link for an active account, after the answer; the same answer for any address. */
export async function requestPasswordReset(deps: RecoveryDeps, email: string): Promise<{ detail: string }> {
  await limitAddress(deps.throttles.passwordResetRequest, email);
  const account = await findAccountByEmail(deps.db, email);
  // Active accounts only, social-only ones included (the link lets them set a password). An account never
  // activated has its activation link for that; a deactivated one stays out.
  if (account?.isActive) afterAnswer(deps.log, "password reset mail", () => mailPasswordReset(deps, account));
  else deps.log.info("password reset asked for no active account", { user_id: account?.id ?? null });
  return { detail: PASSWORD_RESET_REQUESTED_MESSAGE };
}

async function mailPasswordReset({ config, log, mailer }: RecoveryDeps, account: Account): Promise<void> {
  const token = newPasswordResetToken();
  const mail = passwordResetMail({
    language: account.language,
    firstName: account.firstName,
    link: passwordResetLink(config.PUBLIC_URL, account.language, account.id, token.value),
  });
  const queued = await mailer.transaction(async (tx) => {
    await storePasswordResetToken(tx, account.id, token);
    return mailer.enqueue(tx, { to: account.email, ...mail, secrets: [token.value] });
  });
  log.info("password reset mail", { user_id: account.id, mail_id: queued.id });
}

/** `GET /auth/password-reset/{uuid}/{token}/`: whether the link can still be used; changes nothing. */
export async function checkPasswordResetLink(deps: Pick<ApiDeps, "db">, userId: string, token: string): Promise<void> {
  if (!(await isPasswordResetUsable(deps.db, userId, token))) throw deadLink("password_reset_link_invalid");
}

/** A password link about to be used: its account in its one spelling, the token and the calling client. */
export type PasswordResetLink = { userId: string; token: string; client: string };

/**
 * The link of `POST /auth/password-reset/{uuid}/{token}/`, checked before the new password is read. Counted per
 * account and client: a stranger's dead links never block the owner's.
 */
export async function openPasswordResetLink(
  deps: Pick<ApiDeps, "db" | "throttles">,
  rawUserId: string,
  token: string,
  client: string,
): Promise<PasswordResetLink> {
  const userId = canonicalUuid(rawUserId);
  if (userId === undefined) throw deadLink("password_reset_link_invalid");
  const wait = await deps.throttles.passwordReset.retryAfter(userId, client);
  if (wait !== null) throw fail.throttled(wait);
  if (!(await isPasswordResetUsable(deps.db, userId, token))) {
    await deps.throttles.passwordReset.fail(userId, client);
    throw deadLink("password_reset_link_invalid");
  }
  return { userId, token, client };
}

/** The new password; every refresh token of the user is revoked, so their other sessions end. */
export async function chooseNewPassword(
  deps: Pick<ApiDeps, "db" | "log" | "throttles">,
  link: PasswordResetLink,
  password: string,
): Promise<{ detail: string }> {
  const { userId, token, client } = link;
  const passwordHash = await hashPassword(password);
  const email = await resetPassword(deps.db, { userId, token, passwordHash });
  if (email === null) throw deadLink("password_reset_link_invalid");
  // This client's sign-in failures counted against the old password do not block the new one.
  await deps.throttles.signIn.clear(email.trim().toLowerCase(), client);
  await deps.throttles.passwordReset.clear(userId, client);
  deps.log.info("password reset; refresh tokens revoked", { user_id: userId });
  return { detail: PASSWORD_RESET_DONE_MESSAGE };
}

/** `POST /users/activation/resend/`: a new link for an account waiting for one, after the answer; one answer. */
export async function resendActivation(deps: RecoveryDeps, email: string): Promise<{ detail: string }> {
  await limitAddress(deps.throttles.activationResend, email);
  const account = await findAccountByEmail(deps.db, email);
  if (account && isWaitingForActivation(account)) {
    afterAnswer(deps.log, "activation mail", () => mailNewActivationLink(deps, account));
  } else {
    deps.log.info("activation resend asked for no waiting account", { user_id: account?.id ?? null });
  }
  return { detail: ACTIVATION_RESENT_MESSAGE };
}
