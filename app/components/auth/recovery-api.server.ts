/**
 * The API calls of a forgotten password and a lost activation mail (docs/decisions/166), parsed with the
 * contract's schemas. Server-only: contract/accounts.ts carries the password rule and its word list.
 */
import type { AppLoadContext } from "@remix-run/node";
import { detailResponseSchema, passwordResetStatusSchema, type PasswordResetRequest } from "#contract/accounts";
import { isApiError } from "~/lib/api/client.server";
import { apiFor } from "~/lib/session/api-client.server";

/** `POST /auth/password-reset/`: the same answer for every address. */
export function requestPasswordReset(context: AppLoadContext, email: string) {
  return apiFor(context).request("/auth/password-reset/", {
    method: "POST",
    json: { email },
    schema: detailResponseSchema,
  });
}

/** `POST /users/activation/resend/`: the same answer for every address. */
export function resendActivation(context: AppLoadContext, email: string) {
  return apiFor(context).request("/users/activation/resend/", {
    method: "POST",
    json: { email },
    schema: detailResponseSchema,
  });
}

/** `GET /auth/password-reset/{uuid}/{token}/`: false for an unknown, used or expired link (the API's 404). */
export async function isResetLinkUsable(context: AppLoadContext, uuid: string, token: string): Promise<boolean> {
  try {
    const status = await apiFor(context).request(resetPath(uuid, token), { schema: passwordResetStatusSchema });
    return status.valid;
  } catch (error) {
    if (isApiError(error, 404)) return false;
    throw error;
  }
}

/** `POST /auth/password-reset/{uuid}/{token}/`: sets the password, ends every session; throws the API's refusal. */
export function resetPassword(context: AppLoadContext, uuid: string, token: string, body: PasswordResetRequest) {
  return apiFor(context).request(resetPath(uuid, token), { method: "POST", json: body, schema: detailResponseSchema });
}

function resetPath(uuid: string, token: string): string {
  return `/auth/password-reset/${encodeURIComponent(uuid)}/${encodeURIComponent(token)}/`;
}
