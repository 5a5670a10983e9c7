import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

/**
 * `/jobs/{jobId}` → its description tab (spec section 2), keeping the query (`?lng=`). A resource route: it
 * only redirects, and the description tab answers Page Not Found for an id that names no job.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const id = encodeURIComponent(params.jobId ?? "");
  return redirect(`/jobs/${id}/description${new URL(request.url).search}`);
}
