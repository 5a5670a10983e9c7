/** The web tier's calls for a company's own jobs (spec section 7), one named function per call. */
import { z } from "zod";
import {
  jobMetadataSchema,
  jobSchema,
  type Job,
  type JobCreateRequest,
  type JobMetadata,
  type JobUpdateRequest,
} from "#contract/jobs";
import { isApiError, type ApiClient } from "./client.server";
import { ownCompany } from "./profiles.server";

/** `OPTIONS /jobs/` (creating) or `OPTIONS /jobs/{id}/` (editing): the fields and their choices. */
export function jobOptions(api: ApiClient, id?: number): Promise<JobMetadata> {
  return api.request(id === undefined ? "/jobs/" : `/jobs/${id}/`, { method: "OPTIONS", schema: jobMetadataSchema });
}

/** The create response is read leniently: an answer without an id is reported, not a crash (spec section 8). */
const createdJobSchema = z.object({ id: z.number().int().positive().optional() }).passthrough();

/** `POST /jobs/`: the new job's id, or `null` when the API's answer has none. */
export async function createJob(api: ApiClient, job: JobCreateRequest): Promise<{ id: number | null }> {
  const created = await api.request("/jobs/", { method: "POST", json: job, schema: createdJobSchema });
  return { id: created.id ?? null };
}

/** `PATCH /jobs/{id}/` (the owner only): the job as it now is. */
export function updateJob(api: ApiClient, id: number, patch: JobUpdateRequest): Promise<Job> {
  return api.request(`/jobs/${id}/`, { method: "PATCH", json: patch, schema: jobSchema });
}

/** `DELETE /jobs/{id}/` (the owner only; a job with applicants is deactivated by the API instead). */
export async function deleteJob(api: ApiClient, id: number): Promise<void> {
  await api.request(`/jobs/${id}/`, { method: "DELETE" });
}

/**
 * `GET /jobs/{id}/` as the signed-in company: the job when it is one of the company's own (closed and inactive
 * ones included), `null` when it does not exist or belongs to another company.
 */
export async function ownJob(api: ApiClient, id: number): Promise<Job | null> {
  const [job, company] = await Promise.all([
    api.request(`/jobs/${id}/`, { schema: jobSchema }).catch((error: unknown) => {
      if (isApiError(error, 404)) return null;
      throw error;
    }),
    ownCompany(api),
  ]);
  return job && company && job.company.uuid === company.uuid ? job : null;
}
