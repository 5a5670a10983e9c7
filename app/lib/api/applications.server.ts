/** The web tier's calls for applications (spec section 7), one named function per call. */
import { applicationListSchema, type Application } from "#contract/applications";
import type { ApiClient } from "./client.server";

/** The caller's applications: an employee's own, or those to a company's jobs (`GET /applications/`). */
export function ownApplications(api: ApiClient): Promise<Application[]> {
  return api.request("/applications/", { schema: applicationListSchema });
}

/** `POST /applications/`. */
export async function applyToJob(api: ApiClient, job: number, coverLetter: string): Promise<void> {
  await api.request("/applications/", { method: "POST", json: { job, cover_letter: coverLetter } });
}

/** `POST /applications/{id}/withdraw/` (the employee's own application). */
export async function withdrawApplication(api: ApiClient, id: number): Promise<void> {
  await api.request(`/applications/${id}/withdraw/`, { method: "POST" });
}

/** One of the employee's own applications, or `null` when they have none by that id. */
export async function ownApplication(api: ApiClient, id: number): Promise<Application | null> {
  return (await ownApplications(api)).find((application) => application.id === id) ?? null;
}

/** The jobs the employee has a live application to (withdrawn ones do not count: they may apply again). */
export async function appliedJobIds(api: ApiClient): Promise<Set<number>> {
  const applications = await ownApplications(api);
  return new Set(applications.filter((application) => application.status !== "WITHDRAWN").map((application) => application.job));
}
