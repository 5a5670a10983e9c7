/**
 * The one-click e-mail links of areas.md (docs/mail.md): every mail a person may turn off carries a signed link
 * naming the user, the kind of e-mail and the role the mail was written for (its page words the kind for that role),
 * and the link is the only permission. A forged or altered link, or one
 * whose account is gone, is one refusal (`mail_link_invalid`).
 */
import type { MailPreference } from "../../contract/mail-preferences";
import { coded } from "../../contract/api-errors";
import type { ApiDeps } from "../deps";
import {
  createMailPreferenceLinks,
  mailPreference,
  setMailPreference,
  type MailPreferenceClaims,
} from "../services/mail-preferences";
import { DomainError } from "./errors";

const invalidLink = (): DomainError => new DomainError("not_found", coded("mail_link_invalid"));

export type MailPreferenceLinks = {
  /** The link's user and kind, checked before anything else is read. */
  open(token: string): Promise<MailPreferenceClaims>;
  /** Whether the link's user gets its kind of e-mail. */
  read(link: MailPreferenceClaims): Promise<MailPreference>;
  /** Turns the link's kind of e-mail off, or back on. */
  set(link: MailPreferenceClaims, subscribed: boolean): Promise<MailPreference>;
};

export function mailPreferenceLinks({ db, config }: Pick<ApiDeps, "db" | "config">): MailPreferenceLinks {
  const links = createMailPreferenceLinks(config.SECRET_KEY, config.PUBLIC_URL);
  return {
    async open(token) {
      const claims = await links.read(token);
      if (!claims) throw invalidLink();
      return claims;
    },
    async read({ user, kind, role }) {
      const found = await mailPreference(db, user, kind);
      if (found === undefined) throw invalidLink();
      return { kind, role: role ?? found.role, subscribed: found.on };
    },
    async set({ user, kind, role }, subscribed) {
      const accountRole = await setMailPreference(db, user, kind, subscribed);
      if (accountRole === undefined) throw invalidLink();
      return { kind, role: role ?? accountRole, subscribed };
    },
  };
}
