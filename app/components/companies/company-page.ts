/** The tabs of a company's page in the worker's area (spec section 2); the bare page opens `jobs`. */
export const COMPANY_TABS = ["about", "jobs", "benefits", "gallery", "reviews"] as const;
export type CompanyTab = (typeof COMPANY_TABS)[number];

export const companyPath = (uuid: string, tab?: CompanyTab) =>
  tab ? `/employee/companies/${uuid}/${tab}` : `/employee/companies/${uuid}`;

/** The layout route's id, for the tabs that read its company (useRouteLoaderData). */
export const COMPANY_ROUTE_ID = "routes/employee.companies.$companyId";
