import { useRouteLoaderData } from "@remix-run/react";
import type { loader as companyJobLoader } from "~/routes/company.jobs.$jobId";

/** The company's job pages (docs/jobs.md#posting-and-editing): `/company/jobs/{id}/…`. */
export const COMPANY_JOBS = "/company/jobs";

export const COMPANY_JOB_TABS = ["description", "requirements", "benefits", "applicants"] as const;

export function companyJobPath(id: number, tail: "description" | "edit" | "delete" | "status" | "applicants"): string {
  return `${COMPANY_JOBS}/${id}/${tail}`;
}

/** Post again: the editor prefilled with a copy of the job (app/routes/company.jobs.create.tsx). */
export function postAgainPath(id: number): string {
  return `${COMPANY_JOBS}/create?from=${id}`;
}

/** In a tab of the company's job page: the job its layout loaded. */
export function useCompanyJob() {
  const data = useRouteLoaderData<typeof companyJobLoader>("routes/company.jobs.$jobId");
  if (!data) throw new Error("useCompanyJob is used outside the company's job page");
  return data.job;
}
