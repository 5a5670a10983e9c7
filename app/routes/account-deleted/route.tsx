import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { privatePageMeta } from "~/components/signup/private-page-meta";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";

/**
 * Where a person lands after deleting the account (docs/sessions-and-accounts.md#exporting-and-deleting-an-account),
 * signed out: what happened, and that the same address can sign up again. Nothing here depends on who asks, so it is a
 * plain page (not indexed).
 */
export const handle: I18nHandle = { i18n: "account" };

export function loader({ request }: LoaderFunctionArgs) {
  const t = getFixedT(request, "account");
  return data({ meta: { title: t("accountData.deleted.title"), description: t("accountData.deleted.description") } });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) =>
  privatePageMeta(loaderData?.meta, matches);

export default function AccountDeletedPage() {
  const { t } = useTranslation("account");
  return (
    <div className="account-page confirm-page">
      <h1>{t("accountData.deleted.title")}</h1>
      <p>{t("accountData.deleted.text")}</p>
      <p>{t("accountData.deleted.again")}</p>
      <p>
        <Link to="/" className="button">
          {t("accountData.deleted.home")}
        </Link>
      </p>
    </div>
  );
}
