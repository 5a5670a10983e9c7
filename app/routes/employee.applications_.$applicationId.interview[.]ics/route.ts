import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseJobId } from "~/components/job/job-id";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { calendarResponse, interviewCalendarFile } from "~/lib/interviews/interviews.server";
import { requireRole } from "~/lib/session.server";

/**
 * `/employee/applications/{id}/interview.ics` (docs/interviews.md#the-calendar-invitation): the agreed interview's
 * calendar invitation, or its cancellation, as the API makes it, downloaded as a file. A resource route.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireRole(request, context, "EMPLOYEE");
  const id = parseJobId(params.applicationId);
  const file = id === null ? null : await interviewCalendarFile(api, id, detectLocale(request));
  if (file === null || id === null) throw new Response("Not found", { status: 404 });
  return calendarResponse(file, id);
}
