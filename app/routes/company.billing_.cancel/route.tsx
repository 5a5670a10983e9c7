import { data, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { formatPeriodEnd, planName } from "~/components/pricing/plan-text";
import { getCurrentSubscription } from "#contract/endpoints/payments";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import { CANCEL_CONFIRMATION, CANCEL_CONFIRMATION_FIELD } from "~/lib/payments/cancel-confirmation";
import { BACK_FIELD, BILLING_PATH, cancelSubscriptionAction } from "~/lib/payments/paths";
import { requireRole } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import pricingStylesHref from "~/styles/pricing.css?url";

/**
 * Cancelling from the billing page (docs/payments.md#changing-plan): a page of its own that works without JavaScript,
 * asking what /pricing and the local portal ask (docs/payments.md#cancelling-and-resuming): a ticked "Yes, I want to
 * cancel my {plan} plan", then the cancel action route, which comes back to /company/billing with "ends on …".
 */
export const handle: I18nHandle = { i18n: "pricing" };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: pricingStylesHref }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireRole(request, context, "COMPANY");
  const subscription = await api.call(getCurrentSubscription);
  const t = getFixedT(request, "pricing");
  if (!subscription) {
    throw await redirectWithToast(BILLING_PATH, { type: "info", title: t("billing.nothingToCancel") });
  }
  // Already set to end: nothing to confirm; the billing page offers to keep it instead.
  if (subscription.cancel_at_period_end) throw redirect(BILLING_PATH);
  const name = planName(subscription.plan, t);
  return data({
    meta: { title: t("billing.confirmTitle", { plan: name }), description: t("billing.description") },
    subscription: {
      uuid: subscription.uuid,
      plan: subscription.plan,
      current_period_end: subscription.current_period_end,
    },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export default function CancelSubscriptionPage() {
  const { subscription } = useLoaderData<typeof loader>();
  const { t } = useTranslation("pricing");
  const locale = useLocale();
  const navigation = useNavigation();
  const name = planName(subscription.plan, t);
  const action = cancelSubscriptionAction(subscription.uuid);
  const end = subscription.current_period_end;
  const pending =
    navigation.state !== "idle" && navigation.formAction?.replace(/\/$/, "") === action.replace(/\/$/, "");
  return (
    <div className="account-page confirm-page pricing-page billing-page">
      <h1>{t("billing.confirmTitle", { plan: name })}</h1>
      <Form method="post" action={action} className="subscription__cancel-form">
        <input type="hidden" name={BACK_FIELD} value="billing" />
        <p>
          {end
            ? t("subscription.cancelExplained", { plan: name, date: formatPeriodEnd(end, locale) })
            : t("subscription.cancelExplainedNoDate", { plan: name })}
        </p>
        <label className="subscription__confirm">
          <input type="checkbox" name={CANCEL_CONFIRMATION_FIELD} value={CANCEL_CONFIRMATION} required />
          <span>{t("subscription.confirm", { plan: name })}</span>
        </label>
        <div className="billing-page__actions">
          <button type="submit" className="button button--danger" disabled={pending}>
            {pending ? t("subscription.canceling") : t("subscription.confirmSubmit")}
          </button>
          <Link to={BILLING_PATH} className="button">
            {t("billing.keep", { plan: name })}
          </Link>
        </div>
      </Form>
    </div>
  );
}
