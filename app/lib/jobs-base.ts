import { useLocation } from "@remix-run/react";
import { EMPLOYEE_JOBS, PUBLIC_JOBS, type JobsBase } from "../../common/job-paths";

/**
 * Where the job screens live. The public list, map and job pages are also mounted inside the employee area
 * (app/routes.ts: the same route modules under a second id, areas.md "never a copy"), and every link to a job
 * stays on the side the reader is on: a card on `/employee/jobs` or on a company's page in the area opens
 * `/employee/jobs/12/description`, one on `/jobs` opens `/jobs/12/description`. The bases and a job's paths are
 * common/job-paths.ts's (the API's mails link to jobs too); the web imports them from here.
 */
export { EMPLOYEE_JOBS, PUBLIC_JOBS, jobHref, jobTabPath, type JobsBase, type JobTab } from "../../common/job-paths";

export function jobsBaseOf(pathname: string): JobsBase {
  return pathname === "/employee" || pathname.startsWith("/employee/") ? EMPLOYEE_JOBS : PUBLIC_JOBS;
}

/** The base of the job screens this page is on. */
export function useJobsBase(): JobsBase {
  return jobsBaseOf(useLocation().pathname);
}

/**
 * Whether a link goes to a page with a map (the map pages, and the job editor's pin map,
 * docs/jobs.md#posting-and-editing). Their tile images are allowed only by a map page's own Content Security Policy
 * (server/csp.ts `MAP_PAGES`), and a policy belongs to a document: a link to a map loads a new document
 * (`reloadDocument`), or the tiles of a page reached by client-side navigation are blocked.
 */
export function opensMap(to: string): boolean {
  return (
    /^\/(employee\/)?jobs\/map(?:[/?#]|$)/.test(to) || /^\/company\/jobs\/(create|[^/?#]+\/edit)(?:[/?#]|$)/.test(to)
  );
}
