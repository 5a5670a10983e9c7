import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { jobsBaseOf } from "~/lib/jobs-base";

/**
 * `/jobs/{jobId}` → its description tab (spec section 2), keeping the query (`?lng=`); the same in the worker's
 * area (`/employee/jobs/{jobId}`, app/routes.ts), whose description tab guards itself. A resource route: it
 * only redirects, and the description tab answers Page Not Found for an id that names no job.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const id = encodeURIComponent(params.jobId ?? "");
  const url = new URL(request.url);
  return redirect(`${jobsBaseOf(url.pathname)}/${id}/description${url.search}`);
}
