import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

/** `/company/jobs/{id}` → its description tab (spec section 2), keeping the query (`?lng=`). */
export function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return redirect(`/company/jobs/${encodeURIComponent(params.jobId ?? "")}/description${url.search}`);
}
