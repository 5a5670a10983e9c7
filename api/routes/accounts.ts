/**
 * Getting back into an account (issue 12, docs/sessions-and-accounts.md#password-reset-and-a-new-activation-link): a
 * forgotten password (`POST /auth/password-reset/`, `GET`/`POST /auth/password-reset/{uuid}/{token}/`) and a lost
 * activation mail (`POST /users/activation/resend/`). The rules, and why the answers never tell whether an account
 * exists: api/models/account-recovery.ts; server/rate-limits.ts adds the per-IP limits.
 */
import {
  checkPasswordResetLink,
  requestPasswordReset,
  resendActivation,
  resetPassword,
} from "../../contract/endpoints/accounts";
import type { ApiDeps } from "../deps";
import { clientOf } from "../http/client-address";
import { route } from "../http/route";
import * as recovery from "../models/account-recovery";

export function accountRecoveryRoutes(deps: ApiDeps) {
  return [
    route(requestPasswordReset, async ({ body }) => recovery.requestPasswordReset(deps, (await body()).email)),
    route(checkPasswordResetLink, async ({ c, params }) => {
      await recovery.checkPasswordResetLink(deps, params.uuid, params.token);
      c.header("Cache-Control", "no-store");
      return { valid: true };
    }),
    route(resetPassword, async ({ c, params, body }) => {
      const link = await recovery.openPasswordResetLink(deps, params.uuid, params.token, clientOf(c));
      return recovery.chooseNewPassword(deps, link, (await body()).password);
    }),
    route(resendActivation, async ({ body }) => recovery.resendActivation(deps, (await body()).email)),
  ];
}
