/**
 * Accounts (design section 7; docs/sessions-and-accounts.md): the caller's own account, signing up and the
 * activation link. Every read of an account by a caller is scoped to the caller in its `where` (`ownAccount`);
 * a link that cannot be used is one refusal whatever the reason (`deadLink`), so a link reveals nothing.
 *
 * Sign-up answers a new address and one that has an account alike (docs/sessions-and-accounts.md#sign-up): the same
 * work before the answer (one transaction of two statements), the mails, which differ, after it.
 */
import { eq } from "drizzle-orm";
import { coded } from "../../contract/api-errors";
import type { Language } from "../../contract/enums";
import {
  ACTIVATED_MESSAGE,
  SIGN_UP_RECEIVED_MESSAGE,
  type SignUpRequest,
  type SignUpResponse,
  type User,
} from "../../contract/users";
import type { AppDatabase } from "../db/client";
import { activationTokens, users } from "../db/schema";
import type { ApiDeps } from "../deps";
import { afterAnswer } from "../http/after-answer";
import { canonicalUuid } from "../http/path-ids";
import { activateAccount, isActivationUsable, newActivationToken } from "../services/activation";
import { hashPassword } from "../services/passwords";
import { findAccountByEmail, toPublicUser, type Account } from "../services/sign-in";
import { mailActivationLink, mailKnownAddress } from "../services/sign-up-mails";
import { DomainError, fail } from "./errors";

/** The links whose refusal is one answer for every reason, with `valid: false` (contract/users.ts and the like). */
export type DeadLinkCode = "activation_link_invalid" | "password_reset_link_invalid" | "email_change_link_invalid";

/** A link that cannot be used (unknown account, unknown, used or expired token): 404 `{valid: false, detail, code}`. */
export function deadLink(code: DeadLinkCode): DomainError {
  return new DomainError("not_found", coded(code), { also: { valid: false } });
}

/** The caller's own account; an access token naming an account that is gone is as good as any dead token. */
export async function ownAccount(db: AppDatabase, userId: string): Promise<Account> {
  const [account] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!account) throw fail.notFound();
  return account;
}

/** `GET /users/{id}/`: only one's own account; another user's is "not found", so ids cannot be probed. */
export async function readOwnUser(db: AppDatabase, callerId: string, id: string): Promise<User> {
  if (id !== callerId) throw fail.notFound();
  return toPublicUser(await ownAccount(db, id));
}

type SignUpOutcome = { created: true; account: Account } | { created: false; account: Account | undefined };

type SignUpDeps = Pick<ApiDeps, "config" | "log" | "mailer" | "throttles">;

/**
 * A new inactive account with its activation mail, or, for an address that has an account, the mail its owner needs
 * after the answer; either way the same answer.
 */
export async function signUp(deps: SignUpDeps, input: SignUpRequest, language: Language): Promise<SignUpResponse> {
  const { log, mailer } = deps;
  const token = newActivationToken();
  // A new account's activation mail is queued with it: both or neither (docs/mail.md).
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
      await mailActivationLink(deps, tx, inserted, token);
      return { created: true, account: inserted };
    }
    // The address has an account: reading it takes the place of storing the token, so both cost two statements.
    return { created: false, account: await findAccountByEmail(tx, input.email) };
  });
  // A known address's mail after the commit and after the answer: it must not make that answer differ.
  if (!outcome.created) afterAnswer(log, "sign-up mail", () => mailAfterSignUp(deps, outcome.account));
  log.info("sign-up", { user_id: outcome.account?.id ?? null, created: outcome.created });
  return { detail: SIGN_UP_RECEIVED_MESSAGE, email: input.email };
}

/**
 * The mail to an address that has an account: at most one per SIGN_UP_MAIL_WINDOW_MS, whatever is typed into the
 * form how often. (A new account's link is queued with the account itself.)
 */
async function mailAfterSignUp(deps: SignUpDeps, account: Account | undefined): Promise<void> {
  // Deleted between the insert and the read: there is nobody to tell.
  if (!account) return;
  const key = account.email.toLowerCase();
  if ((await deps.throttles.signUpMail.retryAfter(key)) !== null) {
    deps.log.info("sign-up mail held back: one per address per hour", { user_id: account.id });
    return;
  }
  await deps.throttles.signUpMail.fail(key);
  await mailKnownAddress(deps, account);
}

/** `GET /users/{uuid}/activate/{token}/`: whether the link can still be used; a GET never activates. */
export async function checkActivationLink(db: AppDatabase, userId: string, token: string): Promise<void> {
  if (!(await isActivationUsable(db, userId, token))) throw deadLink("activation_link_invalid");
}

/** An activation link about to be used: its account in its one spelling, and the token. */
export type ActivationLink = { userId: string; token: string };

/**
 * The link of `POST /users/{uuid}/activate/{token}/`, checked before the password is read: asking for a better
 * password on a dead link would only waste the person's time. Dead links are counted per account and client, so a
 * stranger's guesses never block the owner (docs/sessions-and-accounts.md#tokens-and-bearer-authentication); a wrong
 * password rule is not an attack.
 */
export async function openActivationLink(
  deps: Pick<ApiDeps, "db" | "throttles">,
  rawUserId: string,
  token: string,
  client: string,
): Promise<ActivationLink> {
  const userId = canonicalUuid(rawUserId);
  if (userId === undefined) throw deadLink("activation_link_invalid");
  const wait = await deps.throttles.activation.retryAfter(userId, client);
  if (wait !== null) throw fail.throttled(wait);
  if (!(await isActivationUsable(deps.db, userId, token))) {
    await deps.throttles.activation.fail(userId, client);
    throw deadLink("activation_link_invalid");
  }
  return { userId, token };
}

/** Sets the password and activates the account; the link dies with it. */
export async function activate(
  deps: Pick<ApiDeps, "db" | "log">,
  link: ActivationLink,
  password: string,
): Promise<{ detail: string }> {
  // Hashed outside the transaction: argon2 takes tens of milliseconds and must not hold row locks.
  const passwordHash = await hashPassword(password);
  if (!(await activateAccount(deps.db, { ...link, passwordHash }))) throw deadLink("activation_link_invalid");
  deps.log.info("account activated", { user_id: link.userId });
  return { detail: ACTIVATED_MESSAGE };
}
