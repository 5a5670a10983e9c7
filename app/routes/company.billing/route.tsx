import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import type { Plan, PlanUsage, Subscription } from "#contract/payments";
import { ChangePlanForm } from "~/components/pricing/ChangePlanForm";
import { ChoosePlanForm } from "~/components/pricing/ChoosePlanForm";
import { PlanCard } from "~/components/pricing/PlanCard";
import { formatPeriodEnd, planName } from "~/components/pricing/plan-text";
import { getCurrentSubscription, getPlanUsage, listPlans } from "#contract/endpoints/payments";
import type { I18nHandle } from "~/lib/i18n/config";
import { formatNumber } from "~/lib/i18n/format";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import { checkoutOutcomeOf, checkoutToast } from "~/lib/payments/checkout-toast.server";
import {
  BACK_FIELD,
  BILLING_CANCEL_PATH,
  BILLING_PATH,
  PORTAL_ACTION,
  resumeSubscriptionAction,
} from "~/lib/payments/paths";
import { requireRole } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import pricingStylesHref from "~/styles/pricing.css?url";

/**
 * The company's billing (areas.md "Billing", docs/payments.md#changing-plan): its plan and the subscription's status,
 * each status explained; how many active job ads count against the plan; when it renews or ends. Manage → the
 * portal action route; Cancel → a confirmation page, then the cancel action route; while the plan is set to
 * end, "Keep my plan" undoes that; other plans switch the running subscription (keeping the time paid for), or
 * start one through checkout when none runs. Every action is a plain POST form with a toast after it.
 */
export const handle: I18nHandle = { i18n: "pricing" };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: pricingStylesHref }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireRole(request, context, "COMPANY");
  const [plans, subscription, usage] = await Promise.all([
    api.call(listPlans),
    api.call(getCurrentSubscription),
    api.call(getPlanUsage),
  ]);
  const t = getFixedT(request, "pricing");
  // Back from the checkout page: say how it went once, then show the clean URL.
  const outcome = checkoutOutcomeOf(request);
  if (outcome) throw await redirectWithToast(BILLING_PATH, checkoutToast(outcome, subscription, t));
  return data({
    meta: { title: t("billing.title"), description: t("billing.description") },
    plans,
    subscription,
    usage,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export default function BillingPage() {
  const { plans, subscription, usage } = useLoaderData<typeof loader>();
  const { t } = useTranslation("pricing");
  const switchable = subscription !== null && (subscription.status === "active" || subscription.status === "trialing");
  return (
    <div className="account-page pricing-page billing-page">
      <h1>{t("billing.title")}</h1>
      <section className="subscription" aria-labelledby="billing-plan-heading">
        <h2 id="billing-plan-heading">{t("billing.planHeading")}</h2>
        <PlanFacts subscription={subscription} usage={usage} />
        {subscription ? <SubscriptionActions subscription={subscription} /> : <p>{t("billing.free")}</p>}
      </section>
      <section aria-labelledby="billing-plans-heading">
        <h2 id="billing-plans-heading">{subscription ? t("billing.changeHeading") : t("billing.startHeading")}</h2>
        {switchable ? <p className="pricing-page__note">{t("company.changeNote")}</p> : null}
        <ul className="plan-list">
          {plans.map((plan) => {
            const current = subscription ? subscription.plan.code === plan.code : plan.price <= 0;
            return (
              <PlanCard key={plan.code} plan={plan} current={current}>
                {current || plan.price <= 0 ? null : (
                  <PlanChoice plan={plan} subscription={subscription} switchable={switchable} />
                )}
              </PlanCard>
            );
          })}
        </ul>
      </section>
    </div>
  );
}

function PlanChoice({
  plan,
  subscription,
  switchable,
}: {
  plan: Plan;
  subscription: Subscription | null;
  switchable: boolean;
}) {
  const { t } = useTranslation("pricing");
  const name = planName(plan, t);
  if (!subscription) return <ChoosePlanForm planCode={plan.code} planName={name} back="billing" />;
  // Payment trouble (past_due, unpaid, paused) is settled in the portal before the plan can change.
  return switchable ? (
    <ChangePlanForm subscriptionId={subscription.uuid} planCode={plan.code} planName={name} back="billing" />
  ) : null;
}

/** Plan, status with what it means, usage against the plan's limit, and the renewal or end date. */
function PlanFacts({ subscription, usage }: { subscription: Subscription | null; usage: PlanUsage }) {
  const { t } = useTranslation("pricing");
  const locale = useLocale();
  const end = subscription?.current_period_end ?? null;
  const limit = usage.plan.max_active_jobs;
  const used = formatNumber(usage.active_jobs, locale);
  return (
    <>
      <dl className="subscription__facts">
        <div>
          <dt>{t("subscription.plan")}</dt>
          <dd>{planName(subscription?.plan ?? usage.plan, t)}</dd>
        </div>
        <div>
          <dt>{t("subscription.status")}</dt>
          <dd>
            {subscription ? (
              <span className={`subscription__status subscription__status--${subscription.status}`}>
                {t(`status.${subscription.status}`)}
              </span>
            ) : (
              t("billing.noPlanYet")
            )}
          </dd>
        </div>
        <div>
          <dt>{t("billing.usage")}</dt>
          <dd>
            {limit === null
              ? t("billing.usageUnlimited", { count: usage.active_jobs })
              : t("billing.usageOf", { used, count: limit })}
          </dd>
        </div>
        {subscription && end ? (
          <div>
            <dt>{subscription.cancel_at_period_end ? t("subscription.ends") : t("subscription.renews")}</dt>
            <dd>
              <time dateTime={end}>{formatPeriodEnd(end, locale)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      {subscription ? <p>{t(`billing.statusExplained.${subscription.status}`)}</p> : null}
      {limit !== null && usage.active_jobs >= limit ? (
        <p className="subscription__notice">{t("billing.usageFull")}</p>
      ) : null}
    </>
  );
}

/** Manage billing, and either Cancel (a confirmation page) or Keep my plan (undo a cancellation). */
function SubscriptionActions({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation("pricing");
  const locale = useLocale();
  const navigation = useNavigation();
  const name = planName(subscription.plan, t);
  const resumeAction = resumeSubscriptionAction(subscription.uuid);
  const busy = (path: string) =>
    navigation.state !== "idle" && navigation.formAction?.replace(/\/$/, "") === path.replace(/\/$/, "");
  const end = subscription.current_period_end;
  return (
    <>
      {subscription.cancel_at_period_end ? (
        <div className="billing-page__keep">
          <p className="subscription__notice">{t("subscription.canceled", { plan: name })}</p>
          {end ? <p>{t("billing.keepExplained", { plan: name, date: formatPeriodEnd(end, locale) })}</p> : null}
          <Form method="post" action={resumeAction}>
            <input type="hidden" name={BACK_FIELD} value="billing" />
            <button type="submit" className="button button--primary" disabled={busy(resumeAction)}>
              {busy(resumeAction) ? t("billing.keeping") : t("billing.keep", { plan: name })}
            </button>
          </Form>
        </div>
      ) : null}
      <div className="subscription__actions billing-page__actions">
        <Form method="post" action={PORTAL_ACTION}>
          <input type="hidden" name={BACK_FIELD} value="billing" />
          <button type="submit" className="button" disabled={busy(PORTAL_ACTION)}>
            {busy(PORTAL_ACTION) ? t("subscription.opening") : t("subscription.manage")}
          </button>
        </Form>
        {subscription.cancel_at_period_end ? null : (
          <Link to={BILLING_CANCEL_PATH} className="button billing-page__cancel">
            {t("billing.cancel")}
          </Link>
        )}
      </div>
    </>
  );
}
