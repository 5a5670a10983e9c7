/**
 * Google Identity Services' token client (spec section 7): the user picks an account in Google's popup and we get
 * an OAuth access token for the scopes below, which the API verifies with Google.
 */
import { loadScript } from "./load-script";
import { SocialSignInFailure, type SdkHost } from "./social-failure";

export const GOOGLE_SDK_URL = "https://accounts.google.com/gsi/client";
export const GOOGLE_SCOPES = "email profile openid";

/** The parts of `google.accounts.oauth2` we use (developers.google.com/identity/oauth2/web/reference/js-reference). */
export interface GoogleOAuth2 {
  initTokenClient(config: {
    client_id: string;
    scope: string;
    callback: (response: { access_token?: string; error?: string }) => void;
    error_callback?: (error: { type?: string }) => void;
  }): { requestAccessToken(): void };
}

type GoogleWindow = { google?: { accounts?: { oauth2?: GoogleOAuth2 } } };

export const googleSdk: SdkHost<GoogleOAuth2> = {
  load: () => loadScript(GOOGLE_SDK_URL),
  api: () => (window as unknown as GoogleWindow).google?.accounts?.oauth2,
};

/** Resolves with the access token, or rejects with a `SocialSignInFailure` naming the step that failed. */
export async function googleAccessToken(clientId: string, sdk: SdkHost<GoogleOAuth2> = googleSdk): Promise<string> {
  try {
    await sdk.load();
  } catch {
    throw new SocialSignInFailure("social.errors.googleLoadFailed");
  }
  const oauth2 = sdk.api();
  if (typeof oauth2?.initTokenClient !== "function") throw new SocialSignInFailure("social.errors.googleApiMissing");
  return new Promise<string>((resolve, reject) => {
    let client: ReturnType<GoogleOAuth2["initTokenClient"]>;
    try {
      client = oauth2.initTokenClient({
        client_id: clientId,
        scope: GOOGLE_SCOPES,
        callback: (response) => {
          if (response.access_token) resolve(response.access_token);
          // access_denied: the user said no on Google's consent screen.
          else if (response.error === "access_denied") reject(new SocialSignInFailure("social.errors.cancelled"));
          else reject(new SocialSignInFailure("social.errors.googleNoToken"));
        },
        error_callback: (error) => {
          // popup_closed: the user closed Google's window; popup_failed_to_open and others: no token came.
          const key = error.type === "popup_closed" ? "social.errors.cancelled" : "social.errors.googleNoToken";
          reject(new SocialSignInFailure(key));
        },
      });
    } catch {
      reject(new SocialSignInFailure("social.errors.googleInitFailed"));
      return;
    }
    try {
      client.requestAccessToken();
    } catch {
      reject(new SocialSignInFailure("social.errors.googleNoToken"));
    }
  });
}
