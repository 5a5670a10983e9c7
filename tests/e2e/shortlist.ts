import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";

const as = (access: string) => ({ Authorization: `Bearer ${access}` });

/**
 * Through the API: the company posts a waiter's job for next season, the worker makes a profile and applies, and
 * the company shortlists them, so the worker may review the company for that season (areas.md).
 */
export async function shortlistForNextSeason(api: APIRequestContext, companyAccess: string, workerAccess: string): Promise<{ season: number; jobId: number }> {
  const season = new Date().getFullYear() + 1;
  const job = await api.post("/api/jobs/", {
    headers: as(companyAccess),
    data: {
      title: "Waiter",
      description: "Breakfast and dinner service.",
      location: "Agios Prokopios",
      employment_type: "FULL_TIME",
      experience_level: "ENTRY",
      start_date: `${season}-05-01`,
    },
  });
  expect(job.status(), await job.text()).toBe(201);
  const { id: jobId } = (await job.json()) as { id: number };
  expect((await api.post("/api/employees/", { headers: as(workerAccess), data: { headline: "Waiter" } })).status()).toBe(201);
  const applied = await api.post("/api/applications/", { headers: as(workerAccess), data: { job: jobId } });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id } = (await applied.json()) as { id: number };
  const moved = await api.patch(`/api/applications/${id}/`, { headers: as(companyAccess), data: { status: "SHORTLISTED" } });
  expect(moved.status()).toBe(200);
  return { season, jobId };
}
