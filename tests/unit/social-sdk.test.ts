import { describe, expect, it } from "vitest";
import { facebookAccessToken, type FacebookSdk } from "~/components/auth/facebook-sdk";
import { googleAccessToken, type GoogleOAuth2 } from "~/components/auth/google-identity";
import { SocialSignInFailure, type SdkHost } from "~/components/auth/social-failure";

/** An SDK host whose script "loads" (or not) and leaves `api` behind. */
function host<Api>(api: Api | undefined, loads = true): SdkHost<Api> {
  return { load: () => (loads ? Promise.resolve() : Promise.reject(new Error("net::ERR_FAILED"))), api: () => api };
}

async function failureOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof SocialSignInFailure)) throw new Error(`expected a SocialSignInFailure, got ${String(error)}`);
  return error.key;
}

type TokenClientConfig = Parameters<GoogleOAuth2["initTokenClient"]>[0];

/** A token client that answers requestAccessToken the way `answer` says. */
function google(answer: (config: TokenClientConfig) => void, seen: TokenClientConfig[] = []): GoogleOAuth2 {
  return {
    initTokenClient: (config) => {
      seen.push(config);
      return { requestAccessToken: () => answer(config) };
    },
  };
}

describe("Google Identity Services token client", () => {
  it("asks for the spec's scopes with our client id and resolves with the token", async () => {
    const seen: TokenClientConfig[] = [];
    const token = await googleAccessToken(
      "client-1",
      host(google((c) => c.callback({ access_token: "ya29.x" }), seen)),
    );
    expect(token).toBe("ya29.x");
    expect(seen[0]).toMatchObject({ client_id: "client-1", scope: "email profile openid" });
  });

  it.each([
    ["the script does not load", host<GoogleOAuth2>(undefined, false), "social.errors.googleLoadFailed"],
    ["the script defines no OAuth2 API", host<GoogleOAuth2>(undefined), "social.errors.googleApiMissing"],
    [
      "the token client cannot be made",
      host<GoogleOAuth2>({
        initTokenClient: () => {
          throw new Error("invalid client");
        },
      }),
      "social.errors.googleInitFailed",
    ],
    [
      "the user closes the popup",
      host(google((c) => c.error_callback?.({ type: "popup_closed" }))),
      "social.errors.cancelled",
    ],
    [
      "the user refuses consent",
      host(google((c) => c.callback({ error: "access_denied" }))),
      "social.errors.cancelled",
    ],
    [
      "the popup cannot open",
      host(google((c) => c.error_callback?.({ type: "popup_failed_to_open" }))),
      "social.errors.googleNoToken",
    ],
    ["no token comes back", host(google((c) => c.callback({}))), "social.errors.googleNoToken"],
  ])("%s → %s", async (_case, sdk, key) => {
    expect(await failureOf(googleAccessToken("client-1", sdk))).toBe(key);
  });
});

describe("Facebook SDK", () => {
  function facebook(response: Parameters<Parameters<FacebookSdk["login"]>[0]>[0], calls: unknown[] = []): FacebookSdk {
    return {
      init: (options) => calls.push(["init", options]),
      login: (callback, options) => {
        calls.push(["login", options]);
        callback(response);
      },
    };
  }

  it("initialises v18.0 once with our app id, asks for email and public_profile, and resolves with the token", async () => {
    const calls: unknown[] = [];
    const sdk = host(facebook({ status: "connected", authResponse: { accessToken: "EAAB" } }, calls));
    expect(await facebookAccessToken("app-1", sdk)).toBe("EAAB");
    expect(await facebookAccessToken("app-1", sdk)).toBe("EAAB");
    expect(calls).toEqual([
      ["init", { appId: "app-1", version: "v18.0", cookie: false, xfbml: false }],
      ["login", { scope: "email,public_profile" }],
      ["login", { scope: "email,public_profile" }],
    ]);
  });

  it.each([
    ["the script does not load", host<FacebookSdk>(undefined, false), "social.errors.facebookLoadFailed"],
    ["the script defines no FB", host<FacebookSdk>(undefined), "social.errors.facebookMissing"],
    ["the user cancels", host(facebook({ status: "unknown", authResponse: null })), "social.errors.facebookFailed"],
  ])("%s → %s", async (_case, sdk, key) => {
    expect(await failureOf(facebookAccessToken("app-1", sdk))).toBe(key);
  });
});
