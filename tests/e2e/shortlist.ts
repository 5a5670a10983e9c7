import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";
import { applyTo, as, nextSeason, postJob, workerProfile } from "./test-data";

/**
 * Through the API: the company posts a waiter's job for next season, the worker makes a profile and applies, and
 * the company shortlists them, so the worker may review the company for that season (areas.md).
 */
export async function shortlistForNextSeason(
  api: APIRequestContext,
  companyAccess: string,
  workerAccess: string,
): Promise<{ season: number; jobId: number }> {
  const season = nextSeason();
  const jobId = await postJob(api, companyAccess);
  await workerProfile(api, workerAccess, { headline: "Waiter" });
  const id = await applyTo(api, workerAccess, jobId);
  const moved = await api.patch(`/api/applications/${id}/`, {
    headers: as(companyAccess),
    data: { status: "SHORTLISTED" },
  });
  expect(moved.status()).toBe(200);
  return { season, jobId };
}
