import { useRouteLoaderData } from "@remix-run/react";
import type { loader as jobPageLoader } from "~/routes/jobs.$jobId/route";
import type { JobSummary } from "./job-summary";

/** The job page's route ids: the public one and the same module inside the employee area (app/routes.ts). */
const JOB_PAGE_IDS = ["routes/jobs.$jobId", "employee/jobs.$jobId"] as const;

/** In a tab of a job page: the job the page's layout loaded (so a tab does not fetch what is already here). */
export function useJobSummary(): JobSummary {
  const publicPage = useRouteLoaderData<typeof jobPageLoader>(JOB_PAGE_IDS[0]);
  const areaPage = useRouteLoaderData<typeof jobPageLoader>(JOB_PAGE_IDS[1]);
  const data = publicPage ?? areaPage;
  if (!data) throw new Error("useJobSummary is used outside a job page");
  return data.job;
}
