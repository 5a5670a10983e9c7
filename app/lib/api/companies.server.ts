/** The web tier's calls for companies (spec section 7), one named function per call. */
import { companySearchPageSchema, type CompanySearchPage } from "#contract/profiles";
import type { ApiClient } from "./client.server";

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
