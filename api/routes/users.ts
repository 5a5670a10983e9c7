/**
 * Accounts (design section 7): sign-up (`POST /users/`), the signed-in user (`GET /users/{id}/`) and the
 * activation link (`GET`/`POST /users/{uuid}/activate/{token}/`).
 *
 * Sign-up answers a new address and one that has an account alike (docs/decisions/181): the same status and body,
 * and the same work before the answer (one transaction of two statements); the mails, which differ, go after it.
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import {
  ACTIVATED_MESSAGE,
  ACTIVATION_INVALID_MESSAGE,
  SIGN_UP_RECEIVED_MESSAGE,
  activationRequestSchema,
  signUpRequestSchema,
  type ActivationStatus,
  type SignUpResponse,
} from "../../contract/users";
import { activationTokens, users } from "../db/schema";
import type { ApiDeps } from "../deps";
import { afterAnswer } from "../http/after-answer";
import { ApiError, notFound, throttled } from "../http/errors";
import { clientOf } from "../http/client-address";
import { canonicalUuid, isUuid } from "../http/path-ids";
import { parseJson } from "../http/validate";
import { activateAccount, isActivationUsable, newActivationToken } from "../services/activation";
import { accountLanguage } from "../services/language";
import { hashPassword } from "../services/passwords";
import { findAccountByEmail, toPublicUser, type Account } from "../services/sign-in";
import { mailActivationLink, mailKnownAddress } from "../services/sign-up-mails";

/** Unknown user, unknown, used or expired token: one answer for GET and POST, so a link reveals nothing. */
function unusableLink(): ApiError {
  const body = { valid: false, detail: ACTIVATION_INVALID_MESSAGE } satisfies ActivationStatus;
  return new ApiError(404, body);
}

type SignUpOutcome = { created: true; account: Account } | { created: false; account: Account | undefined };

export function usersRouter(deps: ApiDeps) {
  const { db, config, log, auth, throttles, mailer } = deps;
  const mailDeps = { config, log, mailer };

  /**
   * The mail to an address that has an account, after the answer: at most one per SIGN_UP_MAIL_WINDOW_MS, whatever
   * is typed into the form how often. (A new account's link is queued with the account itself.)
   */
  async function mailAfterSignUp(account: Account | undefined): Promise<void> {
    // Deleted between the insert and the read: there is nobody to tell.
    if (!account) return;
    const key = account.email.toLowerCase();
    if ((await throttles.signUpMail.retryAfter(key)) !== null) {
      log.info("sign-up mail held back: one per address per hour", { user_id: account.id });
      return;
    }
    await throttles.signUpMail.fail(key);
    await mailKnownAddress(mailDeps, account);
  }

  return new Hono()
    .post("/users/", async (c) => {
      const input = await parseJson(c, signUpRequestSchema);
      const language = accountLanguage(input.language, c.req.header("Accept-Language"));
      const token = newActivationToken();
      // A new account's activation mail is queued with it: both or neither (docs/decisions/177).
      const outcome = await mailer.transaction(async (tx): Promise<SignUpOutcome> => {
        // The unique index on lower(email) decides, so two sign-ups racing for one address cannot both create.
        const [inserted] = await tx
          .insert(users)
          .values({
            email: input.email,
            username: input.email,
            role: input.role,
            firstName: input.first_name,
            lastName: input.last_name,
            phoneNumber: input.phone_number ?? null,
            streetName: input.street_name || null,
            streetNumber: input.street_number || null,
            zipCode: input.zip_code || null,
            country: input.country ?? null,
            city: input.city || null,
            state: input.state || null,
            taxId: input.tax_id || null,
            birthdate: input.birthdate ?? null,
            language,
            // Inactive and without a password until the owner of the address follows the link.
            isActive: false,
          })
          .onConflictDoNothing()
          .returning();
        if (inserted) {
          await tx
            .insert(activationTokens)
            .values({ userId: inserted.id, tokenHash: token.hash, expiresAt: token.expiresAt });
          await mailActivationLink(mailDeps, tx, inserted, token);
          return { created: true, account: inserted };
        }
        // The address has an account: reading it takes the place of storing the token, so both cost two statements.
        return { created: false, account: await findAccountByEmail(tx, input.email) };
      });
      // A known address's mail after the commit and after the answer: it must not make that answer differ.
      if (!outcome.created) afterAnswer(log, "sign-up mail", () => mailAfterSignUp(outcome.account));
      log.info("sign-up", { user_id: outcome.account?.id ?? null, created: outcome.created });
      const body: SignUpResponse = { detail: SIGN_UP_RECEIVED_MESSAGE, email: input.email };
      return c.json(body, 201);
    })
    .get("/users/:id/", auth.requireAuth, async (c) => {
      const id = c.req.param("id");
      // Only one's own account: another user's is "not found", so ids cannot be probed for existence.
      if (id !== c.get("user").id || !isUuid(id)) throw notFound();
      const [account] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      if (!account) throw notFound();
      return c.json(toPublicUser(account), 200);
    })
    .get("/users/:id/activate/:token/", async (c) => {
      const usable = await isActivationUsable(db, c.req.param("id"), c.req.param("token"));
      if (!usable) throw unusableLink();
      const body: ActivationStatus = { valid: true };
      c.header("Cache-Control", "no-store");
      return c.json(body, 200);
    })
    .post("/users/:id/activate/:token/", async (c) => {
      // Counted per account, in its one spelling, and client: a stranger's dead links never block the owner's.
      const userId = canonicalUuid(c.req.param("id"));
      if (userId === undefined) throw unusableLink();
      const token = c.req.param("token");
      const client = clientOf(c);
      const wait = await throttles.activation.retryAfter(userId, client);
      if (wait !== null) throw throttled(wait);
      // The link first: asking for a better password on a dead link would only waste the person's time.
      if (!(await isActivationUsable(db, userId, token))) {
        // Guessing tokens for one account is what this counts; a wrong password rule is not an attack.
        await throttles.activation.fail(userId, client);
        throw unusableLink();
      }
      const { password } = await parseJson(c, activationRequestSchema);
      // Hashed outside the transaction: argon2 takes tens of milliseconds and must not hold row locks.
      const passwordHash = await hashPassword(password);
      if (!(await activateAccount(db, { userId, token, passwordHash }))) throw unusableLink();
      log.info("account activated", { user_id: userId });
      return c.json({ detail: ACTIVATED_MESSAGE }, 200);
    });
}
