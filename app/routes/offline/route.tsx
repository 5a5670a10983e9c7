import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { pageMeta } from "~/lib/meta";
import { isSeoDescriptor, NOINDEX } from "~/lib/seo";

/**
 * /offline (docs/ui.md#offline): the page the service worker (app/service-worker/sw.js) shows, with no network, for
 * any page it has not saved. It saves this page at install in both languages (`?lng=en`, `?lng=gr`, fetched without
 * cookies: a guest's page) and fills in the list of saved pages when it serves it: the `offline-saved` list and the
 * `offline-nothing-saved` line are the ids it looks for. Online it is a plain page that says the same, with an
 * empty list. Not for search engines.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const t = getFixedT(request, "common");
  return { meta: { title: t("offline.title"), description: t("offline.lead") } };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...pageMeta(data?.meta, matches).filter((descriptor) => !isSeoDescriptor(descriptor)),
  NOINDEX,
];

export default function OfflinePage() {
  const { t } = useTranslation("common");
  return (
    <div className="offline-page">
      <h1>{t("offline.title")}</h1>
      <p>{t("offline.lead")}</p>
      <h2 id="offline-saved-heading">{t("offline.savedHeading")}</h2>
      <ul id="offline-saved" aria-labelledby="offline-saved-heading" hidden></ul>
      <p id="offline-nothing-saved">{t("offline.nothingSaved")}</p>
    </div>
  );
}
