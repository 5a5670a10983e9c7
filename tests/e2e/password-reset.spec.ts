import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, newAccount, signIn } from "./accounts";
import { baseURL, expect, expectAccessible, test } from "./fixtures";
import { waitForMail } from "./mailbox";
import type { ReceivedMail } from "../support/smtp-standin";
import { activationLinkIn } from "../support/smtp-standin";

/**
 * Getting back into an account (issue 12, docs/sessions-and-accounts.md#password-reset-and-a-new-activation-link), as a
 * person would, with JavaScript on and off: forget the password and reset it from the mail (the other session ends),
 * lose the activation mail and get a new one (the first link dies).
 */
const NEW_PASSWORD = "Anemos-sti-Folegandro-9";

/** The newest mail to `address` whose text matches, polling until it arrives (older mails to it are skipped). */
async function mailMatching(address: string, pattern: RegExp, skip: string[] = []): Promise<ReceivedMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = await waitForMail(address);
    if (pattern.test(mail.text) && !skip.some((text) => mail.text.includes(text))) return mail;
    if (Date.now() > deadline) throw new Error(`No mail matching ${pattern} to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The path of the reset link in a mail (the mail links to PUBLIC_URL; the test server listens elsewhere). */
function resetPathIn(mail: ReceivedMail): string {
  const match = /https?:\/\/\S+?(\/reset-password\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43})(?:\?\S*)?(?=\s|$)/.exec(mail.text);
  if (!match) throw new Error(`No reset link in:\n${mail.text}`);
  return match[1];
}

const activationPathOf = (mail: ReceivedMail) => new URL(activationLinkIn(mail).url).pathname;

const choosePassword = async (page: Page, password: string, repeat = password) => {
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Repeat new password").fill(repeat);
  await page.getByRole("button", { name: "Save new password" }).click();
};

test.describe("a forgotten password", () => {
  // Several argon2 hashes, mails and axe runs per test.
  test.slow();

  test("ask for a link, choose a new password from the mail, the other session ends, log in with the new one", async ({
    page,
    browser,
  }) => {
    const email = await newAccount("EMPLOYEE", `reset-${test.info().project.name}`);
    // Another device, signed in before the reset.
    const other = await browser.newContext();
    const otherTokens = await signIn(other, email);

    await page.goto("/login?lng=en");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
    await expectAccessible(page);

    // A mistake keeps the typed value and names the field.
    await page.getByLabel("E-mail").fill("maria@localhost");
    await page.getByRole("button", { name: "Send me a link" }).click();
    await expect(page.getByText("Enter a valid e-mail address.")).toBeVisible();
    await expect(page.getByLabel("E-mail")).toHaveValue("maria@localhost");

    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Send me a link" }).click();
    await expect(page).toHaveURL(/\/forgot-password\?sent$/);
    await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "If an account uses this address" })).toBeVisible();
    await expectAccessible(page);

    const link = resetPathIn(await mailMatching(email, /\/reset-password\//));
    await page.goto(`${link}?lng=en`);
    await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
    await expect(page.getByText(/not one of the most common passwords/)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectAccessible(page);

    // The browser knows the characters; the API knows the breached list, and says so on the field.
    await choosePassword(page, "Password1!");
    await expect(page.getByText(/This is one of the most common passwords/)).toBeVisible();
    await expect(page.getByLabel("New password", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    await choosePassword(page, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("status")).toContainText("Your password has been changed");

    // The other device's session is over at once (docs/sessions-and-accounts.md#tokens-and-bearer-authentication): its
    // unexpired access token is refused, its refresh token too, and its next page is the login page, saying why.
    const refreshed = await page.request.post("/api/auth/token/refresh/", { data: { refresh: otherTokens.refresh } });
    expect(refreshed.status()).toBe(401);
    const otherPage = await other.newPage();
    await otherPage.goto(`${baseURL()}/employee/profile/create?lng=en`);
    await expect(otherPage).toHaveURL(/\/login\?redirectTo=/);
    await expect(otherPage.getByText("Session expired. Please log in again.")).toBeVisible();
    await other.close();

    // The old password is refused; the new one logs in.
    expect((await page.request.post("/api/auth/token/", { data: { email, password: DEMO_PASSWORD } })).status()).toBe(
      401,
    );
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/employee\//);

    // Signed out, the used link shows its own screen with the way to a new one.
    await page.context().clearCookies();
    const reused = await page.goto(`${link}?lng=en`);
    expect(reused?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "This password link cannot be used" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    await expectAccessible(page);
  });

  test("an unknown address gets the same answer, in Greek too", async ({ page }) => {
    await page.goto("/forgot-password?lng=gr");
    await expect(page.getByRole("heading", { level: 1, name: "Ξεχάσατε τον κωδικό σας;" })).toBeVisible();
    await page.getByLabel("E-mail").fill(`nobody-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Στείλτε μου σύνδεσμο" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Ελέγξτε το e-mail σας" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Αν υπάρχει λογαριασμός" })).toBeVisible();
    await expectAccessible(page);

    const dead = await page.goto("/reset-password/not-a-uuid/abc?lng=gr");
    expect(dead?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "Αυτός ο σύνδεσμος για νέο κωδικό δεν μπορεί να χρησιμοποιηθεί" }),
    ).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Ζητήστε νέο σύνδεσμο" })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("a lost activation mail", () => {
  test.slow();

  test("ask for it again on the thank-you screen: the first link is refused, the second works", async ({ page }) => {
    const email = `resend-${test.info().project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const signUp = await page.request.post("/api/users/", {
      data: { first_name: "Giorgos", last_name: "Nikolaou", email, role: "EMPLOYEE", language: "en" },
    });
    expect(signUp.status()).toBe(201);
    const first = activationPathOf(await waitForMail(email));

    await page.goto("/signup/thank-you?lng=en");
    await expect(page.getByRole("heading", { level: 2, name: "Send the activation link again" })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Send a new link" }).click();
    await expect(page).toHaveURL(/\/signup\/resend\?sent$/);
    await expect(page.getByRole("status").filter({ hasText: "we have sent it a new activation link" })).toBeVisible();
    await expectAccessible(page);

    const second = activationPathOf(await mailMatching(email, /\/activate\//, [first]));
    expect(second).not.toBe(first);

    // The first link is dead, and its screen offers the form again.
    const dead = await page.goto(`${first}?lng=en`);
    expect(dead?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "This activation link cannot be used" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Send a new link" })).toBeVisible();
    await expectAccessible(page);

    await page.goto(`${second}?lng=en`);
    await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Repeat password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Activate account" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("status")).toContainText("Your account is active.");
  });

  test("the activation error screen sends a new link too, and a bad address is named", async ({ page }) => {
    await page.goto("/users/not-a-uuid/activate/abc?lng=en");
    await page.getByLabel("E-mail").fill("maria@localhost");
    await page.getByRole("button", { name: "Send a new link" }).click();
    // The server checks the address (docs/forms.md#the-form-kit), with or without JavaScript: /signup/resend answers
    // with the form.
    await expect(page).toHaveURL(/\/signup\/resend$/);
    await expect(page.getByText("Enter a valid e-mail address.")).toBeVisible();
    await expect(page.getByLabel("E-mail")).toHaveValue("maria@localhost");
    await expectAccessible(page);
    await page.getByLabel("E-mail").fill(`nobody-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Send a new link" }).click();
    await expect(page).toHaveURL(/\/signup\/resend\?sent$/);
  });
});
