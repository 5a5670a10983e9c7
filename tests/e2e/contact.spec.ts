import { expect, expectAccessible, test } from "./fixtures";

test.describe("contact page", () => {
  for (const [lng, heading] of [
    ["en", "Contact us"],
    ["gr", "Επικοινωνία"],
  ] as const) {
    test(`renders in ${lng} and is accessible`, async ({ page }) => {
      await page.goto(`/contact?lng=${lng}`);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expectAccessible(page);
    });
  }

  test("Greece (+30) is the preselected country code", async ({ page }) => {
    await page.goto("/contact?lng=en");
    const select = page.getByLabel("Country code");
    await expect(select).toHaveValue("GR");
    await expect(select.locator("option:checked")).toContainText("+30");
  });

  test("an incomplete form shows the translated messages and keeps the values", async ({ page }) => {
    await page.goto("/contact?lng=gr");
    await page.getByLabel("Ονοματεπώνυμο").fill("Μαρία Παπαδοπούλου");
    await page.getByRole("button", { name: "Αποστολή μηνύματος" }).click();
    await expect(page.getByText("Γράψτε το μήνυμά σας.")).toBeVisible();
    await expect(page.getByText("Συμπληρώστε τον αριθμό τηλεφώνου σας.")).toBeVisible();
    await expect(page.getByLabel("Ονοματεπώνυμο")).toHaveValue("Μαρία Παπαδοπούλου");
    // The company is optional: no message for it, and the browser does not ask for it either.
    const company = page.getByLabel("Επιχείρηση (προαιρετικό)");
    await expect(company).not.toHaveAttribute("aria-invalid", "true");
    await expect(company).not.toHaveAttribute("required");
    await expect(page.getByLabel("Μήνυμα")).toHaveAttribute("aria-invalid", "true");
  });

  test("a valid message is sent and confirmed with a toast", async ({ page }) => {
    await page.goto("/contact?lng=en");
    await page.getByLabel("Full name").fill("Maria Papadopoulou");
    await page.getByLabel("E-mail (optional)").fill("maria@example.com");
    await page.getByLabel("Country code").selectOption("CY");
    await page.getByLabel("Phone number").fill("99123456");
    await page.getByLabel("Company (optional)").fill("Sunset Hotel");
    await page.getByLabel("Message").fill("We are looking for two waiters for the summer.");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status")).toContainText("Thank you. We will get back to you soon.");
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByLabel("Full name")).toHaveValue("");
  });

  test("a job seeker sends a message without a company", async ({ page }) => {
    await page.goto("/contact?lng=gr");
    await page.getByLabel("Ονοματεπώνυμο").fill("Νίκος Γεωργίου");
    await page.getByLabel("Αριθμός τηλεφώνου").fill("6912345678");
    await page.getByLabel("Μήνυμα").fill("Ψάχνω δουλειά σερβιτόρου στη Νάξο για το καλοκαίρι.");
    await page.getByRole("button", { name: "Αποστολή μηνύματος" }).click();
    await expect(page.getByRole("status")).toContainText("Σας ευχαριστούμε. Θα επικοινωνήσουμε σύντομα μαζί σας.");
    await expect(page).toHaveURL(/\/contact$/);
  });
});
