import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

/**
 * Demo data (api/db/demo/build.ts): job ids run 1..300 in build order; the 6th job is inactive, the 8th past its
 * last day to apply, the 1st an ordinary open job.
 */
const OPEN_JOB = 1;
const INACTIVE_JOB = 6;
const CLOSED_JOB = 8;

type JobPosting = Record<string, unknown> & {
  hiringOrganization: { name: string };
  jobLocation: { address: Record<string, unknown> };
};

async function jobPostingOn(page: Page): Promise<JobPosting> {
  const scripts = page.locator('script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  return JSON.parse((await scripts.textContent()) ?? "") as JobPosting;
}

// Each state is checked with axe, which takes seconds when both projects run in parallel on a busy machine.
test.describe.configure({ timeout: 60_000 });

test.describe("job page", () => {
  test("the bare path opens the description tab, marked as the current one", async ({ page, request }) => {
    const job = (await (await request.get(`/api/jobs/${OPEN_JOB}/`)).json()) as { title: string };
    await page.goto(`/jobs/${OPEN_JOB}?lng=en`);
    await expect(page).toHaveURL(new RegExp(`/jobs/${OPEN_JOB}/description\\?lng=en$`));
    await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Job details" });
    await expect(tabs.getByRole("link", { name: "Description" })).toHaveAttribute("aria-current", "page");
    await expect(tabs.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 2, name: "Description" })).toBeVisible();
    await expectAccessible(page);
  });

  for (const [name, path] of [
    ["Requirements", "requirements"],
    ["Benefits", "benefits"],
    ["Apply", "apply"],
  ] as const) {
    test(`the ${path} tab is its own URL, reached from the tabs`, async ({ page }) => {
      await page.goto(`/jobs/${OPEN_JOB}/description?lng=en`);
      const tabs = page.getByRole("navigation", { name: "Job details" });
      await tabs.getByRole("link", { name }).click();
      await expect(page).toHaveURL(new RegExp(`/jobs/${OPEN_JOB}/${path}#tab-content$`));
      await expect(tabs.getByRole("link", { name })).toHaveAttribute("aria-current", "page");
      await expect(tabs.locator('[aria-current="page"]')).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
      await expectAccessible(page);
    });
  }

  test("the requirements tab shows the experience asked for", async ({ page }) => {
    await page.goto(`/jobs/${OPEN_JOB}/requirements?lng=en`);
    await expect(page.getByText("Experience level", { exact: true })).toBeVisible();
  });

  test("carries JobPosting JSON-LD and a meta description", async ({ page, request }) => {
    const job = (await (await request.get(`/api/jobs/${OPEN_JOB}/`)).json()) as {
      title: string;
      description: string;
      company: { name: string };
      country: string;
      created_at: string;
    };
    await page.goto(`/jobs/${OPEN_JOB}/description?lng=en`);
    const posting = await jobPostingOn(page);
    expect(posting["@context"]).toBe("https://schema.org");
    expect(posting["@type"]).toBe("JobPosting");
    expect(posting.title).toBe(job.title);
    expect(posting.description).toBe(job.description);
    expect(posting.datePosted).toBe(job.created_at.slice(0, 10));
    expect(posting.directApply).toBe(true);
    expect(posting.hiringOrganization.name).toBe(job.company.name);
    expect(posting.jobLocation.address["@type"]).toBe("PostalAddress");
    expect(posting.jobLocation.address.addressCountry).toBe(job.country);
    expect(["FULL_TIME", "PART_TIME", "CONTRACTOR", "INTERN"]).toContain([posting.employmentType].flat()[0]);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length).toBeGreaterThan(20);
    expect(description?.length).toBeLessThanOrEqual(155);
    expect(job.description.replace(/\s+/g, " ")).toContain((description ?? "").replace(/…$/, ""));
    await expect(page).toHaveTitle(new RegExp(job.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));

    // Every tab carries it, in Greek too.
    await page.goto(`/jobs/${OPEN_JOB}/benefits?lng=gr`);
    expect((await jobPostingOn(page)).title).toBe(job.title);
    await expect(
      page.getByRole("navigation", { name: "Στοιχεία θέσης" }).getByRole("link", { name: "Παροχές" }),
    ).toHaveAttribute("aria-current", "page");
  });

  test("shows the key facts in the header, and the rest behind More details", async ({ page }) => {
    await page.goto(`/jobs/${OPEN_JOB}/description?lng=en`);
    const header = page.locator(".job-header");
    for (const label of ["Salary", "Season", "Housing and meals"]) {
      await expect(header.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(header.getByText("Employment type", { exact: true })).toBeHidden();
    await header.getByText("More details").click();
    for (const label of ["Employment type", "Working hours", "Schedule", "Positions"]) {
      await expect(header.getByText(label, { exact: true })).toBeVisible();
    }
  });

  for (const [what, path] of [
    ["an unknown id", "/jobs/999999"],
    ["a garbage id", "/jobs/not-a-job/description"],
    ["a zero id", "/jobs/0"],
    ["an inactive job", `/jobs/${INACTIVE_JOB}/description`],
  ] as const) {
    test(`${what} is Page Not Found`, async ({ page }) => {
      const response = await page.goto(`${path}?lng=en`);
      expect(response?.status()).toBe(404);
      await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
      await expectAccessible(page);
    });
  }

  test("a job past its last day to apply says it is closed and offers no form", async ({ page }) => {
    await page.goto(`/jobs/${CLOSED_JOB}/description?lng=en`);
    await expect(page.getByText("This job no longer accepts applications.").first()).toBeVisible();
    await page.goto(`/jobs/${CLOSED_JOB}/apply?lng=en`);
    await expect(page.getByRole("link", { name: "Browse open jobs" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Send application" })).toHaveCount(0);
    await expectAccessible(page);
  });
});
