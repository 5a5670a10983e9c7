/**
 * Accounts (design section 7): sign-up (`POST /users/`), the signed-in user (`GET /users/{id}/`) and the
 * activation link (`GET`/`POST /users/{uuid}/activate/{token}/`). The rules: api/models/users.ts.
 */
import { activateAccount, checkActivationLink, getUser, signUp } from "../../contract/endpoints/accounts";
import type { ApiDeps } from "../deps";
import { clientOf } from "../http/client-address";
import { route } from "../http/route";
import { accountLanguage } from "../services/language";
import * as accounts from "../models/users";

export function userRoutes(deps: ApiDeps) {
  const { db } = deps;
  return [
    route(signUp, async ({ c, body }) => {
      const input = await body();
      return accounts.signUp(deps, input, accountLanguage(input.language, c.req.header("Accept-Language")));
    }),
    route(getUser, async ({ user, params }) => accounts.readOwnUser(db, user.id, params.id)),
    route(checkActivationLink, async ({ c, params }) => {
      await accounts.checkActivationLink(db, params.uuid, params.token);
      c.header("Cache-Control", "no-store");
      return { valid: true };
    }),
    route(activateAccount, async ({ c, params, body }) => {
      const link = await accounts.openActivationLink(deps, params.uuid, params.token, clientOf(c));
      const { password } = await body();
      return accounts.activate(deps, link, password);
    }),
  ];
}
