/**
 * Getting back into an account (issue 12, docs/decisions/166): a forgotten password
 * (`POST /auth/password-reset/`, `GET`/`POST /auth/password-reset/{uuid}/{token}/`) and a lost activation mail
 * (`POST /users/activation/resend/`).
 *
 * The two requests by address answer 200 with one text whatever the address (unknown, inactive, active, social
 * only), and do the work that differs (a token row and its queued mail, one transaction) after the answer, so
 * neither the body nor the time tells whether an account exists. Each is limited per address on every request (each
 * one can send a mail), the link's POST per account and client on failures, like activation (decision 178);
 * server/rate-limits.ts adds the per-IP limits.
 */
import { Hono } from "hono";
import {
  ACTIVATION_RESENT_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_INVALID_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  emailOnlyRequestSchema,
  passwordResetRequestSchema,
  type PasswordResetStatus,
} from "../../contract/accounts";
import type { ApiDeps } from "../deps";
import { afterAnswer } from "../http/after-answer";
import { clientOf } from "../http/client-address";
import { ApiError, throttled } from "../http/errors";
import { canonicalUuid } from "../http/path-ids";
import { parseJson } from "../http/validate";
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

/** Unknown user, unknown, used or expired token: one answer for GET and POST. */
function unusableLink(): ApiError {
  const body = { valid: false, detail: PASSWORD_RESET_INVALID_MESSAGE } satisfies PasswordResetStatus;
  return new ApiError(404, body);
}

export function accountsRouter(deps: ApiDeps) {
  const { db, config, log, throttles, mailer } = deps;

  /** Limits one address, counting every request (each can send a mail); the address in any case is one key. */
  async function limitAddress(throttle: ApiDeps["throttles"]["passwordResetRequest"], address: string) {
    const key = address.trim().toLowerCase();
    const wait = await throttle.retryAfter(key);
    if (wait !== null) throw throttled(wait);
    await throttle.fail(key);
  }

  async function sendPasswordReset(account: Account) {
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

  return new Hono()
    .post("/auth/password-reset/", async (c) => {
      const { email } = await parseJson(c, emailOnlyRequestSchema);
      await limitAddress(throttles.passwordResetRequest, email);
      const account = await findAccountByEmail(db, email);
      // Active accounts only, social-only ones included (the link lets them set a password). An account never
      // activated has its activation link for that; a deactivated one stays out.
      if (account?.isActive) afterAnswer(log, "password reset mail", () => sendPasswordReset(account));
      else log.info("password reset asked for no active account", { user_id: account?.id ?? null });
      return c.json({ detail: PASSWORD_RESET_REQUESTED_MESSAGE }, 200);
    })
    .get("/auth/password-reset/:id/:token/", async (c) => {
      const usable = await isPasswordResetUsable(db, c.req.param("id"), c.req.param("token"));
      if (!usable) throw unusableLink();
      c.header("Cache-Control", "no-store");
      return c.json({ valid: true } satisfies PasswordResetStatus, 200);
    })
    .post("/auth/password-reset/:id/:token/", async (c) => {
      // Counted per account, in its one spelling, and client: a stranger's dead links never block the owner's.
      const userId = canonicalUuid(c.req.param("id"));
      if (userId === undefined) throw unusableLink();
      const token = c.req.param("token");
      const client = clientOf(c);
      const wait = await throttles.passwordReset.retryAfter(userId, client);
      if (wait !== null) throw throttled(wait);
      if (!(await isPasswordResetUsable(db, userId, token))) {
        await throttles.passwordReset.fail(userId, client);
        throw unusableLink();
      }
      const { password } = await parseJson(c, passwordResetRequestSchema);
      const passwordHash = await hashPassword(password);
      const email = await resetPassword(db, { userId, token, passwordHash });
      if (email === null) throw unusableLink();
      // This client's sign-in failures counted against the old password do not block the new one.
      await throttles.signIn.clear(email.trim().toLowerCase(), client);
      await throttles.passwordReset.clear(userId, client);
      log.info("password reset; refresh tokens revoked", { user_id: userId });
      return c.json({ detail: PASSWORD_RESET_DONE_MESSAGE }, 200);
    })
    .post("/users/activation/resend/", async (c) => {
      const { email } = await parseJson(c, emailOnlyRequestSchema);
      await limitAddress(throttles.activationResend, email);
      const account = await findAccountByEmail(db, email);
      if (account && isWaitingForActivation(account)) {
        afterAnswer(log, "activation mail", () => mailNewActivationLink({ config, log, mailer }, account));
      } else {
        log.info("activation resend asked for no waiting account", { user_id: account?.id ?? null });
      }
      return c.json({ detail: ACTIVATION_RESENT_MESSAGE }, 200);
    });
}
