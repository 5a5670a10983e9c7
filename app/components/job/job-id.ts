import type { JobTab } from "~/lib/jobs-base";

/**
 * A job id from the URL: a positive integer as the API accepts it (api/routes/jobs.ts `jobIdOf`); anything
 * else names no job, so the page answers Page Not Found without asking the API.
 */
export function parseJobId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,14}$/.test(raw)) return null;
  return Number(raw);
}

/** The tab bar's tabs in order; their paths are `jobTabPath`'s (common/job-paths.ts, through ~/lib/jobs-base). */
export const JOB_TABS = ["description", "requirements", "benefits", "apply"] as const satisfies readonly JobTab[];
