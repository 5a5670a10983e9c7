/**
 * The web tier's calls for profiles (spec section 7), one named function per call. "A 404 means no profile"
 * (spec section 7) is read here, once: callers get the profile or `null`.
 */
import { z } from "zod";
import {
  companySchema,
  employeeProfileSchema,
  fitFactsSchema,
  type Company,
  type EmployeeProfile,
  type FitFacts,
} from "#contract/profiles";
import { isApiError, type ApiClient } from "./client.server";

/** `null` for a 404; any other failure is thrown as it came. */
async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

/** The caller's own profiles: one schema object each, so a request reads them once (session.server.ts). */
const ownProfilesSchema = z.array(employeeProfileSchema);
const ownCompaniesSchema = z.array(companySchema);

/** The signed-in employee's own profile (`GET /employees/`), or `null` before they have created one. */
export async function ownEmployeeProfile(api: ApiClient): Promise<EmployeeProfile | null> {
  const profiles = await orNull(api.request("/employees/", { schema: ownProfilesSchema }));
  return profiles?.[0] ?? null;
}

/** What the fit badges of a worker's job list need of the worker (`GET /employees/fit-facts/`): one small read. */
export function ownFitFacts(api: ApiClient): Promise<FitFacts> {
  return api.request("/employees/fit-facts/", { schema: fitFactsSchema });
}

/** An employee profile by id (`GET /employees/{uuid}/`), or `null` when there is none the caller may read. */
export function employeeProfile(api: ApiClient, uuid: string): Promise<EmployeeProfile | null> {
  return orNull(api.request(`/employees/${encodeURIComponent(uuid)}/`, { schema: employeeProfileSchema }));
}

/** `POST /employees/` (multipart: the form's fields as the API names them). */
export function createEmployeeProfile(api: ApiClient, form: FormData): Promise<EmployeeProfile> {
  return api.request("/employees/", { method: "POST", formData: form, schema: employeeProfileSchema });
}

/** `PATCH /employees/{uuid}/`: only the fields sent change; a list sent replaces the stored one. */
export function updateEmployeeProfile(api: ApiClient, uuid: string, form: FormData): Promise<EmployeeProfile> {
  return api.request(`/employees/${encodeURIComponent(uuid)}/`, {
    method: "PATCH",
    formData: form,
    schema: employeeProfileSchema,
  });
}

/** The signed-in company's own profile (`GET /companies/`), or `null` before it has created one. */
export async function ownCompany(api: ApiClient): Promise<Company | null> {
  const companies = await orNull(api.request("/companies/", { schema: ownCompaniesSchema }));
  return companies?.[0] ?? null;
}

/** `POST /companies/` (multipart: the facts as the API names them, `logo` and `cover_image` files). */
export function createCompany(api: ApiClient, form: FormData): Promise<Company> {
  return api.request("/companies/", { method: "POST", formData: form, schema: companySchema });
}

/** `PATCH /companies/{uuid}/` (the owner only): the fields sent change; images sent replace the stored ones. */
export function updateCompany(api: ApiClient, uuid: string, form: FormData): Promise<Company> {
  return api.request(`/companies/${encodeURIComponent(uuid)}/`, {
    method: "PATCH",
    formData: form,
    schema: companySchema,
  });
}
