import { request as httpRequest, type Page, type Request } from "@playwright/test";
import { IMAGE_UPLOAD } from "../../contract/uploads";
import { makeOversizedJpeg, makePhoto } from "../fixtures/images/make-images";
import { newAccount, signIn, tokensFor } from "./accounts";
import { baseURL, expect, expectAccessible, test } from "./fixtures";
import { expectFitsThePhone, PHONE } from "./phone";
import { fillCompanyForm, workerProfile } from "./test-data";

/**
 * Phone photos in every image field (issue 19): a camera's 5.6 or 9 MB JPEG is saved, as the worker's photo, a
 * company's logo and cover, and gallery photos. Without JavaScript the whole photo goes and the server shrinks it;
 * with it, the browser shrinks it first and the form sends a few hundred KB. A file over 20 MB or one that is not
 * an image gets its own field's message, everything typed stays, nothing is stored, never an error page.
 */
const MB = 1024 * 1024;
const TOO_LARGE = "This file is larger than 20 MB: choose a smaller image.";
const NOT_AN_IMAGE = "This file is not a photo we can read. Choose a JPEG, PNG or WebP image.";

const photos = new Map<number, Promise<Buffer>>();
/** A real 12 MP camera JPEG of at least `megabytes` (made once per worker: each takes a few seconds). */
function photo(megabytes: number): Promise<Buffer> {
  const made = photos.get(megabytes) ?? makePhoto(megabytes);
  photos.set(megabytes, made);
  return made;
}
const jpeg = async (name: string, megabytes: number) => ({
  name,
  mimeType: "image/jpeg",
  buffer: await photo(megabytes),
});
const tooLarge = () => ({
  name: "panorama.jpg",
  mimeType: "image/jpeg",
  buffer: makeOversizedJpeg(IMAGE_UPLOAD.maxBytes + 1),
});
const notAnImage = () => ({
  name: "notes.jpg",
  mimeType: "image/jpeg",
  buffer: Buffer.from("just some notes, not a photo\n"),
});

/** The next form post; its body is what the photo weighs on the wire. */
function nextPost(page: Page): Promise<Request> {
  return page.waitForRequest((request) => request.method() === "POST");
}

/**
 * Without JavaScript the camera's file goes as it is; with it, a few hundred KB: a real photo (not an empty body)
 * within the bound.
 */
function expectSent(bytes: number, { atLeast, below = Infinity }: { atLeast: number; below?: number }): void {
  expect(bytes).toBeGreaterThan(atLeast);
  expect(bytes).toBeLessThan(below);
}

async function ownData<T>(email: string, path: string): Promise<T> {
  const { access } = await tokensFor(email);
  const api = await httpRequest.newContext({
    baseURL: baseURL(),
    extraHTTPHeaders: { Authorization: `Bearer ${access}` },
  });
  try {
    const response = await api.get(`/api${path}`);
    expect(response.status()).toBe(200);
    return (await response.json()) as T;
  } finally {
    await api.dispose();
  }
}

test.describe("phone photos", () => {
  test.setTimeout(240_000);

  test("a worker's 9 MB photo is saved; a file over 20 MB or not an image is named on the photo field", async ({
    page,
    context,
    jsDisabled,
  }) => {
    const label = `photo-${jsDisabled ? "nojs" : "js"}`;
    const email = await newAccount("EMPLOYEE", label);
    const { access } = await tokensFor(email);
    const api = await httpRequest.newContext({ baseURL: baseURL() });
    await workerProfile(api, access, { headline: "Waiter", city: "Chania", country: "GR" });
    await api.dispose();
    const [profile] = await ownData<Array<{ uuid: string; avatar: string | null }>>(email, "/employees/");
    await signIn(context, email);
    await page.setViewportSize(PHONE);
    await page.goto(`/employee/profile/${profile.uuid}/basic-info?lng=en`);
    const photoField = page.getByLabel("Photo", { exact: true });
    const headline = page.getByLabel("Headline");

    for (const [file, message] of [
      [tooLarge(), TOO_LARGE],
      [notAnImage(), NOT_AN_IMAGE],
    ] as const) {
      await headline.fill("Waiter with three summers in Chania");
      await photoField.setInputFiles(file);
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect(photoField).toHaveAccessibleDescription(new RegExp(message.replace(/[.()]/g, "\\$&")));
      await expect(headline).toHaveValue("Waiter with three summers in Chania");
      await expect(page).toHaveURL(/\/basic-info/);
      await expectFitsThePhone(page);
      await expectAccessible(page);
    }
    expect((await ownData<Array<{ avatar: string | null; headline: string }>>(email, "/employees/"))[0]).toMatchObject({
      avatar: null,
      headline: "Waiter",
    });

    if (!jsDisabled) {
      // A slow phone: decoding takes 1.5 s, so the worker taps Save while the photo is still being shrunk. The
      // form waits for it and then sends the shrunk copy.
      await page.evaluate(() => {
        const decode = window.createImageBitmap.bind(window);
        window.createImageBitmap = ((...args: Parameters<typeof decode>) =>
          new Promise((resolve) => setTimeout(resolve, 1_500)).then(() => decode(...args))) as typeof decode;
      });
    }
    await photoField.setInputFiles(await jpeg("IMG_2041.jpg", 9));
    const posted = nextPost(page);
    await page.getByRole("button", { name: "Save changes" }).click();
    const sent = (await posted).postDataBuffer()?.length ?? 0;
    await expect(page.getByRole("status")).toContainText("Your changes have been saved.");
    await expect(page.locator(".profile-page__head img")).toHaveAttribute("src", /^\/media\/avatars\//);
    expectSent(sent, jsDisabled ? { atLeast: 9 * MB } : { atLeast: 100_000, below: MB });
  });

  test("a company's 9 MB logo, 5.6 MB cover and gallery photos are saved; a bad photo is named on its own row", async ({
    page,
    context,
    jsDisabled,
  }) => {
    const label = `logo-${jsDisabled ? "nojs" : "js"}`;
    const email = await newAccount("COMPANY", label);
    const name = `Naxos Sun ${label} ${Math.random().toString(36).slice(2, 6)}`;
    await signIn(context, email);
    await page.setViewportSize(PHONE);

    // Create: a logo over 20 MB is named on the logo, everything typed stays; then a 9 MB logo and a 5.6 MB cover.
    await page.goto("/company/profile/create?lng=en");
    await fillCompanyForm(page, name, "A family hotel above the beach.");
    const logo = page.getByLabel("Logo");
    await logo.setInputFiles(tooLarge());
    await page.getByRole("button", { name: "Create profile" }).click();
    await expect(logo).toHaveAccessibleDescription(/larger than 20 MB/);
    await expect(page.getByLabel("Company name")).toHaveValue(name);
    await expect(page.getByLabel("About the company")).toHaveValue("A family hotel above the beach.");
    await expectFitsThePhone(page);
    await logo.setInputFiles(await jpeg("logo.jpg", 9));
    await page.getByLabel("Cover image").setInputFiles(await jpeg("cover.jpg", 5.6));
    const posted = nextPost(page);
    await page.getByRole("button", { name: "Create profile" }).click();
    const sent = (await posted).postDataBuffer()?.length ?? 0;
    await expect(page.getByRole("status")).toContainText("Your company profile is ready.");
    await expect(page.getByRole("img", { name: "Your current logo" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Your current cover image" })).toBeVisible();
    expectSent(sent, jsDisabled ? { atLeast: 14 * MB } : { atLeast: 200_000, below: 2 * MB });
    const uuid = new URL(page.url()).pathname.split("/")[3];

    // Gallery: a text file named .jpg is named on its row, the descriptions stay, nothing is stored.
    await page.goto(`/company/profile/${uuid}/gallery?lng=en`);
    const row = (number: number) => page.getByRole("group", { name: `Photo ${number}` });
    await row(1)
      .getByLabel("Image file")
      .setInputFiles(await jpeg("pool.jpg", 5.6));
    await row(1).getByLabel("Description").fill("The pool at sunset");
    await row(2).getByLabel("Image file").setInputFiles(notAnImage());
    await row(2).getByLabel("Description").fill("The beach bar");
    await page.getByRole("button", { name: "Upload photos" }).click();
    await expect(row(2).getByLabel("Image file")).toHaveAccessibleDescription(
      new RegExp(NOT_AN_IMAGE.replace(/[.()]/g, "\\$&")),
    );
    await expect(row(1).getByLabel("Image file")).not.toHaveAttribute("aria-invalid");
    await expect(page.getByText("The photos were not uploaded.")).toBeVisible();
    await expect(row(1).getByLabel("Description")).toHaveValue("The pool at sunset");
    await expect(row(2).getByLabel("Description")).toHaveValue("The beach bar");
    await expectFitsThePhone(page);
    await expectAccessible(page);
    expect((await ownData<Array<{ gallery: unknown[] }>>(email, "/companies/"))[0].gallery).toEqual([]);

    // Two phone photos at once.
    await row(1)
      .getByLabel("Image file")
      .setInputFiles(await jpeg("pool.jpg", 5.6));
    await row(2)
      .getByLabel("Image file")
      .setInputFiles(await jpeg("bar.jpg", 9));
    await page.getByRole("button", { name: "Upload photos" }).click();
    await expect(page.getByRole("status")).toContainText("2 photos have been added to your gallery.");
    await expect(page.getByRole("img", { name: "The pool at sunset" })).toBeVisible();
    await expect(page.getByRole("img", { name: "The beach bar" })).toBeVisible();
  });
});
