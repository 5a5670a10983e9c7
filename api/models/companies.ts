/**
 * Company profiles (spec section 7; docs/profiles-and-companies.md): public to read, one per company account,
 * written by their owner alone. Companies are public, so another's company is found and refused (403) where a
 * worker's profile would not be found; `ownCompany` is the one owner check, its owner in the `where`. Refusals
 * are domain errors (./errors.ts) with their codes.
 */
import { and, eq, sql } from "drizzle-orm";
import type {
  Company,
  CompanyCreateRequest,
  CompanySearchPage,
  CompanySearchQuery,
  CompanyUpdateRequest,
} from "../../contract/profiles";
import type { AppDatabase } from "../db/client";
import { companies, users } from "../db/schema";
import type { ImageChange } from "../http/image-fields";
import { companyColumns, loadCompaniesOwnedBy, loadCompany, replaceBenefits } from "../services/company-profiles";
import { searchCompanies } from "../services/company-search";
import type { ImageKind } from "../services/media-keys";
import type { MediaStore } from "../services/media-store";
import { companyIdOf, ownedBy } from "../services/owners";
import { prepareImages, type PreparedImage, type StoredImage } from "../services/uploads";
import { fail } from "./errors";

/**
 * The image fields of a company, the folder each is stored in, its column and the column of its thumbnail (the
 * logo's, for Lite pages; services/uploads.ts makes it), which is written, replaced and cleared with it.
 */
export const COMPANY_IMAGES = [
  { field: "logo", kind: "logos", column: "logo", thumbColumn: "logoThumb" },
  { field: "cover_image", kind: "covers", column: "coverImage", thumbColumn: null },
] as const satisfies ReadonlyArray<{ field: string; kind: ImageKind; column: string; thumbColumn: string | null }>;

export const COMPANY_IMAGE_FIELDS = COMPANY_IMAGES.map((image) => image.field);

type ImageColumns = { logo?: string | null; logoThumb?: string | null; coverImage?: string | null };

/** A company write's images, re-encoded before anything is stored, and the columns they become once stored. */
export interface CompanyImages {
  prepared: PreparedImage[];
  columns(stored: StoredImage[]): ImageColumns;
}

/** A company the caller owns, with what a write needs of the row as it is. */
export type OwnCompany = {
  id: string;
  logo: string | null;
  logoThumb: string | null;
  coverImage: string | null;
  latitude: number | null;
  longitude: number | null;
};

/**
 * The company `companyId` when `userId` owns it. Another company's is refused (forbidden), an unknown uuid is not
 * found: companies are public, so refusing tells nothing new.
 */
export async function ownCompany(db: AppDatabase, userId: string, companyId: string): Promise<OwnCompany> {
  const [row] = await db
    .select({
      id: companies.id,
      logo: companies.logo,
      logoThumb: companies.logoThumb,
      coverImage: companies.coverImage,
      latitude: companies.latitude,
      longitude: companies.longitude,
    })
    .from(companies)
    .where(and(eq(companies.id, companyId), ownedBy(userId)))
    .limit(1);
  if (row) return row;
  await existingCompany(db, companyId);
  throw fail.forbidden("permission_denied");
}

/** The id of the company a path names; not found otherwise (follows, reviews and the like of an unknown company). */
export async function existingCompany(db: AppDatabase, companyId: string): Promise<string> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!row) throw fail.notFound();
  return row.id;
}

/** `GET /companies/{uuid}/`. */
export async function readCompany(db: AppDatabase, companyId: string): Promise<Company> {
  const company = await loadCompany(db, companyId);
  if (!company) throw fail.notFound();
  return company;
}

/** `GET /companies/` without parameters: the caller's own, as a list; not found before they made one. */
export async function listOwnCompanies(db: AppDatabase, userId: string): Promise<Company[]> {
  const owned = await loadCompaniesOwnedBy(db, userId);
  // Spec section 7: "A 404 means no profile"; the web app then offers profile/create.
  if (owned.length === 0) throw fail.notFound();
  return owned;
}

/** `GET /companies/?...`: the public search. */
export function findCompanies(
  db: AppDatabase,
  query: CompanySearchQuery,
  links: { requestUrl: string; origin: string },
): Promise<CompanySearchPage> {
  return searchCompanies(db, query, links);
}

/**
 * One company per account (docs/profiles-and-companies.md#company-search): a second is refused before its body or
 * images are read.
 */
export async function refuseSecondCompany(db: AppDatabase, userId: string): Promise<void> {
  if ((await companyIdOf(db, userId)) !== null) throw fail.invalid("profile_exists");
}

/** The images a write sends, checked and re-encoded (all sizes first, then one at a time: services/uploads.ts). */
export async function prepareCompanyImages(changes: Record<string, ImageChange>): Promise<CompanyImages> {
  const replaced = COMPANY_IMAGES.flatMap(({ field, kind, column, thumbColumn }) => {
    const change = changes[field];
    return change?.action === "replace" ? [{ file: change.file, field, kind, column, thumbColumn }] : [];
  });
  const prepared = await prepareImages(replaced);
  return {
    prepared,
    columns(stored) {
      const columns: ImageColumns = {};
      for (const { field, column, thumbColumn } of COMPANY_IMAGES) {
        if (changes[field]?.action !== "clear") continue;
        columns[column] = null;
        if (thumbColumn) columns[thumbColumn] = null;
      }
      replaced.forEach((image, index) => {
        columns[image.column] = stored[index].url;
        if (image.thumbColumn) columns[image.thumbColumn] = stored[index].thumbUrl;
      });
      return columns;
    },
  };
}

export async function addCompany(
  db: AppDatabase,
  media: MediaStore,
  userId: string,
  data: CompanyCreateRequest,
  images: CompanyImages,
): Promise<Company> {
  const companyId = await media.saveThenCommit(images.prepared, (stored) =>
    db.transaction(async (tx) => {
      // One company per account: the owner's row lock makes concurrent creates queue.
      await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
      if ((await companyIdOf(tx, userId)) !== null) throw fail.invalid("profile_exists");
      const [created] = await tx
        .insert(companies)
        .values({ ownerId: userId, ...companyColumns(data), name: data.name, ...images.columns(stored) })
        .returning({ id: companies.id });
      await replaceBenefits(tx, created.id, data.benefits);
      return created.id;
    }),
  );
  return readCompany(db, companyId);
}

/**
 * The owner's change: the fields sent change, images sent replace the stored ones (which then go). The map
 * position is a pair for the row as it will be: clearing one coordinate alone would split it (`coordinates_pair`).
 */
export async function reviseCompany(
  db: AppDatabase,
  media: MediaStore,
  owned: OwnCompany,
  data: CompanyUpdateRequest,
  images: CompanyImages,
): Promise<Company> {
  const latitude = data.latitude === undefined ? owned.latitude : data.latitude;
  const longitude = data.longitude === undefined ? owned.longitude : data.longitude;
  if ((latitude === null) !== (longitude === null)) {
    throw fail.invalidField(latitude === null ? "latitude" : "longitude", "coordinates_pair");
  }
  const columns = await media.saveThenCommit(images.prepared, (stored) =>
    db.transaction(async (tx) => {
      const changedImages = images.columns(stored);
      await tx
        .update(companies)
        .set({ ...companyColumns(data), ...changedImages, updatedAt: new Date() })
        .where(eq(companies.id, owned.id));
      await replaceBenefits(tx, owned.id, data.benefits);
      return changedImages;
    }),
  );
  await media.remove([
    ...("logo" in columns ? [owned.logo, owned.logoThumb] : []),
    "coverImage" in columns ? owned.coverImage : null,
  ]);
  return readCompany(db, owned.id);
}
