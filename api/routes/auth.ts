/**
 * Tokens with SimpleJWT's semantics and social sign-in (design section 7, security.md "API contract safety"):
 * `POST /auth/token/`, `/auth/token/refresh/`, `/auth/token/blacklist/`, `/auth/google/`, `/auth/facebook/`.
 * The rules: api/models/sessions.ts.
 */
import type { SocialProvider } from "../../contract/enums";
import {
  blacklistRefreshToken,
  facebookSignIn,
  googleSignIn,
  obtainTokenPair,
  refreshAccessToken,
} from "../../contract/endpoints/accounts";
import type { ApiDeps } from "../deps";
import { clientOf } from "../http/client-address";
import { Reply, route } from "../http/route";
import { accountLanguage } from "../services/language";
import * as sessions from "../models/sessions";

export function authRoutes(deps: ApiDeps) {
  const socialSignIn = (endpoint: typeof googleSignIn | typeof facebookSignIn, provider: SocialProvider) =>
    route(endpoint, async ({ c, body }) => {
      const request = await body();
      const answer = await sessions.signInWithProvider(deps, {
        provider,
        accessToken: request.access_token,
        role: request.role,
        language: accountLanguage(undefined, c.req.header("Accept-Language")),
      });
      // 201 when this call made the account.
      return answer.created ? new Reply<typeof endpoint>(201, answer) : answer;
    });

  return [
    route(obtainTokenPair, async ({ c, body }) => sessions.signInWithPassword(deps, await body(), clientOf(c))),
    route(refreshAccessToken, async ({ body }) => sessions.refreshAccess(deps, (await body()).refresh)),
    route(blacklistRefreshToken, async ({ body }) => {
      await sessions.blacklist(deps, (await body()).refresh);
      return {};
    }),
    socialSignIn(googleSignIn, "google"),
    socialSignIn(facebookSignIn, "facebook"),
  ];
}
