/**
 * Accounts (design section 7): sign-up (`POST /users/`), the signed-in user (`GET /users/{id}/`) and the
 * activation link (`GET`/`POST /users/{uuid}/activate/{token}/`).
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import {
  ACTIVATED_MESSAGE,
  ACTIVATION_INVALID_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  activationRequestSchema,
  signUpRequestSchema,
  type ActivationStatus,
} from "../../contract/users";
import { activationTokens, users } from "../db/schema";
import type { ApiDeps } from "../deps";
import { ApiError, badRequest, notFound, throttled } from "../http/errors";
import { isUuid } from "../http/path-ids";
import { parseJson } from "../http/validate";
import { activateAccount, activationLink, isActivationUsable, newActivationToken } from "../services/activation";
import { accountLanguage } from "../services/language";
import { activationMail } from "../services/mail-templates";
import { hashPassword } from "../services/passwords";
import { toPublicUser } from "../services/sign-in";

/** Unknown user, unknown, used or expired token: one answer for GET and POST, so a link reveals nothing. */
function unusableLink(): ApiError {
  const body = { valid: false, detail: ACTIVATION_INVALID_MESSAGE } satisfies ActivationStatus;
  return new ApiError(404, body);
}

export function usersRouter(deps: ApiDeps) {
  const { db, config, log, auth, throttles, mailer } = deps;

  return new Hono()
    .post("/users/", async (c) => {
      const input = await parseJson(c, signUpRequestSchema);
      const language = accountLanguage(input.language, c.req.header("Accept-Language"));
      const token = newActivationToken();
      // The activation mail is queued with the account: both or neither (docs/decisions/177).
      const { account, mailId } = await mailer.transaction(async (tx) => {
        // The unique index on lower(email) decides, so two sign-ups racing for one address cannot both pass.
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
        if (!inserted) throw badRequest({ email: [EMAIL_TAKEN_MESSAGE] });
        await tx.insert(activationTokens).values({ userId: inserted.id, tokenHash: token.hash, expiresAt: token.expiresAt });
        const mail = activationMail({
          language,
          firstName: inserted.firstName,
          link: activationLink(config.PUBLIC_URL, inserted.id, token.value),
        });
        const queued = await mailer.enqueue(tx, { to: inserted.email, ...mail, secrets: [token.value] });
        return { account: inserted, mailId: queued.id };
      });
      log.info("account signed up", { user_id: account.id, role: account.role, mail_id: mailId });
      return c.json(toPublicUser(account), 201);
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
      const userId = c.req.param("id");
      const token = c.req.param("token");
      const wait = throttles.activation.retryAfter(userId);
      if (wait !== null) throw throttled(wait);
      // The link first: asking for a better password on a dead link would only waste the person's time.
      if (!(await isActivationUsable(db, userId, token))) {
        // Guessing tokens for one account is what this counts; a wrong password rule is not an attack.
        throttles.activation.fail(userId);
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
