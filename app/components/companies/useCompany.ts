import { useRouteLoaderData } from "@remix-run/react";
import type { Company } from "#contract/profiles";
import { COMPANY_ROUTE_ID } from "./company-page";

/** The company of the page a tab is on (loaded once by the layout route). */
export function useCompany(): Company {
  const loaderData = useRouteLoaderData<{ company: Company }>(COMPANY_ROUTE_ID);
  if (!loaderData) throw new Error("useCompany is for the tabs of a company's page");
  return loaderData.company;
}
