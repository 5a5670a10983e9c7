import { request as httpRequest } from "@playwright/test";
import { makePdfNamedJpg, makePng } from "../fixtures/images/make-images";
import { DEMO, newAccount, signIn, tokensFor } from "./accounts";
import { baseURL, expect, expectAccessible, test } from "./fixtures";
import { expectFitsThePhone, PHONE } from "./phone";
import { shortlistForNextSeason } from "./shortlist";
import { as, fillCompanyForm } from "./test-data";

/**
 * The company's own profile (spec section 2, areas.md "Company area"): a new company account lands on
 * profile/create from /company, makes a mistake, creates the profile with a logo, edits about, adds a benefit,
 * uploads two photos and deletes one, replies to a review, and reads its jobs tab. Each project gets its own
 * accounts, so the js and nojs runs never meet.
 */
const UUID = "[0-9a-f-]{36}";

/** A job of the company's, a worker it shortlisted for it, and that worker's review (all through the API). */
async function reviewedJob(companyEmail: string, companyId: string, label: string) {
  const api = await httpRequest.newContext({ baseURL: baseURL() });
  try {
    const worker = await newAccount("EMPLOYEE", label);
    const [company, employee] = await Promise.all([tokensFor(companyEmail), tokensFor(worker)]);
    const { season, jobId } = await shortlistForNextSeason(api, company.access, employee.access);
    const review = await api.post(`/api/companies/${companyId}/reviews/`, {
      headers: as(employee.access),
      data: {
        rating: 5,
        title: "A summer to remember",
        content: "Fair hours and a kind team.",
        position: "Waiter",
        season,
      },
    });
    expect(review.status(), await review.text()).toBe(201);
    return { jobId };
  } finally {
    await api.dispose();
  }
}

test.describe("the company's own profile", () => {
  test.slow();

  test("a new company creates its profile, edits it, lists a benefit, manages photos, replies to a review and reads its jobs", async ({
    page,
    context,
    jsDisabled,
  }) => {
    const label = `profile-${jsDisabled ? "nojs" : "js"}`;
    const email = await newAccount("COMPANY", label);
    const name = `Naxos Sun ${label} ${Math.random().toString(36).slice(2, 6)}`;
    await signIn(context, email);
    await page.setViewportSize(PHONE);

    // /company without a profile → profile/create; the area's navigation, in its order.
    await page.goto("/company?lng=en");
    await expect(page).toHaveURL(/\/company\/profile\/create\?lng=en$/);
    const nav = page.getByRole("navigation", { name: "Company area" });
    await expect(nav.getByRole("link")).toHaveText([
      "Jobs",
      "Post a job",
      "Applicants",
      "Templates",
      "Invite back",
      "Profile",
      "Billing",
      "Settings",
    ]);
    await expect(nav.getByRole("link", { name: "Profile" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1, name: "Create your company profile" })).toBeVisible();
    await expectFitsThePhone(page);

    // A mistake only the server can see (a "logo" that is no image): the spec's sentence, the values kept, nothing stored.
    await fillCompanyForm(page, name, "A family hotel above the beach.");
    await page
      .getByLabel("Logo")
      .setInputFiles({ name: "logo.jpg", mimeType: "image/jpeg", buffer: makePdfNamedJpg() });
    await page.getByRole("button", { name: "Create profile" }).click();
    await expect(
      page.getByText("Error creating company profile, please make sure all fields are filled out correctly."),
    ).toBeVisible();
    await expect(page.getByText(/Choose a JPEG, PNG or WebP image\./)).toBeVisible();
    await expect(page.getByLabel("Company name")).toHaveValue(name);
    await expect(page.getByLabel("Industries")).toHaveValue("Hotel, Restaurant");
    await expect(page).toHaveURL(/\/company\/profile\/create/);

    // A real logo: created, then the about tab with a toast.
    await page
      .getByLabel("Logo")
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await makePng(120, 120) });
    await page.getByRole("button", { name: "Create profile" }).click();
    await expect(page).toHaveURL(new RegExp(`/company/profile/(${UUID})/about$`));
    await expect(page.getByRole("status")).toContainText("Your company profile is ready.");
    const uuid = new URL(page.url()).pathname.split("/")[3];
    const profile = `/company/profile/${uuid}`;
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("img", { name: "Your current logo" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact the team" })).toHaveAttribute(
      "href",
      `/contact?company=${encodeURIComponent(name)}`,
    );
    await expectFitsThePhone(page);

    // About: edit and save.
    await page.getByLabel("About the company").fill("A family hotel above the beach, open May to October.");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toContainText("Your company profile has been saved.");
    await expect(page.getByLabel("About the company")).toHaveValue(
      "A family hotel above the beach, open May to October.",
    );

    // Jobs tab before any job: the empty state leads to posting one.
    await nav.getByRole("link", { name: "Jobs" }).click();
    await expect(page).toHaveURL(new RegExp(`${profile}/jobs`));
    await expect(page.getByText("You have no job ads yet.")).toBeVisible();
    await expect(page.getByRole("article").getByRole("link", { name: "Post a job" })).toHaveAttribute(
      "href",
      "/company/jobs/create",
    );

    // Benefits: add one with an icon.
    await page.goto(`${profile}/benefits?lng=en`);
    await expect(page.getByText("You have not listed any benefits yet.")).toBeVisible();
    await page.getByLabel("Benefit", { exact: true }).fill("Staff housing");
    await page.getByLabel("Description (optional)").fill("Shared rooms five minutes from the hotel.");
    await page.getByLabel("Housing").check();
    await expectFitsThePhone(page);
    await page.getByRole("button", { name: "Add benefit" }).click();
    await expect(page.getByRole("status")).toContainText("“Staff housing” has been added to your benefits.");
    await expect(
      page.getByRole("listitem").filter({ hasText: "Shared rooms five minutes from the hotel." }),
    ).toContainText("Staff housing");
    await expect(page.getByRole("button", { name: "Remove Staff housing" })).toBeVisible();

    // Gallery: two photos at once, each with its description and caption; delete one after confirming.
    await page.goto(`${profile}/gallery?lng=en`);
    await expect(page.getByText("No images uploaded.")).toBeVisible();
    const photo = (number: number) => page.getByRole("group", { name: `Photo ${number}` });
    await photo(1)
      .getByLabel("Image file")
      .setInputFiles({ name: "pool.png", mimeType: "image/png", buffer: await makePng(200, 150) });
    await photo(1).getByLabel("Description").fill("The pool at sunset");
    await photo(1).getByLabel("Caption (optional)").fill("Our pool");
    await photo(2)
      .getByLabel("Image file")
      .setInputFiles({ name: "bar.png", mimeType: "image/png", buffer: await makePng(150, 200) });
    await photo(2).getByLabel("Description").fill("The beach bar");
    await photo(2).getByLabel("Caption (optional)").fill("Where the staff meet");
    await page.getByRole("button", { name: "Upload photos" }).click();
    await expect(page.getByRole("status")).toContainText("2 photos have been added to your gallery.");
    await expect(page.getByRole("img", { name: "The pool at sunset" })).toBeVisible();
    await expect(page.getByText("Where the staff meet")).toBeVisible();
    await expectFitsThePhone(page);
    await page.getByRole("link", { name: "Delete the photo The beach bar" }).click();
    await expect(page).toHaveURL(new RegExp(`${profile}/gallery/\\d+/delete$`));
    await expect(page.getByRole("heading", { level: 1, name: "Delete this photo?" })).toBeVisible();
    await expectFitsThePhone(page);
    await page.getByRole("button", { name: "Delete photo" }).click();
    await expect(page).toHaveURL(new RegExp(`${profile}/gallery$`));
    await expect(page.getByRole("status")).toContainText("The photo has been deleted.");
    await expect(page.getByRole("img", { name: "The beach bar" })).toHaveCount(0);
    await expect(page.getByRole("img", { name: "The pool at sunset" })).toBeVisible();

    // Reviews: a worker this company shortlisted reviewed it; the company replies once.
    const { jobId } = await reviewedJob(email, uuid, label);
    await page.goto(`${profile}/reviews?lng=en`);
    await expect(page.getByRole("heading", { name: "A summer to remember" })).toBeVisible();
    await page.getByLabel("Your reply to “A summer to remember”").fill("Thank you, see you next season.");
    await expectFitsThePhone(page);
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByRole("status")).toContainText("Your reply has been published.");
    await expect(page.getByRole("heading", { name: `Reply from ${name}` })).toBeVisible();
    await expect(page.getByText("Thank you, see you next season.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send reply" })).toHaveCount(0);

    // Jobs: the area's "Jobs" is current on the jobs tab; the job links to its page and its one applicant.
    await page.goto(`${profile}?lng=en`);
    await expect(page).toHaveURL(new RegExp(`${profile}/jobs\\?lng=en$`));
    await expect(nav.getByRole("link", { name: "Jobs" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Profile" })).not.toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Waiter", exact: true })).toHaveAttribute(
      "href",
      `/company/jobs/${jobId}/description`,
    );
    await expect(page.getByRole("link", { name: "1 application to Waiter" })).toHaveAttribute(
      "href",
      `/company/jobs/${jobId}/applicants`,
    );
    await expect(page.getByText("Open", { exact: true })).toBeVisible();
    await expectFitsThePhone(page);

    // The same tab in Greek.
    await page.goto(`${profile}/jobs?lng=gr`);
    await expect(
      page.getByRole("navigation", { name: "Χώρος επιχείρησης" }).getByRole("link", { name: "Νέα αγγελία" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "1 αίτηση για τη θέση Waiter" })).toBeVisible();
    await expect(page.getByText("Ανοιχτή", { exact: true })).toBeVisible();
    await expectAccessible(page);

    // /company now opens the jobs tab; /company/profile goes to posting a job.
    await page.goto("/company?lng=en");
    await expect(page).toHaveURL(new RegExp(`${profile}/jobs\\?lng=en$`));
    const toPostJob = await page.request.get("/company/profile", { maxRedirects: 0 });
    expect(toPostJob.status()).toBe(302);
    expect(toPostJob.headers().location).toBe("/company/jobs/create");

    // The contact action: the contact form with the company filled in.
    await page.goto(`${profile}/about?lng=en`);
    await page.getByRole("link", { name: "Contact the team" }).click();
    await expect(page).toHaveURL(/\/contact\?company=/);
    await expect(page.getByLabel("Company (optional)")).toHaveValue(name);
  });

  test("a benefit is edited in place: a mistake keeps what was typed, Save changes it where it stands, in Greek too", async ({
    page,
    context,
    jsDisabled,
  }) => {
    const email = await newAccount("COMPANY", `benefit-edit-${jsDisabled ? "nojs" : "js"}`);
    const { access } = await tokensFor(email);
    const api = await httpRequest.newContext({ baseURL: baseURL() });
    const stored = async () => {
      const own = await api.get("/api/companies/", { headers: { Authorization: `Bearer ${access}` } });
      const [company] = (await own.json()) as Array<{ benefits: Array<{ id: number } & Record<string, string>> }>;
      return company.benefits.map(({ title, description, icon }) => ({ title, description, icon }));
    };
    try {
      const created = await api.post("/api/companies/", {
        headers: { Authorization: `Bearer ${access}` },
        data: {
          name: `Paros Breeze ${Math.random().toString(36).slice(2, 8)}`,
          industries: ["Hotel"],
          about: "A small hotel in Naoussa.",
          email: "jobs@parosbreeze.example.com",
          phone_number: "+30 22840 12345",
          location: "Naoussa",
          city: "Paros",
          country: "GR",
          years_in_business: 5,
          employee_count: 12,
          benefits: [
            { title: "Staff housing", description: "Shared rooms.", icon: "home" },
            { title: "Meals on shift", description: "From the hotel kitchen.", icon: "utensils" },
          ],
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { uuid, benefits } = (await created.json()) as { uuid: string; benefits: Array<{ id: number }> };
      await signIn(context, email);
      await page.setViewportSize(PHONE);
      await page.goto(`/company/profile/${uuid}/benefits?lng=en`);

      const items = page.getByRole("region", { name: "Benefits" }).getByRole("listitem");
      // Edit shows the benefit as a form in its place, filled in; the other benefit stays as it is.
      await page.getByRole("link", { name: "Edit Staff housing" }).click();
      await expect(page).toHaveURL(new RegExp(`/company/profile/${uuid}/benefits\\?edit=${benefits[0].id}$`));
      const edit = page.getByRole("form", { name: "Edit “Staff housing”" });
      await expect(items.first().getByRole("form")).toHaveAccessibleName("Edit “Staff housing”");
      await expect(edit.getByLabel("Benefit", { exact: true })).toHaveValue("Staff housing");
      await expect(edit.getByLabel("Description (optional)")).toHaveValue("Shared rooms.");
      await expect(edit.getByRole("radio", { name: "Housing", exact: true })).toBeChecked();
      await expect(page.getByRole("link", { name: "Edit Meals on shift" })).toBeVisible();
      await expectFitsThePhone(page);

      // A title emptied (the browser's own check taken off, as a script could): refused, what was typed kept, nothing stored.
      await edit.getByLabel("Benefit", { exact: true }).evaluate((element) => element.removeAttribute("required"));
      await edit.getByLabel("Benefit", { exact: true }).fill("");
      await edit.getByLabel("Description (optional)").fill("Shared rooms by the beach.");
      await edit.getByRole("button", { name: "Save benefit" }).click();
      await expect(edit.getByLabel("Benefit", { exact: true })).toHaveAttribute("aria-invalid", "true");
      if (jsDisabled)
        await expect(edit.getByText("The benefit was not saved. Please check the fields marked below.")).toBeVisible();
      await expect(edit.getByLabel("Description (optional)")).toHaveValue("Shared rooms by the beach.");
      expect((await stored())[0]).toEqual({ title: "Staff housing", description: "Shared rooms.", icon: "home" });

      // Meanwhile another tab changes the other benefit: saving this one (the page read before) leaves that change.
      const elsewhere = await api.patch(`/api/companies/${uuid}/benefits/${benefits[1].id}/`, {
        headers: { Authorization: `Bearer ${access}` },
        data: { description: "From the hotel kitchen, twice a day." },
      });
      expect(elsewhere.status(), await elsewhere.text()).toBe(200);

      // Saved: changed where it stands, the list's order kept.
      await edit.getByLabel("Benefit", { exact: true }).fill("Staff housing by the beach");
      await edit.getByRole("radio", { name: "Transport", exact: true }).check();
      await edit.getByRole("button", { name: "Save benefit" }).click();
      await expect(page.getByRole("status")).toContainText("“Staff housing by the beach” has been saved.");
      await expect(page).toHaveURL(new RegExp(`/company/profile/${uuid}/benefits$`));
      await expect(page.getByRole("form", { name: /^Edit/ })).toHaveCount(0);
      await expect(items.first()).toContainText("Staff housing by the beach");
      await expect(items.first()).toContainText("Shared rooms by the beach.");
      expect(await stored()).toEqual([
        { title: "Staff housing by the beach", description: "Shared rooms by the beach.", icon: "bus" },
        { title: "Meals on shift", description: "From the hotel kitchen, twice a day.", icon: "utensils" },
      ]);

      // Back without saving changes nothing.
      await page.getByRole("link", { name: "Edit Meals on shift" }).click();
      await page
        .getByRole("form", { name: "Edit “Meals on shift”" })
        .getByLabel("Benefit", { exact: true })
        .fill("Something else");
      await page.getByRole("link", { name: "Back without saving" }).click();
      await expect(page).toHaveURL(new RegExp(`/company/profile/${uuid}/benefits$`));
      await expect(page.getByRole("link", { name: "Edit Meals on shift" })).toBeVisible();
      expect((await stored())[1].title).toBe("Meals on shift");

      // In Greek.
      await page.goto(`/company/profile/${uuid}/benefits?lng=gr`);
      await page.getByRole("link", { name: "Επεξεργασία: Meals on shift" }).click();
      await expect(page.getByRole("form", { name: "Επεξεργασία: «Meals on shift»" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Αποθηκεύστε την παροχή" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Πίσω χωρίς αποθήκευση" })).toBeVisible();
      await expectFitsThePhone(page);
    } finally {
      await api.dispose();
    }
  });

  test("another company's profile and a malformed id are Page Not Found; a worker is sent to their own area", async ({
    page,
    context,
  }) => {
    const api = await httpRequest.newContext({ baseURL: baseURL() });
    const demo = await tokensFor(DEMO.company);
    const own = await api.get("/api/companies/", { headers: { Authorization: `Bearer ${demo.access}` } });
    const [{ uuid: demoCompany }] = (await own.json()) as Array<{ uuid: string }>;
    await api.dispose();

    const other = await newAccount("COMPANY", "profile-other");
    await signIn(context, other);
    for (const path of [
      `/company/profile/${demoCompany}/about`,
      `/company/profile/${demoCompany}/reviews`,
      "/company/profile/not-a-uuid/jobs",
    ]) {
      const response = await page.goto(`${path}?lng=en`);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    }
    const deletePage = await page.goto(`/company/profile/${demoCompany}/gallery/1/delete?lng=en`);
    expect(deletePage?.status()).toBe(404);

    await context.clearCookies();
    await signIn(context, DEMO.employee);
    await page.goto(`/company/profile/${demoCompany}/jobs?lng=en`);
    await expect(page).toHaveURL(/\/employee(\/|$)/);
  });
});
