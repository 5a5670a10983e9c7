/**
 * The signed-in user's account settings (issue 12 "Settings", docs/decisions/167), each acting only on the caller's
 * own account (there is no id to point elsewhere):
 *
 * - `POST /users/me/password/`: the current password and a new one; every refresh token of the user is revoked
 *   (other devices are out at their next call, decision 178) and the caller gets a new pair.
 * - `POST /users/me/email/`: the password and a new address no other account uses; a single-use link goes to
 *   the new address, a notice to the old one.
 * - `GET`/`POST /users/email-change/{uuid}/{token}/`: the link (no login needed: it proves the new address).
 * - `GET`/`PATCH /users/me/mail-preferences/`: the kinds of e-mail the role gets.
 * - `POST /users/me/sign-out-everywhere/`: every refresh token of the user revoked, the caller's too.
 *
 * A wrong current password counts against the account and the client (10 per window, then 429; decision 178), and
 * the web tier and server/rate-limits.ts add per-IP limits.
 */
import { and, eq, isNull } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { EMAIL_TAKEN_MESSAGE } from "../../contract/users";
import {
  MAIL_KINDS_OF_ROLE,
  SETTINGS_MESSAGES,
  emailChangeRequestSchema,
  mailPreferencesRequestSchema,
  passwordChangeRequestSchema,
  type EmailChangeStatus,
  type MailPreferences,
  type PasswordChangeResponse,
} from "../../contract/settings";
import { refreshTokens, users } from "../db/schema";
import type { ApiDeps } from "../deps";
import type { AuthEnv } from "../http/auth";
import { clientOf } from "../http/client-address";
import { ApiError, badRequest, notFound, throttled } from "../http/errors";
import { canonicalUuid } from "../http/path-ids";
import { parseJson } from "../http/validate";
import { emailChangeMail, emailChangeNotice } from "../services/account-mails";
import {
  confirmEmailChange,
  emailChangeLink,
  emailChangeTarget,
  storeEmailChangeToken,
} from "../services/email-change";
import { hashPassword, verifyPassword } from "../services/passwords";
import { findAccountByEmail, startSession, type Account } from "../services/sign-in";
import { readBody } from "./profile-request";

/** Unknown user, unknown, used or expired token: one answer for GET and POST. */
function unusableLink(): ApiError {
  const body = {
    valid: false,
    detail: SETTINGS_MESSAGES.emailChangeInvalid,
  } satisfies EmailChangeStatus;
  return new ApiError(404, body);
}

const PREFERENCE_COLUMNS = {
  status_updates: "mailStatusUpdates",
  job_alerts: "mailJobAlerts",
  review_notices: "mailReviewNotices",
} as const;

function preferencesOf(account: Account): MailPreferences {
  return Object.fromEntries(MAIL_KINDS_OF_ROLE[account.role].map((kind) => [kind, account[PREFERENCE_COLUMNS[kind]]]));
}

export function settingsRouter(deps: ApiDeps) {
  const { db, config, log, auth, throttles, tokens, mailer } = deps;

  async function accountOf(c: Context<AuthEnv>): Promise<Account> {
    const [account] = await db
      .select()
      .from(users)
      .where(eq(users.id, c.get("user").id))
      .limit(1);
    // The access token named an account that no longer exists: as if it were any other dead token.
    if (!account) throw notFound();
    return account;
  }

  /**
   * The caller's current password, under the sign-in limits: a wrong one counts against the account (the API
   * answers 429 once the window's budget is spent, right or wrong); a right one clears the count.
   */
  async function checkPassword(c: Context<AuthEnv>, account: Account, password: string, field: string) {
    const user = c.get("user");
    // Per account and client (decision 178): a guesser on one device leaves the owner's other devices alone.
    const client = clientOf(c);
    const wait = await throttles.currentPassword.retryAfter(user.id, client);
    if (wait !== null) {
      log.warn("settings password check throttled", { user_id: user.id });
      throw throttled(wait);
    }
    const matches = await verifyPassword(password, account.passwordHash);
    if (!account.passwordHash) throw badRequest({ [field]: [SETTINGS_MESSAGES.noPassword] });
    if (!matches) {
      await throttles.currentPassword.fail(user.id, client);
      log.warn("settings password check failed", { user_id: user.id });
      throw badRequest({ [field]: [SETTINGS_MESSAGES.wrongPassword] });
    }
    await throttles.currentPassword.clear(user.id, client);
  }

  /** Every outstanding refresh token of the user: each device is signed out at its next call (decisions 166, 178). */
  async function revokeEverySession(executor: Pick<typeof db, "update">, userId: string) {
    await executor
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }

  return new Hono<AuthEnv>()
    .post("/users/me/password/", auth.requireAuth, async (c) => {
      const input = await parseJson(c, passwordChangeRequestSchema);
      const account = await accountOf(c);
      await checkPassword(c, account, input.current_password, "current_password");
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, account.id));
        await revokeEverySession(tx, account.id);
      });
      await throttles.signIn.clear(account.email.trim().toLowerCase(), clientOf(c));
      // The caller stays signed in, on a new pair; every other device is out at its next call.
      const session = await startSession({ db, tokens }, account);
      log.info("password changed; refresh tokens revoked", {
        user_id: account.id,
      });
      const body: PasswordChangeResponse = {
        ...session,
        detail: SETTINGS_MESSAGES.passwordChanged,
      };
      return c.json(body, 200);
    })
    .post("/users/me/email/", auth.requireAuth, async (c) => {
      const input = await parseJson(c, emailChangeRequestSchema);
      const account = await accountOf(c);
      await checkPassword(c, account, input.password, "password");
      if (input.email.toLowerCase() === account.email.toLowerCase())
        throw badRequest({ email: [SETTINGS_MESSAGES.sameEmail] });
      if (await findAccountByEmail(db, input.email)) throw badRequest({ email: [EMAIL_TAKEN_MESSAGE] });
      const words = {
        language: account.language,
        firstName: account.firstName,
        newEmail: input.email,
      };
      // The link and the notice are queued with the token: all three or none (docs/decisions/177).
      const { sent, notice } = await mailer.transaction(async (tx) => {
        const token = await storeEmailChangeToken(tx, account.id, input.email);
        const link = emailChangeLink(config.PUBLIC_URL, account.language, account.id, token.value);
        return {
          sent: await mailer.enqueue(tx, {
            to: input.email,
            ...emailChangeMail({ ...words, link }),
            secrets: [token.value],
          }),
          notice: await mailer.enqueue(tx, { to: account.email, ...emailChangeNotice(words) }),
        };
      });
      log.info("e-mail change asked", {
        user_id: account.id,
        mail_id: sent.id,
        notice_id: notice.id,
      });
      return c.json({ detail: SETTINGS_MESSAGES.emailChangeRequested }, 200);
    })
    .get("/users/email-change/:id/:token/", async (c) => {
      const target = await emailChangeTarget(db, c.req.param("id"), c.req.param("token"));
      if (target === null) throw unusableLink();
      c.header("Cache-Control", "no-store");
      return c.json({ valid: true, email: target } satisfies EmailChangeStatus, 200);
    })
    .post("/users/email-change/:id/:token/", async (c) => {
      // Counted per account, in its one spelling, and client: a stranger's dead links never block the owner's.
      const userId = canonicalUuid(c.req.param("id"));
      if (userId === undefined) throw unusableLink();
      const client = clientOf(c);
      const wait = await throttles.emailChange.retryAfter(userId, client);
      if (wait !== null) throw throttled(wait);
      const outcome = await confirmEmailChange(db, userId, c.req.param("token"));
      if (!outcome.changed && outcome.reason === "unusable") {
        await throttles.emailChange.fail(userId, client);
        throw unusableLink();
      }
      if (!outcome.changed) throw badRequest({ email: [EMAIL_TAKEN_MESSAGE] });
      await throttles.emailChange.clear(userId, client);
      log.info("e-mail address changed", { user_id: userId });
      return c.json({ detail: SETTINGS_MESSAGES.emailChanged, email: outcome.newEmail }, 200);
    })
    .get("/users/me/mail-preferences/", auth.requireAuth, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(preferencesOf(await accountOf(c)), 200);
    })
    .patch("/users/me/mail-preferences/", auth.requireAuth, async (c) => {
      const { role } = c.get("user");
      const input = await readBody(c, mailPreferencesRequestSchema);
      const allowed = MAIL_KINDS_OF_ROLE[role];
      const foreign = Object.keys(input).filter((kind) => !(allowed as readonly string[]).includes(kind));
      if (foreign.length > 0)
        throw badRequest(Object.fromEntries(foreign.map((kind) => [kind, [SETTINGS_MESSAGES.kindNotForRole]])));
      const changes = Object.fromEntries(
        allowed.flatMap((kind) => (input[kind] === undefined ? [] : [[PREFERENCE_COLUMNS[kind], input[kind]]])),
      );
      const account = await accountOf(c);
      if (Object.keys(changes).length === 0) return c.json(preferencesOf(account), 200);
      const [updated] = await db.update(users).set(changes).where(eq(users.id, account.id)).returning();
      log.info("mail preferences changed", { user_id: account.id, ...input });
      return c.json(preferencesOf(updated), 200);
    })
    .post("/users/me/sign-out-everywhere/", auth.requireAuth, async (c) => {
      const { id } = c.get("user");
      await revokeEverySession(db, id);
      log.info("signed out everywhere; refresh tokens revoked", {
        user_id: id,
      });
      return c.json({ detail: SETTINGS_MESSAGES.signedOutEverywhere }, 200);
    });
}
