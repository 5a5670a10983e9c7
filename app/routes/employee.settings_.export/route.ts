import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportAccount } from "#contract/endpoints/accounts";
import { areaOf, exportFileName } from "~/components/settings/account-data";
import { requireRole } from "~/lib/session.server";

/**
 * `/employee/settings/export` and `/company/settings/export` (one module, mounted in both areas by app/routes.ts;
 * docs/sessions-and-accounts.md#exporting-and-deleting-an-account): the download of everything held about the signed-in
 * account, as the API exports it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { role } = areaOf(new URL(request.url).pathname);
  const { api } = await requireRole(request, context, role);
  const data = await api.call(exportAccount);
  const download = new Headers();
  download.set("Content-Type", "application/json; charset=utf-8");
  download.set("Content-Disposition", `attachment; filename="${exportFileName()}"`);
  download.set("Cache-Control", "no-store");
  return new Response(`${JSON.stringify(data, null, 2)}\n`, { status: 200, headers: download });
}
