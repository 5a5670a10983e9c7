import { data, type LoaderFunctionArgs, type LinksFunction, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { currentSubscriptionSchema, planListSchema, type Plan, type Subscription } from "#contract/payments";
import { ChoosePlanForm } from "~/components/pricing/ChoosePlanForm";
import { PlanCard } from "~/components/pricing/PlanCard";
import { planName } from "~/components/pricing/plan-text";
import { SubscriptionPanel, type CurrentSubscription } from "~/components/pricing/SubscriptionPanel";
import type { I18nHandle } from "~/lib/i18n/config";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { pageMeta } from "~/lib/meta";
import { COMPANY_SIGNUP_PATH, LOGIN_FOR_PRICING, PRICING_PATH } from "~/lib/payments/paths";
import { CHECKOUT_OUTCOME_PARAM, isCheckoutOutcome, type CheckoutOutcome } from "~/lib/payments/return-urls";
import { getSession } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { ToastInput } from "~/lib/toast";
import pricingStylesHref from "~/styles/pricing.css?url";

/**
 * Subscription plans (spec section 2). Guests are invited to sign up as a company, employees told that plans
 * are for companies; a company sees its subscription and can choose a plan, manage billing or cancel.
 */
export const handle: I18nHandle = { i18n: "pricing" };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: pricingStylesHref }];

type Viewer = "guest" | "EMPLOYEE" | "COMPANY";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, api, headers } = await getSession(request, context);
  const viewer: Viewer = user?.role === "COMPANY" || user?.role === "EMPLOYEE" ? user.role : "guest";
  const [plans, subscription] = await Promise.all([
    api.request("/payments/plans/", { schema: planListSchema }),
    viewer === "COMPANY" ? api.request("/payments/subscriptions/", { schema: currentSubscriptionSchema }) : null,
  ]);
  const locale = detectLocale(request);
  const t = getFixedT(locale, "pricing");
  const outcome = new URL(request.url).searchParams.get(CHECKOUT_OUTCOME_PARAM);
  // Back from the checkout page: say how it went once, then show the clean URL (a reload shows no toast again).
  if (viewer === "COMPANY" && isCheckoutOutcome(outcome)) {
    throw await redirectWithToast(PRICING_PATH, checkoutToast(outcome, subscription, t), { headers });
  }
  return data(
    {
      meta: { title: t("title"), description: t("description") },
      viewer,
      plans,
      subscription: subscription && currentSubscription(subscription),
    },
    { headers },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export default function PricingPage() {
  const { viewer, plans, subscription } = useLoaderData<typeof loader>();
  const { t } = useTranslation("pricing");
  // A company with a plan that still renews changes plan by cancelling first (docs/decisions/080).
  const mayChoose = viewer === "COMPANY" && (!subscription || subscription.cancel_at_period_end);
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
        {viewer === "COMPANY" && !mayChoose ? <p className="pricing-page__note">{t("company.changeNote")}</p> : null}
        <ul className="plan-list">
          {plans.map((plan) => (
            <PlanCard key={plan.code} plan={plan} current={isCurrent(plan, subscription, viewer)}>
              <PlanAction plan={plan} viewer={viewer} mayChoose={mayChoose} current={isCurrent(plan, subscription, viewer)} />
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

function PlanAction({ plan, viewer, mayChoose, current }: { plan: Plan; viewer: Viewer; mayChoose: boolean; current: boolean }) {
  const { t } = useTranslation("pricing");
  if (viewer === "guest") {
    return (
      <Link to={COMPANY_SIGNUP_PATH} className="button button--primary">
        {t("guest.signUp")}
      </Link>
    );
  }
  // Free needs no checkout (the API refuses it): a company is on it whenever no paid plan runs.
  if (viewer !== "COMPANY" || !mayChoose || current || plan.price <= 0) return null;
  return <ChoosePlanForm planCode={plan.code} planName={planName(plan, t)} />;
}

/** The plan the company is on now: its running paid plan, else the free one. */
function isCurrent(plan: Plan, subscription: CurrentSubscription | null, viewer: Viewer): boolean {
  if (viewer !== "COMPANY") return false;
  return subscription ? subscription.plan.code === plan.code : plan.price <= 0;
}

function currentSubscription({ uuid, plan, status, current_period_end, cancel_at_period_end }: Subscription): CurrentSubscription {
  return { uuid, plan: { code: plan.code, name: plan.name }, status, current_period_end, cancel_at_period_end };
}

function checkoutToast(outcome: CheckoutOutcome, subscription: Subscription | null, t: ReturnType<typeof getFixedT<"pricing">>): ToastInput {
  if (outcome === "canceled") return { type: "info", title: t("toast.checkoutCanceled"), description: t("toast.notCharged") };
  // With Stripe the webhook may not have arrived yet: only call the plan active when the API says so.
  const running = subscription && (subscription.status === "active" || subscription.status === "trialing");
  return {
    type: "success",
    title: t("toast.checkoutSuccess"),
    description: running ? t("toast.planActive", { plan: planName(subscription.plan, t) }) : t("toast.planPending"),
  };
}
