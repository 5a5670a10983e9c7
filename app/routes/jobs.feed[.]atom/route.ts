import type { LoaderFunctionArgs } from "@remix-run/node";
import { searchFilters, searchName, serializeJobFilters } from "#contract/job-filters";
import { listJobs } from "#contract/endpoints/jobs";
import { jobPageSchema } from "#contract/jobs";
import type { z } from "zod";
import { placeLine } from "#contract/place-line";
import { getWebEnv } from "~/lib/env.server";
import { sharedRead } from "~/lib/api/shared-reads.server";
import { isApiError } from "~/lib/api/client.server";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { jobHref } from "~/lib/jobs-base";
import { localizedUrl } from "~/lib/seo";

/**
 * /jobs/feed.atom?<the /jobs query> (issue 24, docs/jobs.md#search-alerts): any search as an Atom feed (RFC 4287), its
 * newest 50 jobs, newest first, in the reader's language. It reads the public job list the way /jobs does (a shared
 * read: the same for everyone, docs/operations.md#caches) and is cached like public reads (`max-age=300`). Paging and
 * ordering in the query are ignored (`searchFilters`, as a saved alert reads its search): a feed is always the newest
 * jobs, named as an alert of the same search is.
 */

const FEED_SIZE = 50;
type ListedJob = z.output<typeof jobPageSchema>["results"][number];
const CACHE_CONTROL = "public, max-age=300";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const filters = searchFilters(url.searchParams);
  const query = serializeJobFilters(filters);
  const apiQuery: Record<string, string[]> = { limit: [String(FEED_SIZE)], ordering: ["-created_at"] };
  for (const [key, value] of query) (apiQuery[key] ??= []).push(value);
  try {
    const page = await sharedRead(context, listJobs.path, { query: apiQuery, schema: jobPageSchema });
    return new Response(atomFeed(request, query, searchName(filters), page.results), {
      headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": CACHE_CONTROL },
    });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return new Response("The job list is not available right now.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60", "Cache-Control": "no-store" },
    });
  }
}

function atomFeed(request: Request, query: URLSearchParams, name: string, jobs: readonly ListedJob[]): string {
  const origin = getWebEnv().PUBLIC_URL.replace(/\/+$/, "");
  const locale = detectLocale(request);
  const t = getFixedT(locale, "alerts");
  const brand = getFixedT(locale, "common")("brand");
  const search = query.toString();
  const listPath = search === "" ? "/jobs" : `/jobs?${search}`;
  const selfPath = search === "" ? "/jobs/feed.atom" : `/jobs/feed.atom?${search}`;
  const updated = jobs[0]?.created_at ?? new Date(0).toISOString();
  const entries = jobs.map((job) => {
    const link = localizedUrl(origin, jobHref(job.id), locale);
    const place = placeLine([job.city, job.area], locale);
    const summary = [job.company.name, place].filter((part) => part !== "").join(", ");
    return [
      "<entry>",
      `<id>${xml(`${origin}${jobHref(job.id)}`)}</id>`,
      `<title>${xml(job.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${xml(link)}"/>`,
      `<published>${xml(isoTime(job.created_at))}</published>`,
      `<updated>${xml(isoTime(job.created_at))}</updated>`,
      `<author><name>${xml(job.company.name)}</name></author>`,
      `<summary>${xml(summary)}</summary>`,
      "</entry>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale === "gr" ? "el" : "en"}">`,
    `<id>${xml(`${origin}${selfPath}`)}</id>`,
    `<title>${xml(t("feed.title", { brand, name: name === "" ? t("mail.allJobs") : name }))}</title>`,
    `<subtitle>${xml(t("feed.subtitle"))}</subtitle>`,
    `<updated>${xml(isoTime(updated))}</updated>`,
    `<author><name>${xml(brand)}</name></author>`,
    `<link rel="self" type="application/atom+xml" href="${xml(localizedUrl(origin, selfPath, locale))}"/>`,
    `<link rel="alternate" type="text/html" href="${xml(localizedUrl(origin, listPath, locale))}"/>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}

/** RFC 3339, as Atom's dates must be; the API's own value when it does not parse. */
function isoTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

function xml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}
