/**
 * Getting back into an account (issue 12, docs/decisions/166): a forgotten password
 * (`POST /auth/password-reset/`, `GET`/`POST /auth/password-reset/{uuid}/{token}/`) and a lost activation mail
 * (`POST /users/activation/resend/`).
 *
 * The two requests by address answer 200 with one text whatever the address (unknown, inactive, active, social
 * only), and do the work that differs (a token row and its queued mail, one transaction) after the answer, so
 * neither the body nor the time tells whether an account exists. Each is limited per address on every request (each one can send a mail), the
 * link's POST per account on failures, like activation; server/rate-limits.ts adds the per-IP limits.
 */
import { and, eq, isNull } from "drizzle-orm";
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
import { activationTokens } from "../db/schema";
import type { ApiDeps } from "../deps";
import { ApiError, throttled } from "../http/errors";
import { parseJson } from "../http/validate";
import { activationLink, newActivationToken } from "../services/activation";
import { passwordResetMail } from "../services/account-mails";
import { activationMail } from "../services/mail-templates";
import {
  isPasswordResetUsable,
  newPasswordResetToken,
  passwordResetLink,
  resetPassword,
  storePasswordResetToken,
} from "../services/password-reset";
import { hashPassword } from "../services/passwords";
import { findAccountByEmail, type Account } from "../services/sign-in";

/** Unknown user, unknown, used or expired token: one answer for GET and POST. */
function unusableLink(): ApiError {
  const body = { valid: false, detail: PASSWORD_RESET_INVALID_MESSAGE } satisfies PasswordResetStatus;
  return new ApiError(404, body);
}

export function accountsRouter(deps: ApiDeps) {
  const { db, config, log, throttles, mailer } = deps;

  /** Work after the answer: its failure is logged, never shown (the answer is the same either way). */
  function afterAnswer(what: string, work: () => Promise<void>) {
    void work().catch((error: unknown) => {
      log.error(`${what} failed`, { error: error instanceof Error ? error.message : String(error) });
    });
  }

  /** Limits one address, counting every request (each can send a mail); the address in any case is one key. */
  function limitAddress(throttle: ApiDeps["throttles"]["passwordResetRequest"], address: string) {
    const key = address.trim().toLowerCase();
    const wait = throttle.retryAfter(key);
    if (wait !== null) throw throttled(wait);
    throttle.fail(key);
  }

  async function sendPasswordReset(account: Account) {
    const token = newPasswordResetToken();
    const mail = passwordResetMail({
      language: account.language,
      firstName: account.firstName,
      link: passwordResetLink(config.PUBLIC_URL, account.id, token.value),
    });
    const queued = await mailer.transaction(async (tx) => {
      await storePasswordResetToken(tx, account.id, token);
      return mailer.enqueue(tx, { to: account.email, ...mail, secrets: [token.value] });
    });
    log.info("password reset mail", { user_id: account.id, mail_id: queued.id });
  }

  async function resendActivation(account: Account) {
    const token = newActivationToken();
    const now = new Date();
    const mail = activationMail({
      language: account.language,
      firstName: account.firstName,
      link: activationLink(config.PUBLIC_URL, account.id, token.value),
    });
    const queued = await mailer.transaction(async (tx) => {
      // The older links die: only the newest mail activates.
      await tx
        .update(activationTokens)
        .set({ usedAt: now })
        .where(and(eq(activationTokens.userId, account.id), isNull(activationTokens.usedAt)));
      await tx.insert(activationTokens).values({ userId: account.id, tokenHash: token.hash, expiresAt: token.expiresAt });
      return mailer.enqueue(tx, { to: account.email, ...mail, secrets: [token.value] });
    });
    log.info("activation mail sent again", { user_id: account.id, mail_id: queued.id });
  }

  return new Hono()
    .post("/auth/password-reset/", async (c) => {
      const { email } = await parseJson(c, emailOnlyRequestSchema);
      limitAddress(throttles.passwordResetRequest, email);
      const account = await findAccountByEmail(db, email);
      // Active accounts only, social-only ones included (the link lets them set a password). An account never
      // activated has its activation link for that; a deactivated one stays out.
      if (account?.isActive) afterAnswer("password reset mail", () => sendPasswordReset(account));
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
      const userId = c.req.param("id");
      const token = c.req.param("token");
      const wait = throttles.passwordReset.retryAfter(userId);
      if (wait !== null) throw throttled(wait);
      if (!(await isPasswordResetUsable(db, userId, token))) {
        throttles.passwordReset.fail(userId);
        throw unusableLink();
      }
      const { password } = await parseJson(c, passwordResetRequestSchema);
      const passwordHash = await hashPassword(password);
      const email = await resetPassword(db, { userId, token, passwordHash });
      if (email === null) throw unusableLink();
      // Sign-in failures counted against the old password do not block the new one.
      throttles.signIn.clear(email.trim().toLowerCase());
      throttles.passwordReset.clear(userId);
      log.info("password reset; refresh tokens revoked", { user_id: userId });
      return c.json({ detail: PASSWORD_RESET_DONE_MESSAGE }, 200);
    })
    .post("/users/activation/resend/", async (c) => {
      const { email } = await parseJson(c, emailOnlyRequestSchema);
      limitAddress(throttles.activationResend, email);
      const account = await findAccountByEmail(db, email);
      // Waiting for activation: inactive and never signed in (one that has signed in was deactivated on purpose).
      if (account && !account.isActive && account.lastLoginAt === null) {
        afterAnswer("activation mail", () => resendActivation(account));
      } else {
        log.info("activation resend asked for no waiting account", { user_id: account?.id ?? null });
      }
      return c.json({ detail: ACTIVATION_RESENT_MESSAGE }, 200);
    });
}
