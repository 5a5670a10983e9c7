import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { COMPANY_TABS, companyPath } from "~/components/companies/company-page";
import { CompanyHead, CompanyTabs } from "~/components/companies/CompanyHead";
import { followCompany, readCompanyFollow, unfollowCompany } from "#contract/endpoints/profiles";
import { companyById } from "~/lib/api/companies.server";
import { refusalToast } from "~/lib/api/refusals.server";
import { readSubmission } from "~/lib/forms/schema-form.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { safeRedirect } from "~/lib/redirects.server";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { shortPlace } from "~/lib/place-line.server";

/**
 * A company's page in the worker's area (spec section 2, areas.md): its name, place and stats (the rating is the
 * mean of real reviews, with their count), then the tabs about, jobs, benefits, gallery and reviews, each its
 * own URL. The tabs read the company from here; each still calls the guard itself (loaders run in parallel).
 */
export const handle: I18nHandle = { i18n: ["account", "jobs"] };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireRole(request, context, "EMPLOYEE");
  const company = await companyById(api, params.companyId ?? "");
  if (!company) throw new Response("Not found", { status: 404 });
  const { followed } = await api.call(readCompanyFollow, { params: { uuid: company.uuid } });
  const t = getFixedT(request, "account");
  return data({
    meta: { title: company.name, description: t("companyPage.description", { company: company.name }) },
    company,
    // "Oia, Santorini" once, not "Oia, Santorini, Santorini", in the reader's language.
    place: shortPlace(company, detectLocale(request)),
    followed,
  });
}

/** The follow button: which way it goes, and the tab it was pressed on (`back`). */
const FollowSchema = z.object({ intent: z.enum(["follow", "unfollow"]), back: z.string().optional() });

/** Follow or unfollow (areas.md): the button is a form, so it works without JavaScript; back to the same tab. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireRole(request, context, "EMPLOYEE");
  const submission = await readSubmission(request, FollowSchema);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { intent } = submission.value;
  const uuid = params.companyId ?? "";
  const back = safeRedirect(submission.value.back, companyPath(uuid, "jobs"));
  try {
    const company = await companyById(api, uuid);
    if (!company) throw new Response("Not found", { status: 404 });
    await api.call(intent === "follow" ? followCompany : unfollowCompany, { params: { uuid: company.uuid } });
    const t = getFixedT(request, "account");
    return redirectWithToast(back, {
      type: "success",
      title: t(intent === "follow" ? "companyPage.followed" : "companyPage.unfollowed", { company: company.name }),
    });
  } catch (error) {
    // A button, not a form: a refusal goes back to where it was pressed, as a toast.
    return refusalToast(error, request, { back });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export default function CompanyPage() {
  const { company, place, followed } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const location = useLocation();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.has("intent");
  const stats = [
    company.review_count > 0
      ? t("companies.rating", { rating: company.rating.toFixed(1), count: company.review_count })
      : t("companies.noReviews"),
    company.years_in_business === null ? null : t("companies.years", { count: company.years_in_business }),
    company.employee_count === null ? null : t("companies.staff", { count: company.employee_count }),
    t("companies.jobs", { count: company.open_job_count }),
  ].filter(Boolean);
  return (
    <article className="company-page">
      <p className="profile-edit__back">
        <Link to="/employee/companies">{t("companyPage.back")}</Link>
      </p>
      <CompanyHead company={company} place={place} />
      {company.industries.length ? <p>{company.industries.join(" · ")}</p> : null}
      <Form method="post" className="company-follow" preventScrollReset>
        <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
        {followed ? <p className="status-badge status-badge--shortlisted">{t("companyPage.following")}</p> : null}
        <button
          type="submit"
          name="intent"
          value={followed ? "unfollow" : "follow"}
          className={followed ? "button" : "button button--primary"}
          disabled={sending}
        >
          {t(followed ? "companyPage.unfollow" : "companyPage.follow")}
        </button>
      </Form>
      <ul className="company-stats" aria-label={t("companyPage.stats")}>
        {stats.map((stat) => (
          <li key={stat}>{stat}</li>
        ))}
      </ul>
      <CompanyTabs
        base={companyPath(company.uuid)}
        label={t("companyPage.tabs")}
        tabs={COMPANY_TABS.map((segment) => ({ segment, label: t(`companyPage.tab.${segment}`) }))}
      />
    </article>
  );
}
