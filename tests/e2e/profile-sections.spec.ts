import { request as httpRequest } from "@playwright/test";
import { makePng } from "../fixtures/images/make-images";
import { DEMO, newAccount, signIn, tokensFor } from "./accounts";
import { baseURL, expect, expectAccessible, test } from "./fixtures";

/**
 * The sections of a worker's profile (issue 10, spec section 2's sub-actions): each is its own page and form,
 * works without JavaScript, keeps what was typed when something is wrong and ends in a toast. A fresh worker per
 * test and project, with a profile made through the API (profile/create has its own test).
 */
async function workerWithProfile(label: string): Promise<{ email: string; uuid: string }> {
  const email = await newAccount("EMPLOYEE", label);
  const { access } = await tokensFor(email);
  const api = await httpRequest.newContext({
    baseURL: baseURL(),
    extraHTTPHeaders: { Authorization: `Bearer ${access}` },
  });
  try {
    const created = await api.post("/api/employees/", { data: { headline: "Waiter", city: "Chania", country: "GR" } });
    expect(created.status(), await created.text()).toBe(201);
    const { uuid } = (await created.json()) as { uuid: string };
    return { email, uuid };
  } finally {
    await api.dispose();
  }
}

test.describe("the sections of the employee's profile", () => {
  test.slow();

  test("a worker fills in every section, with a mistake on the way, and the profile shows it", async ({
    page,
    context,
    jsDisabled,
  }) => {
    const { email, uuid } = await workerWithProfile(`sections-${jsDisabled ? "nojs" : "js"}`);
    await signIn(context, email);
    const profile = `/employee/profile/${uuid}`;

    await page.goto(`${profile}?lng=en`);
    const strength = page.getByRole("region", { name: "What companies look at" });
    await expect(strength).toContainText("1 of 8 done");
    await expectAccessible(page);

    // Basics and a photo.
    await page.getByRole("link", { name: "Edit Basics" }).click();
    await expect(page).toHaveURL(new RegExp(`${profile}/basic-info`));
    await expect(page.getByRole("heading", { level: 1, name: "Your basics" })).toBeVisible();
    await expect(page.getByLabel("Headline")).toHaveValue("Waiter");
    await page.getByLabel("Headline").fill("Waiter with three summers in Chania");
    await page.getByLabel("About you").fill("Fast, friendly, and I speak three languages.");
    await page
      .getByLabel("Photo")
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await makePng(120, 120) });
    await expectAccessible(page);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(new RegExp(`${profile}$`));
    await expect(page.getByRole("status")).toContainText("Your changes have been saved.");
    await expect(page.getByText("Waiter with three summers in Chania")).toBeVisible();
    await expect(page.locator(".profile-page__head img")).toHaveAttribute("src", /^\/media\//);

    // Work experience: the dates the wrong way round are named and everything typed stays; then two jobs.
    await page.goto(`${profile}/work-experience?lng=en`);
    await expect(page.getByText("No work experience yet.")).toBeVisible();
    const add = page.locator("form.profile-edit__add");
    await add.getByLabel("Job title").fill("Waiter");
    await add.getByLabel("Company").fill("Taverna Oia");
    await add.getByLabel("Started").fill("2025-09-30");
    await add.getByLabel("Ended").fill("2025-05-01");
    await add.getByRole("button", { name: "Add work experience" }).click();
    await expect(add.getByText("The end date must be on or after the start date.")).toBeVisible();
    await expect(add.getByLabel("Ended")).toHaveAttribute("aria-invalid", "true");
    await expect(add.getByLabel("Company")).toHaveValue("Taverna Oia");
    await expectAccessible(page);
    await add.getByLabel("Started").fill("2025-05-01");
    await add.getByLabel("Ended").fill("2025-09-30");
    await add.getByRole("button", { name: "Add work experience" }).click();
    await expect(page.getByRole("status")).toContainText("Added to your profile.");
    const list = page.locator(".profile-items");
    await expect(list).toContainText("Waiter, Taverna Oia");
    await add.getByLabel("Job title").fill("Barista");
    await add.getByLabel("Company").fill("Kafe Chania");
    await add.getByLabel("Started").fill("2024-06-01");
    await add.getByLabel("I work here now").check();
    await add.getByRole("button", { name: "Add work experience" }).click();
    await expect(list).toContainText("Barista, Kafe Chania");
    await expect(list.getByRole("listitem")).toHaveCount(2);

    // Edit one: the form holds what is stored.
    await page.getByRole("link", { name: "Edit Waiter, Taverna Oia" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit work experience" })).toBeVisible();
    await expect(page.getByLabel("Company")).toHaveValue("Taverna Oia");
    await page.getByLabel("Job title").fill("Head waiter");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(new RegExp(`${profile}/work-experience`));
    await expect(list).toContainText("Head waiter, Taverna Oia");
    // ... and delete the other.
    await page.getByRole("button", { name: "Delete Barista, Kafe Chania" }).click();
    await expect(page.getByRole("status")).toContainText("The work experience has been deleted.");
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).not.toContainText("Barista");

    // Skills: one added, the same one again is refused, then removed.
    await page.getByRole("navigation", { name: "Profile sections" }).getByRole("link", { name: "Skills" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Skills" })).toBeVisible();
    await page.getByLabel("Skill", { exact: true }).fill("Barista");
    await page.getByLabel("Level").selectOption("advanced");
    await page.getByRole("button", { name: "Add skill" }).click();
    await expect(page.locator(".profile-items")).toContainText("Barista: Advanced, Practical skill");
    await page.getByLabel("Skill", { exact: true }).fill("barista");
    await page.getByRole("button", { name: "Add skill" }).click();
    await expect(page.getByText("This skill is already on your profile.")).toBeVisible();
    await expect(page.getByLabel("Skill", { exact: true })).toHaveValue("barista");
    await page.getByLabel("Skill", { exact: true }).fill("Cocktails");
    await page.getByRole("button", { name: "Add skill" }).click();
    await expect(page.locator(".profile-items").getByRole("listitem")).toHaveCount(2);
    await page.getByRole("button", { name: "Remove Cocktails: Intermediate, Practical skill" }).click();
    await expect(page.getByRole("status")).toContainText("Removed from your profile.");
    await expect(page.locator(".profile-items").getByRole("listitem")).toHaveCount(1);

    // Languages and two windows of availability, one open-ended.
    await page.goto(`${profile}/languages?lng=en`);
    await page.getByRole("combobox", { name: "Language" }).selectOption("el");
    await page.getByLabel("Level").selectOption("native");
    await page.getByRole("button", { name: "Add language" }).click();
    await expect(page.locator(".profile-items")).toContainText("Greek: Native");
    await page.goto(`${profile}/availability?lng=en`);
    await page.getByLabel("From").fill("2027-05-01");
    await page.getByLabel("Until").fill("2027-10-15");
    await page.getByLabel("Hours").selectOption("FULL_TIME");
    await page.getByRole("button", { name: "Add dates" }).click();
    await expect(page.getByRole("status")).toContainText("Added to your profile.");
    await page.getByLabel("From").fill("2028-04-01");
    await page.getByRole("button", { name: "Add dates" }).click();
    await expect(page.locator(".profile-items").getByRole("listitem")).toHaveCount(2);
    await expect(page.locator(".profile-items")).toContainText("open-ended");
    await expectAccessible(page);

    // The seasonal facts: yes or no, never a number; an area or two.
    await page.getByRole("link", { name: "Seasonal facts" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Seasonal facts" })).toBeVisible();
    await page.getByLabel("May you work in Greece?").selectOption("EU_CITIZEN");
    await page.getByLabel("Do you have a Greek tax number (AFM)?").selectOption("true");
    await page.getByLabel("Do you need accommodation?").selectOption("false");
    await page.getByLabel("Driving licence").selectOption("CAR");
    await page.getByRole("group", { name: "Where would you like to work?" }).getByLabel("Crete").check();
    await page.getByRole("group", { name: "Where would you like to work?" }).getByLabel("Cyclades").check();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toContainText("Your changes have been saved.");
    const seasonal = page.getByRole("region", { name: "Seasonal facts" });
    await expect(seasonal).toContainText("May you work in Greece? Yes, I am an EU or EEA citizen");
    await expect(seasonal).toContainText("Do you have a Greek tax number (AFM)? Yes");
    await expect(seasonal).toContainText("Do you need accommodation? No");
    await expect(seasonal).toContainText("Where would you like to work? Crete, Cyclades");
    await expect(seasonal).not.toContainText("AMKA");
    // The form holds what was saved, and "No answer" unsays a fact.
    await page.goto(`${profile}/seasonal?lng=en`);
    await expect(page.getByLabel("Driving licence")).toHaveValue("CAR");
    await page.getByLabel("Driving licence").selectOption("");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("region", { name: "Seasonal facts" })).not.toContainText("Driving licence");

    // The profile shows every section, and nothing is left on the checklist.
    await expect(page.getByRole("region", { name: "What companies look at" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Work experience" })).toContainText("Head waiter, Taverna Oia");
    await expect(page.getByRole("region", { name: "Skills" })).toContainText("Barista: Advanced");
    await expect(page.getByRole("region", { name: "Languages" })).toContainText("Greek: Native");
    await expect(page.getByRole("region", { name: "When you can work" }).getByRole("listitem")).toHaveCount(2);
  });

  test("in Greek, a section's form and its messages are in Greek", async ({ page, context }) => {
    const { email, uuid } = await workerWithProfile("sections-gr");
    await signIn(context, email);
    await page.goto(`/employee/profile/${uuid}/availability?lng=gr`);
    await expect(page.getByRole("heading", { level: 1, name: "Πότε μπορείτε να εργαστείτε" })).toBeVisible();
    await page.getByLabel("Από").fill("2027-06-01");
    await page.getByLabel("Έως").fill("2027-05-01");
    await page.getByRole("button", { name: "Προσθέστε ημερομηνίες" }).click();
    await expect(
      page.getByText("Η ημερομηνία λήξης πρέπει να είναι ίδια ή μετά την ημερομηνία έναρξης."),
    ).toBeVisible();
    await expect(page.getByLabel("Από")).toHaveValue("2027-06-01");
    await expectAccessible(page);
  });

  test("another worker's sections are Page Not Found; a crafted action changes nothing", async ({ page, context }) => {
    const { uuid } = await workerWithProfile("sections-owner");
    await signIn(context, DEMO.employee);
    for (const section of [
      "basic-info",
      "work-experience",
      "work-experience/1",
      "skills",
      "languages",
      "availability",
    ]) {
      const response = await page.goto(`/employee/profile/${uuid}/${section}?lng=en`);
      expect(response?.status(), section).toBe(404);
    }
    const { access } = await tokensFor(DEMO.employee);
    const bearer = { Authorization: `Bearer ${access}` };
    const own = await page.request.get("/api/employees/", { headers: bearer });
    const [{ uuid: ownUuid, skills }] = (await own.json()) as Array<{ uuid: string; skills: unknown[] }>;
    const origin = new URL(baseURL()).origin;
    const crafted: Array<Record<string, string>> = [{ intent: "explode" }, { intent: "remove", item: "no such skill" }];
    for (const form of crafted) {
      const response = await page.request.post(`/employee/profile/${ownUuid}/skills?lng=en`, {
        form,
        headers: { Origin: origin },
        maxRedirects: 0,
      });
      expect(response.status(), JSON.stringify(form)).toBe(400);
    }
    const missingId = await page.request.post(`/employee/profile/${ownUuid}/work-experience?lng=en`, {
      form: { intent: "delete" },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect(missingId.status()).toBe(400);
    const after = await page.request.get("/api/employees/", { headers: bearer });
    expect(((await after.json()) as Array<{ skills: unknown[] }>)[0]?.skills).toEqual(skills);
  });
});

test("a worker's job page says how the job fits them: dates, housing, applied; a guest sees none of it", async ({
  page,
  context,
  jsDisabled,
}) => {
  test.slow();
  const list = await page.request.get("/api/jobs/?limit=100");
  const { results } = (await list.json()) as {
    results: Array<{
      id: number;
      start_date: string | null;
      end_date: string | null;
      accommodation: string;
      is_closed: boolean;
    }>;
  };
  const job = results.find((item) => item.start_date && item.accommodation !== "NONE" && !item.is_closed);
  if (!job?.start_date) throw new Error("the demo data has an open job with dates and housing");
  const { email, uuid } = await workerWithProfile(`fit-${jsDisabled ? "nojs" : "js"}`);
  const { access } = await tokensFor(email);
  const api = { Authorization: `Bearer ${access}` };
  const window = { available_from: job.start_date, available_to: null, work_hours: null, notes: "" };
  const saved = await page.request.patch(`/api/employees/${uuid}/`, {
    headers: api,
    data: { availability: [window], needs_accommodation: true },
  });
  expect(saved.status()).toBe(200);

  await page.goto(`/jobs/${job.id}/description?lng=en`);
  await expect(page.getByRole("list", { name: "How this job fits you" })).toHaveCount(0);
  await signIn(context, email);
  await page.goto(`/jobs/${job.id}/description?lng=en`);
  const badges = page.getByRole("list", { name: "How this job fits you" });
  await expect(badges).toContainText("Your dates fit");
  await expect(badges).toContainText("Housing offered, as you need");
  await expect(badges).not.toContainText("You applied");
  await expectAccessible(page);
  // The worker can open the company's page from the job.
  await page.locator(".job-header__company").getByRole("link").click();
  await expect(page).toHaveURL(/\/employee\/companies\/[0-9a-f-]{36}\/jobs/);
  await expect(page.getByRole("navigation", { name: "About the company" })).toBeVisible();

  const applied = await page.request.post("/api/applications/", { headers: api, data: { job: job.id } });
  expect(applied.status()).toBe(201);
  await page.goto(`/jobs/${job.id}/requirements?lng=gr`);
  await expect(page.getByRole("list", { name: "Πώς σας ταιριάζει η θέση" })).toContainText("Κάνατε αίτηση");
});
