import { PUBLIC_JOBS, type JobsBase } from "~/lib/jobs-base";

/**
 * A job id from the URL: a positive integer as the API accepts it (api/routes/jobs.ts `jobIdOf`); anything
 * else names no job, so the page answers Page Not Found without asking the API.
 */
export function parseJobId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,14}$/.test(raw)) return null;
  return Number(raw);
}

/** The path of one tab of a job page, public or in the employee area. */
export function jobTabPath(id: number, tab: JobTab, base: JobsBase = PUBLIC_JOBS): string {
  return `${base}/${id}/${tab}`;
}

/** Where a link to a job goes: its first tab (job cards, map cards, the sitemap). */
export function jobHref(id: number, base: JobsBase = PUBLIC_JOBS): string {
  return jobTabPath(id, "description", base);
}

export const JOB_TABS = ["description", "requirements", "benefits", "apply"] as const;
export type JobTab = (typeof JOB_TABS)[number];
