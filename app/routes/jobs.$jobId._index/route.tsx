import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { EMPLOYEE_JOBS, jobsBaseOf } from "~/lib/jobs-base";
import { requireRole } from "~/lib/session.server";

/**
 * `/jobs/{jobId}` → its description tab (spec section 2), keeping the query (`?lng=`); the same in the worker's
 * area (`/employee/jobs/{jobId}`, app/routes.ts), where it guards itself first like every page of the area. A
 * resource route: it only redirects, and the description tab answers Page Not Found for an id that names no job.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = encodeURIComponent(params.jobId ?? "");
  const url = new URL(request.url);
  const base = jobsBaseOf(url.pathname);
  if (base === EMPLOYEE_JOBS) await requireRole(request, context, "EMPLOYEE");
  return redirect(`${base}/${id}/description${url.search}`);
}
