import type { LoaderFunctionArgs } from "@remix-run/node";
import { GalleryList } from "~/components/companies/GalleryList";
import { useCompany } from "~/components/companies/useCompany";
import { useTranslation } from "~/lib/i18n/react";
import { requireRole } from "~/lib/session.server";

/** The gallery tab: the company's photos with their captions (where the worker would live and work). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "EMPLOYEE");
  return null;
}

export default function CompanyGallery() {
  const company = useCompany();
  const { t } = useTranslation("account");
  return (
    <section aria-labelledby="company-gallery" className="company-tab">
      <h2 id="company-gallery">{t("companyPage.tab.gallery")}</h2>
      <GalleryList images={company.gallery} empty={t("companyPage.noGallery")} />
    </section>
  );
}
