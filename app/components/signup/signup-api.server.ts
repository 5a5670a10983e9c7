/**
 * The API calls of sign-up and activation (design section 7), parsed with the contract's schemas. Server-only:
 * contract/users.ts carries the password rule and its word list, which the browser bundle must not.
 */
import type { AppLoadContext } from "@remix-run/node";
import {
  activationResponseSchema,
  activationStatusSchema,
  signUpResponseSchema,
  type ActivationRequest,
  type SignUpRequest,
} from "#contract/users";
import { isApiError } from "~/lib/api/client.server";
import { apiFor } from "~/lib/session/api-client.server";

/**
 * `POST /users/`: a new address becomes an inactive account with its activation mail in the visitor's language; one
 * that has an account gets a mail for its owner. The answer is the same for both (docs/decisions/181).
 */
export function createAccount(context: AppLoadContext, account: SignUpRequest) {
  return apiFor(context).request("/users/", { method: "POST", json: account, schema: signUpResponseSchema });
}

/** `GET /users/{uuid}/activate/{token}/`: false for an unknown, used or expired link (the API's 404). */
export async function isActivationLinkUsable(context: AppLoadContext, uuid: string, token: string): Promise<boolean> {
  try {
    const status = await apiFor(context).request(activationPath(uuid, token), { schema: activationStatusSchema });
    return status.valid;
  } catch (error) {
    if (isApiError(error, 404)) return false;
    throw error;
  }
}

/** `POST /users/{uuid}/activate/{token}/`: sets the password and activates; throws the API's refusal. */
export function activateAccount(context: AppLoadContext, uuid: string, token: string, body: ActivationRequest) {
  return apiFor(context).request(activationPath(uuid, token), {
    method: "POST",
    json: body,
    schema: activationResponseSchema,
  });
}

function activationPath(uuid: string, token: string): string {
  return `/users/${encodeURIComponent(uuid)}/activate/${encodeURIComponent(token)}/`;
}
