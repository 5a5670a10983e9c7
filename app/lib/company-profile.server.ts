import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import type { Company } from "#contract/profiles";
import { ownCompany } from "~/lib/api/profiles.server";
import { requireRole, type SignedInSession } from "~/lib/session.server";

const isUuid = (value: string) => z.string().uuid().safeParse(value).success;

/**
 * The guard of `/company/profile/{uuid}` and its tabs: a signed-in company (a worker is sent to their own area),
 * and the profile in the path is its own. Another company's, or an id that is not one, is Page Not Found: these
 * pages edit the profile; the public view of a company is elsewhere.
 */
export async function requireOwnCompany(
  request: Request,
  context: AppLoadContext,
  uuid: string | undefined,
): Promise<SignedInSession & { company: Company }> {
  const session = await requireRole(request, context, "COMPANY");
  const company = uuid && isUuid(uuid) ? await ownCompany(session.api) : null;
  if (!company || company.uuid !== uuid) throw new Response("Not found", { status: 404 });
  return { ...session, company };
}
