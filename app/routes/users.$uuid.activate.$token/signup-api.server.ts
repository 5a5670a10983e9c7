/**
 * What the activation page asks the API beyond the call itself (design section 7): whether a link can still be
 * used, where the API's 404 (unknown, used or expired: alike, so a link reveals nothing) means "no".
 */
import type { AppLoadContext } from "@remix-run/node";
import { checkActivationLink } from "#contract/endpoints/accounts";
import { isApiError } from "~/lib/api/client.server";
import { apiFor } from "~/lib/session/api-client.server";

/** `GET /users/{uuid}/activate/{token}/`: false for an unknown, used or expired link. */
export async function isActivationLinkUsable(context: AppLoadContext, uuid: string, token: string): Promise<boolean> {
  try {
    const status = await apiFor(context).call(checkActivationLink, { params: { uuid, token } });
    return status.valid;
  } catch (error) {
    if (isApiError(error, 404)) return false;
    throw error;
  }
}
