import type { LoaderFunctionArgs } from "@remix-run/node";
import { useCompany } from "~/components/companies/useCompany";
import { useTranslation } from "~/lib/i18n/react";
import { requireRole } from "~/lib/session.server";

/** The about tab: what the company says of itself, and how to reach it. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "EMPLOYEE");
  return null;
}

export default function CompanyAbout() {
  const company = useCompany();
  const { t } = useTranslation("account");
  return (
    <section aria-labelledby="company-about" className="company-tab">
      <h2 id="company-about">{t("companyPage.tab.about")}</h2>
      <p className="cover-letter">{company.about || t("companyPage.noAbout")}</p>
      <ul className="company-contact">
        {company.website ? (
          <li>
            <a href={company.website} rel="noopener noreferrer nofollow">
              {t("companyPage.website")}
            </a>
          </li>
        ) : null}
        {company.email ? (
          <li>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </li>
        ) : null}
        {company.phone_number ? (
          <li>
            <a href={`tel:${company.phone_number.replace(/[^+\d]/g, "")}`}>{company.phone_number}</a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
