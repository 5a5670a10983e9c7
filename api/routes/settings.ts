/**
 * The signed-in user's account settings (issue 12 "Settings", docs/sessions-and-accounts.md#account-settings), each
 * acting only on the caller's own account (there is no id to point elsewhere):
 *
 * - `POST /users/me/password/`: the current password and a new one; every other session ends, the caller gets a
 *   new pair.
 * - `POST /users/me/email/`: the password and a new address; a single-use link goes to the new address, a notice
 *   to the old one.
 * - `GET`/`POST /users/email-change/{uuid}/{token}/`: the link (no login needed: it proves the new address).
 * - `GET`/`PATCH /users/me/mail-preferences/`: the kinds of e-mail the role gets.
 * - `POST /users/me/sign-out-everywhere/`: every refresh token of the user revoked, the caller's too.
 *
 * The rules and limits: api/models/account-settings.ts; the web tier and server/rate-limits.ts add per-IP limits.
 */
import {
  changePassword,
  checkEmailChangeLink,
  confirmEmailChange,
  readMailPreferences,
  requestEmailChange,
  setMailPreferences,
  signOutEverywhere,
} from "../../contract/endpoints/settings";
import type { ApiDeps } from "../deps";
import { clientOf } from "../http/client-address";
import { route } from "../http/route";
import * as settings from "../models/account-settings";

export function settingsRoutes(deps: ApiDeps) {
  return [
    route(changePassword, async ({ c, user, body }) =>
      settings.changePassword(deps, user.id, await body(), clientOf(c)),
    ),
    route(requestEmailChange, async ({ c, user, body }) =>
      settings.requestEmailChange(deps, user.id, await body(), clientOf(c)),
    ),
    route(checkEmailChangeLink, async ({ c, params }) => {
      const email = await settings.emailChangeLinkTarget(deps, params.uuid, params.token);
      c.header("Cache-Control", "no-store");
      return { valid: true, email };
    }),
    route(confirmEmailChange, async ({ c, params }) =>
      settings.confirmEmailChange(deps, params.uuid, params.token, clientOf(c)),
    ),
    route(readMailPreferences, async ({ c, user }) => {
      c.header("Cache-Control", "no-store");
      return settings.readMailPreferences(deps, user.id);
    }),
    route(setMailPreferences, async ({ user, body }) => settings.setMailPreferences(deps, user, await body())),
    route(signOutEverywhere, async ({ user }) => settings.signOutEverywhere(deps, user.id)),
  ];
}
