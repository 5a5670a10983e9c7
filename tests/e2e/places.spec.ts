import { request as httpRequest } from "@playwright/test";
import { knownPlaceName } from "../../contract/places";
import { newAccount, signIn, tokensFor } from "./accounts";
import { baseURL, expect, expectAccessible, test } from "./fixtures";
import { as, companyProfile, postJob } from "./test-data";

/**
 * Places on a phone (issue 20, docs/data.md#full-text-search): one place line in the reader's language, each part once,
 * and one question for where a worker lives. With JavaScript on and off (the two projects).
 */
const GREEK = /[\u0370-\u03ff\u1f00-\u1fff]/;
const LATIN = /[A-Za-z]/;

test.describe("places", () => {
  test.slow();

  test("a job written in Greek reads Rhodes, Greece on an English page and Ρόδος, Ελλάδα on a Greek one", async ({
    page,
    jsDisabled,
  }) => {
    const label = `places-${jsDisabled ? "nojs" : "js"}`;
    const email = await newAccount("COMPANY", `${label}-co`);
    const { access } = await tokensFor(email);
    const api = await httpRequest.newContext({ baseURL: baseURL() });
    let companyUuid: string;
    let jobId: number;
    try {
      companyUuid = await companyProfile(api, access, {
        name: `Ροδιακό Ξενοδοχείο ${label}`,
        location: "Ρόδος",
        city: "Rhodes",
      });
      // The company wrote the place in Greek; the gazetteer's place gives city and area (Rhodes, Rhodes).
      jobId = await postJob(api, access, { title: `Pool waiter ${label}`, location: "Ρόδος", place: "rhodes" });
    } finally {
      await api.dispose();
    }

    await page.goto(`/jobs/${jobId}?lng=en`);
    await expect(page.locator(".job-header__place")).toHaveText("Rhodes, Greece");
    await page.goto(`/jobs/${jobId}?lng=gr`);
    await expect(page.locator(".job-header__place")).toHaveText("Ρόδος, Ελλάδα");
    await expectAccessible(page);

    // The list's card says it the same way.
    const card = page.locator(".job-card", { hasText: `Pool waiter ${label}` });
    await page.goto(`/jobs?company=${companyUuid}&lng=en`);
    await expect(card.locator(".job-card__company")).toHaveText(new RegExp(` · Rhodes$`));
    await page.goto(`/jobs?company=${companyUuid}&lng=gr`);
    await expect(card.locator(".job-card__company")).toHaveText(new RegExp(` · Ρόδος$`));
  });

  test("the demo's jobs, half written in Greek, have English-only places in English and Greek ones in Greek", async ({
    page,
  }) => {
    await page.goto("/jobs?lng=en");
    const places = async () =>
      (await page.locator(".job-card__company").allTextContents()).map(
        (text) => text.split(" · ").at(-1)?.trim() ?? "",
      );
    // Every part the gazetteer knows is in the reader's alphabet. What it does not know stays as its company
    // wrote it (docs/data.md#full-text-search): jobs other tests post meanwhile ("Pool bar", a sixty-letter Greek word)
    // may show on this page too.
    const known = (places: string[]) =>
      places.flatMap((place) => place.split(", ")).filter((part) => knownPlaceName(part));
    const english = await places();
    expect(known(english).length).toBeGreaterThan(5);
    for (const part of known(english)) expect(part, part).not.toMatch(GREEK);
    await page.goto("/jobs?lng=gr");
    const greek = await places();
    expect(known(greek).length).toBeGreaterThan(5);
    for (const part of known(greek)) expect(part, part).not.toMatch(LATIN);
    // Each part once.
    for (const place of [...english, ...greek]) {
      const parts = place.split(", ");
      expect(new Set(parts).size, place).toBe(parts.length);
    }
  });

  test("the profile asks once where the worker lives, and a profile from before reads as one line", async ({
    page,
    context,
    jsDisabled,
  }) => {
    const email = await newAccount("EMPLOYEE", `lives-${jsDisabled ? "nojs" : "js"}`);
    const { access } = await tokensFor(email);
    const api = await httpRequest.newContext({ baseURL: baseURL() });
    let uuid: string;
    try {
      // A profile as the form made them before: where you live, and the city again.
      const created = await api.post("/api/employees/", {
        headers: as(access),
        data: { headline: "Waiter", location: "Heraklion, Crete", city: "Heraklion", country: "GR" },
      });
      expect(created.status(), await created.text()).toBe(201);
      uuid = ((await created.json()) as { uuid: string }).uuid;
    } finally {
      await api.dispose();
    }
    await signIn(context, email);
    const profile = `/employee/profile/${uuid}`;

    await page.goto(`${profile}?lng=en`);
    await expect(page.getByText("Lives in: Heraklion, Crete, Greece")).toBeVisible();
    await page.goto(`${profile}?lng=gr`);
    await expect(page.getByText("Μένει: Ηράκλειο, Κρήτη, Ελλάδα")).toBeVisible();

    // One question, with the two old answers as one.
    await page.goto(`${profile}/basic-info?lng=en`);
    await expect(page.getByLabel("Where you live")).toHaveValue("Heraklion, Crete");
    await expect(page.getByLabel("City")).toHaveCount(0);
    await expect(page.getByRole("textbox")).toHaveCount(3); // headline, about you, where you live
    await expectAccessible(page);

    // Too long an answer (the browser's maxlength taken off, as a hand-made request would): a message, the text kept.
    const tooLong = `Heraklion, ${"Crete ".repeat(40)}`.trim();
    await page.getByLabel("Where you live").evaluate((input) => input.removeAttribute("maxlength"));
    await page.getByLabel("Where you live").fill(tooLong);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("This is too long: shorten it.")).toBeVisible();
    await expect(page.getByLabel("Where you live")).toHaveValue(tooLong);

    await page.getByLabel("Where you live").fill("Ηράκλειο, Κρήτη");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toContainText("Your changes have been saved.");
    await expect(page.getByText("Lives in: Heraklion, Crete, Greece")).toBeVisible();

    await page.goto(`${profile}/basic-info?lng=gr`);
    await expect(page.getByLabel("Πού μένετε")).toHaveValue("Ηράκλειο, Κρήτη");
    await expect(page.getByLabel("Πόλη")).toHaveCount(0);
  });
});
