/**
 * The one-click mail links' calls (areas.md), where the API's 404 (a forged or altered link, or one whose account
 * is gone) is "no such link", `null`.
 */
import {
  readMailPreference as readLinkPreference,
  setMailPreference as setLinkPreference,
} from "#contract/endpoints/accounts";
import type { MailPreference } from "#contract/mail-preferences";
import { isApiError, type ApiClient } from "./client.server";

/** What a link turns off and whether it is on now, or `null` for a link that is not valid. */
export async function readMailPreference(api: ApiClient, token: string): Promise<MailPreference | null> {
  return nullWhenNotFound(api.call(readLinkPreference, { params: { token } }));
}

/** Turns the link's kind of e-mail off, or back on; `null` for a link that is not valid. */
export async function setMailPreference(
  api: ApiClient,
  token: string,
  subscribed: boolean,
): Promise<MailPreference | null> {
  return nullWhenNotFound(api.call(setLinkPreference, { params: { token }, json: { subscribed } }));
}

async function nullWhenNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}
