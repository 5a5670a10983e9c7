import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { POST_A_JOB } from "~/components/company/profile-paths";
import { requireRole } from "~/lib/session.server";

/** `/company/profile` goes to posting a job (spec section 2); the profile itself is `/company/profile/{uuid}`. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "COMPANY");
  throw redirect(`${POST_A_JOB}${new URL(request.url).search}`);
}

export default function CompanyProfileHome() {
  return null;
}
