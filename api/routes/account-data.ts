/**
 * The account holder's own data (issue 12, GDPR articles 15, 17 and 20;
 * docs/sessions-and-accounts.md#exporting-and-deleting-an-account):
 * `GET /account/export/` (everything held about the caller, as JSON) and `POST /account/delete/` (deletes the
 * account after the password, or a fresh social sign-in for an account without one). The rules:
 * api/models/account-data.ts.
 */
import { deleteAccount, exportAccount } from "../../contract/endpoints/accounts";
import type { ApiDeps } from "../deps";
import { clientOf } from "../http/client-address";
import { route } from "../http/route";
import { deleteOwnAccount, exportOwnData } from "../models/account-data";
import { createPayments } from "../services/payments/choose-provider";

export function accountDataRoutes(deps: ApiDeps) {
  const { provider } = createPayments(deps);
  return [
    route(exportAccount, async ({ c, user }) => {
      const data = await exportOwnData(deps, user.id);
      c.header("Cache-Control", "no-store");
      return data;
    }),
    route(deleteAccount, async ({ c, user, body }) => {
      const { password = "" } = await body();
      return deleteOwnAccount(deps, provider, user.id, password, clientOf(c));
    }),
  ];
}
