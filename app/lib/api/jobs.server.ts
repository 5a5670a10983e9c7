/**
 * The job calls of the web tier that do more than `api.call` on their declaration (contract/endpoints/jobs.ts): a
 * company's own job or null, and a new job's id read leniently. Every other job call is `api.call` where it is made.
 */
import { z } from "zod";
import { createJob, getJob } from "#contract/endpoints/jobs";
import type { Job, JobCreateRequest } from "#contract/jobs";
import { isApiError, type ApiClient } from "./client.server";
import { ownCompany } from "./profiles.server";

/**
 * `GET /jobs/{id}/` as the signed-in company: the job when it is one of the company's own (closed and inactive
 * ones included), `null` when it does not exist or belongs to another company.
 */
export async function ownJob(api: ApiClient, id: number): Promise<Job | null> {
  const [job, company] = await Promise.all([
    api.call(getJob, { params: { id } }).catch((error: unknown) => {
      if (isApiError(error, 404)) return null;
      throw error;
    }),
    ownCompany(api),
  ]);
  return job && company && job.company.uuid === company.uuid ? job : null;
}

/** The create answer is read leniently: an answer without an id is reported, not a crash (areas.md, Job editor). */
const createdJobSchema = z.object({ id: z.number().int().positive().optional() }).passthrough();

/**
 * `POST /jobs/` (`createJob`'s method and path): the new job's id, or `null` when the API's answer has none.
 * `api.call` would read the answer by the declared job schema and call an answer without an id a bad gateway.
 */
export async function createdJobId(api: ApiClient, job: JobCreateRequest): Promise<number | null> {
  const method = "POST" satisfies Uppercase<typeof createJob.method>;
  const created = await api.request(createJob.path, { method, json: job, schema: createdJobSchema });
  return created.id ?? null;
}
