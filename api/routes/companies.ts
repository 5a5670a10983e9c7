/**
 * Company profiles (spec section 7, design section 7). `GET /companies/` without parameters is the caller's own
 * (404 when none); with any parameter it is the public search. `GET /companies/{uuid}/` is public (its
 * reviews are ./company-reviews.ts). `POST /companies/` (one per account) and
 * `PATCH /companies/{uuid}/` (owner only) are multipart with `logo` and `cover_image` images, or JSON.
 */
import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import {
  companyCreateSchema,
  companySearchQuerySchema,
  companyUpdateSchema,
  PROFILE_MESSAGES,
} from "../../contract/profiles";
import { companies, users } from "../db/schema";
import type { ApiDeps } from "../deps";
import { badRequest, notAuthenticated, notFound, permissionDenied } from "../http/errors";
import { uuidParam } from "../http/path-ids";
import { parseQuery } from "../http/validate";
import {
  companyColumns,
  loadCompaniesOwnedBy,
  loadCompany,
  ownedCompany,
  replaceBenefits,
} from "../services/company-profiles";
import { searchCompanies } from "../services/company-search";
import { companyIdOf } from "../services/owners";
import type { ImageKind } from "../services/media-keys";
import { prepareImages, type StoredImage } from "../services/uploads";
import { readProfileBody, type ImageChange } from "./profile-request";

/** The image fields of a company, the folder each is stored in and its column. */
const COMPANY_IMAGES = [
  { field: "logo", kind: "logos", column: "logo" },
  { field: "cover_image", kind: "covers", column: "coverImage" },
] as const satisfies ReadonlyArray<{ field: string; kind: ImageKind; column: string }>;
type ImageColumns = { logo?: string | null; coverImage?: string | null };

export function companiesRouter(deps: ApiDeps) {
  const { db, auth, config, media } = deps;
  const companyOnly = auth.requireRole("COMPANY");

  /** Reads a write's body and re-encodes its images, before anything is stored. */
  async function readWrite<T extends typeof companyCreateSchema | typeof companyUpdateSchema>(
    c: Parameters<typeof readProfileBody>[0],
    schema: T,
  ) {
    const { data, images } = await readProfileBody(
      c,
      schema,
      COMPANY_IMAGES.map((image) => image.field),
    );
    const replaced = COMPANY_IMAGES.flatMap(({ field, kind, column }) => {
      const change: ImageChange = images[field];
      return change.action === "replace" ? [{ file: change.file, field, kind, column }] : [];
    });
    const prepared = (await prepareImages(replaced)).map((image, index) => ({ column: replaced[index].column, image }));
    /** The image columns of the write once the files are stored: new URL, null (cleared) or left out. */
    const imageColumns = (stored: StoredImage[]): ImageColumns => {
      const columns: ImageColumns = {};
      for (const { field, column } of COMPANY_IMAGES) if (images[field].action === "clear") columns[column] = null;
      prepared.forEach((entry, index) => (columns[entry.column] = stored[index].url));
      return columns;
    };
    return { data, images: prepared.map((entry) => entry.image), imageColumns };
  }

  return new Hono()
    .get("/companies/", auth.optionalAuth, async (c) => {
      if (Object.keys(c.req.queries()).length > 0) {
        const query = parseQuery(c, companySearchQuerySchema);
        return c.json(await searchCompanies(db, query, { requestUrl: c.req.url, origin: config.PUBLIC_URL }));
      }
      const user = c.get("user");
      if (!user) throw notAuthenticated();
      if (user.role !== "COMPANY") throw permissionDenied();
      const owned = await loadCompaniesOwnedBy(db, user.id);
      // Spec section 7: "A 404 means no profile"; the web app then offers profile/create.
      if (owned.length === 0) throw notFound();
      return c.json(owned);
    })
    .get("/companies/:uuid/", async (c) => {
      const company = await loadCompany(db, uuidParam(c, "uuid"));
      if (!company) throw notFound();
      return c.json(company);
    })
    .post("/companies/", companyOnly, async (c) => {
      const userId = c.get("user").id;
      // Checked first so a second company is refused before any image work; re-checked under a lock below.
      if ((await companyIdOf(db, userId)) !== null) throw badRequest(PROFILE_MESSAGES.profileExists);
      const { data, images, imageColumns } = await readWrite(c, companyCreateSchema);
      const companyId = await media.saveThenCommit(images, (stored) =>
        db.transaction(async (tx) => {
          // One company per account (docs/decisions/071): the owner's row lock makes concurrent creates queue.
          await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
          if ((await companyIdOf(tx, userId)) !== null) throw badRequest(PROFILE_MESSAGES.profileExists);
          const [created] = await tx
            .insert(companies)
            .values({ ownerId: userId, ...companyColumns(data), name: data.name, ...imageColumns(stored) })
            .returning({ id: companies.id });
          await replaceBenefits(tx, created.id, data.benefits);
          return created.id;
        }),
      );
      return c.json(await loadCompany(db, companyId), 201);
    })
    .patch("/companies/:uuid/", companyOnly, async (c) => {
      const owned = await ownedCompany(db, uuidParam(c, "uuid"), c.get("user").id);
      const { data, images, imageColumns } = await readWrite(c, companyUpdateSchema);
      // The pair rule holds for the row as it will be: clearing one coordinate alone would split the pair.
      const latitude = data.latitude === undefined ? owned.latitude : data.latitude;
      const longitude = data.longitude === undefined ? owned.longitude : data.longitude;
      if ((latitude === null) !== (longitude === null)) {
        throw badRequest({ [latitude === null ? "latitude" : "longitude"]: [PROFILE_MESSAGES.coordinatesPair] });
      }
      const columns = await media.saveThenCommit(images, (stored) =>
        db.transaction(async (tx) => {
          const changedImages = imageColumns(stored);
          await tx
            .update(companies)
            .set({ ...companyColumns(data), ...changedImages, updatedAt: new Date() })
            .where(eq(companies.id, owned.id));
          await replaceBenefits(tx, owned.id, data.benefits);
          return changedImages;
        }),
      );
      await media.remove(["logo" in columns ? owned.logo : null, "coverImage" in columns ? owned.coverImage : null]);
      return c.json(await loadCompany(db, owned.id));
    });
}
