import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { COMPANY_PROFILE_TABS, companyProfilePath } from "~/components/company/profile-paths";
import { CompanyHead, CompanyTabs } from "~/components/companies/CompanyHead";
import { requireOwnCompany } from "~/lib/company-profile.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { pageMeta } from "~/lib/meta";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { shortPlace } from "~/lib/place-line.server";

/**
 * The company's own profile (spec section 2): its name and place, the contact action (the contact form with the
 * company filled in), then the tabs about, jobs, benefits, gallery and reviews, each its own URL. The tabs read
 * the company from here and each calls the guard itself (loaders run in parallel).
 */
export const handle: I18nHandle = { i18n: ["account", "jobs", "refusals"] };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { company } = await requireOwnCompany(request, context, params.uuid);
  const t = getFixedT(request, "account");
  return data({
    meta: { title: company.name, description: t("companyProfile.description") },
    company,
    place: shortPlace(company, detectLocale(request)),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export default function CompanyProfilePage() {
  const { company, place } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  return (
    <article className="company-page">
      <CompanyHead company={company} place={place} />
      <p className="company-follow">
        <Link to={`/contact?company=${encodeURIComponent(company.name)}`} className="button">
          {t("companyProfile.contact")}
        </Link>
      </p>
      <CompanyTabs
        base={companyProfilePath(company.uuid)}
        label={t("companyProfile.tabs")}
        tabs={COMPANY_PROFILE_TABS.map((segment) => ({ segment, label: t(`companyProfile.tab.${segment}`) }))}
      />
    </article>
  );
}
