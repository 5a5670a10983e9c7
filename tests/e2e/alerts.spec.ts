import { request as httpRequest } from "@playwright/test";
import { newAccount, signIn } from "./accounts";
import { baseURL, expect, expectAccessible, test } from "./fixtures";
import { waitForMailAbout } from "./mailbox";
import { PHONE, sidewaysOverflow, smallTapTargets } from "./phone";

/**
 * Job alerts for any search (issue 24, docs/jobs.md#search-alerts), with JavaScript on and off: a guest on /jobs
 * gives an address under the search, gets only the confirmation mail, opens its link and confirms with the button;
 * a Greek worker saves the search of their area's job list, then renames, pauses and deletes it on their alerts
 * page; any search has an Atom feed, linked from the list. On a 360 px phone nothing is wider than the screen and
 * every tap target of the new parts is 44 px.
 */
test.describe("job alerts", () => {
  test.use({ viewport: PHONE });

  test("a guest saves a search, confirms the address from the mail, and the alert is on", async ({ page }) => {
    const address = `alert-guest-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@demo.test`;
    await page.goto("/jobs?location=Naxos&lng=en");
    const form = page.getByRole("region", { name: "Get the new jobs of this search by e-mail" });
    await form.getByLabel("Your e-mail address").fill(address);
    await form.getByLabel("How often").selectOption("WEEKLY");
    await form.getByRole("button", { name: "Alert me" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "open the e-mail we sent you and confirm the alert" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/jobs\?location=Naxos/);
    expect(await sidewaysOverflow(page)).toBe(0);
    expect((await smallTapTargets(page)).filter((target) => /alert|Alert|feed/.test(target))).toEqual([]);

    const mail = await waitForMailAbout(address, "Confirm your job alert");
    const link = /https?:\/\/\S+\/alerts\/confirm\/\S+/.exec(mail.text ?? "")?.[0] ?? "";
    expect(link).not.toBe("");
    const url = new URL(link);
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByRole("heading", { level: 1, name: "Confirm your job alert" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Confirm the alert" }).click();
    await expect(page.getByText("Your alert is on.")).toBeVisible();
  });

  test("a worker saves their search in Greek, renames, pauses and deletes it", async ({ page, context }) => {
    const worker = await newAccount("EMPLOYEE", "alerts-wk", { first: "Ελένη", last: "Μάρκου" }, "gr");
    await signIn(context, worker);
    await page.goto("/employee/jobs?location=Crete&lng=gr");
    const form = page.getByRole("region", { name: "Λάβετε με e-mail τις νέες θέσεις αυτής της αναζήτησης" });
    await expect(form.getByLabel("Η διεύθυνση e-mail σας")).toHaveCount(0);
    await form.getByRole("button", { name: "Ειδοποιήστε με" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Η ειδοποίηση αποθηκεύτηκε." })).toBeVisible();

    await page.goto("/employee/alerts?lng=gr");
    await expect(page.getByRole("heading", { level: 1, name: "Ειδοποιήσεις για θέσεις" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Crete" })).toBeVisible();
    await expectAccessible(page);
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await smallTapTargets(page)).toEqual([]);

    await page.getByLabel("Όνομα").fill("Κρήτη");
    await page.getByLabel("Πόσο συχνά").selectOption("INSTANT");
    await page.getByRole("button", { name: "Αποθήκευση" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Η ειδοποίηση αποθηκεύτηκε." })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Κρήτη" })).toBeVisible();
    await expect(page.getByLabel("Πόσο συχνά")).toHaveValue("INSTANT");

    await page.getByRole("button", { name: "Παύση" }).click();
    await expect(page.getByText("Σε παύση")).toBeVisible();
    await page.getByRole("button", { name: "Συνέχεια" }).click();
    await expect(page.getByText("Σε παύση")).toHaveCount(0);

    await page.getByRole("button", { name: "Διαγραφή" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Η ειδοποίηση διαγράφηκε." })).toBeVisible();
    await expect(page.getByText("Δεν έχετε ακόμη ειδοποιήσεις.")).toBeVisible();
  });

  test("any search has an Atom feed, linked from the list", async ({ page }) => {
    await page.goto("/jobs?location=Crete&employment_type=FULL_TIME&lng=en");
    const alternate = page.locator('link[rel="alternate"][type="application/atom+xml"]');
    await expect(alternate).toHaveAttribute("href", "/jobs/feed.atom?location=Crete&employment_type=FULL_TIME");
    const visible = page.getByRole("link", { name: "Follow this search in a feed reader (Atom)" });
    await expect(visible).toHaveAttribute("href", "/jobs/feed.atom?location=Crete&employment_type=FULL_TIME");

    const api = await httpRequest.newContext({ baseURL: baseURL() });
    try {
      const feed = await api.get("/jobs/feed.atom?location=Crete&lng=gr");
      expect(feed.status()).toBe(200);
      expect(feed.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
      expect(feed.headers()["cache-control"]).toBe("public, max-age=300");
      const xml = await feed.text();
      expect(xml).toMatch(
        /^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom" xml:lang="el">/,
      );
      for (const element of ["<id>", "<title>", "<updated>", "<author>", 'rel="self"']) expect(xml).toContain(element);
      const entries = xml.match(/<entry>/g) ?? [];
      expect(entries.length).toBeGreaterThan(0);
      expect(xml.match(/<\/entry>/g)).toHaveLength(entries.length);
      expect(xml).toContain("/jobs/");
    } finally {
      await api.dispose();
    }
  });
});
