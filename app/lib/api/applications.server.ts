/**
 * The application calls of the web tier that do more than `api.call` on their declaration
 * (contract/endpoints/jobs.ts): an application or null, marking one viewed by the company, and the applicants' CSV
 * with its byte-order mark. Every other application call is `api.call` where it is made.
 */
import { exportJobApplicants, getApplication, updateApplicationStatus } from "#contract/endpoints/jobs";
import type { Application } from "#contract/applications";
import { isApiError, type ApiClient } from "./client.server";

/**
 * `GET /applications/{id}/`: one application the caller may see (the worker's own, or one to the company's jobs),
 * or `null` (the API's 404).
 */
export async function applicationOrNull(api: ApiClient, id: number): Promise<Application | null> {
  return api.call(getApplication, { params: { id } }).catch((error: unknown) => {
    if (isApiError(error, 404)) return null;
    throw error;
  });
}

/**
 * The company has opened `application` (docs/applications.md): an APPLIED one moves to VIEWED_BY_COMPANY with
 * `PATCH /applications/{id}/`, whose answer is the application as it now is (nothing is read again); any other is
 * returned as it is. A move refused because another tab moved it first (400) leaves the application as read.
 */
export async function markViewed(api: ApiClient, application: Application): Promise<Application> {
  if (application.status !== "APPLIED") return application;
  return api
    .call(updateApplicationStatus, { params: { id: application.id }, json: { status: "VIEWED_BY_COMPANY" } })
    .catch((error: unknown) => {
      if (isApiError(error, 400)) return application;
      throw error;
    });
}

/** `GET /jobs/{id}/applicants/csv/`: the job's applicants as CSV text (with its BOM), in `language`. */
export async function applicantsCsv(api: ApiClient, jobId: number, language: "en" | "gr"): Promise<string> {
  const csv = await api.call(exportJobApplicants, {
    params: { id: jobId },
    headers: { "Accept-Language": language === "gr" ? "el" : "en" },
  });
  // fetch's text() drops a leading byte-order mark (the WHATWG UTF-8 decode); Excel needs it to read Greek.
  return csv.startsWith("\uFEFF") ? csv : `\uFEFF${csv}`;
}
