/**
 * The signed-in user's account settings (issue 12 "Settings", docs/sessions-and-accounts.md#account-settings), each
 * acting only on the caller's own account (`ownAccount`: there is no id to point elsewhere): the password, the e-mail
 * address and its confirmation link, the e-mail preferences, signing out of every device.
 *
 * A wrong current password counts against the account and the client (10 per window, then 429;
 * docs/sessions-and-accounts.md#tokens-and-bearer-authentication).
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Role } from "../../contract/enums";
import {
  MAIL_KINDS_OF_ROLE,
  SETTINGS_MESSAGES,
  type EmailChangeRequest,
  type MailPreferences,
  type PasswordChangeRequest,
  type PasswordChangeResponse,
} from "../../contract/settings";
import { users } from "../db/schema";
import type { ApiDeps } from "../deps";
import { canonicalUuid } from "../http/path-ids";
import { emailChangeMail, emailChangeNotice } from "../services/account-mails";
import {
  confirmEmailChange as claimEmailChange,
  emailChangeLink,
  emailChangeTarget,
  storeEmailChangeToken,
} from "../services/email-change";
import { hashPassword, verifyPassword } from "../services/passwords";
import { findAccountByEmail, startSession, type Account } from "../services/sign-in";
import { fail } from "./errors";
import { revokeEverySession } from "./sessions";
import { deadLink, ownAccount } from "./users";

type SettingsDeps = Pick<ApiDeps, "db" | "log" | "throttles">;

/**
 * The caller's current password (on `field`), under the sign-in limits: a wrong one counts against the account and
 * the client (the answer is 429 once the window's budget is spent, right or wrong); a right one clears the count.
 */
async function checkCurrentPassword(
  { log, throttles }: SettingsDeps,
  account: Account,
  password: string,
  field: string,
  client: string,
): Promise<void> {
  // Per account and client (docs/sessions-and-accounts.md#tokens-and-bearer-authentication): a guesser on one device
  // leaves the owner's other devices alone.
  const wait = await throttles.currentPassword.retryAfter(account.id, client);
  if (wait !== null) {
    log.warn("settings password check throttled", { user_id: account.id });
    throw fail.throttled(wait);
  }
  const matches = await verifyPassword(password, account.passwordHash);
  if (!account.passwordHash) throw fail.invalidField(field, "no_password");
  if (!matches) {
    await throttles.currentPassword.fail(account.id, client);
    log.warn("settings password check failed", { user_id: account.id });
    throw fail.invalidField(field, "wrong_current_password");
  }
  await throttles.currentPassword.clear(account.id, client);
}

/**
 * `POST /users/me/password/`: every refresh token of the user is revoked (other devices are out at their next call,
 * docs/sessions-and-accounts.md#tokens-and-bearer-authentication) and the caller goes on with a new pair.
 */
export async function changePassword(
  deps: SettingsDeps & Pick<ApiDeps, "tokens">,
  userId: string,
  input: PasswordChangeRequest,
  client: string,
): Promise<PasswordChangeResponse> {
  const { db, tokens, log, throttles } = deps;
  const account = await ownAccount(db, userId);
  await checkCurrentPassword(deps, account, input.current_password, "current_password", client);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, account.id));
    await revokeEverySession(tx, account.id);
  });
  await throttles.signIn.clear(account.email.trim().toLowerCase(), client);
  // The caller stays signed in, on a new pair; every other device is out at its next call.
  const session = await startSession({ db, tokens }, account);
  log.info("password changed; refresh tokens revoked", { user_id: account.id });
  return { ...session, detail: SETTINGS_MESSAGES.passwordChanged };
}

/**
 * `POST /users/me/email/`: with the password, a new address no other account uses. A single-use link goes to the new
 * address, a notice to the old one; the address changes when the link is used.
 */
export async function requestEmailChange(
  deps: SettingsDeps & Pick<ApiDeps, "config" | "mailer">,
  userId: string,
  input: EmailChangeRequest,
  client: string,
): Promise<{ detail: string }> {
  const { db, config, log, mailer } = deps;
  const account = await ownAccount(db, userId);
  await checkCurrentPassword(deps, account, input.password, "password", client);
  if (input.email.toLowerCase() === account.email.toLowerCase()) throw fail.invalidField("email", "same_email");
  if (await findAccountByEmail(db, input.email)) throw fail.invalidField("email", "email_taken");
  const words = { language: account.language, firstName: account.firstName, newEmail: input.email };
  // The link and the notice are queued with the token: all three or none (docs/mail.md).
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
  log.info("e-mail change asked", { user_id: account.id, mail_id: sent.id, notice_id: notice.id });
  return { detail: SETTINGS_MESSAGES.emailChangeRequested };
}

/** `GET /users/email-change/{uuid}/{token}/`: the address a usable link sets; changes nothing. */
export async function emailChangeLinkTarget(deps: Pick<ApiDeps, "db">, userId: string, token: string): Promise<string> {
  const target = await emailChangeTarget(deps.db, userId, token);
  if (target === null) throw deadLink("email_change_link_invalid");
  return target;
}

/**
 * `POST /users/email-change/{uuid}/{token}/`: the link is the permission (no login). Dead links are counted per
 * account, in its one spelling, and client: a stranger's dead links never block the owner's.
 */
export async function confirmEmailChange(
  deps: SettingsDeps,
  rawUserId: string,
  token: string,
  client: string,
): Promise<{ detail: string; email: string }> {
  const { db, log, throttles } = deps;
  const userId = canonicalUuid(rawUserId);
  if (userId === undefined) throw deadLink("email_change_link_invalid");
  const wait = await throttles.emailChange.retryAfter(userId, client);
  if (wait !== null) throw fail.throttled(wait);
  const outcome = await claimEmailChange(db, userId, token);
  if (!outcome.changed && outcome.reason === "unusable") {
    await throttles.emailChange.fail(userId, client);
    throw deadLink("email_change_link_invalid");
  }
  // Another account took the address meanwhile: the link is spent, the address unchanged.
  if (!outcome.changed) throw fail.invalidField("email", "email_taken");
  await throttles.emailChange.clear(userId, client);
  log.info("e-mail address changed", { user_id: userId });
  return { detail: SETTINGS_MESSAGES.emailChanged, email: outcome.newEmail };
}

const PREFERENCE_COLUMNS = {
  status_updates: "mailStatusUpdates",
  job_alerts: "mailJobAlerts",
  review_notices: "mailReviewNotices",
  interviews: "mailInterviews",
  invitations: "mailInvitations",
  messages: "mailMessages",
} as const;

function preferencesOf(account: Account): MailPreferences {
  return Object.fromEntries(MAIL_KINDS_OF_ROLE[account.role].map((kind) => [kind, account[PREFERENCE_COLUMNS[kind]]]));
}

/** `GET /users/me/mail-preferences/`: one boolean per kind of e-mail the role gets. */
export async function readMailPreferences(deps: Pick<ApiDeps, "db">, userId: string): Promise<MailPreferences> {
  return preferencesOf(await ownAccount(deps.db, userId));
}

/**
 * The kinds of e-mail the role does not get, each refused on its field (`mail_kind_not_for_role`): a rule of the
 * request, so a 400 with every such field at once.
 */
function refuseForeignKinds(role: Role, input: MailPreferences): void {
  const allowed: readonly string[] = MAIL_KINDS_OF_ROLE[role];
  const foreign = Object.keys(input).filter((kind) => !allowed.includes(kind));
  if (foreign.length === 0) return;
  throw new z.ZodError(
    foreign.map((kind) => ({
      code: z.ZodIssueCode.custom,
      path: [kind],
      message: SETTINGS_MESSAGES.kindNotForRole,
      params: { code: "mail_kind_not_for_role" },
    })),
  );
}

/** `PATCH /users/me/mail-preferences/`: a kind left out stays as it is. */
export async function setMailPreferences(
  deps: Pick<ApiDeps, "db" | "log">,
  caller: { id: string; role: Role },
  input: MailPreferences,
): Promise<MailPreferences> {
  refuseForeignKinds(caller.role, input);
  const changes = Object.fromEntries(
    MAIL_KINDS_OF_ROLE[caller.role].flatMap((kind) =>
      input[kind] === undefined ? [] : [[PREFERENCE_COLUMNS[kind], input[kind]]],
    ),
  );
  const account = await ownAccount(deps.db, caller.id);
  if (Object.keys(changes).length === 0) return preferencesOf(account);
  const [updated] = await deps.db.update(users).set(changes).where(eq(users.id, account.id)).returning();
  deps.log.info("mail preferences changed", { user_id: account.id, ...input });
  return preferencesOf(updated);
}

/** `POST /users/me/sign-out-everywhere/`: every refresh token of the user revoked, the caller's too. */
export async function signOutEverywhere(
  deps: Pick<ApiDeps, "db" | "log">,
  userId: string,
): Promise<{ detail: string }> {
  await revokeEverySession(deps.db, userId);
  deps.log.info("signed out everywhere; refresh tokens revoked", { user_id: userId });
  return { detail: SETTINGS_MESSAGES.signedOutEverywhere };
}
