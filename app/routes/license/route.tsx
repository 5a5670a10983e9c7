import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "~/lib/i18n/react";
import { LegalDocument } from "~/components/content/LegalDocument";
import { RichText } from "~/components/content/RichText";
import { SoftwareNotices } from "~/routes/license/SoftwareNotices";
import { BROWSER_SOFTWARE, LICENSE_TEXTS, LICENSES, SERVER_SOFTWARE } from "~/routes/license/open-source-notices";
import { legalPageMeta } from "~/lib/content/page-meta.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { pageMeta } from "~/lib/meta";
import { SUPPORT_EMAIL } from "~/lib/site";

export const handle: I18nHandle = { i18n: "legal" };

export function loader({ request }: LoaderFunctionArgs) {
  return { meta: legalPageMeta(request, "license") };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data?.meta, matches);

/** Rights in our content, the companies' content and yours; map data; open-source notices. */
export default function LicensePage() {
  const { t } = useTranslation(["legal", "common"]);
  return (
    <LegalDocument page="license">
      <section>
        <h2 id="software">{t("license.software.heading")}</h2>
        <p>{t("license.software.lead", { brand: t("common:brand") })}</p>
        <h3>{t("license.software.browserHeading")}</h3>
        <SoftwareNotices notices={BROWSER_SOFTWARE} />
        <h3>{t("license.software.serverHeading")}</h3>
        <SoftwareNotices notices={SERVER_SOFTWARE} />
        <p>
          <RichText text={t("license.software.complete", { email: SUPPORT_EMAIL })} />
        </p>
        <h3>{t("license.software.textsHeading")}</h3>
        <p>{t("license.software.textsLead")}</p>
        {LICENSE_TEXTS.map((text) => (
          <details key={text.id} className="license-text" lang="en">
            <summary>{LICENSES[text.id].name}</summary>
            {text.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </details>
        ))}
      </section>
    </LegalDocument>
  );
}
