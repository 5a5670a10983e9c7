import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { jobSchema } from "#contract/jobs";
import { pageSchema } from "#contract/page";
import { jobHref } from "~/lib/jobs-base";
import { getWebEnv } from "~/lib/env.server";
import { SUPPORTED_LOCALES } from "~/lib/i18n/config";
import { languageAlternates, localizedUrl } from "~/lib/seo";

/**
 * /sitemap.xml (docs/ui.md#pages-for-search-engines): the public pages and every open job, each in both languages with
 * its hreflang alternates. Built from the API's public job list and kept for a few minutes, so crawlers do not page
 * through the whole list on every visit. When the API fails, the last sitemap is served if there is one, else a 503.
 */

/** Spec section 2's public screens; /login and /signup are left out (forms, nothing to find). */
const PUBLIC_PAGES = [
  "/",
  "/jobs",
  "/jobs/map",
  "/companies",
  "/employees",
  "/pricing",
  "/contact",
  "/terms",
  "/privacy",
  "/license",
] as const;

/** sitemaps.org: at most 50,000 URLs in one file. */
const MAX_URLS = 50_000;
const JOBS_PER_REQUEST = 100;
const FRESH_FOR_MS = 5 * 60_000;
const CACHE_CONTROL = "public, max-age=300";

/** What the sitemap reads of a list item; `updated_at` when the list carries it, else `created_at`. */
const jobPageSchema = pageSchema(
  jobSchema.pick({ id: true, created_at: true }).extend({ updated_at: jobSchema.shape.updated_at.optional() }),
);

interface SitemapPage {
  path: string;
  lastmod?: string;
}

let cached: { xml: string; builtAt: number } | null = null;
let building: Promise<string> | null = null;

export async function loader({ context }: LoaderFunctionArgs) {
  try {
    return sitemapResponse(await currentSitemap(context));
  } catch (error) {
    // Logged once with its stack and the request id (and Sentry when on); crawlers still get the last sitemap.
    context.monitor.error(error);
    if (cached) return sitemapResponse(cached.xml);
    return new Response("Sitemap temporarily unavailable", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "300", "Cache-Control": "no-store" },
    });
  }
}

function sitemapResponse(xml: string): Response {
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE_CONTROL },
  });
}

/** The cached sitemap while fresh; otherwise one build shared by every request that arrives meanwhile. */
function currentSitemap(context: AppLoadContext): Promise<string> {
  if (cached && Date.now() - cached.builtAt < FRESH_FOR_MS) return Promise.resolve(cached.xml);
  building ??= buildSitemap(context)
    .then((xml) => {
      cached = { xml, builtAt: Date.now() };
      return xml;
    })
    .finally(() => {
      building = null;
    });
  return building;
}

async function buildSitemap(context: AppLoadContext): Promise<string> {
  const origin = getWebEnv().PUBLIC_URL;
  const maxPages = Math.floor(MAX_URLS / SUPPORTED_LOCALES.length);
  const pages: SitemapPage[] = PUBLIC_PAGES.map((path) => ({ path }));
  for await (const job of openJobs(context)) {
    if (pages.length >= maxPages) break;
    pages.push({ path: jobHref(job.id), lastmod: w3cDate(job.updated_at ?? job.created_at) });
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.flatMap((page) => SUPPORTED_LOCALES.map((locale) => urlElement(origin, page, locale))),
    "</urlset>",
    "",
  ].join("\n");
}

/** The public job list (active, open jobs), page by page; `next` is rebuilt on our API base, query kept. */
async function* openJobs(context: AppLoadContext) {
  let url: string | null = `${context.apiBaseUrl}/jobs/?limit=${JOBS_PER_REQUEST}`;
  while (url !== null) {
    const response = await context.apiFetch(new Request(url, { headers: { Accept: "application/json" } }));
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    const page = jobPageSchema.parse(await response.json());
    yield* page.results;
    url = page.next === null ? null : `${context.apiBaseUrl}/jobs/${new URL(page.next).search}`;
  }
}

function urlElement(origin: string, page: SitemapPage, locale: (typeof SUPPORTED_LOCALES)[number]): string {
  const alternates = languageAlternates(origin, page.path).map(
    ({ hrefLang, href }) => `<xhtml:link rel="alternate" hreflang="${xmlEscape(hrefLang)}" href="${xmlEscape(href)}"/>`,
  );
  const lastmod = page.lastmod ? `<lastmod>${xmlEscape(page.lastmod)}</lastmod>` : "";
  return `<url><loc>${xmlEscape(localizedUrl(origin, page.path, locale))}</loc>${lastmod}${alternates.join("")}</url>`;
}

/** A W3C datetime (what sitemaps accept), or nothing when the API's value does not parse. */
function w3cDate(value: string): string | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
