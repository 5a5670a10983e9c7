import { useRouteLoaderData } from "@remix-run/react";
import { useLite } from "~/lib/lite";
import { useNonce } from "~/lib/nonce-provider";
import type { RootData } from "~/lib/root-data";
import { jobPostingJsonLd, serializeJsonLd } from "./job-posting-ld";
import type { JobSummary } from "~/components/job/job-summary";

/**
 * The job as schema.org `JobPosting` for search engines. A data block, not a script, but it carries the
 * request's CSP nonce like every script element we render. `suppressHydrationWarning`: browsers hide the nonce
 * from the DOM, so the attribute never matches on hydration. Left out of Lite pages, which carry no script element
 * at all (docs/ui.md#lite-mode); search engines send no Save-Data and keep no cookie, so they still get it.
 */
export function JobPostingLd({ job }: { job: JobSummary }) {
  const nonce = useNonce();
  const lite = useLite();
  const origin = useRouteLoaderData<RootData>("root")?.seo.origin ?? "";
  if (lite) return null;
  const json = serializeJsonLd(jobPostingJsonLd(job, origin));
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
