import { Form } from "@remix-run/react";
import { searchOnly, serializeJobFilters, type JobFilters } from "#contract/job-filters";
import { FrequencySelect } from "~/components/alerts/FrequencySelect";
import { useTranslation } from "~/lib/i18n/react";
import { EMPLOYEE_JOBS, type JobsBase } from "~/lib/jobs-base";

/**
 * "Alert me" under the job list (issue 24, docs/jobs.md#search-alerts): the search on screen, saved as an alert. In the
 * worker's area it is saved to the account; on the public list the visitor gives an address to confirm (a signed-in
 * worker's address field is ignored by the action). A plain form to POST /alerts/new, so it works without
 * JavaScript, and the same for every guest (the public list is cached whole). Beside it, the search's Atom feed.
 */
export function AlertMe({ filters, base }: { filters: JobFilters; base: JobsBase }) {
  const { t } = useTranslation("alerts");
  const query = alertQuery(filters);
  const worker = base === EMPLOYEE_JOBS;
  return (
    <section className="alert-me" aria-labelledby="alert-me-title">
      <h2 id="alert-me-title" className="alert-me__title">
        {t("form.heading")}
      </h2>
      <Form method="post" action="/alerts/new" className="alert-me__form">
        <input type="hidden" name="query" value={query} />
        <input type="hidden" name="base" value={base} />
        {worker ? null : (
          <div className="field">
            <label htmlFor="alert-me-email">{t("form.email")}</label>
            <input id="alert-me-email" name="email" type="email" autoComplete="email" required maxLength={254} />
          </div>
        )}
        <FrequencySelect id="alert-me-frequency" defaultValue="DAILY" />
        <button type="submit" className="button button--primary">
          {t("form.button")}
        </button>
      </Form>
      <p className="alert-me__feed">
        <a href={feedHref(filters)} type="application/atom+xml">
          {t("feed.link")}
        </a>
      </p>
    </section>
  );
}

/** The search without paging or ordering: what an alert and a feed keep (`searchOnly`, as they read it). */
export function alertQuery(filters: JobFilters): string {
  return serializeJobFilters(searchOnly(filters)).toString();
}

/** The search's Atom feed (app/routes/jobs.feed[.]atom). */
export function feedHref(filters: JobFilters): string {
  const query = alertQuery(filters);
  return query === "" ? "/jobs/feed.atom" : `/jobs/feed.atom?${query}`;
}
