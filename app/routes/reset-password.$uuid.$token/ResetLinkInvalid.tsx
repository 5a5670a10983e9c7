import { Link } from "@remix-run/react";
import { ErrorScreen } from "~/components/errors/ErrorScreen";
import { useTranslation } from "~/lib/i18n/react";

/** The reset page's own error screen: an unknown, used or expired link, and the way to a new one. */
export function ResetLinkInvalid() {
  const { t } = useTranslation("auth");
  return (
    <ErrorScreen
      title={t("reset.invalid.title")}
      message={t("reset.invalid.text")}
      actions={
        <>
          <li>
            <Link to="/forgot-password" className="button button--primary">
              {t("reset.invalid.again")}
            </Link>
          </li>
          <li>
            <Link to="/login" className="button">
              {t("reset.invalid.login")}
            </Link>
          </li>
        </>
      }
    />
  );
}
