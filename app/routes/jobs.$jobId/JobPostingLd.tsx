import { useRouteLoaderData } from "@remix-run/react";
import { useNonce } from "~/lib/nonce-provider";
import type { RootData } from "~/lib/root-data";
import { jobPostingJsonLd, serializeJsonLd } from "./job-posting-ld";
import type { JobSummary } from "~/components/job/job-summary";

/**
 * The job as schema.org `JobPosting` for search engines. A data block, not a script, but it carries the
 * request's CSP nonce like every script element we render. `suppressHydrationWarning`: browsers hide the nonce
 * from the DOM, so the attribute never matches on hydration.
 */
export function JobPostingLd({ job }: { job: JobSummary }) {
  const nonce = useNonce();
  const origin = useRouteLoaderData<RootData>("root")?.seo.origin ?? "";
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
