import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseJobId } from "~/components/job/job-id";
import { applicantsCsv } from "~/lib/api/applications.server";
import { isApiError } from "~/lib/api/client.server";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { requireRole } from "~/lib/session.server";

/**
 * `/company/jobs/{id}/applicants.csv` (docs/applications.md#the-companys-side): the job's applicants as the API exports
 * them (UTF-8 with a BOM, in the reader's language), downloaded as a file. Outside the job page's layout: a resource
 * route.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireRole(request, context, "COMPANY");
  const jobId = parseJobId(params.jobId);
  if (jobId === null) throw new Response("Not found", { status: 404 });
  try {
    const csv = await applicantsCsv(api, jobId, detectLocale(request));
    const headers = new Headers({
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="applicants-job-${jobId}.csv"`,
      "Cache-Control": "private, no-store",
    });
    return new Response(csv, { status: 200, headers });
  } catch (error) {
    // Another company's job or none: Page Not Found, as the job's other company pages answer.
    if (isApiError(error) && (error.status === 403 || error.status === 404))
      throw new Response("Not found", { status: 404 });
    throw error;
  }
}
