/**
 * `GET` and `POST /mail-preferences/{token}/`: the one-click unsubscribe of areas.md. The signed token is the
 * permission (no login); GET only reads, POST turns the kind off (a mail client's RFC 8058 one-click POST) or, with
 * `subscribed: true`, back on. The rules: api/models/mail-preference-links.ts.
 */
import { readMailPreference, setMailPreference } from "../../contract/endpoints/accounts";
import type { ApiDeps } from "../deps";
import { route } from "../http/route";
import { mailPreferenceLinks } from "../models/mail-preference-links";

export function mailPreferenceRoutes(deps: ApiDeps) {
  const links = mailPreferenceLinks(deps);
  return [
    route(readMailPreference, async ({ params }) => links.read(await links.open(params.token))),
    route(setMailPreference, async ({ params, body }) => {
      const link = await links.open(params.token);
      const { subscribed = false } = await body();
      return links.set(link, subscribed);
    }),
  ];
}
