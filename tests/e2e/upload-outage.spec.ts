import type { BrowserContext, Locator, Page, Response } from "@playwright/test";
import { makeJpeg } from "../fixtures/images/make-images";
import { closedLoopbackPort } from "../support/social-standins";
import { startServer, type StartedServer } from "../support/start-server";
import { DEMO, DEMO_PASSWORD } from "./accounts";
import { test as base, expect } from "./fixtures";
import { expectFitsThePhone, PHONE } from "./phone";

/**
 * Issue 21: the upload store does not answer. The worker's basic facts with a photo, the company's about form with
 * a logo and a cover, and the gallery upload come back with everything typed and a message above the form in the
 * user's language (the photos could not be saved, nothing was saved, try again in a moment), as a 503: never the
 * error screen, never a 500. Nothing is saved. Without JavaScript the chosen file is gone after the round trip
 * (a browser cannot keep it), which the message says how to mend; with JavaScript the form keeps it.
 *
 * Its own server, as S3_* is read at start: uploads go to a bucket on a loopback port that resets every connection,
 * the real failure (the S3 client's network error, the API's 503 with Retry-After: api/services/media-store.ts).
 * The embedded database has the demo data, and nothing under /media (the demo pictures are static files). A
 * worker runs one project, so js and nojs each have a server of their own.
 */
const test = base.extend<object, { storeAway: StartedServer }>({
  storeAway: [
    async ({}, use) => {
      // Held open by this worker (not a port bound and let go, which the server's own PORT=0 could be given).
      const nobody = await closedLoopbackPort();
      const server = await startServer({
        embeddedDatabase: true,
        timeoutMs: 180_000,
        env: {
          S3_ENDPOINT: `http://127.0.0.1:${nobody}`,
          S3_BUCKET: "uploads",
          S3_REGION: "us-east-1",
          S3_ACCESS_KEY_ID: "outage-test",
          S3_SECRET_ACCESS_KEY: "outage-test-secret",
          // As global-setup.ts: every test signs in from 127.0.0.1.
          RATE_LIMIT_STRICT_MAX: "500",
          RATE_LIMIT_MAX: "100000",
        },
      });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 240_000 },
  ],
  baseURL: async ({ storeAway }, use) => use(storeAway.url),
});

type Tokens = { access: string; refresh: string };

/** A demo account's tokens from this spec's server. */
async function tokensFor(server: StartedServer, email: string): Promise<Tokens> {
  const response = await fetch(`${server.url}/api/auth/token/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Tokens;
}

/** Signed in by cookies (style.md's logged-in fixture); the tokens read the API too. */
async function signIn(context: BrowserContext, server: StartedServer, email: string): Promise<Tokens> {
  const tokens = await tokensFor(server, email);
  await context.addCookies(
    (["access", "refresh"] as const).map((name) => ({
      name,
      value: tokens[name],
      url: server.url,
      httpOnly: true,
      sameSite: "Lax" as const,
    })),
  );
  return tokens;
}

/** The account's own `GET /api{path}` (its profile, its company), as the API has it now. */
async function own<T>(server: StartedServer, tokens: Tokens, path: string): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, { headers: { Authorization: `Bearer ${tokens.access}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const jpeg = async (name: string) => ({ name, mimeType: "image/jpeg", buffer: await makeJpeg(320, 240) });

/** Clicks the form's button and returns the answer to its POST (the document without JavaScript, the data with). */
async function submit(page: Page, button: string): Promise<Response> {
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: button }).click();
  return answer;
}

/** The page as the user sees it after the outage: on the form, no error screen, a 503. */
async function expectFormBack(page: Page, answer: Response, path: RegExp, message: string): Promise<void> {
  expect(answer.status()).toBe(503);
  await expect(page).toHaveURL(path);
  await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
  await expect(page.getByText(/Temporarily unavailable|Προσωρινά μη διαθέσιμο/)).toHaveCount(0);
}

/** The chosen file after the round trip: gone without JavaScript (the message says to choose it again), kept with. */
async function expectChosenFile(field: Locator, jsDisabled: boolean): Promise<void> {
  if (jsDisabled) await expect(field).toHaveValue("");
  else await expect(field).not.toHaveValue("");
}

const BASICS = {
  en: {
    headline: "Headline",
    bio: "About you",
    photo: "Photo",
    save: "Save changes",
    message: "We could not save your photo right now, so nothing was saved.",
    typedHeadline: "Barista with four summers in Oia",
    typedBio: "Latte art, early shifts, and a little Italian.",
  },
  gr: {
    headline: "Σύντομη περιγραφή",
    bio: "Σχετικά με εσάς",
    photo: "Φωτογραφία",
    save: "Αποθηκεύστε τις αλλαγές",
    message: "Δεν μπορέσαμε να αποθηκεύσουμε τη φωτογραφία σας αυτή τη στιγμή, οπότε δεν αποθηκεύτηκε τίποτα.",
    typedHeadline: "Barista με τέσσερα καλοκαίρια στην Οία",
    typedBio: "Latte art, πρωινές βάρδιες και λίγα ιταλικά.",
  },
} as const;

test.describe("the upload store away", () => {
  test.setTimeout(120_000);

  test("the worker's basics with a photo come back as typed, in English and Greek, and nothing is saved", async ({
    page,
    context,
    storeAway,
    jsDisabled,
  }) => {
    const tokens = await signIn(context, storeAway, DEMO.employee);
    const [before] = await own<Array<{ uuid: string; headline: string; bio: string; avatar: string | null }>>(
      storeAway,
      tokens,
      "/employees/",
    );
    await page.setViewportSize(PHONE);
    for (const language of ["en", "gr"] as const) {
      const words = BASICS[language];
      await page.goto(`/employee/profile/${before.uuid}/basic-info?lng=${language}`);
      await page.getByLabel(words.headline).fill(words.typedHeadline);
      await page.getByLabel(words.bio).fill(words.typedBio);
      const photo = page.getByLabel(words.photo, { exact: true });
      await photo.setInputFiles(await jpeg("eleni.jpg"));
      const answer = await submit(page, words.save);

      await expectFormBack(page, answer, /\/basic-info/, words.message);
      await expect(page.getByLabel(words.headline)).toHaveValue(words.typedHeadline);
      await expect(page.getByLabel(words.bio)).toHaveValue(words.typedBio);
      await expectChosenFile(photo, jsDisabled);
      await expectFitsThePhone(page);
      await page.screenshot({
        path: test.info().outputPath(`basic-info-store-away-${language}-${jsDisabled ? "nojs" : "js"}.png`),
        fullPage: true,
      });
    }
    const [after] = await own<Array<{ headline: string; bio: string; avatar: string | null }>>(
      storeAway,
      tokens,
      "/employees/",
    );
    expect(after).toMatchObject({ headline: before.headline, bio: before.bio, avatar: null });
    // It was the store: the API said so in its log.
    expect(storeAway.output()).toContain("media store unavailable");
  });

  test("the company's about form with a logo and a cover comes back as typed, and nothing is saved", async ({
    page,
    context,
    storeAway,
    jsDisabled,
  }) => {
    const tokens = await signIn(context, storeAway, DEMO.company);
    const [before] = await own<Array<{ uuid: string; name: string; about: string; logo: string | null }>>(
      storeAway,
      tokens,
      "/companies/",
    );
    await page.setViewportSize(PHONE);
    await page.goto(`/company/profile/${before.uuid}/about?lng=en`);
    await page.getByLabel("About the company").fill("A family hotel above the beach, open April to October.");
    await page.getByLabel("Town or village").fill("Agia Pelagia");
    const logo = page.getByLabel("Logo", { exact: true });
    await logo.setInputFiles(await jpeg("logo.jpg"));
    await page.getByLabel("Cover image", { exact: true }).setInputFiles(await jpeg("cover.jpg"));
    const answer = await submit(page, "Save changes");

    await expectFormBack(page, answer, /\/about/, "We could not save your logo or cover image right now");
    await expect(page.getByLabel("About the company")).toHaveValue(
      "A family hotel above the beach, open April to October.",
    );
    await expect(page.getByLabel("Town or village")).toHaveValue("Agia Pelagia");
    await expectChosenFile(logo, jsDisabled);
    await expectFitsThePhone(page);
    const [after] = await own<Array<{ about: string; city: string; logo: string | null }>>(
      storeAway,
      tokens,
      "/companies/",
    );
    expect(after).toMatchObject({ about: before.about, logo: before.logo });
    expect(after.city).not.toBe("Agia Pelagia");
  });

  test("gallery photos come back with their descriptions and captions, and none is added", async ({
    page,
    context,
    storeAway,
    jsDisabled,
  }) => {
    const tokens = await signIn(context, storeAway, DEMO.company);
    const [before] = await own<Array<{ uuid: string; gallery: unknown[] }>>(storeAway, tokens, "/companies/");
    await page.setViewportSize(PHONE);
    await page.goto(`/company/profile/${before.uuid}/gallery?lng=en`);
    const row = (number: number) => page.getByRole("group", { name: `Photo ${number}` });
    await row(1)
      .getByLabel("Image file")
      .setInputFiles(await jpeg("pool.jpg"));
    await row(1).getByLabel("Description").fill("The pool at dusk");
    await row(1).getByLabel("Caption (optional)").fill("Open to staff after nine");
    await row(2)
      .getByLabel("Image file")
      .setInputFiles(await jpeg("bar.jpg"));
    await row(2).getByLabel("Description").fill("The beach bar at noon");
    const answer = await submit(page, "Upload photos");

    await expectFormBack(page, answer, /\/gallery/, "We could not upload your photos right now, so nothing was saved.");
    await expect(row(1).getByLabel("Description")).toHaveValue("The pool at dusk");
    await expect(row(1).getByLabel("Caption (optional)")).toHaveValue("Open to staff after nine");
    await expect(row(2).getByLabel("Description")).toHaveValue("The beach bar at noon");
    await expectChosenFile(row(1).getByLabel("Image file"), jsDisabled);
    await expectFitsThePhone(page);
    const [after] = await own<Array<{ gallery: unknown[] }>>(storeAway, tokens, "/companies/");
    expect(after.gallery).toHaveLength(before.gallery.length);
  });
});
