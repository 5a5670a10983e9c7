/**
 * The Facebook JavaScript SDK, Graph API v18.0 (spec section 7): `FB.login` opens Facebook's dialog and gives a
 * user access token, which the API verifies with the Graph API.
 */
import { loadScript } from "./load-script";
import { SocialSignInFailure, type SdkHost } from "./social-failure";

export const FACEBOOK_SDK_URL = "https://connect.facebook.net/en_US/sdk.js";
export const FACEBOOK_VERSION = "v18.0";
export const FACEBOOK_SCOPES = "email,public_profile";

/** The parts of `window.FB` we use (developers.facebook.com/docs/javascript/reference). */
export interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(
    callback: (response: { status?: string; authResponse?: { accessToken?: string } | null }) => void,
    options: { scope: string },
  ): void;
}

export const facebookSdk: SdkHost<FacebookSdk> = {
  load: () => loadScript(FACEBOOK_SDK_URL),
  api: () => (window as unknown as { FB?: FacebookSdk }).FB,
};

/** FB.init once per SDK instance (a reloaded script is a new instance). */
const initialised = new WeakSet<FacebookSdk>();

/** Resolves with the access token, or rejects with a `SocialSignInFailure` naming the step that failed. */
export async function facebookAccessToken(appId: string, sdk: SdkHost<FacebookSdk> = facebookSdk): Promise<string> {
  try {
    await sdk.load();
  } catch {
    throw new SocialSignInFailure("social.errors.facebookLoadFailed");
  }
  const FB = sdk.api();
  if (typeof FB?.init !== "function" || typeof FB.login !== "function") {
    throw new SocialSignInFailure("social.errors.facebookMissing");
  }
  try {
    // No cookie and no XFBML: we only want a token, not Facebook's session cookie or its widgets.
    if (!initialised.has(FB)) FB.init({ appId, version: FACEBOOK_VERSION, cookie: false, xfbml: false });
    initialised.add(FB);
  } catch {
    throw new SocialSignInFailure("social.errors.facebookMissing");
  }
  return new Promise<string>((resolve, reject) => {
    try {
      FB.login(
        (response) => {
          const token = response.authResponse?.accessToken;
          if (token) resolve(token);
          else reject(new SocialSignInFailure("social.errors.facebookFailed"));
        },
        { scope: FACEBOOK_SCOPES },
      );
    } catch {
      reject(new SocialSignInFailure("social.errors.facebookFailed"));
    }
  });
}
