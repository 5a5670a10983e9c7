import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "~/lib/session.server";

/** `/employee/profile` → `/employee/jobs` (spec section 2). A resource route: it only redirects, for a worker. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "EMPLOYEE");
  return redirect(`/employee/jobs${new URL(request.url).search}`);
}
