import { Form, useNavigation } from "@remix-run/react";
import type { SubscriptionStatus } from "#contract/enums";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import { CANCEL_CONFIRMATION, CANCEL_CONFIRMATION_FIELD } from "~/lib/payments/cancel-confirmation";
import { PORTAL_ACTION, cancelSubscriptionAction } from "~/lib/payments/paths";
import { formatPeriodEnd, planName } from "~/components/pricing/plan-text";

/** What the page knows of the company's running subscription (GET /payments/subscriptions/). */
export interface CurrentSubscription {
  uuid: string;
  plan: { code: string; name: string };
  status: SubscriptionStatus;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
}

/**
 * The company's plan as it stands: plan, status, when it renews or ends, "Manage billing" (the provider's
 * portal) and cancelling behind a confirmation box that must be ticked (docs/payments.md#cancelling-and-resuming).
 */
export function SubscriptionPanel({ subscription }: { subscription: CurrentSubscription | null }) {
  const { t } = useTranslation("pricing");
  return (
    <section className="subscription" aria-labelledby="subscription-heading">
      <h2 id="subscription-heading">{t("subscription.heading")}</h2>
      {subscription ? <RunningSubscription subscription={subscription} /> : <p>{t("subscription.free")}</p>}
    </section>
  );
}

function RunningSubscription({ subscription }: { subscription: CurrentSubscription }) {
  const { t } = useTranslation("pricing");
  const locale = useLocale();
  const navigation = useNavigation();
  const name = planName(subscription.plan, t);
  const end = subscription.current_period_end ? formatPeriodEnd(subscription.current_period_end, locale) : null;
  const submittingTo = navigation.state === "idle" ? null : navigation.formAction;
  const cancelAction = cancelSubscriptionAction(subscription.uuid);
  return (
    <>
      <dl className="subscription__facts">
        <div>
          <dt>{t("subscription.plan")}</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>{t("subscription.status")}</dt>
          <dd>
            <span className={`subscription__status subscription__status--${subscription.status}`}>
              {t(`status.${subscription.status}`)}
            </span>
          </dd>
        </div>
        {end ? (
          <div>
            <dt>{subscription.cancel_at_period_end ? t("subscription.ends") : t("subscription.renews")}</dt>
            <dd>
              <time dateTime={subscription.current_period_end ?? undefined}>{end}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      {subscription.cancel_at_period_end ? (
        <p className="subscription__notice">{t("subscription.canceled", { plan: name })}</p>
      ) : null}
      <div className="subscription__actions">
        <Form method="post" action={PORTAL_ACTION}>
          <button type="submit" className="button" disabled={isAction(submittingTo, PORTAL_ACTION)}>
            {isAction(submittingTo, PORTAL_ACTION) ? t("subscription.opening") : t("subscription.manage")}
          </button>
        </Form>
      </div>
      {subscription.cancel_at_period_end ? null : (
        <details className="subscription__cancel">
          <summary>{t("subscription.cancel")}</summary>
          <Form method="post" action={cancelAction} className="subscription__cancel-form">
            <p>
              {end
                ? t("subscription.cancelExplained", { plan: name, date: end })
                : t("subscription.cancelExplainedNoDate", { plan: name })}
            </p>
            <label className="subscription__confirm">
              <input type="checkbox" name={CANCEL_CONFIRMATION_FIELD} value={CANCEL_CONFIRMATION} required />
              <span>{t("subscription.confirm", { plan: name })}</span>
            </label>
            <button type="submit" className="button button--danger" disabled={isAction(submittingTo, cancelAction)}>
              {isAction(submittingTo, cancelAction) ? t("subscription.canceling") : t("subscription.confirmSubmit")}
            </button>
          </Form>
        </details>
      )}
    </>
  );
}

/** Remix may report the form's action with or without its trailing slash. */
function isAction(formAction: string | null | undefined, path: string): boolean {
  return typeof formAction === "string" && formAction.replace(/\/$/, "") === path.replace(/\/$/, "");
}
