import type { LoaderFunctionArgs } from "@remix-run/node";
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
      {company.gallery.length === 0 ? (
        <p className="empty-state">{t("companyPage.noGallery")}</p>
      ) : (
        <ul className="company-gallery">
          {company.gallery.map((image) => (
            <li key={image.id}>
              <figure>
                <img src={image.thumb_url ?? image.url} alt={image.alt} loading="lazy" width={320} height={240} />
                {image.caption ? <figcaption>{image.caption}</figcaption> : null}
              </figure>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
