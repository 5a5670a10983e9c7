/**
 * Which words say a kind of e-mail to its reader (docs/mail.md#one-click-unsubscribe): most kinds mean one thing to
 * whoever gets them, but `status_updates` is about a worker's own applications to a worker, and to a company about
 * workers withdrawing theirs (docs/season.md). The settings screen and the one-click unsubscribe page word a kind
 * through this, by the role of the reader (the settings' area, the role the link was made for). Zod-free: the
 * browser renders with it.
 */
import type { Role } from "#contract/enums";
import type { MailKind } from "#contract/mail-preferences";

/** A kind's words in the `account` namespace: `mailPreferences.kind.<wording>` and `settings.mail.kind.<wording>`. */
export type MailKindWording = MailKind | "status_updates_company";

export function mailKindWording(kind: MailKind, role: Role): MailKindWording {
  return kind === "status_updates" && role === "COMPANY" ? "status_updates_company" : kind;
}
