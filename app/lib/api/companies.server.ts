/** The web tier's calls for companies (spec section 7), one named function per call. */
import { z } from "zod";
import { companyFollowSchema } from "#contract/follows";
import { jobPageSchema, type JobPage } from "#contract/jobs";
import {
  companySchema,
  companySearchPageSchema,
  reviewSchema,
  type Company,
  type CompanySearchPage,
  type Review,
} from "#contract/profiles";
import { isApiError, type ApiClient } from "./client.server";

/** `GET /companies/?name=&industry_label=&limit=` (spec section 7: industries travel as `industry_label`). */
export function searchCompanies(
  api: ApiClient,
  query: { name?: string; industry?: string; limit: number },
): Promise<CompanySearchPage> {
  return api.request("/companies/", {
    query: { name: query.name || undefined, industry_label: query.industry || undefined, limit: query.limit },
    schema: companySearchPageSchema,
  });
}

/** `GET /companies/{uuid}/`: a company's public page, or `null` when there is none by that id. */
export async function companyById(api: ApiClient, uuid: string): Promise<Company | null> {
  try {
    return await api.request(`/companies/${encodeURIComponent(uuid)}/`, { schema: companySchema });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

/** `GET /companies/{uuid}/reviews/`: newest first, as the API lists them. */
export function companyReviews(api: ApiClient, uuid: string): Promise<Review[]> {
  return api.request(`/companies/${encodeURIComponent(uuid)}/reviews/`, { schema: z.array(reviewSchema) });
}

/** `GET /jobs/?company=`: the company's open jobs, newest first (the first `limit`). */
export function companyJobs(api: ApiClient, uuid: string, limit: number): Promise<JobPage> {
  return api.request("/jobs/", { query: { company: uuid, limit }, schema: jobPageSchema });
}

/** `GET /companies/{uuid}/follow/`: whether the signed-in worker follows the company. */
export async function companyFollow(api: ApiClient, uuid: string): Promise<boolean> {
  const answer = await api.request(`/companies/${encodeURIComponent(uuid)}/follow/`, { schema: companyFollowSchema });
  return answer.followed;
}

/** `POST` or `DELETE /companies/{uuid}/follow/`: follow or unfollow; the state as it now is. */
export async function setCompanyFollow(api: ApiClient, uuid: string, follow: boolean): Promise<boolean> {
  const answer = await api.request(`/companies/${encodeURIComponent(uuid)}/follow/`, {
    method: follow ? "POST" : "DELETE",
    schema: companyFollowSchema,
  });
  return answer.followed;
}
