import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { deletePath, exportPath, type AreaBase } from "~/components/settings/account-data";

/**
 * "Your data" on an area's settings page (docs/sessions-and-accounts.md#exporting-and-deleting-an-account): a sentence,
 * the download of everything held about the account (a file, so a document request: `reloadDocument`) and the way to
 * delete the account.
 */
export function YourDataSection({ base }: { base: AreaBase }) {
  const { t } = useTranslation("account");
  return (
    <section className="settings-section your-data" aria-labelledby="your-data-title">
      <h2 id="your-data-title">{t("accountData.section.title")}</h2>
      <p>{t("accountData.section.text")}</p>
      <p className="your-data__actions">
        <Link to={exportPath(base)} reloadDocument download className="button">
          {t("accountData.section.download")}
        </Link>
        <Link to={deletePath(base)} className="button button--danger">
          {t("accountData.section.delete")}
        </Link>
      </p>
    </section>
  );
}
