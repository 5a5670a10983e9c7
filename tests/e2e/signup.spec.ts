import type { Page } from "@playwright/test";
import { baseURL, expect, expectAccessible, test } from "./fixtures";
import { waitForMail, waitForMailAbout } from "./mailbox";
import { DEMO, DEMO_PASSWORD } from "./accounts";

/** An address no other test (or project, or run) uses. */
function uniqueEmail(label: string): string {
  return `${label}-${test.info().project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The required fields of a valid sign-up, in English. */
async function fillRequired(page: Page, email: string) {
  await page.getByLabel("First name").fill("Eleni");
  await page.getByLabel("Last name").fill("Georgiou");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Job seeker").check();
  await page.getByLabel("I have read and agree").check();
}

const submit = (page: Page) => page.getByRole("button", { name: "Create account" }).click();

test.describe("sign-up page", () => {
  // Long forms, several axe runs and real argon2 hashing per test: more than the default 30 s on a busy machine.
  test.slow();

  for (const [lng, heading] of [
    ["en", "Sign up"],
    ["gr", "Εγγραφή"],
  ] as const) {
    test(`renders in ${lng} and is accessible`, async ({ page }) => {
      await page.goto(`/signup?lng=${lng}`);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expectAccessible(page);
    });
  }

  test("?role=COMPANY preselects the employer role; Greece is the default country, named in the page's language", async ({
    page,
  }) => {
    await page.goto("/signup?lng=en&role=COMPANY");
    await expect(page.getByLabel("Employer")).toBeChecked();
    await expect(page.getByLabel("Job seeker")).not.toBeChecked();
    await expect(page.getByLabel("Country")).toHaveValue("GR");
    await expect(page.getByLabel("Country").locator("option:checked")).toHaveText("Greece");
    await page.goto("/signup?lng=gr&role=EMPLOYEE");
    await expect(page.getByLabel("Υποψήφιος εργαζόμενος")).toBeChecked();
    await expect(page.getByLabel("Χώρα").locator("option:checked")).toHaveText("Ελλάδα");
  });

  test("the terms link goes to /terms", async ({ page }) => {
    await page.goto("/signup?lng=en");
    await expect(page.getByRole("link", { name: "Terms of use" })).toHaveAttribute("href", "/terms");
  });

  test("an empty form names every required field", async ({ page }) => {
    await page.goto("/signup?lng=en");
    await submit(page);
    await expect(page.getByText("Enter your first name.")).toBeVisible();
    await expect(page.getByText("Enter your last name.")).toBeVisible();
    await expect(page.getByText("Enter your e-mail address.")).toBeVisible();
    await expect(page.getByText("Choose whether you are looking for work or hiring.")).toBeVisible();
    await expect(page.getByText("You must agree to the Terms of use to sign up.")).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/signup\?lng=en$/);
    await expectAccessible(page);
  });

  test("bad values are named field by field, in Greek, and every value is kept", async ({ page }) => {
    await page.goto("/signup?lng=gr&role=COMPANY");
    await page.getByLabel(/^Όνομα/).fill("Νίκος");
    await page.getByLabel("Επώνυμο").fill("Αλεξίου");
    await page.getByLabel("E-mail").fill("nikos-at-example.com");
    await page.getByLabel("Αριθμός τηλεφώνου").fill("abc");
    await page.getByLabel("Ημερομηνία γέννησης").fill("2999-01-01");
    // Over-long text cannot even be typed: the schema's limits are the inputs' maxlength.
    await expect(page.getByLabel("ΑΦΜ")).toHaveAttribute("maxlength", "30");
    await page.getByLabel("Πόλη ή χωριό").fill("Νάξος");
    await page.getByLabel("Χώρα").selectOption("CY");
    await page.getByRole("button", { name: "Δημιουργία λογαριασμού" }).click();
    await expect(page.getByText("Συμπληρώστε μια έγκυρη διεύθυνση e-mail.")).toBeVisible();
    await expect(page.getByText("Συμπληρώστε έναν έγκυρο αριθμό τηλεφώνου.")).toBeVisible();
    await expect(page.getByText("Η ημερομηνία γέννησης δεν μπορεί να είναι στο μέλλον.")).toBeVisible();
    await expect(page.getByText("Για να εγγραφείτε πρέπει να αποδεχτείτε τους Όρους χρήσης.")).toBeVisible();
    await expect(page.getByLabel(/^Όνομα/)).toHaveValue("Νίκος");
    await expect(page.getByLabel("E-mail")).toHaveValue("nikos-at-example.com");
    await expect(page.getByLabel("Αριθμός τηλεφώνου")).toHaveValue("abc");
    await expect(page.getByLabel("Πόλη ή χωριό")).toHaveValue("Νάξος");
    await expect(page.getByLabel("Χώρα")).toHaveValue("CY");
    await expect(page.getByLabel("Εργοδότης")).toBeChecked();
    await expectAccessible(page);
  });

  test("an address that has an account gets the thank-you screen, and its owner the notice in their language", async ({
    page,
  }) => {
    // Issue 19: the page must not tell who has an account. Each project its own demo account (one notice per address
    // per hour), each in the language of the page it signs up on.
    const { address, lng, subject } =
      test.info().project.name === "js"
        ? { address: DEMO.employee, lng: "gr", subject: "Κάποιος προσπάθησε να εγγραφεί με το e-mail σας" }
        : { address: DEMO.company, lng: "en", subject: "Someone tried to sign up to Seasonal Jobs Greece" };
    await page.goto(`/signup?lng=${lng}`);
    await page.getByLabel(lng === "gr" ? /^Όνομα/ : "First name").fill(lng === "gr" ? "Ελένη" : "Eleni");
    await page.getByLabel(lng === "gr" ? "Επώνυμο" : "Last name").fill(lng === "gr" ? "Γεωργίου" : "Georgiou");
    await page.getByLabel("E-mail").fill(address.toUpperCase());
    await page.getByLabel(lng === "gr" ? "Υποψήφιος εργαζόμενος" : "Job seeker").check();
    await page.getByLabel(lng === "gr" ? "Διάβασα και αποδέχομαι" : "I have read and agree").check();
    await page.getByRole("button", { name: lng === "gr" ? "Δημιουργία λογαριασμού" : "Create account" }).click();

    await expect(page).toHaveURL(/\/signup\/thank-you$/);
    await expect(
      page.getByRole("heading", { level: 1, name: lng === "gr" ? "Ελέγξτε το e-mail σας" : "Check your e-mail" }),
    ).toBeVisible();
    await expect(page.getByText(address.toUpperCase())).toBeVisible();
    await expectAccessible(page);

    const mail = await waitForMailAbout(address, subject);
    expect(mail.text).toContain("/forgot-password");
    expect(mail.text).toContain("/login");
  });

  test("a name holding a web address is refused on its field, in the visitor's language, every value kept", async ({
    page,
  }) => {
    await page.goto("/signup?lng=gr");
    await page.getByLabel(/^Όνομα/).fill("www.evil.test");
    await page.getByLabel("Επώνυμο").fill("Γεωργίου");
    await page.getByLabel("E-mail").fill("name-with-link@example.com");
    await page.getByLabel("Υποψήφιος εργαζόμενος").check();
    await page.getByLabel("Διάβασα και αποδέχομαι").check();
    await page.getByRole("button", { name: "Δημιουργία λογαριασμού" }).click();
    await expect(page.getByText("Γράψτε μόνο το όνομα: χωρίς διεύθυνση ιστοσελίδας")).toBeVisible();
    await expect(page.getByLabel(/^Όνομα/)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(/^Όνομα/)).toHaveValue("www.evil.test");
    await expect(page.getByLabel("E-mail")).toHaveValue("name-with-link@example.com");
    await expect(page.getByLabel("Υποψήφιος εργαζόμενος")).toBeChecked();
    await expect(page).toHaveURL(/\/signup\?lng=gr$/);
    await expectAccessible(page);
  });

  test("a filled honeypot looks like success but creates no account", async ({ page }) => {
    const email = uniqueEmail("bot");
    // A bot posts the form as it finds it, the hidden field included.
    const response = await page.request.post("/signup?lng=en", {
      headers: { Origin: baseURL() },
      form: {
        first_name: "Spam",
        last_name: "Bot",
        email,
        role: "EMPLOYEE",
        agreement: "on",
        website: "https://spam.example",
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/signup/thank-you");
    // No account: the same address signs up normally afterwards.
    await page.goto("/signup?lng=en");
    await fillRequired(page, email);
    await submit(page);
    await expect(page).toHaveURL(/\/signup\/thank-you$/);
    await expect(page.getByText(email)).toBeVisible();
  });

  test("a valid sign-up shows the thank-you screen with the address and mailbox links, and mails the link", async ({
    page,
  }) => {
    const email = uniqueEmail("maria").replace("@example.com", "@gmail.com");
    await page.goto("/signup?lng=en&role=EMPLOYEE");
    await page.getByLabel("First name").fill("Maria");
    await page.getByLabel("Last name").fill("Papadopoulou");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Phone number").fill("+30 690 000 0000");
    await page.getByLabel("Date of birth").fill("1999-05-17");
    await page.getByLabel("Street").fill("Odos Apollonos");
    await page.getByLabel("Number", { exact: true }).fill("12");
    await page.getByLabel("Postcode").fill("84300");
    await page.getByLabel("City or town").fill("Naxos");
    await page.getByLabel("Region").fill("South Aegean");
    await page.getByLabel("I have read and agree").check();
    await submit(page);

    await expect(page).toHaveURL(/\/signup\/thank-you$/);
    await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    const providers = page.getByRole("region", { name: "Open your mailbox" });
    const links = providers.getByRole("link");
    await expect(links.first()).toHaveText("Gmail (your mailbox)");
    for (const name of ["Outlook", "Yahoo Mail", "iCloud Mail"]) {
      await expect(providers.getByRole("link", { name })).toHaveAttribute("target", "_blank");
    }
    for (const link of await links.all()) await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectAccessible(page);

    const mail = await waitForMail(email);
    expect(mail.text).toContain("/users/");
  });

  test("a signed-in visitor is sent home", async ({ page, context }) => {
    const response = await context.request.post("/api/auth/token/", {
      data: { email: "employee@demo.test", password: DEMO_PASSWORD },
    });
    const { access, refresh } = (await response.json()) as { access: string; refresh: string };
    await context.addCookies([
      { name: "access", value: access, url: baseURL(), httpOnly: true, sameSite: "Lax" },
      { name: "refresh", value: refresh, url: baseURL(), httpOnly: true, sameSite: "Lax" },
    ]);
    await page.goto("/signup");
    await expect(page).not.toHaveURL(/\/signup/);
  });
});
