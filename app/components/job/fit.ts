import { coversSeason } from "#contract/application-rules";
import type { Job } from "#contract/jobs";
import type { FitFacts } from "#contract/profiles";

/**
 * The fit badges of areas.md, for a signed-in worker: plain facts, no score. `season` when the job's dates
 * overlap one of the worker's availability windows (an open-ended window runs for ever; a job without an end is
 * its start day); `housing` when the worker needs accommodation and the job offers it. A job without dates, or a
 * worker who has not said, gets no badge.
 */
export interface JobFit {
  applied: boolean;
  season: boolean;
  housing: boolean;
}

export function jobFit(
  job: Pick<Job, "start_date" | "end_date" | "accommodation"> & { has_applied?: boolean },
  profile: Pick<FitFacts, "availability" | "needs_accommodation"> | null,
): JobFit {
  const season = coversSeason(profile?.availability ?? [], job.start_date, job.end_date) === true;
  const housing = profile?.needs_accommodation === true && job.accommodation !== "NONE";
  return { applied: job.has_applied === true, season, housing };
}
