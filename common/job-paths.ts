/**
 * Where a job lives, the one place its URL is made: the job screens' two bases (the public `/jobs` and the worker's
 * `/employee/jobs`, app/lib/jobs-base.ts) and a job page's tabs under them. In common/ because both tiers link to a
 * job: the web's cards, map, sitemap and application lists, and the API's job-alert mails. It joins the shell chunk
 * with jobs-base (vite.config.ts), which every page loads anyway: a file of its own would cost /jobs a request.
 */

export const PUBLIC_JOBS = "/jobs";
export const EMPLOYEE_JOBS = "/employee/jobs";
export type JobsBase = typeof PUBLIC_JOBS | typeof EMPLOYEE_JOBS;

/** A job page's tabs, in the order the tab bar shows them (app/components/job/job-id.ts `JOB_TABS`). */
export type JobTab = "description" | "requirements" | "benefits" | "apply";

/** A job page's path, `/jobs/12/apply` or `/employee/jobs/12/description`: a path of this site, as mail links need. */
export type JobPath<Tab extends JobTab = JobTab> = `${JobsBase}/${number}/${Tab}`;

/** The path of one tab of a job page, public or in the employee area. */
export function jobTabPath<Tab extends JobTab>(id: number, tab: Tab, base: JobsBase = PUBLIC_JOBS): JobPath<Tab> {
  return `${base}/${id}/${tab}`;
}

/** Where a link to a job goes: its first tab (job cards, the map's jobs, the sitemap, application lists, mails). */
export function jobHref(id: number, base: JobsBase = PUBLIC_JOBS): JobPath<"description"> {
  return jobTabPath(id, "description", base);
}
