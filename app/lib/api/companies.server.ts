/**
 * The reads of companies that do more than the call (spec section 7): "404 means there is none" read once, the
 * company's own job ads, the search as the companies page asks it. Every other call is
 * `api.call(declaration)` (contract/endpoints/profiles.ts, reviews.ts) where it is made.
 */
import { listOwnCompanyJobs } from "#contract/endpoints/jobs";
import { deleteGalleryImage, getCompany, listCompanies } from "#contract/endpoints/profiles";
import { readReviewEligibility } from "#contract/endpoints/reviews";
import type { OwnCompanyJobs } from "#contract/jobs";
import type { Company, CompanySearchPage } from "#contract/profiles";
import type { ReviewEligibility } from "#contract/reviews";
import { isApiError, ApiError, type ApiClient } from "./client.server";
import { orNull } from "./profiles.server";

/**
 * `GET /companies/?name=&industry_label=&limit=` (spec section 7: industries travel as `industry_label`): a page of
 * the search, whatever the form left empty.
 */
export async function searchCompanies(
  api: ApiClient,
  query: { name?: string; industry?: string; limit: number },
): Promise<CompanySearchPage> {
  const page = await api.call(listCompanies, {
    query: { name: query.name || undefined, industry_label: query.industry || undefined, limit: query.limit },
  });
  // With a query the API answers a page; the caller's own list would be a wrong answer here.
  if (Array.isArray(page)) throw new ApiError(502, { detail: "API answered an unexpected body" });
  return page;
}

/** `GET /companies/{uuid}/`: a company's public page, or `null` when there is none by that id. */
export function companyById(api: ApiClient, uuid: string): Promise<Company | null> {
  return orNull(api.call(getCompany, { params: { uuid } }));
}

/**
 * `GET /companies/{uuid}/jobs/`: the signed-in company's own job ads, newest first (the first `limit`), open, past
 * their dates or closed by it (so a closed ad can still be found, reopened or posted again), each with how many
 * applied to it (docs/forms.md#long-option-lists).
 */
export function ownCompanyJobs(api: ApiClient, uuid: string, limit: number): Promise<OwnCompanyJobs> {
  return api.call(listOwnCompanyJobs, { params: { uuid }, query: { limit } });
}

/**
 * `GET /companies/{uuid}/reviews/eligibility/`: the seasons the worker may still review, and their own reviews;
 * `null` when there is no company by that id.
 */
export function reviewEligibility(api: ApiClient, uuid: string): Promise<ReviewEligibility | null> {
  return orNull(api.call(readReviewEligibility, { params: { uuid } }));
}

/** `DELETE /companies/{uuid}/gallery/{id}/` (the owner only); `false` when there is no such image. */
export async function removeGalleryImage(api: ApiClient, uuid: string, id: number): Promise<boolean> {
  try {
    await api.call(deleteGalleryImage, { params: { uuid, id } });
    return true;
  } catch (error) {
    if (isApiError(error, 404)) return false;
    throw error;
  }
}
