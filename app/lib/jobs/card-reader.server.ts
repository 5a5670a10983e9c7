import { getOwnFitFacts } from "#contract/endpoints/profiles";
import type { ApiClient } from "~/lib/api/client.server";
import type { CardReader } from "~/components/jobs/job-card-data";

/**
 * The worker's side of the cards in their area (`toJobCard`): one small read for the whole page
 * (`GET /employees/fit-facts/`), never one per card, nor the whole profile. Without it the jobs still show; only
 * the fit badges are missing.
 */
export async function cardReader(api: ApiClient): Promise<CardReader | null> {
  const facts = await api.call(getOwnFitFacts).catch(() => null);
  return facts && { applied: new Set(facts.applied_jobs), profile: facts };
}
