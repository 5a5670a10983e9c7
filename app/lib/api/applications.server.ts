/** The web tier's calls for applications (spec section 7), one named function per call. */
import {
  applicantPageSchema,
  applicationListSchema,
  applicationNotesSchema,
  applicationSchema,
  appliedJobsSchema,
  type ApplicantPage,
  type ApplicantPageQuery,
  type Application,
  type ApplicationBulkStatusRequest,
  type ApplicationNotes,
  type ApplicationNotesUpdateRequest,
} from "#contract/applications";
import { isApiError, type ApiClient } from "./client.server";

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
export function ownApplication(api: ApiClient, id: number): Promise<Application | null> {
  return application(api, id);
}

/** `GET /applications/{id}/`: one application the caller may see, or `null` (the API's 404). */
async function application(api: ApiClient, id: number): Promise<Application | null> {
  return api.request(`/applications/${id}/`, { schema: applicationSchema }).catch((error: unknown) => {
    if (isApiError(error, 404)) return null;
    throw error;
  });
}

/** The jobs the employee has a live application to (withdrawn ones do not count: they may apply again). */
export async function appliedJobIds(api: ApiClient): Promise<Set<number>> {
  return new Set(await api.request("/applications/applied-jobs/", { schema: appliedJobsSchema }));
}

/** One page of the applications to the company's jobs (or one job), with the counts per status (`GET /applications/applicants/`). */
export function companyApplicantsPage(api: ApiClient, query: ApplicantPageQuery): Promise<ApplicantPage> {
  return api.request("/applications/applicants/", { query, schema: applicantPageSchema });
}

/** One application to the company's jobs, or `null` when it has none by that id. */
export function companyApplication(api: ApiClient, id: number): Promise<Application | null> {
  return application(api, id);
}

/** `PATCH /applications/{id}/` to VIEWED_BY_COMPANY: the company opened an application it had not yet seen. */
export async function markApplicationViewed(api: ApiClient, id: number): Promise<void> {
  await api.request(`/applications/${id}/`, { method: "PATCH", json: { status: "VIEWED_BY_COMPANY" } });
}

/** `POST /applications/bulk-status/`: all the listed applications to one status, or none. */
export function moveApplications(api: ApiClient, change: ApplicationBulkStatusRequest): Promise<Application[]> {
  return api.request("/applications/bulk-status/", { method: "POST", json: change, schema: applicationListSchema });
}

/** `PATCH /applications/{id}/notes/`: the company's private note and rating. */
export function saveApplicationNotes(
  api: ApiClient,
  id: number,
  notes: ApplicationNotesUpdateRequest,
): Promise<ApplicationNotes> {
  return api.request(`/applications/${id}/notes/`, { method: "PATCH", json: notes, schema: applicationNotesSchema });
}

/** `GET /jobs/{id}/applicants/csv/`: the job's applicants as CSV text (with its BOM), in `language`. */
export async function applicantsCsv(api: ApiClient, jobId: number, language: "en" | "gr"): Promise<string> {
  const text = await api.request(`/jobs/${jobId}/applicants/csv/`, {
    raw: true,
    headers: { "Accept-Language": language === "gr" ? "el" : "en" },
  });
  // fetch's text() drops a leading byte-order mark (the WHATWG UTF-8 decode); Excel needs it to read Greek.
  const csv = String(text);
  return csv.startsWith("\uFEFF") ? csv : `\uFEFF${csv}`;
}
