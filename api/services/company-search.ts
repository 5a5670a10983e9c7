/**
 * The public company search (`GET /companies/?name=&industry_label=&city=&area=&limit=&offset=`,
 * docs/profiles-and-companies.md#company-search): a name matches by full text (whole words, Greek and English stems,
 * accents ignored) or as a piece of the name (so "blue b" finds "Blue Bay" while typing); the filters are exact but
 * ignore case and accents.
 */
import { and, sql, type SQL } from "drizzle-orm";
import type { CompanySearchPage, CompanySearchQuery } from "../../contract/profiles";
import type { AppDatabase } from "../db/client";
import { companies, users } from "../db/schema";
import { companyMatches } from "../db/search";
import { loadCompanySummaries } from "./company-profiles";

/** Spec section 9: "Company search limit: 10". */
export const COMPANY_SEARCH_LIMIT = 10;

export async function searchCompanies(
  db: AppDatabase,
  query: CompanySearchQuery,
  links: { requestUrl: string; origin: string },
): Promise<CompanySearchPage> {
  const where = and(...conditions(query)) ?? sql`true`;
  const limit = query.limit ?? COMPANY_SEARCH_LIMIT;
  const offset = query.offset ?? 0;
  const [[{ count }], results] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(companies)
      .where(where),
    loadCompanySummaries(db, where, { limit, offset }),
  ]);
  const link = (to: number | null) => offsetLink(links, limit, to);
  return {
    count,
    next: link(offset + limit < count ? offset + limit : null),
    previous: link(offset > 0 ? Math.max(0, offset - limit) : null),
    results,
  };
}

function conditions(query: CompanySearchQuery): SQL[] {
  // A company whose account was deleted (docs/sessions-and-accounts.md#exporting-and-deleting-an-account) is no longer
  // looked up; its closed jobs keep its name.
  const found: SQL[] = [
    sql`not exists (select 1 from ${users} where ${users.id} = ${companies.ownerId} and ${users.deletedAt} is not null)`,
  ];
  if (query.name) {
    const piece = `%${escapeLike(query.name)}%`;
    found.push(
      sql`(${companyMatches(query.name)} or public.f_unaccent(${companies.name}) ilike public.f_unaccent(${piece}))`,
    );
  }
  if (query.industry_label) {
    found.push(
      sql`exists (select 1 from unnest(${companies.industries}) as industry where ${sameText(sql`industry`, query.industry_label)})`,
    );
  }
  if (query.city) found.push(sameText(sql`${companies.city}`, query.city));
  if (query.area) found.push(sameText(sql`${companies.area}`, query.area));
  return found;
}

/** Equal ignoring case and accents: "Ηράκλειο" = "ηρακλειο", "Heraklion" = "HERAKLION". */
function sameText(column: SQL, value: string): SQL {
  return sql`lower(public.f_unaccent(${column})) = lower(public.f_unaccent(${value}))`;
}

/** `%` and `_` typed by the user are letters, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The request URL with `offset` replaced (DRF's LimitOffsetPagination links), on the public origin. */
function offsetLink(
  links: { requestUrl: string; origin: string },
  limit: number,
  offset: number | null,
): string | null {
  if (offset === null) return null;
  const url = new URL(links.requestUrl);
  const origin = new URL(links.origin);
  url.protocol = origin.protocol;
  url.host = origin.host;
  url.searchParams.set("limit", String(limit));
  if (offset === 0) url.searchParams.delete("offset");
  else url.searchParams.set("offset", String(offset));
  return url.toString();
}
