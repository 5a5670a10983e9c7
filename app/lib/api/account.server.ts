/** The web tier's calls for the account holder's own data (docs/decisions/168), one named function per call. */
import { accountExportSchema, detailResponseSchema, type AccountExport } from "#contract/accounts";
import type { ApiClient } from "./client.server";

/** `GET /account/export/`: everything held about the signed-in account. */
export function exportAccountData(api: ApiClient): Promise<AccountExport> {
  return api.request("/account/export/", { schema: accountExportSchema });
}

/** `POST /account/delete/`: deletes the signed-in account; an empty password for an account without one. */
export async function deleteAccount(api: ApiClient, password: string): Promise<void> {
  await api.request("/account/delete/", {
    method: "POST",
    json: password ? { password } : {},
    schema: detailResponseSchema,
  });
}
