import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { LegalDocument } from "~/components/content/LegalDocument";
import { legalPageMeta } from "~/lib/content/page-meta.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { pageMeta } from "~/lib/meta";

export const handle: I18nHandle = { i18n: "legal" };

export function loader({ request }: LoaderFunctionArgs) {
  return { meta: legalPageMeta(request, "privacy") };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data?.meta, matches);

export default function PrivacyPage() {
  return <LegalDocument page="privacy" withContents />;
}
