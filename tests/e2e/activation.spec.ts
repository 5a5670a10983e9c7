import type { Page } from "@playwright/test";
import { activationLinkIn } from "../support/smtp-standin";
import { baseURL, expect, expectAccessible, test } from "./fixtures";
import { waitForMail } from "./mailbox";

const GOOD_PASSWORD = "Kalokairi-sti-Naxo-7";

/** A new inactive employee account, signed up through the API, and its activation link on this test server. */
async function signedUpAccount(page: Page, label: string): Promise<{ email: string; link: string }> {
  const email = `${label}-${test.info().project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await page.request.post("/api/users/", {
    data: { first_name: "Giorgos", last_name: "Nikolaou", email, role: "EMPLOYEE", language: "en" },
  });
  expect(response.status()).toBe(201);
  // The mail links to PUBLIC_URL; the test server listens elsewhere.
  const { url } = activationLinkIn(await waitForMail(email));
  const link = new URL(url);
  // Its own ?lng= is left off: the tests choose the page's language.
  return { email, link: link.pathname };
}

const setPassword = async (page: Page, password: string, repeat = password) => {
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Repeat password").fill(repeat);
  await page.getByRole("button", { name: "Activate account" }).click();
};

test.describe("account activation", () => {
  // Long forms, several axe runs and real argon2 hashing per test: more than the default 30 s on a busy machine.
  test.slow();

  test("weak passwords are refused part by part; a good one activates, logs in, and the link is then dead", async ({
    page,
    jsDisabled,
  }) => {
    const { email, link } = await signedUpAccount(page, "activate");
    // Opening the link (a GET) twice changes nothing: the form is still there.
    await page.goto(`${link}?lng=en`);
    const response = await page.goto(`${link}?lng=en`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Activate your account" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectAccessible(page);

    await setPassword(page, "weak");
    for (const message of [
      "The password needs at least 8 characters.",
      "The password needs an uppercase letter.",
      "The password needs a number.",
      "The password needs a special character (such as ! ? - or €).",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    // Refused by the server (no JavaScript), the password is not sent back; in the browser it stays to be fixed.
    if (jsDisabled) await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    await setPassword(page, "nouppercase-or-digit");
    await expect(page.getByText("The password needs an uppercase letter.")).toBeVisible();
    await expect(page.getByText("The password needs a number.")).toBeVisible();
    await expect(page.getByText("The password needs at least 8 characters.")).toHaveCount(0);

    await setPassword(page, GOOD_PASSWORD, `${GOOD_PASSWORD}x`);
    await expect(page.getByText("The two passwords do not match.")).toBeVisible();

    // Passes the browser's checks; the API knows it from breach lists and says so, on the field.
    await setPassword(page, "Password1!");
    await expect(page.getByText(/This is one of the most common passwords/)).toBeVisible();

    await setPassword(page, GOOD_PASSWORD);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("status")).toContainText("Your account is active. You can now log in.");
    await expectAccessible(page);

    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill(GOOD_PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/employee\/profile\/create$/);

    // Signed out again, the used link shows the page's own error screen.
    await page.context().clearCookies();
    const reused = await page.goto(`${link}?lng=en`);
    expect(reused?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "This activation link cannot be used" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    await expect(main.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
    await expect(main.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    await expectAccessible(page);
  });

  test("a garbage token or user id gets the error screen, in Greek too", async ({ page }) => {
    const { link } = await signedUpAccount(page, "garbage");
    const wrongToken = link.replace(/\/activate\/[^/?]+/, "/activate/not-a-real-token");
    const response = await page.goto(`${wrongToken}?lng=en`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "This activation link cannot be used" })).toBeVisible();
    // No password form: the only field is the address for a new link
    // (docs/sessions-and-accounts.md#password-reset-and-a-new-activation-link).
    await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("textbox")).toHaveAccessibleName("E-mail");

    const wrongUser = await page.goto("/users/not-a-uuid/activate/abc?lng=gr");
    expect(wrongUser?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "Αυτός ο σύνδεσμος ενεργοποίησης δεν μπορεί να χρησιμοποιηθεί" }),
    ).toBeVisible();
    await expectAccessible(page);

    // The real link still works: refusing the wrong ones used nothing up.
    const valid = await page.goto(`${link}?lng=en`);
    expect(valid?.status()).toBe(200);
  });

  test("a POST on a dead link changes nothing and shows the error screen", async ({ page }) => {
    const { email, link } = await signedUpAccount(page, "deadpost");
    const dead = link.replace(/\/activate\/[^/?]+/, "/activate/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    const response = await page.request.post(dead, {
      headers: { Origin: baseURL() },
      form: { password: GOOD_PASSWORD, repeat_password: GOOD_PASSWORD },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe(dead);
    // Still inactive, and its own link still usable.
    const login = await page.request.post("/api/auth/token/", { data: { email, password: GOOD_PASSWORD } });
    expect(login.status()).toBe(401);
    expect((await page.goto(`${link}?lng=en`))?.status()).toBe(200);
  });

  test("after too many wrong tokens for an account, its form says to wait, and nothing changes", async ({ page }) => {
    const { email, link } = await signedUpAccount(page, "throttled");
    const [, uuid] = /\/users\/([^/]+)\//.exec(link) ?? [];
    for (let attempt = 0; attempt < 10; attempt++) {
      const guess = await page.request.post(`/api/users/${uuid}/activate/guess-${attempt}/`, {
        data: { password: GOOD_PASSWORD, repeat_password: GOOD_PASSWORD },
      });
      expect(guess.status()).toBe(404);
    }
    await page.goto(`${link}?lng=en`);
    await setPassword(page, GOOD_PASSWORD);
    await expect(page.getByText("Too many attempts. Please wait a while and try again.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${link}`));
    const login = await page.request.post("/api/auth/token/", { data: { email, password: GOOD_PASSWORD } });
    expect(login.status()).toBe(401);
  });
});
