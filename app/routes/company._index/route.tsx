import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { companyProfilePath, CREATE_COMPANY_PROFILE } from "~/components/company/profile-paths";
import { ownCompany } from "~/lib/api/profiles.server";
import { requireRole } from "~/lib/session.server";

/**
 * `/company` (spec section 2): the jobs tab of the company's own profile, or profile/create before it has one.
 * The query goes along (`?lng=`).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireRole(request, context, "COMPANY");
  const company = await ownCompany(api);
  const { search } = new URL(request.url);
  throw redirect(`${company ? companyProfilePath(company.uuid, "jobs") : CREATE_COMPANY_PROFILE}${search}`, {});
}

/** Never rendered (the loader always redirects): a page route, so a failing API shows the error screen. */
export default function CompanyHome() {
  return null;
}
