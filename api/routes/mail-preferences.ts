/**
 * `GET` and `POST /mail-preferences/{token}/`: the one-click unsubscribe of areas.md. The signed token is the
 * permission (no login); GET only reads, POST turns the kind off (a mail client's RFC 8058 one-click POST) or, with
 * `subscribed: true`, back on.
 */
import { Hono } from "hono";
import { MAIL_PREFERENCE_MESSAGES, mailPreferenceRequestSchema } from "../../contract/mail-preferences";
import type { ApiDeps } from "../deps";
import { notFound } from "../http/errors";
import { createMailPreferenceLinks, mailPreference, setMailPreference } from "../services/mail-preferences";
import { readBody } from "./profile-request";

export function mailPreferencesRouter({ db, config }: ApiDeps) {
  const links = createMailPreferenceLinks(config.SECRET_KEY, config.PUBLIC_URL);
  const claimsOf = async (token: string) => {
    const claims = await links.read(token);
    if (!claims) throw notFound(MAIL_PREFERENCE_MESSAGES.invalidLink);
    return claims;
  };
  return new Hono()
    .get("/mail-preferences/:token/", async (c) => {
      const { user, kind } = await claimsOf(c.req.param("token"));
      const subscribed = await mailPreference(db, user, kind);
      if (subscribed === undefined) throw notFound(MAIL_PREFERENCE_MESSAGES.invalidLink);
      return c.json({ kind, subscribed });
    })
    .post("/mail-preferences/:token/", async (c) => {
      const { user, kind } = await claimsOf(c.req.param("token"));
      const { subscribed = false } = await readBody(c, mailPreferenceRequestSchema);
      if (!(await setMailPreference(db, user, kind, subscribed))) throw notFound(MAIL_PREFERENCE_MESSAGES.invalidLink);
      return c.json({ kind, subscribed });
    });
}
