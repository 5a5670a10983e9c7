/**
 * The account holder's own data (issue 12, GDPR articles 15, 17 and 20; docs/decisions/168):
 * `GET /account/export/` (everything held about the caller, as JSON) and `POST /account/delete/` (deletes the
 * account after the password, or a fresh social sign-in for an account without one).
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { ACCOUNT_DELETE_MESSAGES, SOCIAL_PROOF_MINUTES, accountDeleteRequestSchema } from "../../contract/accounts";
import { users } from "../db/schema";
import type { ApiDeps } from "../deps";
import { clientOf } from "../http/client-address";
import { badRequest, notFound, throttled } from "../http/errors";
import { parseJson } from "../http/validate";
import { cancelSubscriptionsOf, deletePersonalData } from "../services/account-deletion";
import { exportAccount } from "../services/account-export";
import { accountDeletedMail } from "../services/account-mails";
import { verifyPassword } from "../services/passwords";
import { createPayments } from "../services/payments/choose-provider";

export function accountDataRouter(deps: ApiDeps) {
  const { db, auth, config, log, plans, throttles, mailer, media } = deps;
  const { provider } = createPayments(deps);

  return new Hono()
    .get("/account/export/", auth.requireAuth, async (c) => {
      const data = await exportAccount(db, c.get("user").id, { publicUrl: config.PUBLIC_URL, plans });
      if (!data) throw notFound();
      c.header("Cache-Control", "no-store");
      return c.json(data, 200);
    })
    .post("/account/delete/", auth.requireAuth, async (c) => {
      const { password = "" } = await parseJson(c, accountDeleteRequestSchema);
      const userId = c.get("user").id;
      const [account] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!account) throw notFound();
      // Wrong passwords here count as failed sign-ins of the address from this client (the same limit).
      const throttleKey = account.email.trim().toLowerCase();
      const client = clientOf(c);
      const wait = await throttles.signIn.retryAfter(throttleKey, client);
      if (wait !== null) throw throttled(wait);
      if (account.passwordHash) {
        if (password === "") throw badRequest({ password: [ACCOUNT_DELETE_MESSAGES.passwordRequired] });
        if (!(await verifyPassword(password, account.passwordHash))) {
          await throttles.signIn.fail(throttleKey, client);
          log.warn("account deletion refused: wrong password", { user_id: userId });
          throw badRequest({ password: [ACCOUNT_DELETE_MESSAGES.wrongPassword] });
        }
      } else {
        // No password: only Google or Facebook signs this account in, so a sign-in minutes ago was one of theirs.
        const freshSince = Date.now() - SOCIAL_PROOF_MINUTES * 60_000;
        if (!account.lastLoginAt || account.lastLoginAt.getTime() < freshSince) {
          throw badRequest({ password: [ACCOUNT_DELETE_MESSAGES.signInAgain] });
        }
      }
      // The subscription first, at the provider: if Stripe refuses, nothing is deleted (its 400/503 answers).
      const cancelled = account.role === "COMPANY" ? await cancelSubscriptionsOf(db, provider, userId) : 0;
      // The confirmation is queued in the deletion's transaction, after the address's older mails were dropped.
      const { deleted, sent } = await mailer.transaction(async (tx) => {
        const erased = await deletePersonalData(tx, userId);
        if (!erased) throw notFound();
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
      return c.json({ detail: ACCOUNT_DELETE_MESSAGES.deleted }, 200);
    });
}
