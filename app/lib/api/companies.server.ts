/** The web tier's calls for companies (spec section 7), one named function per call. */
import { z } from "zod";
import { companyFollowSchema } from "#contract/follows";
import { jobPageSchema, type JobPage } from "#contract/jobs";
import {
  ownReviewSchema,
  reviewEligibilitySchema,
  reviewReportedSchema,
  type OwnReview,
  type ReviewCreateRequest,
  type ReviewEligibility,
  type ReviewText,
} from "#contract/reviews";
import {
  companySchema,
  companySearchPageSchema,
  galleryImageSchema,
  reviewSchema,
  type Benefit,
  type Company,
  type GalleryImage,
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

const reviewListSchema = z.array(reviewSchema);
const reviewsPath = (uuid: string) => `/companies/${encodeURIComponent(uuid)}/reviews/`;

/** `GET /companies/{uuid}/reviews/`: newest first, as the API lists them, each with the company's reply. */
export function companyReviews(api: ApiClient, uuid: string): Promise<Review[]> {
  return api.request(reviewsPath(uuid), { schema: reviewListSchema });
}

/** `GET /jobs/?company=`: the company's open jobs, newest first (the first `limit`). */
export function companyJobs(api: ApiClient, uuid: string, limit: number): Promise<JobPage> {
  return api.request("/jobs/", { query: { company: uuid, limit }, schema: jobPageSchema });
}

/**
 * The signed-in company's own job ads, newest first (the first `limit`): those `GET /jobs/?company=` lists to its
 * owner (open, or past their dates) and the ads it closed itself, which only `is_active=false` lists, so a closed
 * ad can still be found, reopened or posted again. Each says whether the company closed it, and how many applied
 * to it (`application_count`, which the API gives the owner only: docs/decisions/174).
 */
export async function ownCompanyJobs(api: ApiClient, uuid: string, limit: number) {
  const [listed, closed] = await Promise.all([
    companyJobs(api, uuid, limit),
    api.request("/jobs/", { query: { company: uuid, is_active: false, limit }, schema: jobPageSchema }),
  ]);
  const results = [
    ...listed.results.map((job) => ({ ...job, is_active: true })),
    ...closed.results.map((job) => ({ ...job, is_active: false })),
  ]
    .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id))
    .slice(0, limit);
  return { count: listed.count + closed.count, results };
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

/**
 * `GET /companies/{uuid}/reviews/eligibility/`: the seasons the worker may still review, and their own reviews;
 * `null` when there is no company by that id.
 */
export async function reviewEligibility(api: ApiClient, uuid: string): Promise<ReviewEligibility | null> {
  try {
    return await api.request(`${reviewsPath(uuid)}eligibility/`, { schema: reviewEligibilitySchema });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

/** `POST /companies/{uuid}/reviews/`: a review by a worker the company shortlisted, once per season. */
export function writeReview(api: ApiClient, uuid: string, review: ReviewCreateRequest): Promise<OwnReview> {
  return api.request(reviewsPath(uuid), { method: "POST", json: review, schema: ownReviewSchema });
}

/** `PATCH /companies/{uuid}/reviews/{id}/`: the author's edit, within 30 days of writing it. */
export function editReview(api: ApiClient, uuid: string, id: number, review: ReviewText): Promise<OwnReview> {
  return api.request(`${reviewsPath(uuid)}${id}/`, { method: "PATCH", json: review, schema: ownReviewSchema });
}

/** `POST /companies/{uuid}/reviews/{id}/report/`: a report for moderation (a second one changes nothing). */
export async function reportReview(api: ApiClient, uuid: string, id: number, reason: string): Promise<void> {
  await api.request(`${reviewsPath(uuid)}${id}/report/`, {
    method: "POST",
    json: { reason },
    schema: reviewReportedSchema,
  });
}

/** `PATCH /companies/{uuid}/` with `benefits` only: the list sent replaces the stored one (the owner only). */
export function replaceCompanyBenefits(api: ApiClient, uuid: string, benefits: Benefit[]): Promise<Company> {
  return api.request(`/companies/${encodeURIComponent(uuid)}/`, {
    method: "PATCH",
    json: { benefits },
    schema: companySchema,
  });
}

/** `POST /companies/{uuid}/gallery/` (multipart: `images` files, `alt` and `caption` lists matched by position). */
export function uploadGalleryImages(api: ApiClient, uuid: string, form: FormData): Promise<GalleryImage[]> {
  return api.request(`/companies/${encodeURIComponent(uuid)}/gallery/`, {
    method: "POST",
    formData: form,
    schema: z.array(galleryImageSchema),
  });
}

/** `DELETE /companies/{uuid}/gallery/{id}/` (the owner only); `false` when there is no such image. */
export async function deleteGalleryImage(api: ApiClient, uuid: string, id: number): Promise<boolean> {
  try {
    await api.request(`/companies/${encodeURIComponent(uuid)}/gallery/${id}/`, { method: "DELETE" });
    return true;
  } catch (error) {
    if (isApiError(error, 404)) return false;
    throw error;
  }
}

/** `POST /companies/{uuid}/reviews/{id}/reply/`: the company's one reply (a second is 409). */
export async function replyToReview(api: ApiClient, uuid: string, id: number, reply: string): Promise<void> {
  await api.request(`${reviewsPath(uuid)}${id}/reply/`, { method: "POST", json: { reply } });
}
