import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { ownEmployeeProfile } from "~/lib/api/profiles.server";
import { requireRole } from "~/lib/session.server";

/** Spec section 2: `/employee` sends the worker to their own profile if there is one, otherwise to create it. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireRole(request, context, "EMPLOYEE");
  const profile = await ownEmployeeProfile(api);
  // The query goes along (`?lng=gr` chooses the language of the page it lands on).
  const { search } = new URL(request.url);
  return redirect(`${profile ? `/employee/profile/${profile.uuid}` : "/employee/profile/create"}${search}`, {});
}

/**
 * Never rendered: the loader always redirects. Its presence keeps this a page route rather than a resource route,
 * so a failure of the API in the loader shows the error screen in the user's language, not a JSON body.
 */
export default function EmployeeHome() {
  return null;
}
