/**
 * The logo's thumbnail for Lite pages (docs/ui.md#lite-mode, docs/profiles-and-companies.md#images): a company that
 * uploads a logo also gets a 96 px WebP of a few KB beside it, named by the store; replacing or clearing the logo
 * replaces or removes it; nobody but the owner can touch it; and logos stored before thumbnails existed get one from
 * the start-up backfill.
 */
import { access, readFile, rm } from "node:fs/promises";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Company, CompanySearchPage } from "../../contract/profiles";
import { companies } from "../../api/db/schema";
import { backfillLogoThumbnails } from "../../api/services/logo-thumbnails";
import { createMediaStore } from "../../api/services/media-store";
import { imageFile, makePhoto, makePng } from "../fixtures/images/make-images";
import { createCompany, mediaFiles, mediaPath, toForm } from "../fixtures/profiles";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";

let api: TestApi;
let owner: TestUser;
let company: Company;

beforeAll(async () => {
  api = await startTestApi();
  owner = await api.createUser("COMPANY");
  company = await createCompany(api, owner, { name: "Thumbnail Bay Hotel" });
});
afterAll(() => api.stop());

const THUMB_NAME = /^\/media\/logos\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-thumb\.webp$/;
const silentLog = { info() {}, warn() {}, error() {} };

function patchCompany(fields: Record<string, string | File>, as: TestUser | null = owner) {
  return api.request(`/companies/${company.uuid}/`, { method: "PATCH", body: toForm(fields), as });
}

async function currentCompany(): Promise<Company> {
  return (await (await api.request(`/companies/${company.uuid}/`)).json()) as Company;
}

const exists = (url: string) =>
  access(mediaPath(api, url)).then(
    () => true,
    () => false,
  );

/** A 1600×1200 photo as the logo: the thumbnail must be small whatever the owner sends. */
async function uploadLogo(): Promise<Company> {
  const response = await patchCompany({
    logo: imageFile(await makePhoto(1, { width: 1600, height: 1200 }), "logo.jpg"),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Company;
}

describe("uploading a logo", () => {
  it("stores a WebP thumbnail of at most 96×96 pixels and a few KB beside it, in every shape that shows the logo", async () => {
    const updated = await uploadLogo();
    expect(updated.logo_thumb).toMatch(THUMB_NAME);
    const logoBytes = await readFile(mediaPath(api, updated.logo ?? ""));
    const thumbBytes = await readFile(mediaPath(api, updated.logo_thumb ?? ""));
    const thumb = await sharp(thumbBytes).metadata();
    expect(thumb.format).toBe("webp");
    expect(Math.max(thumb.width ?? 0, thumb.height ?? 0)).toBe(96);
    expect(thumb.width).toBe(96);
    expect(thumb.height).toBe(72);
    expect(thumbBytes.length).toBeLessThan(4 * 1024);
    expect(thumbBytes.length).toBeLessThan(logoBytes.length);

    const search = (await (await api.request("/companies/?name=Thumbnail%20Bay")).json()) as CompanySearchPage;
    expect(search.results).toEqual([expect.objectContaining({ logo: updated.logo, logo_thumb: updated.logo_thumb })]);
  });

  it("replaces the thumbnail with the logo and removes both old files", async () => {
    const first = await currentCompany();
    const second = await uploadLogo();
    expect(second.logo_thumb).toMatch(THUMB_NAME);
    expect(second.logo_thumb).not.toBe(first.logo_thumb);
    expect(await exists(second.logo_thumb ?? "")).toBe(true);
    expect(await exists(first.logo ?? "")).toBe(false);
    expect(await exists(first.logo_thumb ?? "")).toBe(false);
  });

  it("a cover alone leaves the logo and its thumbnail as they are", async () => {
    const before = await currentCompany();
    const response = await patchCompany({ cover_image: imageFile(await makePng(), "cover.png", "image/png") });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ logo: before.logo, logo_thumb: before.logo_thumb });
    expect(await exists(before.logo_thumb ?? "")).toBe(true);
  });

  it("clearing the logo clears the thumbnail and removes its file", async () => {
    const before = await currentCompany();
    const response = await patchCompany({ logo: "" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ logo: null, logo_thumb: null });
    expect(await exists(before.logo_thumb ?? "")).toBe(false);
    expect((await mediaFiles(api)).filter((file) => file.startsWith("logos/"))).toEqual([]);
  });
});

describe("other users", () => {
  it("cannot replace or clear another company's logo and thumbnail (403, files untouched)", async () => {
    const withLogo = await uploadLogo();
    const files = await mediaFiles(api);
    const rival = await api.createUser("COMPANY");
    await createCompany(api, rival, { name: "Rival Resort" });
    const worker = await api.createUser("EMPLOYEE");
    for (const as of [rival, worker]) {
      expect((await patchCompany({ logo: "" }, as)).status).toBe(403);
      expect((await patchCompany({ logo: imageFile(await makePng(), "l.png", "image/png") }, as)).status).toBe(403);
    }
    expect((await patchCompany({ logo: "" }, null)).status).toBe(401);
    expect(await currentCompany()).toMatchObject({ logo: withLogo.logo, logo_thumb: withLogo.logo_thumb });
    expect(await mediaFiles(api)).toEqual(files);
  });
});

describe("the start-up backfill", () => {
  it("makes the thumbnail of a logo stored before thumbnails, once, and passes over a logo that is gone", async () => {
    const stored = await currentCompany();
    // As before migration 0020: the logo without a thumbnail.
    await rm(mediaPath(api, stored.logo_thumb ?? ""));
    await api.db.update(companies).set({ logoThumb: null }).where(eq(companies.id, company.uuid));
    const lost = await api.createUser("COMPANY");
    const lostCompany = await createCompany(api, lost, { name: "Lost Logo Taverna" });
    await api.db
      .update(companies)
      .set({ logo: "/media/logos/00000000-0000-4000-8000-000000000000.webp" })
      .where(eq(companies.id, lostCompany.uuid));
    const warnings: string[] = [];
    const log = { warn: (message: string) => warnings.push(message) };
    const store = createMediaStore(api.config, silentLog);

    expect(await backfillLogoThumbnails(api.db, store, log)).toEqual({ made: 1, skipped: 1 });
    const after = await currentCompany();
    expect(after.logo).toBe(stored.logo);
    expect(after.logo_thumb).toMatch(THUMB_NAME);
    const thumb = await sharp(await readFile(mediaPath(api, after.logo_thumb ?? ""))).metadata();
    expect(Math.max(thumb.width ?? 0, thumb.height ?? 0)).toBeLessThanOrEqual(96);
    expect(warnings).toEqual(["logo thumbnail not made: the logo is missing"]);

    const files = await mediaFiles(api);
    expect(await backfillLogoThumbnails(api.db, store, log)).toEqual({ made: 0, skipped: 1 });
    expect(await mediaFiles(api)).toEqual(files);
  });

  it("keeps nothing when the logo changed while its thumbnail was being made", async () => {
    await api.db.update(companies).set({ logoThumb: null }).where(eq(companies.id, company.uuid));
    const store = createMediaStore(api.config, silentLog);
    const files = await mediaFiles(api);
    // The owner's new logo lands between the backfill's read and its write.
    const racing = {
      ...store,
      async read(url: string) {
        const bytes = await store.read(url);
        await api.db.update(companies).set({ logo: null }).where(eq(companies.id, company.uuid));
        return bytes;
      },
    };
    const result = await backfillLogoThumbnails(api.db, racing, { warn() {} });
    expect(result.made).toBe(0);
    expect((await currentCompany()).logo_thumb).toBeNull();
    expect(await mediaFiles(api)).toEqual(files);
  });
});
