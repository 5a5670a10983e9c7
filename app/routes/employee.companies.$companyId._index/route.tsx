import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { companyPath } from "~/components/companies/company-page";
import { requireRole } from "~/lib/session.server";

/** The bare company page opens its jobs tab (spec section 2), keeping the query (`?lng=`). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireRole(request, context, "EMPLOYEE");
  throw redirect(`${companyPath(params.companyId ?? "", "jobs")}${new URL(request.url).search}`);
}

/** Never rendered (the loader always redirects): a page route, so a failing API shows the error screen. */
export default function CompanyHome() {
  return null;
}
