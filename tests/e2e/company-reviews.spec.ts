import { request as httpRequest } from "@playwright/test";
import { DEMO, newAccount, signIn, tokensFor } from "./accounts";
import { baseURL, expect, expectAccessible, test } from "./fixtures";
import { PHONE, sidewaysOverflow, smallTapTargets } from "./phone";
import { shortlistForNextSeason } from "./shortlist";
import { companyProfile } from "./test-data";

/**
 * Company reviews (areas.md "Write a review"): a worker the company shortlisted writes a review of it, sees it
 * with "Verified hire", edits it; the company's reply shows below it; another worker reports it. Each project
 * gets its own company, job and worker (made through the API), so the js and nojs runs never meet.
 */
type Setup = { companyId: string; companyName: string; worker: string; companyAccess: string; season: number };

async function shortlistedWorker(label: string): Promise<Setup> {
  const api = await httpRequest.newContext({ baseURL: baseURL() });
  try {
    const [companyEmail, worker] = await Promise.all([
      newAccount("COMPANY", `${label}-co`),
      newAccount("EMPLOYEE", label),
    ]);
    const [company, employee] = await Promise.all([tokensFor(companyEmail), tokensFor(worker)]);
    const companyName = `Blue Bay ${label} ${Math.random().toString(36).slice(2, 6)}`;
    const companyId = await companyProfile(api, company.access, {
      name: companyName,
      email: "jobs@bluebay.example.com",
    });
    const { season } = await shortlistForNextSeason(api, company.access, employee.access);
    return { companyId, companyName, worker, companyAccess: company.access, season };
  } finally {
    await api.dispose();
  }
}

test.describe("company reviews", () => {
  test.slow();

  test("a shortlisted worker writes a review, sees it as a verified hire and edits it; the reply shows; another worker reports it", async ({
    page,
    context,
    jsDisabled,
  }) => {
    const setup = await shortlistedWorker(`review-${jsDisabled ? "nojs" : "js"}`);
    const reviewsTab = `/employee/companies/${setup.companyId}/reviews`;
    await signIn(context, setup.worker);
    await page.setViewportSize(PHONE);

    await page.goto(`${reviewsTab}?lng=en`);
    await expect(page.getByText("No reviews yet.")).toBeVisible();
    await page.getByRole("link", { name: "Write a review" }).click();
    await expect(page).toHaveURL(new RegExp(`${reviewsTab}/new`));
    await expect(page.getByRole("heading", { level: 1, name: `Review ${setup.companyName}` })).toBeVisible();
    await expect(page.getByText(`Season: ${setup.season}`)).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectAccessible(page);

    // A title of spaces only: refused by name, everything typed stays.
    await page.getByRole("radio", { name: "4 of 5: very good" }).check();
    await page.getByLabel("Title").fill("   ");
    await page
      .getByLabel("Your review", { exact: true })
      .fill("Long days in August, but a kind team and a clean staff house.");
    await page.getByLabel("Your job there").fill("Waiter");
    await page.getByRole("button", { name: "Publish the review" }).click();
    await expect(page.getByText("Fill in this field.")).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Your job there")).toHaveValue("Waiter");
    await expect(page.getByRole("radio", { name: "4 of 5: very good" })).toBeChecked();
    await page.getByLabel("Title").fill("Fair pay, good housing");
    await page.getByRole("button", { name: "Publish the review" }).click();

    await expect(page).toHaveURL(new RegExp(`${reviewsTab}$`));
    await expect(page.getByRole("status")).toContainText("Your review is published.");
    const region = page.getByRole("region", { name: "Reviews" });
    const review = region.getByRole("article", { name: "Fair pay, good housing" });
    await expect(review).toContainText("4 of 5");
    await expect(review).toContainText("Maria P., Waiter");
    await expect(review).toContainText(`${setup.season} season`);
    await expect(review).toContainText("Verified hire");
    await expect(review).toContainText("Your review");
    await expect(region.getByRole("listitem")).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Write a review" })).toHaveCount(0);
    await expect(review.getByRole("link", { name: /^Report/ })).toHaveCount(0);
    await expect(page.getByRole("list", { name: "In numbers" })).toContainText("Rated 4.0 of 5 (1 review)");
    expect(await sidewaysOverflow(page)).toBe(0);
    expect((await smallTapTargets(page)).filter((problem) => /Edit|Report|Write a review/.test(problem))).toEqual([]);
    await expectAccessible(page);

    // Edit within the 30 days.
    await review.getByRole("link", { name: "Edit your review: Fair pay, good housing" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit your review" })).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue("Fair pay, good housing");
    await expect(page.getByRole("radio", { name: "4 of 5: very good" })).toBeChecked();
    await expectAccessible(page);
    await page.getByRole("radio", { name: "5 of 5: excellent" }).check();
    await page.getByLabel("Title").fill("Great season, good housing");
    await page.getByRole("button", { name: "Save the review" }).click();
    await expect(page.getByRole("status")).toContainText("Your review has been updated.");
    const edited = region.getByRole("article", { name: "Great season, good housing" });
    await expect(edited).toContainText("5 of 5");

    // The company replies (through the API): the reply shows below the review.
    const [reviewId] = (await page.request
      .get(`/api/companies/${setup.companyId}/reviews/`)
      .then((response) => response.json())
      .then((reviews: Array<{ id: number }>) => reviews.map((item) => item.id))) as number[];
    const replied = await page.request.post(`/api/companies/${setup.companyId}/reviews/${reviewId}/reply/`, {
      headers: { Authorization: `Bearer ${setup.companyAccess}` },
      data: { reply: "Thank you, Maria: see you next season." },
    });
    expect(replied.status()).toBe(200);
    await page.reload();
    await expect(edited.getByRole("heading", { level: 4, name: `Reply from ${setup.companyName}` })).toBeVisible();
    await expect(edited).toContainText("Thank you, Maria: see you next season.");

    // Another worker, never shortlisted there, cannot write one, but can report this one.
    await context.clearCookies();
    await signIn(context, DEMO.employee);
    const refused = await page.goto(`${reviewsTab}/new?lng=en`);
    expect(refused?.status()).toBe(403);
    await expect(page.getByText("You cannot review this company now")).toBeVisible();
    await page.goto(`${reviewsTab}?lng=en`);
    await expect(page.getByRole("link", { name: "Write a review" })).toHaveCount(0);
    await edited.getByRole("link", { name: "Report the review: Great season, good housing" }).click();
    await expect(page).toHaveURL(new RegExp(`${reviewsTab}/${reviewId}/report$`));
    await expect(page.getByRole("heading", { level: 1, name: "Report a review" })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Why are you reporting it?").fill("It names a person.");
    await page.getByRole("button", { name: "Send the report" }).click();
    await expect(page.getByRole("status")).toContainText("Thank you: the review has been reported.");
    await expect(page).toHaveURL(new RegExp(`${reviewsTab}$`));

    // In Greek.
    await page.goto(`${reviewsTab}?lng=gr`);
    const inGreek = page
      .getByRole("region", { name: "Αξιολογήσεις" })
      .getByRole("article", { name: "Great season, good housing" });
    await expect(inGreek).toContainText("Επιβεβαιωμένη πρόσληψη");
    await expect(inGreek).toContainText(`Σεζόν ${setup.season}`);
    await expect(inGreek).toContainText(`Απάντηση της επιχείρησης ${setup.companyName}`);
    await expect(
      inGreek.getByRole("link", { name: "Αναφορά της αξιολόγησης: Great season, good housing" }),
    ).toBeVisible();
  });

  test("the author's own review cannot be reported, another's cannot be edited, and unknown ids are Page Not Found", async ({
    page,
    context,
    jsDisabled,
  }) => {
    const setup = await shortlistedWorker(`review-own-${jsDisabled ? "nojs" : "js"}`);
    const { access } = await tokensFor(setup.worker);
    const written = await page.request.post(`/api/companies/${setup.companyId}/reviews/`, {
      headers: { Authorization: `Bearer ${access}` },
      data: { rating: 3, title: "Good enough", content: "Fine.", position: "Waiter", season: setup.season },
    });
    expect(written.status()).toBe(201);
    const { id } = (await written.json()) as { id: number };
    const base = `/employee/companies/${setup.companyId}/reviews`;

    await signIn(context, setup.worker);
    const own = await page.goto(`${base}/${id}/report?lng=en`);
    expect(own?.status()).toBe(403);
    await expect(page.getByText("You cannot report your own review.")).toBeVisible();

    await context.clearCookies();
    await signIn(context, DEMO.employee);
    for (const path of [
      `${base}/${id}/edit`,
      `${base}/999999/report`,
      `${base}/abc/edit`,
      "/employee/companies/00000000-0000-4000-8000-000000000000/reviews/new",
    ]) {
      const response = await page.goto(`${path}?lng=en`);
      expect(response?.status(), path).toBe(404);
    }
  });
});
