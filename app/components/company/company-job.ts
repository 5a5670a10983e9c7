import { useRouteLoaderData } from "@remix-run/react";
import type { Job } from "#contract/jobs";
import type { JobSummary } from "~/components/job/job-summary";

/** The company's job pages (docs/jobs.md#posting-and-editing): `/company/jobs/{id}/…`. */
export const COMPANY_JOBS = "/company/jobs";

export const COMPANY_JOB_TABS = ["description", "requirements", "benefits", "applicants"] as const;

export function companyJobPath(id: number, tail: "description" | "edit" | "delete" | "status" | "applicants"): string {
  return `${COMPANY_JOBS}/${id}/${tail}`;
}

/** Post again: the editor prefilled with a copy of the job (app/routes/company.jobs.create/route.tsx). */
export function postAgainPath(id: number): string {
  return `${COMPANY_JOBS}/create?from=${id}`;
}

/**
 * The job as the company's job page loads it (app/routes/company.jobs.$jobId/route.tsx): the summary every job page
 * shows, the texts of its tabs, and what only its company sees. Written out rather than read off the route's
 * loader: a component must not import a route (the circular-import check); tests/unit/loader-data-types.test.ts
 * holds the two to the same shape.
 */
export type CompanyJob = JobSummary &
  Pick<Job, "requirements" | "benefits" | "experience_level" | "is_active"> & { application_count: number };

/** In a tab of the company's job page: the job its layout loaded. */
export function useCompanyJob(): CompanyJob {
  const data = useRouteLoaderData<{ job: CompanyJob }>("routes/company.jobs.$jobId");
  if (!data) throw new Error("useCompanyJob is used outside the company's job page");
  return data.job;
}
