/** Where the review pages of a company's page live (areas.md "Write a review"), and the fields of its forms. */
import { companyPath } from "./company-page";

/** The fields of the review forms, as the API names them. */
export const REVIEW_FIELDS = ["rating", "title", "content", "position", "season"] as const;

/** The ratings a worker can give, worst first. */
export const RATINGS = [1, 2, 3, 4, 5] as const;

export const newReviewPath = (uuid: string) => `${companyPath(uuid, "reviews")}/new`;

export const reviewActionPath = (uuid: string, id: number, action: "edit" | "report") =>
  `${companyPath(uuid, "reviews")}/${id}/${action}`;

/** A review id from the URL: a positive whole number as the API's ids are, else null (Page Not Found). */
export function reviewIdOf(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2 ** 31 - 1 ? id : null;
}
