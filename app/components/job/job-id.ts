/**
 * A job id from the URL: a positive integer as the API accepts it (api/routes/jobs.ts `jobIdOf`); anything
 * else names no job, so the page answers Page Not Found without asking the API.
 */
export function parseJobId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,14}$/.test(raw)) return null;
  return Number(raw);
}

/** The path of one tab of a job page. */
export function jobTabPath(id: number, tab: JobTab): string {
  return `/jobs/${id}/${tab}`;
}

/** Where a link to a job goes: its first tab (job cards, map cards, the sitemap). */
export function jobHref(id: number): string {
  return jobTabPath(id, "description");
}

export const JOB_TABS = ["description", "requirements", "benefits", "apply"] as const;
export type JobTab = (typeof JOB_TABS)[number];
