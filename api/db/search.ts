import { sql, type SQL } from "drizzle-orm";
import { knownPlaceName } from "../../contract/places";
import { companies, jobs } from "./schema";

/**
 * Full-text search over the generated `search_vector` columns (docs/data.md#full-text-search). The query goes through
 * the same configurations, accent folding and search key as the documents, so "σερβιτορος" finds "Σερβιτόρος",
 * "waiters" finds "Waiter", "cafe" finds "Café" and "servitoros" or "mykonos" find "Σερβιτόρος" and "Μύκονος".
 * A place the gazetteer knows is also looked up by its name in the other language ("Ηράκλειο" finds the jobs
 * in "Heraklion"). websearch syntax: quotes, `or`, `-word`.
 */
export function searchQuery(text: string): SQL {
  return sql`(${sql.join(searchTexts(text).map(variantQuery), sql` || `)})`;
}

/**
 * One variant as a tsquery: its search key, and its words through the configuration of their alphabet (Greek words
 * through `greek`, Latin ones through `english`; the documents hold both, and each stem covers what the other
 * configuration would make of the same word). No more alternatives than needed: PostgreSQL adds up the estimates
 * of ORed lexemes, and a rare word asked three ways looks common enough to walk the created_at index instead of
 * asking the GIN index (docs/data.md#full-text-search).
 */
function variantQuery(text: string): SQL {
  const greek = /[\u0370-\u03ff\u1f00-\u1fff]/u.test(text);
  const latin = /[a-z]/iu.test(text);
  const configs = greek || latin ? [...(greek ? ["greek"] : []), ...(latin ? ["english"] : [])] : ["greek", "english"];
  const queries = configs.map((config) => sql`websearch_to_tsquery('${sql.raw(config)}', public.f_unaccent(${text}))`);
  return sql.join([...queries, sql`websearch_to_tsquery('simple', public.f_search_key(${text}))`], sql` || `);
}

/** `WHERE` condition: the job's title, description or place matches `text` (GIN index jobs_search_idx). */
export function jobMatches(text: string): SQL {
  return sql`${jobs.searchVector} @@ ${searchQuery(text)}`;
}

/** `WHERE` condition: the company's name or place matches `text` (GIN index companies_search_idx). */
export function companyMatches(text: string): SQL {
  return sql`${companies.searchVector} @@ ${searchQuery(text)}`;
}

/** Relevance of a job for `text`, for ordering search results (title counts most, then place, then description). */
export function jobRank(text: string): SQL<number> {
  return sql<number>`ts_rank(${jobs.searchVector}, ${searchQuery(text)})`;
}

/** The longest place name looked for, in words ("Saronic Gulf, Sporades and Evia" is the only longer one). */
const LONGEST_NAME = 4;

/**
 * The search as typed, and again with every place the gazetteer knows in it named in Latin and in Greek:
 * "σερβιτόρος Ηράκλειο" → also "σερβιτόρος Heraklion". Each variant is a whole query, so its other words still
 * have to match with the place.
 */
export function searchTexts(text: string): string[] {
  const words = [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
  const found: Array<{ start: number; end: number; name: string; nameEl: string }> = [];
  for (let i = 0; i < words.length;) {
    let matched = 0;
    for (let n = Math.min(LONGEST_NAME, words.length - i); n > 0 && matched === 0; n--) {
      const phrase = text.slice(words[i].start, words[i + n - 1].end);
      // Words of one name are apart by spaces or hyphens only.
      if (n > 1 && /[^\s-]/u.test(phrase.replace(/[\p{L}\p{N}]+/gu, ""))) continue;
      const names = knownPlaceName(phrase);
      if (names) {
        found.push({ start: words[i].start, end: words[i + n - 1].end, ...names });
        matched = n;
      }
    }
    i += matched || 1;
  }
  if (found.length === 0) return [text];
  const named = (pick: (place: (typeof found)[number]) => string) => {
    let out = "";
    let at = 0;
    for (const place of found) {
      out += text.slice(at, place.start) + pick(place);
      at = place.end;
    }
    return out + text.slice(at);
  };
  return [...new Set([text, named((place) => place.name), named((place) => place.nameEl)])];
}
