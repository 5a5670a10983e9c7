import { Link } from "@remix-run/react";
import { ResendActivationForm } from "~/components/auth/ResendActivationForm";
import { ErrorScreen } from "~/components/errors/ErrorScreen";
import type { FormConstraint } from "~/lib/forms/schema-form";
import { useTranslation } from "~/lib/i18n/react";

/**
 * The activation page's own error screen: an unknown, used or expired link (spec section 2), with the form that
 * sends a new one (docs/sessions-and-accounts.md#password-reset-and-a-new-activation-link; the route lists the `auth`
 * namespace for it).
 */
export function ActivationInvalid({ resendConstraint }: { resendConstraint: FormConstraint }) {
  const { t } = useTranslation("signup");
  return (
    <ErrorScreen
      title={t("activation.invalid.title")}
      message={t("activation.invalid.text")}
      actions={
        <>
          <li>
            <Link to="/login" className="button button--primary">
              {t("activation.invalid.login")}
            </Link>
          </li>
          <li>
            <Link to="/signup" className="button">
              {t("activation.invalid.signup")}
            </Link>
          </li>
          <li>
            <Link to="/contact" className="button">
              {t("activation.invalid.contact")}
            </Link>
          </li>
        </>
      }
    >
      <ResendActivationForm constraint={resendConstraint} />
    </ErrorScreen>
  );
}
