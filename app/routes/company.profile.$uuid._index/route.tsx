import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { companyProfilePath } from "~/components/company/profile-paths";
import { requireOwnCompany } from "~/lib/company-profile.server";

/** The bare profile opens its jobs tab (spec section 2: jobs is the default), keeping the query (`?lng=`). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { company } = await requireOwnCompany(request, context, params.uuid);
  throw redirect(`${companyProfilePath(company.uuid, "jobs")}${new URL(request.url).search}`);
}

/** Never rendered (the loader always redirects): a page route, so a failing API shows the error screen. */
export default function CompanyProfileHome() {
  return null;
}
