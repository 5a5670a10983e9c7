import { useEffect, useState } from "react";
import { facebookSdk } from "./facebook-sdk";
import { googleSdk } from "./google-identity";
import { parseSocialProviders, SOCIAL_SIGN_IN_ROUTE, type SocialProviders } from "./social-outcome";

/** Spec section 9: the Facebook SDK is preloaded about 100 ms after start. */
export const SDK_PRELOAD_DELAY_MS = 100;

/**
 * The configured providers, asked once the page has hydrated (before that there is nothing a button could do,
 * so none is shown), then their SDKs preloaded so a click opens the provider's window at once. Preloading waits
 * for the page's own load event: a slow or unreachable SDK host never holds the page up.
 */
export function useSocialProviders(): SocialProviders | null {
  const [providers, setProviders] = useState<SocialProviders | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(SOCIAL_SIGN_IN_ROUTE, { headers: { Accept: "application/json" }, signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => setProviders(parseSocialProviders(body)))
      .catch(() => {
        // Offline or left the page: no buttons, which is what a visitor without JavaScript gets too.
      });
    return () => controller.abort();
  }, []);
  useEffect(() => (providers ? preloadSdks(providers) : undefined), [providers]);
  return providers;
}

function preloadSdks(providers: SocialProviders): () => void {
  let timer: number | undefined;
  const ignore = () => {
    // A failed preload is retried by the click, which then reports it.
  };
  const start = () => {
    timer = window.setTimeout(() => {
      if (providers.facebook) facebookSdk.load().catch(ignore);
      if (providers.google) googleSdk.load().catch(ignore);
    }, SDK_PRELOAD_DELAY_MS);
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  return () => {
    window.removeEventListener("load", start);
    window.clearTimeout(timer);
  };
}
