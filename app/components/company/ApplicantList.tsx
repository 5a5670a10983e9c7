import type { ReactNode } from "react";
import { Form, Link } from "@remix-run/react";
import { APPLICATION_STATUSES, type ApplicationStatus } from "#contract/enums";
import { APPLICANTS_STEP, STATUS_MESSAGE_MAX_TEXT } from "./applicant-limits";
import { TextareaField } from "~/components/forms/Field";
import { FormWords } from "~/components/forms/FormWords";
import { useIsPending } from "~/components/forms/PendingSubmit";
import { StatusBadge } from "~/components/job/StatusBadge";
import { InterviewBadge } from "~/components/interviews/InterviewBadge";
import type { InterviewSummary } from "#contract/interviews";
import { DataList } from "~/components/ui/DataList";
import type { ApplicantRow, ApplicantSort, BulkError } from "~/lib/applicants.server";
import { formatDay } from "~/lib/i18n/format";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";

/**
 * The company's applicants (docs/applications.md#the-companys-side), across all jobs or for one: filter by status,
 * order by date or rating, and the bulk form: tick applicants, optionally write a message, shortlist or decline them
 * all at once. A plain POST form: it works without JavaScript.
 */
export function ApplicantList({
  basePath,
  headingId,
  rows,
  total,
  matching,
  limit,
  counts,
  status,
  sort,
  showJob,
  empty,
  error,
  refused,
  values,
  interviews = {},
  extra,
}: {
  /** The list's own path, for the filter and order links. */
  basePath: string;
  headingId: string;
  /** The first `limit` of the `matching` applicants (the filter's); "Show more" asks for the next step. */
  rows: readonly ApplicantRow[];
  total: number;
  matching: number;
  limit: number;
  counts: Record<ApplicationStatus, number> | null;
  status: ApplicationStatus | null;
  sort: ApplicantSort;
  showJob: boolean;
  empty: string;
  error?: BulkError | null;
  /** The API's refusal of the move, in the user's words. */
  refused?: readonly string[];
  values?: { ids: string[]; message: string } | null;
  /** Who has an interview and when, by application id (docs/interviews.md). */
  interviews?: Readonly<Record<number, InterviewSummary>>;
  /** More of the list's form after the status move (the bulk message, app/components/conversations). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation("account");
  const locale = useLocale();
  const pending = useIsPending();
  const href = (next: { status?: ApplicationStatus | null; sort?: ApplicantSort; shown?: number }) => {
    const query = new URLSearchParams();
    const nextStatus = next.status === undefined ? status : next.status;
    const nextSort = next.sort ?? sort;
    if (nextStatus) query.set("status", nextStatus);
    if (nextSort === "rating") query.set("sort", "rating");
    if (next.shown) query.set("shown", String(next.shown));
    const search = query.toString();
    return search ? `${basePath}?${search}` : basePath;
  };
  const ticked = new Set(values?.ids ?? []);
  const movable = rows.some((row) => row.movable);
  return (
    <>
      {counts && total > 0 ? (
        <>
          <nav className="status-filter" aria-label={t("applicants.filterLabel")}>
            <ul>
              <li>
                <Link to={href({ status: null })} aria-current={status === null ? "page" : undefined}>
                  {t("applicants.all", { count: total })}
                </Link>
              </li>
              {APPLICATION_STATUSES.filter((each) => counts[each] > 0 || each === status).map((each) => (
                <li key={each}>
                  <Link to={href({ status: each })} aria-current={status === each ? "page" : undefined}>
                    {t("applicants.withStatus", { status: t(`applicationStatus.${each}`), count: counts[each] })}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav className="status-filter" aria-label={t("applicants.sortLabel")}>
            <ul>
              <li>
                <Link to={href({ sort: "date" })} aria-current={sort === "date" ? "page" : undefined}>
                  {t("applicants.sortDate")}
                </Link>
              </li>
              <li>
                <Link to={href({ sort: "rating" })} aria-current={sort === "rating" ? "page" : undefined}>
                  {t("applicants.sortRating")}
                </Link>
              </li>
            </ul>
          </nav>
        </>
      ) : null}
      <FormWords t={t}>
        <Form method="post" id="applicants-form" className="applicants-form">
          <div role="alert">
            {/* The form's own mistake, then the API's refusals in the user's words, as RefusalNotice shows them (written
              out here: the company's busiest page need not load a chunk for four lines). */}
            {[...(error ? [t(error)] : []), ...(refused ?? [])].map((message) => (
              <p key={message} className="job-notice job-notice--error">
                {message}
              </p>
            ))}
          </div>
          <DataList
            rows={rows}
            rowKey={(row) => row.id}
            labelledBy={headingId}
            empty={
              status ? (
                <p>
                  {t("applicants.noneWithStatus")} <Link to={href({ status: null })}>{t("applicants.showAll")}</Link>
                </p>
              ) : (
                <p>
                  {empty} <Link to="/company">{t("applicants.toJobs")}</Link>
                </p>
              )
            }
            columns={[
              {
                id: "applicant",
                header: t("applicants.columns.applicant"),
                cell: (row) => (
                  <div className="applicant-cell">
                    {row.movable ? (
                      <label className="choice__row">
                        <input type="checkbox" name="ids" value={row.id} defaultChecked={ticked.has(String(row.id))} />
                        <span className="visually-hidden">{t("applicants.selectOne", { name: row.name })}</span>
                      </label>
                    ) : null}
                    <span>
                      <Link to={`/company/applicants/${row.id}`} className="applicant-cell__name">
                        {row.name}
                      </Link>
                      {row.headline ? <span className="applicant-cell__headline">{row.headline}</span> : null}
                    </span>
                  </div>
                ),
              },
              ...(showJob
                ? [{ id: "job", header: t("applicants.columns.job"), cell: (row: ApplicantRow) => row.jobTitle }]
                : []),
              {
                id: "languages",
                header: t("applicants.columns.languages"),
                cell: (row) => (row.languages.length > 0 ? row.languages.join(", ") : t("applicants.noLanguages")),
              },
              {
                id: "season",
                header: t("applicants.columns.season"),
                cell: (row) => t(`applicants.season.${row.season}`),
              },
              {
                id: "facts",
                header: t("applicants.columns.facts"),
                cell: (row) =>
                  row.facts.length > 0 ? (
                    <ul className="applicant-facts">
                      {row.facts.map((fact) => (
                        <li key={fact}>{fact}</li>
                      ))}
                    </ul>
                  ) : (
                    t("applicants.facts.none")
                  ),
              },
              {
                id: "applied",
                header: t("applicants.columns.applied"),
                cell: (row) => formatDay(row.appliedAt, locale),
              },
              {
                id: "status",
                header: t("applicants.columns.status"),
                cell: (row) => (
                  <>
                    <StatusBadge status={row.status} /> <InterviewBadge interview={interviews[row.id]} />{" "}
                    {row.taken ? <span className="status-badge season-taken">{row.taken}</span> : null}
                  </>
                ),
              },
              {
                id: "rating",
                header: t("applicants.columns.rating"),
                cell: (row) =>
                  row.rating === null ? t("applicants.noRating") : t("applicants.stars", { rating: row.rating }),
              },
            ]}
          />
          {rows.length < matching ? (
            <p className="applicants-more">
              {t("applicants.shownOf", { shown: rows.length, count: matching })}{" "}
              <Link to={href({ shown: limit + APPLICANTS_STEP })} preventScrollReset className="button">
                {t("applicants.more")}
              </Link>
            </p>
          ) : null}
          {movable ? (
            <fieldset className="form-section applicants-bulk">
              <legend>{t("applicants.bulk.legend")}</legend>
              <TextareaField
                labelProps={{ htmlFor: "bulk-message", children: t("applicants.bulk.message") }}
                hint={t("applicants.bulk.messageHint")}
                errors={error === "applicants.errors.messageTooLong" ? [error] : undefined}
                textareaProps={{
                  id: "bulk-message",
                  name: "message",
                  rows: 3,
                  maxLength: STATUS_MESSAGE_MAX_TEXT,
                  defaultValue: values?.message ?? "",
                }}
              />
              <div className="applicants-bulk__buttons">
                <button
                  type="submit"
                  name="status"
                  value="SHORTLISTED"
                  className="button button--primary"
                  disabled={pending}
                >
                  {t("applicants.bulk.shortlist")}
                </button>
                <button type="submit" name="status" value="REJECTED" className="button" disabled={pending}>
                  {t("applicants.bulk.reject")}
                </button>
              </div>
            </fieldset>
          ) : null}
          {rows.length > 0 ? extra : null}
        </Form>
      </FormWords>
    </>
  );
}
