/** The web tier's calls for the account settings (docs/decisions/167), one named function per call. */
import {
  detailSchema,
  emailChangeDoneSchema,
  emailChangeStatusSchema,
  mailPreferencesSchema,
  passwordChangeResponseSchema,
  type EmailChangeRequest,
  type MailPreferences,
  type PasswordChangeResponse,
} from "#contract/settings";
import { isApiError, type ApiClient } from "./client.server";

/** `POST /users/me/password/`: the caller's new token pair; throws the API's 400 or 429 as `ApiError`. */
export function changePassword(
  api: ApiClient,
  body: { current_password: string; password: string; repeat_password: string },
): Promise<PasswordChangeResponse> {
  return api.request("/users/me/password/", { method: "POST", json: body, schema: passwordChangeResponseSchema });
}

/** `POST /users/me/email/`: mails the link to the new address. */
export async function requestEmailChange(api: ApiClient, body: EmailChangeRequest): Promise<void> {
  await api.request("/users/me/email/", { method: "POST", json: body, schema: detailSchema });
}

const linkPath = (uuid: string, token: string) =>
  `/users/email-change/${encodeURIComponent(uuid)}/${encodeURIComponent(token)}/`;

/** The address a confirmation link would set, or `null` for a link that cannot be used. */
export async function emailChangeTarget(api: ApiClient, uuid: string, token: string): Promise<string | null> {
  try {
    const status = await api.request(linkPath(uuid, token), { schema: emailChangeStatusSchema });
    return status.email ?? null;
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

/** Uses the link: the address now in use, or `null` when the link died meanwhile; other refusals throw. */
export async function confirmEmailChange(api: ApiClient, uuid: string, token: string): Promise<string | null> {
  try {
    return (await api.request(linkPath(uuid, token), { method: "POST", schema: emailChangeDoneSchema })).email;
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export function ownMailPreferences(api: ApiClient): Promise<MailPreferences> {
  return api.request("/users/me/mail-preferences/", { schema: mailPreferencesSchema });
}

export function setOwnMailPreferences(api: ApiClient, preferences: MailPreferences): Promise<MailPreferences> {
  return api.request("/users/me/mail-preferences/", {
    method: "PATCH",
    json: preferences,
    schema: mailPreferencesSchema,
  });
}

/** `POST /users/me/sign-out-everywhere/`: every refresh token of the user revoked, this session's too. */
export async function signOutEverywhere(api: ApiClient): Promise<void> {
  await api.request("/users/me/sign-out-everywhere/", { method: "POST", schema: detailSchema });
}
