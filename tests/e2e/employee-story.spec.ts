import { request as httpRequest, type APIRequestContext } from "@playwright/test";
import { makePng } from "../fixtures/images/make-images";
import { activationLinkIn } from "../support/smtp-standin";
import { newAccount, tokensFor } from "./accounts";
import { baseURL, expect, openMenu, test } from "./fixtures";
import { waitForMail, waitForMailAbout } from "./mailbox";
import { expectFitsThePhone, PHONE } from "./phone";

/**
 * Issue 10's "Done when", as one new worker lives it on a phone (JavaScript off in project nojs, on in js): sign
 * up, activate from the mail, log in, create the profile and fill in every section, find a job of a company whose
 * season fits, apply, follow the application until the company shortlists it (and the mail says so), review the
 * company as a verified hire, follow another company and get its job alerts (a new job, and a job it reopens that
 * the worker never heard of: docs/jobs.md#job-alerts), and withdraw the application. The worker clicks through the app;
 * the companies (fresh ones per project, so the demo accounts stay as other specs expect them) act through the API.
 */
const PASSWORD = "Kalokairi-sti-Naxo-7";
const season = new Date().getFullYear() + 1;

type Company = { uuid: string; name: string; access: string };

/** A fresh company account with its profile, through the API. */
async function newCompany(api: APIRequestContext, label: string, name: string): Promise<Company> {
  const { access } = await tokensFor(await newAccount("COMPANY", label, { first: "Nikos", last: "Alexiou" }));
  const created = await api.post("/api/companies/", {
    headers: { Authorization: `Bearer ${access}` },
    data: {
      name,
      industries: ["Beach bar"],
      about: "Cocktails and food on the sand since 2009.",
      email: "hello@kymata.example.com",
      phone_number: "+30 22850 41234",
      location: "Plaka beach",
      city: "Naxos",
      country: "GR",
      years_in_business: 15,
      employee_count: 12,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };
  return { uuid, name, access };
}

/** The company posts an active job for next season; its id. */
async function postJob(
  api: APIRequestContext,
  company: Company,
  title: string,
  fields: Record<string, unknown> = {},
): Promise<number> {
  const job = await api.post("/api/jobs/", {
    headers: { Authorization: `Bearer ${company.access}` },
    data: {
      title,
      description: "Six days a week, housing in the village.",
      location: "Plaka beach",
      employment_type: "FULL_TIME",
      experience_level: "ENTRY",
      start_date: `${season}-05-15`,
      end_date: `${season}-09-30`,
      ...fields,
    },
  });
  expect(job.status(), await job.text()).toBe(201);
  return ((await job.json()) as { id: number }).id;
}

test("a new worker's whole season: sign up to withdrawal, on a phone", async ({ page, jsDisabled }) => {
  test.setTimeout(120_000);
  const project = jsDisabled ? "nojs" : "js";
  const tag = `${project}-${Date.now().toString(36)}`;
  const email = `story-${tag}@example.com`;
  await page.setViewportSize(PHONE);
  const api = await httpRequest.newContext({ baseURL: baseURL() });
  const [hiring, followed] = await Promise.all([
    newCompany(api, `story-hiring-${project}`, `Kymata Beach Bar ${tag}`),
    newCompany(api, `story-followed-${project}`, `Thalassa Hotel ${tag}`),
  ]);
  const jobTitle = `Beach bar waiter ${tag}`;
  const jobId = await postJob(api, hiring, jobTitle);
  // A job the followed company closed before the worker knew it: reopened later, it reaches them
  // (docs/jobs.md#job-alerts).
  const closedTitle = `Breakfast cook ${tag}`;
  const closedJobId = await postJob(api, followed, closedTitle, { is_active: false });
  const areaNav = page.getByRole("navigation", { name: "Employee area" });
  const sections = page.getByRole("navigation", { name: "Profile sections" });
  const items = page.locator(".profile-items");
  const status = page.getByRole("status");

  await test.step("sign up from the home page", async () => {
    await page.goto("/?lng=en");
    await openMenu(page);
    await page.getByRole("banner").getByRole("link", { name: "Sign up" }).click();
    await page.getByLabel("First name").fill("Eleni");
    await page.getByLabel("Last name").fill("Georgiou");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Job seeker").check();
    await page.getByLabel("I have read and agree").check();
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
  });

  await test.step("activate from the mail, log in, land on profile/create", async () => {
    // The mail links to PUBLIC_URL; the test server listens elsewhere.
    const link = new URL(activationLinkIn(await waitForMail(email)).url);
    await page.goto(`${link.pathname}?lng=en`);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Repeat password").fill(PASSWORD);
    await page.getByRole("button", { name: "Activate account" }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(status).toContainText("Your account is active");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/employee\/profile\/create$/);
    await expect(page.getByRole("heading", { level: 1, name: "Create your profile" })).toBeVisible();
  });

  await test.step("create the profile", async () => {
    await page.getByLabel("Headline").fill("Waiter, two summers on Naxos");
    await page.getByLabel("Where you live").fill("Naxos");
    await page.getByRole("button", { name: "Create profile" }).click();
    await expect(page).toHaveURL(/\/employee\/profile\/[0-9a-f-]{36}$/);
    await expect(status).toContainText("Your profile has been created.");
    await expect(page.getByRole("heading", { level: 1, name: "Eleni Georgiou" })).toBeVisible();
  });

  await test.step("add two work experiences, edit one, delete the other", async () => {
    await page.getByRole("link", { name: "Edit Work experience" }).click();
    const add = page.locator("form.profile-edit__add");
    for (const [title, company, from, to] of [
      ["Waiter", "Taverna Plaka", "2024-05-01", "2024-10-15"],
      ["Barista", "Kafe Chora", "2023-06-01", "2023-09-30"],
    ] as const) {
      await add.getByLabel("Job title").fill(title);
      await add.getByLabel("Company").fill(company);
      await add.getByLabel("Started").fill(from);
      await add.getByLabel("Ended").fill(to);
      await add.getByRole("button", { name: "Add work experience" }).click();
      await expect(items).toContainText(`${title}, ${company}`);
    }
    await expect(items.getByRole("listitem")).toHaveCount(2);
    await page.getByRole("link", { name: "Edit Waiter, Taverna Plaka" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit work experience" })).toBeVisible();
    await page.getByLabel("Job title").fill("Head waiter");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(items).toContainText("Head waiter, Taverna Plaka");
    await page.getByRole("button", { name: "Delete Barista, Kafe Chora" }).click();
    await expect(status).toContainText("The work experience has been deleted.");
    await expect(items.getByRole("listitem")).toHaveCount(1);
  });

  await test.step("add skills and languages", async () => {
    await sections.getByRole("link", { name: "Skills" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Skills" })).toBeVisible();
    for (const skill of ["Cocktails", "Greek cuisine"]) {
      await page.getByLabel("Skill", { exact: true }).fill(skill);
      await page.getByRole("button", { name: "Add skill" }).click();
      await expect(items).toContainText(skill);
    }
    await sections.getByRole("link", { name: "Languages" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Languages" })).toBeVisible();
    for (const [language, level, shown] of [
      ["el", "native", "Greek: Native"],
      ["en", "advanced", "English: Advanced"],
    ] as const) {
      await page.getByRole("combobox", { name: "Language" }).selectOption(language);
      await page.getByLabel("Level").selectOption(level);
      await page.getByRole("button", { name: "Add language" }).click();
      await expect(items).toContainText(shown);
    }
  });

  await test.step("add two windows of availability (the first covers the job's season) and the seasonal facts", async () => {
    await sections.getByRole("link", { name: "When you can work" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "When you can work" })).toBeVisible();
    for (const [count, from, until] of [
      [1, `${season}-05-01`, `${season}-10-15`],
      [2, `${season + 1}-04-15`, `${season + 1}-10-31`],
    ] as const) {
      await page.getByLabel("From").fill(from);
      await page.getByLabel("Until").fill(until);
      await page.getByRole("button", { name: "Add dates" }).click();
      // With JavaScript the form is made afresh after an add: the next dates go into the new one.
      await expect(items.getByRole("listitem")).toHaveCount(count);
    }
    await sections.getByRole("link", { name: "Seasonal facts" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Seasonal facts" })).toBeVisible();
    await page.getByLabel("May you work in Greece?").selectOption("EU_CITIZEN");
    await page.getByLabel("Do you need accommodation?").selectOption("true");
    await page.getByRole("group", { name: "Where would you like to work?" }).getByLabel("Cyclades").check();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("region", { name: "Seasonal facts" })).toContainText(
      "Where would you like to work? Cyclades",
    );
  });

  await test.step("upload a photo; the profile shows every section", async () => {
    // Saved, the seasonal facts lead back to the profile, which links each section.
    await page.getByRole("link", { name: "Edit Basics" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your basics" })).toBeVisible();
    await page.getByLabel("About you").fill("I like busy evenings and speak Greek and English.");
    await page
      .getByLabel("Photo")
      .setInputFiles({ name: "eleni.png", mimeType: "image/png", buffer: await makePng(160, 160) });
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(status).toContainText("Your changes have been saved.");
    await expect(page.locator(".profile-page__head img")).toHaveAttribute("src", /^\/media\//);
    await expect(page.getByRole("region", { name: "What companies look at" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Work experience" })).toContainText("Head waiter, Taverna Plaka");
    await expect(page.getByRole("region", { name: "Languages" })).toContainText("English: Advanced");
    await expect(page.getByRole("region", { name: "When you can work" }).getByRole("listitem")).toHaveCount(2);
    await expectFitsThePhone(page);
  });

  let applicationPath = "";
  await test.step("find the company's job, see that its season fits, and apply", async () => {
    await areaNav.getByRole("link", { name: "Companies" }).click();
    await page.getByRole("searchbox", { name: "Company name" }).fill(hiring.name);
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("link", { name: hiring.name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: hiring.name })).toBeVisible();
    await page.getByRole("link", { name: jobTitle }).first().click();
    await expect(page).toHaveURL(new RegExp(`/employee/jobs/${jobId}/description$`));
    const fits = page.getByRole("list", { name: "How this job fits you" });
    await expect(fits).toContainText("Your dates fit");
    await expectFitsThePhone(page);
    await page.getByRole("navigation", { name: "Job details" }).getByRole("link", { name: "Apply" }).click();
    await page
      .getByLabel("Cover letter (optional)")
      .fill("Free from May to October; I have worked two summers on Naxos.");
    await page.getByRole("button", { name: "Send application" }).click();
    await expect(page).toHaveURL(/\/employee\/applications$/);
    await expect(status).toContainText("Your application has been sent.");
    await page.getByRole("link", { name: `Details: ${jobTitle}` }).click();
    await expect(page).toHaveURL(/\/employee\/applications\/\d+$/);
    applicationPath = new URL(page.url()).pathname;
    const timeline = page.getByRole("region", { name: "Timeline" }).getByRole("listitem");
    await expect(timeline).toHaveCount(1);
    await expect(timeline.nth(0)).toContainText("Applied");
  });

  await test.step("the company shortlists the application: the timeline shows it and the mail arrives", async () => {
    const applicationId = Number(applicationPath.split("/").pop());
    const moved = await api.patch(`/api/applications/${applicationId}/`, {
      headers: { Authorization: `Bearer ${hiring.access}` },
      data: { status: "SHORTLISTED" },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    const mail = await waitForMailAbout(email, `Your application for ${jobTitle}: Shortlisted`);
    expect(mail.text).toContain(applicationPath);
    await page.reload();
    const timeline = page.getByRole("region", { name: "Timeline" }).getByRole("listitem");
    await expect(timeline).toHaveCount(2);
    await expect(timeline.nth(1)).toContainText("Shortlisted");
    await expect(timeline.nth(1)).toContainText("by the company");
    await expectFitsThePhone(page);
  });

  await test.step("review the company as a verified hire", async () => {
    await page.getByRole("link", { name: `About ${hiring.name}` }).click();
    await page.getByRole("navigation", { name: "About the company" }).getByRole("link", { name: "Reviews" }).click();
    await page.getByRole("link", { name: "Write a review" }).click();
    await expect(page.getByText(`Season: ${season}`)).toBeVisible();
    await page.getByRole("radio", { name: "5 of 5: excellent" }).check();
    await page.getByLabel("Title").fill("A kind team and a clean staff house");
    await page
      .getByLabel("Your review", { exact: true })
      .fill("Long days in August, fair pay, and the owners treat the staff well.");
    await page.getByLabel("Your job there").fill("Waiter");
    await page.getByRole("button", { name: "Publish the review" }).click();
    await expect(status).toContainText("Your review is published.");
    const review = page
      .getByRole("region", { name: "Reviews" })
      .getByRole("article", { name: "A kind team and a clean staff house" });
    await expect(review).toContainText("Verified hire");
    await expect(review).toContainText("Eleni G., Waiter");
    await expect(review).toContainText(`${season} season`);
  });

  await test.step("follow another company and get its job alerts: a new job, and a job it reopens", async () => {
    await areaNav.getByRole("link", { name: "Companies" }).click();
    await page.getByRole("searchbox", { name: "Company name" }).fill(followed.name);
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("link", { name: followed.name, exact: true }).click();
    await page.getByRole("button", { name: "Follow" }).click();
    await expect(status).toContainText(`You now follow ${followed.name}.`);
    await expect(page.getByText("You follow this company")).toBeVisible();

    const newTitle = `Night receptionist ${tag}`;
    const newJobId = await postJob(api, followed, newTitle);
    const alert = await waitForMailAbout(email, `New job at ${followed.name}: ${newTitle}`);
    expect(alert.text).toContain(`/jobs/${newJobId}/description`);
    expect(alert.text).toContain("/mail/unsubscribe/");

    // The receptionist is found and the job closed; the cook's job, closed before the worker followed, reopens.
    const closed = await api.patch(`/api/jobs/${newJobId}/`, {
      headers: { Authorization: `Bearer ${followed.access}` },
      data: { is_active: false },
    });
    expect(closed.status(), await closed.text()).toBe(200);
    const reopened = await api.patch(`/api/jobs/${closedJobId}/`, {
      headers: { Authorization: `Bearer ${followed.access}` },
      data: { is_active: true },
    });
    expect(reopened.status(), await reopened.text()).toBe(200);
    const reopenAlert = await waitForMailAbout(email, `New job at ${followed.name}: ${closedTitle}`);
    expect(reopenAlert.text).toContain(`/jobs/${closedJobId}/description`);
  });

  await test.step("withdraw the application: it says so", async () => {
    await areaNav.getByRole("link", { name: "My applications" }).click();
    await page.getByRole("link", { name: `Details: ${jobTitle}` }).click();
    // The list has a Withdraw link of its own: the details page must be there before the next click.
    await expect(page.getByRole("heading", { level: 1, name: jobTitle })).toBeVisible();
    await page.getByRole("link", { name: `Withdraw: ${jobTitle}` }).click();
    // It asks first: on a page of its own without JavaScript, in a dialog with it
    // (docs/applications.md#the-workers-applications).
    if (jsDisabled) await expect(page).toHaveURL(/\/withdraw$/);
    else await expect(page.getByRole("dialog", { name: "Withdraw your application?" })).toBeVisible();
    await page.getByRole("button", { name: "Withdraw application" }).click();
    await expect(page).toHaveURL(/\/employee\/applications$/);
    await expect(status).toContainText("Your application has been withdrawn.");
    await page.getByRole("link", { name: `Details: ${jobTitle}` }).click();
    const timeline = page.getByRole("region", { name: "Timeline" }).getByRole("listitem");
    await expect(timeline).toHaveCount(3);
    await expect(timeline.nth(2)).toContainText("Withdrawn");
    await expect(timeline.nth(2)).toContainText("by you");
    await expect(page.getByRole("link", { name: `Withdraw: ${jobTitle}` })).toHaveCount(0);
  });

  await api.dispose();
});
