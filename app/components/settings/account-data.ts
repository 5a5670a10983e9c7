/**
 * Where the settings screens live (docs/sessions-and-accounts.md#account-settings): one route module per screen,
 * mounted in both areas (app/routes.ts), each working out its area from the URL it answers.
 */
import type { Role } from "#contract/enums";

export type AreaBase = "/employee" | "/company";

export const ACCOUNT_DELETED_PATH = "/account-deleted";

export function areaOf(pathname: string): { base: AreaBase; role: Role } {
  return pathname === "/company" || pathname.startsWith("/company/")
    ? { base: "/company", role: "COMPANY" }
    : { base: "/employee", role: "EMPLOYEE" };
}

export const exportPath = (base: AreaBase) => `${base}/settings/export`;
export const deletePath = (base: AreaBase) => `${base}/settings/delete`;

/** The download's name: `seasonal-jobs-data-2026-11-25.json`. */
export function exportFileName(now = new Date()): string {
  return `seasonal-jobs-data-${now.toISOString().slice(0, 10)}.json`;
}
