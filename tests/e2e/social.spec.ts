import type { BrowserContext, Page } from "@playwright/test";
import { baseURL, expect, expectAccessible, openMenu, test } from "./fixtures";
import { FACEBOOK_APP_ID, GOOGLE_CLIENT_ID, NEWCOMER_EMAIL, SOCIAL_TOKENS } from "./social-accounts";
import { DEMO_PASSWORD } from "./accounts";

/**
 * Google and Facebook sign-in (spec sections 2, 7, 8). The browser never reaches Google or Facebook: the SDK
 * URLs are answered with small stand-in SDKs that behave as the real ones do for one scripted user action, and
 * the API checks the tokens they hand out with the provider stand-ins global-setup started.
 */
const GOOGLE_SDK = "https://accounts.google.com/gsi/client";
const FACEBOOK_SDK = "https://connect.facebook.net/**";

/** What the stand-in Google SDK does when asked for a token. */
type GoogleScript = { token: string } | { cancel: true } | { broken: "no-oauth2" | "init-throws" };
/** What the stand-in Facebook SDK does when FB.login is called. */
type FacebookScript = { token: string } | { cancel: true } | { broken: "no-FB" };

/**
 * A token only when asked with our client id and the spec's scopes, otherwise no token (which the page reports),
 * so a wrong configuration fails the test.
 */
function fakeGoogleSdk(script: GoogleScript): string {
  if ("broken" in script) {
    return script.broken === "no-oauth2"
      ? "window.google = { accounts: {} };"
      : "window.google = { accounts: { oauth2: { initTokenClient: function () { throw new Error('bad client'); } } } };";
  }
  const answer =
    "token" in script
      ? `config.client_id === ${JSON.stringify(GOOGLE_CLIENT_ID)} && config.scope === "email profile openid"
           ? config.callback({ access_token: ${JSON.stringify(script.token)}, token_type: "Bearer" })
           : config.callback({ error: "invalid_request" });`
      : `config.error_callback({ type: "popup_closed" });`;
  return `window.google = { accounts: { oauth2: { initTokenClient: function (config) {
    return { requestAccessToken: function () { setTimeout(function () { ${answer} }, 10); } };
  } } } };`;
}

function fakeFacebookSdk(script: FacebookScript): string {
  if ("broken" in script) return "window.notFacebook = true;";
  const token = "token" in script ? JSON.stringify(script.token) : "null";
  return `window.FB = {
    init: function (options) { window.fbOptions = options; },
    login: function (callback, options) {
      var o = window.fbOptions || {};
      var ok = ${token} && o.appId === ${JSON.stringify(FACEBOOK_APP_ID)} && o.version === "v18.0" && options.scope === "email,public_profile";
      setTimeout(function () {
        callback(ok ? { status: "connected", authResponse: { accessToken: ${token} } } : { status: "unknown", authResponse: null });
      }, 10);
    }
  };`;
}

/** Serves the stand-in SDKs; a provider left out fails to load, as when its host is unreachable. */
async function stubSdks(page: Page, sdks: { google?: GoogleScript; facebook?: FacebookScript }) {
  const requested: string[] = [];
  const serve = (body: string | undefined) => async (route: Parameters<Parameters<Page["route"]>[1]>[0]) => {
    requested.push(route.request().url());
    if (body === undefined) return route.abort();
    return route.fulfill({ contentType: "text/javascript", body });
  };
  await page.route(GOOGLE_SDK, serve(sdks.google && fakeGoogleSdk(sdks.google)));
  await page.route(FACEBOOK_SDK, serve(sdks.facebook && fakeFacebookSdk(sdks.facebook)));
  return requested;
}

async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value;
}

const googleButton = (page: Page) => page.getByRole("button", { name: "Continue with Google" });
const facebookButton = (page: Page) => page.getByRole("button", { name: "Continue with Facebook" });

test.describe("social sign-in with JavaScript", () => {
  test.skip(({ jsDisabled }) => jsDisabled, "the SDKs need JavaScript");

  test("the demo employee signs in with Google and lands on /employee", async ({ page, context }) => {
    const requested = await stubSdks(page, {
      google: { token: SOCIAL_TOKENS.googleEmployee },
      facebook: { cancel: true },
    });
    await page.goto("/login?lng=en");
    await expectAccessible(page);
    // Both SDKs are preloaded shortly after the page has loaded (spec section 9), before any click.
    await expect.poll(() => requested.length).toBe(2);
    await googleButton(page).click();
    await expect(page).toHaveURL(/\/employee\/profile\/[0-9a-f-]{36}$/);
    await openMenu(page);
    await expect(page.getByRole("banner").getByRole("button", { name: "Log out" })).toBeVisible();
    expect(await cookieValue(context, "access")).toMatch(/^ey/);
    expect(await cookieValue(context, "refresh")).toMatch(/^ey/);
  });

  test("the demo company signs in with Facebook and goes where it was headed", async ({ page }) => {
    await stubSdks(page, { google: { cancel: true }, facebook: { token: SOCIAL_TOKENS.facebookCompany } });
    await page.goto(`/login?lng=en&redirectTo=${encodeURIComponent("/company?from=social")}`);
    await facebookButton(page).click();
    await expect(page).toHaveURL(/\/company\/profile\/[0-9a-f-]{36}\/jobs\?from=social$/);
  });

  test("an unknown e-mail gets the spec's message and a link to sign up", async ({ page, context }) => {
    await stubSdks(page, { google: { token: SOCIAL_TOKENS.googleStranger }, facebook: { cancel: true } });
    await page.goto("/login?lng=en");
    await googleButton(page).click();
    await expect(page).toHaveURL(/\/login\?social_error=no_account$/);
    await expect(page.getByText("It looks like you don't have an account.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign up here." }).first()).toHaveAttribute("href", "/signup");
    expect(await cookieValue(context, "access")).toBeUndefined();
    await expectAccessible(page);
  });

  test("a token the provider refuses: '<Provider> sign-in failed. Please try again.'", async ({ page }) => {
    await stubSdks(page, { google: { token: SOCIAL_TOKENS.revoked }, facebook: { token: SOCIAL_TOKENS.revoked } });
    await page.goto("/login?lng=en");
    await googleButton(page).click();
    await expect(page.getByText("Google sign-in failed. Please try again.")).toBeVisible();
    await facebookButton(page).click();
    await expect(page.getByText("Facebook sign-in failed. Please try again.")).toBeVisible();
    await expect(page.getByText("Google sign-in failed. Please try again.")).toHaveCount(0);
  });

  const sdkFailures: {
    name: string;
    sdks: { google?: GoogleScript; facebook?: FacebookScript };
    button: "Google" | "Facebook";
    message: string;
  }[] = [
    {
      name: "Google's script does not load",
      sdks: {},
      button: "Google",
      message: "Failed to load Google Identity Services",
    },
    { name: "Facebook's script does not load", sdks: {}, button: "Facebook", message: "Failed to load Facebook SDK" },
    {
      name: "the user closes Google's window",
      sdks: { google: { cancel: true } },
      button: "Google",
      message: "Sign-in cancelled by user",
    },
    {
      name: "the user cancels Facebook's dialog",
      sdks: { facebook: { cancel: true } },
      button: "Facebook",
      message: "Facebook login failed or was cancelled",
    },
    {
      name: "Google's script lacks OAuth2",
      sdks: { google: { broken: "no-oauth2" } },
      button: "Google",
      message: "Google OAuth2 API not available",
    },
    {
      name: "Google's token client fails",
      sdks: { google: { broken: "init-throws" } },
      button: "Google",
      message: "Failed to initialize Google OAuth2 token client",
    },
    {
      name: "Facebook's script defines no FB",
      sdks: { facebook: { broken: "no-FB" } },
      button: "Facebook",
      message: "Facebook SDK not available",
    },
  ];
  for (const { name, sdks, button, message } of sdkFailures) {
    test(`${name}: '${message}'`, async ({ page, context }) => {
      await stubSdks(page, sdks);
      await page.goto("/login?lng=en");
      await page.getByRole("button", { name: `Continue with ${button}` }).click();
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/login\?lng=en$/);
      // The button works again, and nothing was signed in.
      await expect(page.getByRole("button", { name: `Continue with ${button}` })).toBeEnabled();
      expect(await cookieValue(context, "access")).toBeUndefined();
    });
  }

  test("the messages are in Greek on the Greek page", async ({ page }) => {
    await stubSdks(page, { google: { cancel: true } });
    await page.goto("/login?lng=gr");
    await page.getByRole("button", { name: "Συνέχεια με Google" }).click();
    await expect(page.getByText("Η σύνδεση ακυρώθηκε από τον χρήστη")).toBeVisible();
  });

  test("the SDKs are loaded only on the login and sign-up pages", async ({ page }) => {
    const requested = await stubSdks(page, {});
    for (const path of ["/?lng=en", "/jobs", "/contact"]) {
      await page.goto(path);
      await page.waitForLoadState("load");
    }
    await page.waitForTimeout(500);
    expect(requested).toEqual([]);
  });
});

test.describe("social sign-up with JavaScript", () => {
  test.skip(({ jsDisabled }) => jsDisabled, "the SDKs need JavaScript");

  test("a new Google user picks a role, accepts the terms and gets an active account", async ({ page, context }) => {
    test.slow(); // axe on the long sign-up form, two sign-up attempts and a new account
    await stubSdks(page, { google: { token: SOCIAL_TOKENS.googleNewcomer }, facebook: { cancel: true } });
    await page.goto("/signup?lng=en");
    // Nothing is created before the role and the terms are settled.
    await googleButton(page).click();
    await expect(page.getByText("first choose whether you are looking for work or hiring")).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Employer").check();
    await page.getByLabel("I have read and agree").check();
    await googleButton(page).click();
    await expect(page).toHaveURL(/\/company(\/|$)/);
    // The new account is the provider's address with the chosen role (spec section 3: read by the token's user_id).
    const access = (await cookieValue(context, "access")) ?? "";
    const claims = JSON.parse(Buffer.from(access.split(".")[1] ?? "", "base64url").toString("utf8")) as {
      user_id: string;
    };
    const me = await context.request.get(`/api/users/${claims.user_id}/`, {
      headers: { Authorization: `Bearer ${access}` },
    });
    expect(await me.json()).toMatchObject({ email: NEWCOMER_EMAIL, role: "COMPANY", first_name: "Nikos" });
  });

  test("a refused token on sign-up comes back to /signup with the message", async ({ page }) => {
    await stubSdks(page, { google: { cancel: true }, facebook: { token: SOCIAL_TOKENS.revoked } });
    await page.goto("/signup?lng=en");
    await page.getByLabel("Job seeker").check();
    await page.getByLabel("I have read and agree").check();
    await facebookButton(page).click();
    await expect(page).toHaveURL(/\/signup\?social_error=facebook_failed$/);
    await expect(page.getByText("Facebook sign-in failed. Please try again.")).toBeVisible();
  });
});

test.describe("the sign-in action and the pages it answers with", () => {
  test("no dead buttons, and the password still logs in", async ({ page, jsDisabled }) => {
    test.skip(!jsDisabled, "only without JavaScript");
    await page.goto("/signup?lng=en");
    await expect(page.getByRole("button", { name: /Continue with/ })).toHaveCount(0);
    await page.goto("/login?lng=en");
    await expect(page.getByRole("button", { name: /Continue with/ })).toHaveCount(0);
    await page.getByLabel("E-mail").fill("employee@demo.test");
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/employee\/profile\/[0-9a-f-]{36}$/);
  });

  test("the action's 'no account' answer renders as a page of its own", async ({ page }) => {
    // The POST the buttons make, sent directly: its redirect must carry the message to a page that shows it.
    const response = await page.request.post("/auth/social", {
      form: { provider: "facebook", access_token: SOCIAL_TOKENS.facebookStranger, redirectTo: "/jobs" },
      headers: { Origin: baseURL() },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    const location = response.headers()["location"] ?? "";
    expect(location).toBe("/login?social_error=no_account&redirectTo=%2Fjobs");
    await page.goto(`${location}&lng=en`);
    await expect(page.getByText("It looks like you don't have an account.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign up here." }).first()).toHaveAttribute("href", "/signup");
    await expectAccessible(page);
  });

  test("a refused token and a hand-made request come back as 'sign-in failed', never a 500", async ({ page }) => {
    const post = (form: Record<string, string>) =>
      page.request.post("/auth/social", { form, headers: { Origin: baseURL() }, maxRedirects: 0 });
    const refused = await post({ provider: "google", access_token: SOCIAL_TOKENS.revoked });
    expect(refused.headers()["location"]).toBe("/login?social_error=google_failed");
    const junk = await post({ provider: "myspace", access_token: "" });
    expect(junk.status()).toBe(302);
    expect(junk.headers()["location"]).toBe("/login?social_error=google_failed");
    await page.goto("/login?social_error=google_failed&lng=en");
    await expect(page.getByText("Google sign-in failed. Please try again.")).toBeVisible();
  });

  test("a cross-site POST is refused", async ({ page, context }) => {
    const response = await page.request.post("/auth/social", {
      form: { provider: "google", access_token: SOCIAL_TOKENS.googleEmployee },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(await cookieValue(context, "access")).toBeUndefined();
  });
});
