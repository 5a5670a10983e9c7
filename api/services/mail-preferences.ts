/**
 * One-click links that turn a kind of e-mail off (areas.md, RFC 8058): an HS256 token naming the user, the kind
 * and the role the mail was written for (a kind both roles get is about different things to each), with a key derived from SECRET_KEY for this purpose only, so such a link can never pass as an access
 * token or a payment link. It does not expire: an old mail's link must still work.
 */
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { SignJWT, jwtVerify } from "jose";
import { z } from "zod";
import { ROLES, type Language, type Role } from "../../contract/enums";
import { MAIL_KINDS, type MailKind } from "../../contract/mail-preferences";
import type { AppDatabase } from "../db/client";
import { users } from "../db/schema";
import { mailLink } from "./mail-links";

const claimsSchema = z.object({
  purpose: z.literal("mail-preference"),
  user: z.string().uuid(),
  kind: z.enum(MAIL_KINDS),
  /** The role the mail was written for; links made before it was carried have none (then: the account's). */
  role: z.enum(ROLES).optional(),
});

export type MailPreferenceClaims = z.infer<typeof claimsSchema>;

export function createMailPreferenceLinks(secret: string, publicUrl: string) {
  const key = createHmac("sha256", secret).update("seasonal-jobs mail preference links").digest();

  async function token(user: string, kind: MailKind, role: Role): Promise<string> {
    return new SignJWT({ purpose: "mail-preference", user, kind, role })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuedAt()
      .sign(key);
  }

  return {
    /**
     * For a mail in `language`: the page a person opens from it (the web tier asks first; in the mail's language,
     * mail-links.ts), the recipient's settings screen where every kind is chosen (it asks to log in first;
     * docs/sessions-and-accounts.md#account-settings), and RFC 8058's headers pointing a mail client at the one-click
     * URL (the API, which no person reads).
     */
    async unsubscribe(
      user: string,
      kind: MailKind,
      role: Role,
      language: Language,
    ): Promise<{ page: string; settings: string; headers: Record<string, string> }> {
      const value = await token(user, kind, role);
      const page = mailLink(publicUrl, language, `/mail/unsubscribe/${value}`);
      const settings = mailLink(
        publicUrl,
        language,
        `/${role === "COMPANY" ? "company" : "employee"}/settings#mail-preferences`,
      );
      const oneClick = `${publicUrl}/api/mail-preferences/${value}/`;
      return {
        page,
        settings,
        headers: { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      };
    },
    /** The claims, or undefined for anything forged, altered or meant for something else. */
    async read(value: string): Promise<MailPreferenceClaims | undefined> {
      try {
        const { payload } = await jwtVerify(value, key, { algorithms: ["HS256"] });
        const claims = claimsSchema.safeParse(payload);
        return claims.success ? claims.data : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export type MailPreferenceLinks = ReturnType<typeof createMailPreferenceLinks>;

/** The users column of each kind. */
const COLUMNS = {
  status_updates: users.mailStatusUpdates,
  job_alerts: users.mailJobAlerts,
  review_notices: users.mailReviewNotices,
  interviews: users.mailInterviews,
  invitations: users.mailInvitations,
  messages: users.mailMessages,
} as const;
const PROPERTIES = {
  status_updates: "mailStatusUpdates",
  job_alerts: "mailJobAlerts",
  review_notices: "mailReviewNotices",
  interviews: "mailInterviews",
  invitations: "mailInvitations",
  messages: "mailMessages",
} as const satisfies Record<MailKind, keyof typeof users.$inferInsert>;

/** Whether the user gets this kind of mail, and the account's role; undefined for an unknown user. */
export async function mailPreference(
  db: AppDatabase,
  user: string,
  kind: MailKind,
): Promise<{ on: boolean; role: Role } | undefined> {
  const [row] = await db.select({ on: COLUMNS[kind], role: users.role }).from(users).where(eq(users.id, user)).limit(1);
  return row;
}

/** Turns the kind on or off; the account's role, or undefined for an unknown user. */
export async function setMailPreference(
  db: AppDatabase,
  user: string,
  kind: MailKind,
  subscribed: boolean,
): Promise<Role | undefined> {
  const [updated] = await db
    .update(users)
    .set({ [PROPERTIES[kind]]: subscribed })
    .where(eq(users.id, user))
    .returning({ role: users.role });
  return updated?.role;
}
