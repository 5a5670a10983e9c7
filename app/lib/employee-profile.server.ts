import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import type { EmployeeProfile } from "#contract/profiles";
import { employeeProfile } from "~/lib/api/profiles.server";
import { requireRole, type SignedInSession } from "~/lib/session.server";

/** The API's own rule for a profile id (its `uuid` field): anything else is not worth a call. */
const isUuid = (value: string) => z.string().uuid().safeParse(value).success;

/**
 * The guard of `/employee/profile/{uuid}` and its sections: a signed-in employee (else login or their own area),
 * and the profile in the path is theirs. Someone else's profile, or an id that is not one, is Page Not Found:
 * a worker's profile is shown to the companies they apply to, never to other workers.
 */
export async function requireOwnEmployeeProfile(
  request: Request,
  context: AppLoadContext,
  uuid: string | undefined,
): Promise<SignedInSession & { profile: EmployeeProfile }> {
  const session = await requireRole(request, context, "EMPLOYEE");
  const profile = uuid && isUuid(uuid) ? await employeeProfile(session.api, uuid) : null;
  if (!profile || profile.user !== session.user.uuid) throw new Response("Not found", { status: 404 });
  return { ...session, profile };
}
