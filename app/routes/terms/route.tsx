import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "~/lib/i18n/react";
import { LegalDocument } from "~/components/content/LegalDocument";
import { legalPageMeta } from "~/lib/content/page-meta.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { formatDate } from "~/lib/i18n/format";
import { useLocale } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";

export const handle: I18nHandle = { i18n: "legal" };

/** Spec section 9: the terms are effective from 1 January 2023. A new version changes this and the text. */
const EFFECTIVE_DATE = "2023-01-01";

export function loader({ request }: LoaderFunctionArgs) {
  return { meta: legalPageMeta(request, "terms") };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data?.meta, matches);

export default function TermsPage() {
  const { t } = useTranslation("legal");
  const locale = useLocale();
  return (
    <LegalDocument
      page="terms"
      withContents
      dateLine={
        <>
          {t("terms.effective")} <time dateTime={EFFECTIVE_DATE}>{formatDate(EFFECTIVE_DATE, locale)}</time>
        </>
      }
    />
  );
}
