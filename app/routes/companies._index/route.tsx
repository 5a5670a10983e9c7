import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { FeatureList, InfoHero, InfoSection, StepList } from "~/components/content/InfoBlocks";
import { RichText } from "~/components/content/RichText";
import { infoPageMeta } from "~/lib/content/page-meta.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { pageMeta } from "~/lib/meta";

/** The public page for employers (spec: "Companies page"). The company search list is /employee/companies. */
export const handle: I18nHandle = { i18n: "info" };

export function loader({ request }: LoaderFunctionArgs) {
  return { meta: infoPageMeta(request, "companies") };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data?.meta, matches);

export default function CompaniesPage() {
  const { t } = useTranslation(["info", "common"]);
  const signup = (
    <Link to="/signup?role=COMPANY" className="button button--primary">
      {t("companies.actions.signup")}
    </Link>
  );
  return (
    <div className="info-page">
      <InfoHero
        eyebrow={t("companies.eyebrow")}
        title={t("companies.title")}
        lead={t("companies.lead", { brand: t("common:brand") })}
        actions={
          <>
            {signup}
            <Link to="/pricing" className="button">
              {t("companies.actions.pricing")}
            </Link>
          </>
        }
      />
      <InfoSection id="why" heading={t("companies.why.heading")}>
        <FeatureList items={t("companies.why.items", { returnObjects: true })} />
      </InfoSection>
      <InfoSection id="how" heading={t("companies.how.heading")}>
        <StepList
          steps={t("companies.how.steps", { returnObjects: true })}
          // Each step links to the screen that does it (a guest is asked to log in first); closing an ad is done on
          // the job's own page, reached from the jobs the company posted.
          links={{
            1: { to: "/signup?role=COMPANY", label: t("companies.how.links.1") },
            2: { to: "/company/profile/create", label: t("companies.how.links.2") },
            3: { to: "/company/jobs/create", label: t("companies.how.links.3") },
            4: { to: "/company/applicants", label: t("companies.how.links.4") },
          }}
        />
      </InfoSection>
      <InfoSection id="plans" heading={t("companies.plans.heading")}>
        <p>{t("companies.plans.text")}</p>
        <p>
          <Link to="/pricing">{t("companies.plans.link")}</Link>
        </p>
      </InfoSection>
      <InfoSection id="fair" heading={t("companies.fair.heading")}>
        <p>
          <RichText text={t("companies.fair.text")} />
        </p>
      </InfoSection>
      <InfoSection id="cta" heading={t("companies.cta.heading")} className="cta">
        <p>{t("companies.cta.text")}</p>
        <p className="actions">
          {signup}
          <Link to="/contact" className="button">
            {t("companies.cta.contact")}
          </Link>
        </p>
      </InfoSection>
      <p className="info-page__other">
        <RichText text={t("companies.other")} />
      </p>
    </div>
  );
}
