import { appliedJobIds } from "~/lib/api/applications.server";
import type { ApiClient } from "~/lib/api/client.server";
import { ownEmployeeProfile } from "~/lib/api/profiles.server";
import type { CardReader } from "./job-card-data";

/**
 * The worker's side of the cards in their area (`toJobCard`): two reads for the whole page, never one per card.
 * Without them the jobs still show; only the fit badges they give are missing.
 */
export async function cardReader(api: ApiClient): Promise<CardReader> {
  const [applied, profile] = await Promise.all([appliedJobIds(api).catch(() => null), ownEmployeeProfile(api).catch(() => null)]);
  return { applied, profile };
}
