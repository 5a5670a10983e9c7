import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "~/lib/session.server";

/**
 * `/company/jobs/{id}` → its description tab (spec section 2), keeping the query (`?lng=`). It guards itself like
 * every page of the area: a guest is sent to log in from here, a worker to their own area.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireRole(request, context, "COMPANY");
  const url = new URL(request.url);
  return redirect(`/company/jobs/${encodeURIComponent(params.jobId ?? "")}/description${url.search}`);
}
