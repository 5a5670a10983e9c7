/**
 * The e-mail change link's calls where an answer means more than the call
 * (docs/sessions-and-accounts.md#account-settings): the API's 404 (an unknown, used or expired link: alike) is "no such
 * link", `null`. Every other settings call is `api.call` on its declaration (contract/endpoints/settings.ts).
 */
import { checkEmailChangeLink, confirmEmailChange as confirmEmailChangeLink } from "#contract/endpoints/settings";
import { isApiError, type ApiClient } from "./client.server";

/** The address a confirmation link would set, or `null` for a link that cannot be used. */
export async function emailChangeTarget(api: ApiClient, uuid: string, token: string): Promise<string | null> {
  try {
    const status = await api.call(checkEmailChangeLink, { params: { uuid, token } });
    return status.email ?? null;
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

/** Uses the link: the address now in use, or `null` when the link died meanwhile; other refusals throw. */
export async function confirmEmailChange(api: ApiClient, uuid: string, token: string): Promise<string | null> {
  try {
    return (await api.call(confirmEmailChangeLink, { params: { uuid, token } })).email;
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}
