/**
 * The reads of profiles that do more than the call (spec section 7): "A 404 means no profile" is read here,
 * once, so callers get the profile or `null`. Every other call of a profile endpoint is `api.call(declaration)`
 * (contract/endpoints/profiles.ts) where it is made.
 */
import { getEmployeeProfile, listCompanies, listOwnEmployeeProfiles } from "#contract/endpoints/profiles";
import type { Company, EmployeeProfile } from "#contract/profiles";
import { isApiError, type ApiClient } from "./client.server";

/** `null` for a 404; any other failure is thrown as it came. */
export async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

/** The signed-in employee's own profile (`GET /employees/`), or `null` before they have created one. */
export async function ownEmployeeProfile(api: ApiClient): Promise<EmployeeProfile | null> {
  const profiles = await orNull(api.call(listOwnEmployeeProfiles));
  return profiles?.[0] ?? null;
}

/** An employee profile by id (`GET /employees/{uuid}/`), or `null` when there is none the caller may read. */
export function employeeProfile(api: ApiClient, uuid: string): Promise<EmployeeProfile | null> {
  return orNull(api.call(getEmployeeProfile, { params: { uuid } }));
}

/** The signed-in company's own profile (`GET /companies/` without a query), or `null` before it has created one. */
export async function ownCompany(api: ApiClient): Promise<Company | null> {
  const answer = await orNull(api.call(listCompanies));
  return Array.isArray(answer) ? (answer[0] ?? null) : null;
}
