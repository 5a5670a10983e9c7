import { useRouteLoaderData } from "@remix-run/react";
import type { loader as jobPageLoader } from "~/routes/jobs.$jobId";
import type { JobSummary } from "./job-summary";

/** In a tab of a job page: the job the page's layout loaded (so a tab does not fetch what is already here). */
export function useJobSummary(): JobSummary {
  const data = useRouteLoaderData<typeof jobPageLoader>("routes/jobs.$jobId");
  if (!data) throw new Error("useJobSummary is used outside a job page");
  return data.job;
}
