/** The web tier's calls for the one-click mail links (areas.md), one named function per call. */
import { mailPreferenceSchema, type MailPreference } from "#contract/mail-preferences";
import { isApiError, type ApiClient } from "./client.server";

const path = (token: string) => `/mail-preferences/${encodeURIComponent(token)}/`;

/** What a link turns off and whether it is on now, or `null` for a link that is not valid. */
export async function readMailPreference(api: ApiClient, token: string): Promise<MailPreference | null> {
  try {
    return await api.request(path(token), { schema: mailPreferenceSchema });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

/** Turns the link's kind of e-mail off, or back on; `null` for a link that is not valid. */
export async function setMailPreference(
  api: ApiClient,
  token: string,
  subscribed: boolean,
): Promise<MailPreference | null> {
  try {
    return await api.request(path(token), { method: "POST", json: { subscribed }, schema: mailPreferenceSchema });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}
