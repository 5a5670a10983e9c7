/**
 * What the password link's page asks the API beyond the call itself
 * (docs/sessions-and-accounts.md#password-reset-and-a-new-activation-link): whether a link can still be used, where the
 * API's 404 (unknown, used or expired: alike) means "no".
 */
import type { AppLoadContext } from "@remix-run/node";
import { checkPasswordResetLink } from "#contract/endpoints/accounts";
import { isApiError } from "~/lib/api/client.server";
import { apiFor } from "~/lib/session/api-client.server";

/** `GET /auth/password-reset/{uuid}/{token}/`: false for an unknown, used or expired link. */
export async function isResetLinkUsable(context: AppLoadContext, uuid: string, token: string): Promise<boolean> {
  try {
    const status = await apiFor(context).call(checkPasswordResetLink, { params: { uuid, token } });
    return status.valid;
  } catch (error) {
    if (isApiError(error, 404)) return false;
    throw error;
  }
}
