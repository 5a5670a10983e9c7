import { getJob } from "#contract/endpoints/jobs";
import type { Job } from "#contract/jobs";
import { isApiError, type ApiClient } from "~/lib/api/client.server";
import { parseJobId } from "~/components/job/job-id";

/**
 * The job a job page shows, for the layout and each tab's loader. A malformed id, an unknown job and an
 * inactive one (even to its owner: the company manages it in its own area) are Page Not Found; an API that
 * fails is the generic error screen ('Failed to fetch job details').
 */
export async function loadJob(api: ApiClient, rawId: string | undefined): Promise<Job> {
  const id = parseJobId(rawId);
  if (id === null) throw notFound();
  let job: Job;
  try {
    job = await api.call(getJob, { params: { id } });
  } catch (error) {
    if (isApiError(error, 404)) throw notFound();
    if (isApiError(error)) throw new Response("Failed to fetch job details", { status: 502 });
    throw error;
  }
  if (!job.is_active) throw notFound();
  return job;
}

function notFound(): Response {
  return new Response(null, { status: 404 });
}
