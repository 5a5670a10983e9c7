import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { InfoHero, InfoSection, StepList, TextList } from "~/components/content/InfoBlocks";
import { RichText } from "~/components/content/RichText";
import { infoPageMeta } from "~/lib/content/page-meta.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { pageMeta } from "~/lib/meta";
import { SUPPORT_EMAIL } from "~/lib/site";

/** The public page for seasonal workers (spec: "Employees page"): how finding and applying works. */
export const handle: I18nHandle = { i18n: "info" };

export function loader({ request }: LoaderFunctionArgs) {
  return { meta: infoPageMeta(request, "employees") };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data?.meta, matches);

export default function EmployeesPage() {
  const { t } = useTranslation("info");
  const browse = (
    <Link to="/jobs" className="button button--primary">
      {t("employees.actions.jobs")}
    </Link>
  );
  const signup = (
    <Link to="/signup?role=EMPLOYEE" className="button">
      {t("employees.actions.signup")}
    </Link>
  );
  return (
    <div className="info-page">
      <InfoHero
        eyebrow={t("employees.eyebrow")}
        title={t("employees.title")}
        lead={t("employees.lead")}
        actions={
          <>
            {browse}
            <Link to="/jobs/map" className="button" reloadDocument>
              {t("employees.actions.map")}
            </Link>
            {signup}
          </>
        }
      />
      <InfoSection id="how" heading={t("employees.how.heading")}>
        <StepList
          steps={t("employees.how.steps", { returnObjects: true })}
          links={{
            1: { to: "/jobs", label: t("employees.how.links.1") },
            2: { to: "/jobs/map", label: t("employees.how.links.2") },
            3: { to: "/employee/profile/create", label: t("employees.how.links.3") },
            5: { to: "/employee/applications", label: t("employees.how.links.5") },
          }}
        />
      </InfoSection>
      <InfoSection id="housing" heading={t("employees.housing.heading")}>
        <p>{t("employees.housing.text")}</p>
        <TextList items={t("employees.housing.items", { returnObjects: true })} />
        <p>{t("employees.housing.note")}</p>
      </InfoSection>
      <InfoSection id="before" heading={t("employees.before.heading")}>
        <TextList items={t("employees.before.items", { email: SUPPORT_EMAIL, returnObjects: true })} />
      </InfoSection>
      <InfoSection id="cta" heading={t("employees.cta.heading")} className="cta">
        <p>{t("employees.cta.text")}</p>
        <p className="actions">
          {browse}
          {signup}
        </p>
      </InfoSection>
      <p className="info-page__other">
        <RichText text={t("employees.other")} />
      </p>
    </div>
  );
}
