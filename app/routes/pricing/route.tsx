import { data, type LoaderFunctionArgs, type LinksFunction, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { getCurrentSubscription, listPlans } from "#contract/endpoints/payments";
import type { Plan, Subscription } from "#contract/payments";
import { ChangePlanForm } from "~/components/pricing/ChangePlanForm";
import { ChoosePlanForm } from "~/components/pricing/ChoosePlanForm";
import { PlanCard } from "~/components/pricing/PlanCard";
import { planName } from "~/components/pricing/plan-text";
import { SubscriptionPanel, type CurrentSubscription } from "~/routes/pricing/SubscriptionPanel";
import type { I18nHandle } from "~/lib/i18n/config";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { pageMeta } from "~/lib/meta";
import { checkoutOutcomeOf, checkoutToast } from "~/lib/payments/checkout-toast.server";
import { BILLING_PATH, COMPANY_SIGNUP_PATH, LOGIN_FOR_PRICING, PRICING_PATH } from "~/lib/payments/paths";
import { getSession } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import pricingStylesHref from "~/styles/pricing.css?url";

/**
 * Subscription plans (spec section 2). Guests are invited to sign up as a company, employees told that plans
 * are for companies; a company sees its subscription and can choose a plan, manage billing or cancel.
 */
export const handle: I18nHandle = { i18n: "pricing" };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: pricingStylesHref }];

type Viewer = "guest" | "EMPLOYEE" | "COMPANY";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, api } = await getSession(request, context);
  const viewer: Viewer = user?.role === "COMPANY" || user?.role === "EMPLOYEE" ? user.role : "guest";
  const [plans, subscription] = await Promise.all([
    api.call(listPlans),
    viewer === "COMPANY" ? api.call(getCurrentSubscription) : null,
  ]);
  const locale = detectLocale(request);
  const t = getFixedT(locale, "pricing");
  const outcome = checkoutOutcomeOf(request);
  // Back from the checkout page: say how it went once, then show the clean URL (a reload shows no toast again).
  if (viewer === "COMPANY" && outcome) {
    throw await redirectWithToast(PRICING_PATH, checkoutToast(outcome, subscription, t));
  }
  return data({
    meta: { title: t("title"), description: t("description") },
    viewer,
    plans,
    subscription: subscription && currentSubscription(subscription),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export default function PricingPage() {
  const { viewer, plans, subscription } = useLoaderData<typeof loader>();
  const { t } = useTranslation("pricing");
  // A company with a running plan switches it (keeping the time paid for) instead of a second checkout (165).
  const mayChoose = viewer === "COMPANY" && !subscription;
  const maySwitch =
    viewer === "COMPANY" &&
    subscription !== null &&
    (subscription.status === "active" || subscription.status === "trialing");
  return (
    <div className="pricing-page">
      <h1>{t("title")}</h1>
      <p className="pricing-page__lead">{t("lead")}</p>
      {viewer === "EMPLOYEE" ? (
        <p className="pricing-page__note">
          {t("employee.note")} <Link to="/jobs">{t("employee.browse")}</Link>
        </p>
      ) : null}
      {viewer === "COMPANY" ? <SubscriptionPanel subscription={subscription} /> : null}
      <section aria-labelledby="plans-heading">
        <h2 id="plans-heading">{t("plansHeading")}</h2>
        {viewer === "COMPANY" && subscription ? (
          <p className="pricing-page__note">
            {t("company.changeNote")} <Link to={BILLING_PATH}>{t("company.billingLink")}</Link>
          </p>
        ) : null}
        <ul className="plan-list">
          {plans.map((plan) => (
            <PlanCard key={plan.code} plan={plan} current={isCurrent(plan, subscription, viewer)}>
              <PlanAction
                plan={plan}
                viewer={viewer}
                mayChoose={mayChoose}
                switchFrom={maySwitch ? subscription?.uuid : undefined}
                current={isCurrent(plan, subscription, viewer)}
              />
            </PlanCard>
          ))}
        </ul>
      </section>
      {viewer === "guest" ? (
        <p className="pricing-page__login">
          {t("guest.haveAccount")} <Link to={LOGIN_FOR_PRICING}>{t("guest.logIn")}</Link>
        </p>
      ) : null}
    </div>
  );
}

function PlanAction({
  plan,
  viewer,
  mayChoose,
  switchFrom,
  current,
}: {
  plan: Plan;
  viewer: Viewer;
  mayChoose: boolean;
  /** The running subscription to switch to this plan, when one may be switched. */
  switchFrom?: string;
  current: boolean;
}) {
  const { t } = useTranslation("pricing");
  if (viewer === "guest") {
    return (
      <Link to={COMPANY_SIGNUP_PATH} className="button button--primary">
        {t("guest.signUp")}
      </Link>
    );
  }
  // Free needs no checkout (the API refuses it): a company is on it whenever no paid plan runs.
  if (viewer !== "COMPANY" || current || plan.price <= 0) return null;
  if (switchFrom)
    return (
      <ChangePlanForm subscriptionId={switchFrom} planCode={plan.code} planName={planName(plan, t)} back="pricing" />
    );
  return mayChoose ? <ChoosePlanForm planCode={plan.code} planName={planName(plan, t)} /> : null;
}

/** The plan the company is on now: its running paid plan, else the free one. */
function isCurrent(plan: Plan, subscription: CurrentSubscription | null, viewer: Viewer): boolean {
  if (viewer !== "COMPANY") return false;
  return subscription ? subscription.plan.code === plan.code : plan.price <= 0;
}

function currentSubscription({
  uuid,
  plan,
  status,
  current_period_end,
  cancel_at_period_end,
}: Subscription): CurrentSubscription {
  return { uuid, plan: { code: plan.code, name: plan.name }, status, current_period_end, cancel_at_period_end };
}
