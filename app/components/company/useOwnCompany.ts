import { useRouteLoaderData } from "@remix-run/react";
import type { Company } from "#contract/profiles";
import { COMPANY_PROFILE_ROUTE_ID } from "./profile-paths";

/** The company whose profile a tab is on (loaded once by the layout route, which checked it is the caller's). */
export function useOwnCompany(): Company {
  const loaderData = useRouteLoaderData<{ company: Company }>(COMPANY_PROFILE_ROUTE_ID);
  if (!loaderData) throw new Error("useOwnCompany is for the tabs of the company's own profile");
  return loaderData.company;
}
