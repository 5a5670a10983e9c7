/**
 * Thumbnails for logos uploaded before logos had one (migration 0020 added `companies.logo_thumb`; uploads.ts makes
 * it with every new logo). Run at every start of the API tier, in the background: it finds the logos this store
 * made that have no thumbnail, reads each from the store (disk or bucket), writes its thumbnail and records it only
 * if the row still has that logo and no thumbnail, so an owner replacing or clearing the logo meanwhile, or
 * another process backfilling the same row, wins and the spare thumbnail is removed again. Once every logo has
 * one it is a single empty query. A logo that cannot be read or decoded is logged and left (Lite shows no logo
 * for it; the next start tries again).
 */
import { and, asc, eq, gt, isNotNull, isNull, like } from "drizzle-orm";
import type { AppDatabase } from "../db/client";
import { companies } from "../db/schema";
import type { ApiLog } from "../log";
import type { MediaStore } from "./media-store";
import { thumbnailOf } from "./uploads";

/** Rows read per query: a few hundred logos at most, each read, shrunk and written before the next. */
const BATCH = 50;

export type BackfillResult = { made: number; skipped: number };

export async function backfillLogoThumbnails(
  db: AppDatabase,
  media: MediaStore,
  log: Pick<ApiLog, "warn">,
): Promise<BackfillResult> {
  const result: BackfillResult = { made: 0, skipped: 0 };
  // Keyset order by id: a logo that fails is passed over, never read again in this run.
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const rows = await db
      .select({ id: companies.id, logo: companies.logo })
      .from(companies)
      .where(
        and(
          gt(companies.id, after),
          isNotNull(companies.logo),
          isNull(companies.logoThumb),
          like(companies.logo, "/media/logos/%"),
        ),
      )
      .orderBy(asc(companies.id))
      .limit(BATCH);
    for (const row of rows) {
      if (row.logo === null) continue;
      if (await backfillOne(db, media, { id: row.id, logo: row.logo }, log)) result.made += 1;
      else result.skipped += 1;
    }
    if (rows.length < BATCH) return result;
    after = rows[rows.length - 1].id;
  }
}

async function backfillOne(
  db: AppDatabase,
  media: MediaStore,
  row: { id: string; logo: string },
  log: Pick<ApiLog, "warn">,
): Promise<boolean> {
  try {
    const logo = await media.read(row.logo);
    if (logo === null) {
      log.warn("logo thumbnail not made: the logo is missing", { company: row.id, logo: row.logo });
      return false;
    }
    const thumb = await thumbnailOf(logo, "logos");
    if (thumb === null) return false;
    return await media.saveThumbThenCommit("logos", thumb, async (url) => {
      const updated = await db
        .update(companies)
        .set({ logoThumb: url })
        .where(and(eq(companies.id, row.id), eq(companies.logo, row.logo), isNull(companies.logoThumb)))
        .returning({ id: companies.id });
      return updated.length === 1;
    });
  } catch (error) {
    log.warn("logo thumbnail not made", { company: row.id, logo: row.logo, error: String(error) });
    return false;
  }
}
