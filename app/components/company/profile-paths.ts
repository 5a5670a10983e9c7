/**
 * Where the company's own profile lives (spec section 2): `/company/profile/{uuid}` with the tabs about, jobs (the
 * default), benefits, gallery and reviews. The job pages and applicants are other screens of the area; this only
 * knows their paths, to link to them.
 */
export const COMPANY_PROFILE_TABS = ["about", "jobs", "benefits", "gallery", "reviews"] as const;
export type CompanyProfileTab = (typeof COMPANY_PROFILE_TABS)[number];

export const companyProfilePath = (uuid: string, tab?: CompanyProfileTab) =>
  tab ? `/company/profile/${uuid}/${tab}` : `/company/profile/${uuid}`;

export const CREATE_COMPANY_PROFILE = "/company/profile/create";
export const POST_A_JOB = "/company/jobs/create";

/** A job of the company's, in the area: its description tab or its applicants. */
export const companyJobPath = (id: number, tab: "description" | "applicants") => `/company/jobs/${id}/${tab}`;

export const galleryImageDeletePath = (uuid: string, id: number) =>
  `${companyProfilePath(uuid, "gallery")}/${id}/delete`;

/** The layout route's id, for the tabs that read its company (useRouteLoaderData). */
export const COMPANY_PROFILE_ROUTE_ID = "routes/company.profile.$uuid";

/** A positive whole number as the API's ids are, else null (Page Not Found). */
export function positiveIdOf(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2 ** 31 - 1 ? id : null;
}
