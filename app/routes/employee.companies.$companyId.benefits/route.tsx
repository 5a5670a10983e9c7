import type { LoaderFunctionArgs } from "@remix-run/node";
import { BenefitText } from "~/components/companies/BenefitText";
import { useCompany } from "~/components/companies/useCompany";
import { useTranslation } from "~/lib/i18n/react";
import { requireRole } from "~/lib/session.server";

/** The benefits tab: what working there comes with, as the company lists it. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "EMPLOYEE");
  return null;
}

export default function CompanyBenefits() {
  const company = useCompany();
  const { t } = useTranslation("account");
  return (
    <section aria-labelledby="company-benefits" className="company-tab">
      <h2 id="company-benefits">{t("companyPage.tab.benefits")}</h2>
      {company.benefits.length === 0 ? (
        <p className="empty-state">{t("companyPage.noBenefits")}</p>
      ) : (
        <ul className="profile-items">
          {company.benefits.map((benefit) => (
            <li key={benefit.title}>
              <BenefitText benefit={benefit} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
