/**
 * The web tier's reads of an application's interview (docs/interviews.md): one call each, through the contract's
 * declarations. Someone else's application is null (the API's 404), so a page answers Page Not Found.
 */
import { downloadInterviewCalendar, getInterview, listInterviews } from "#contract/endpoints/interviews";
import type { Interview, InterviewSummary } from "#contract/interviews";
import { isApiError, type ApiClient } from "~/lib/api/client.server";

/** The interview of one of the caller's applications: null when there is none, undefined when the application is not theirs. */
export async function interviewOf(api: ApiClient, applicationId: number): Promise<Interview | null | undefined> {
  try {
    return (await api.call(getInterview, { params: { id: applicationId } })).interview;
  } catch (error) {
    if (isApiError(error, 404)) return undefined;
    throw error;
  }
}

/** The caller's interviews by application, for the lists. A failed read shows the lists without them. */
export async function interviewsByApplication(api: ApiClient): Promise<Record<number, InterviewSummary>> {
  const list = await api.call(listInterviews, {}).catch((error: unknown) => {
    if (isApiError(error)) return [];
    throw error;
  });
  return Object.fromEntries(list.map((item) => [item.application, item]));
}

/** The calendar file, in the reader's language; null when there is no agreed or cancelled time to put in one. */
export async function interviewCalendarFile(
  api: ApiClient,
  applicationId: number,
  language: "en" | "gr",
): Promise<string | null> {
  try {
    return await api.call(downloadInterviewCalendar, {
      params: { id: applicationId },
      headers: { "Accept-Language": language === "gr" ? "el" : "en" },
    });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

/** The calendar file as a download, with the METHOD it holds in its MIME type. */
export function calendarResponse(file: string, id: number): Response {
  const method = /^METHOD:(\w+)/m.exec(file)?.[1] ?? "REQUEST";
  return new Response(file, {
    status: 200,
    headers: {
      "Content-Type": `text/calendar; charset=utf-8; method=${method}`,
      "Content-Disposition": `attachment; filename="interview-${id}.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
}
