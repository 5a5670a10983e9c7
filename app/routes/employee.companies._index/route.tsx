import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { Field } from "~/components/forms/Field";
import { isApiError } from "~/lib/api/client.server";
import { companyPath } from "~/components/companies/company-page";
import { CompanyLogo } from "~/components/companies/CompanyLogo";
import { COMPANY_SEARCH_LIMIT } from "~/routes/employee.companies._index/search";
import { searchCompanies } from "~/lib/api/companies.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { EMPLOYEE_JOBS } from "~/lib/jobs-base";
import { redirectToShortList } from "~/lib/list-query.server";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { shortPlace } from "~/lib/place-line.server";

/**
 * `/employee/companies` (spec section 2, areas.md): the companies a worker can look up by name and industry,
 * 10 at a time with "Show more" (spec section 7's limit), each with its facts, its rating from real reviews
 * and a link to its open jobs. The search is a GET form and "Show more" a link: both work without JavaScript.
 */
export const handle: I18nHandle = { i18n: "account" };

/** How many the API gives at most in one answer (contract companySearchQuerySchema). */
const MOST = 100;

function searchOf(request: Request) {
  const params = new URL(request.url).searchParams;
  const text = (name: string) => (params.get(name) ?? "").trim().slice(0, 100);
  const shown = Number.parseInt(params.get("shown") ?? "", 10);
  const limit = Number.isInteger(shown) && shown > COMPANY_SEARCH_LIMIT ? Math.min(MOST, shown) : COMPANY_SEARCH_LIMIT;
  return { name: text("name"), industry: text("industry").slice(0, 60), limit };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The search form sends an empty field too (`?name=&industry=`): the list answers at its short URL.
  redirectToShortList(request);
  const { api } = await requireRole(request, context, "EMPLOYEE");
  const t = getFixedT(request, "account");
  const meta = { title: t("companies.title"), description: t("companies.description") };
  const search = searchOf(request);
  try {
    const page = await searchCompanies(api, search);
    const locale = detectLocale(request);
    const companies = page.results.map((company) => ({ ...company, place: shortPlace(company, locale) }));
    return data({ meta, search, count: page.count, companies, failed: false });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return data({ meta, search, count: 0, companies: [], failed: true });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export default function CompaniesPage() {
  const { search, count, companies, failed } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/employee/companies";
  const more = new URLSearchParams({
    ...(search.name ? { name: search.name } : {}),
    ...(search.industry ? { industry: search.industry } : {}),
  });
  more.set("shown", String(search.limit + COMPANY_SEARCH_LIMIT));
  return (
    <div className="account-page">
      <h1 id="companies-heading">{t("companies.title")}</h1>
      <Form method="get" className="company-search" role="search" aria-label={t("companies.searchLabel")}>
        <Field
          labelProps={{ children: t("companies.name") }}
          inputProps={{ id: "company-name", name: "name", type: "search", defaultValue: search.name, maxLength: 100 }}
        />
        <Field
          labelProps={{ children: t("companies.industry") }}
          hint={t("companies.industryHint")}
          inputProps={{
            id: "company-industry",
            name: "industry",
            type: "search",
            defaultValue: search.industry,
            maxLength: 60,
          }}
        />
        <button type="submit" className="button button--primary" disabled={searching}>
          {t("companies.submit")}
        </button>
      </Form>
      <div role="status">
        {failed ? (
          <p className="job-notice job-notice--error">{t("companies.failed")}</p>
        ) : (
          <p>{t("companies.count", { count })}</p>
        )}
      </div>
      {companies.length === 0 && !failed ? (
        <p className="empty-state">{t("companies.empty")}</p>
      ) : (
        <ul className="company-list" aria-labelledby="companies-heading">
          {companies.map((company) => (
            <li key={company.uuid} className="company-card">
              <div className="company-card__head">
                <CompanyLogo company={company} size={48} className="company-card__logo" />
                <div>
                  <h2>
                    <Link to={companyPath(company.uuid)}>{company.name}</Link>
                  </h2>
                  <p className="company-card__place">{company.place}</p>
                </div>
              </div>
              {company.industries.length ? <p>{company.industries.join(" · ")}</p> : null}
              <p>
                {[
                  company.review_count > 0
                    ? t("companies.rating", { rating: company.rating.toFixed(1), count: company.review_count })
                    : t("companies.noReviews"),
                  company.years_in_business === null
                    ? null
                    : t("companies.years", { count: company.years_in_business }),
                  company.employee_count === null ? null : t("companies.staff", { count: company.employee_count }),
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
              {company.open_job_count > 0 ? (
                <Link
                  to={`${EMPLOYEE_JOBS}?company=${company.uuid}`}
                  className="button button--small"
                  aria-label={t("companies.jobsOf", { company: company.name, count: company.open_job_count })}
                >
                  {t("companies.jobs", { count: company.open_job_count })}
                </Link>
              ) : (
                <p className="company-card__none">{t("companies.noJobs")}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {companies.length < count && search.limit < MOST ? (
        <p>
          <Link to={`/employee/companies?${more.toString()}`} preventScrollReset className="button">
            {t("companies.more")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
