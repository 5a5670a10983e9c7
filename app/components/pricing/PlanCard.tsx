import type { ReactNode } from "react";
import type { Plan } from "#contract/payments";
import { formatMoney } from "~/lib/i18n/format";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import { planName, planTextKeys } from "./plan-text";

/**
 * One plan: name, what it is for, price per interval in the user's language and currency format, the limit on
 * active job ads and whether its jobs are featured. `children` is what the viewer can do with it.
 */
export function PlanCard({ plan, current, children }: { plan: Plan; current: boolean; children?: ReactNode }) {
  const { t } = useTranslation("pricing");
  const locale = useLocale();
  const keys = planTextKeys(plan.code);
  return (
    <li className={current ? "plan-card plan-card--current" : "plan-card"}>
      <h3 className="plan-card__name">{planName(plan, t)}</h3>
      {current ? <p className="plan-card__badge">{t("company.current")}</p> : null}
      {keys ? <p className="plan-card__description">{t(keys.description)}</p> : null}
      <p className="plan-card__price">
        <span className="plan-card__amount">{formatMoney(plan.price, plan.currency, locale)}</span>{" "}
        <span className="plan-card__interval">{t(`perInterval.${plan.interval}`)}</span>
      </p>
      <ul className="plan-card__features">
        <PlanFeature included>
          {plan.max_active_jobs === null ? t("jobLimitUnlimited") : t("jobLimit", { count: plan.max_active_jobs })}
        </PlanFeature>
        <PlanFeature included={plan.featured_listings}>{t("featured")}</PlanFeature>
      </ul>
      {children ? <div className="plan-card__action">{children}</div> : null}
    </li>
  );
}

/**
 * A line of what a plan gives. What it lacks is not ticked (issue 20): a muted dash instead of the tick, and the words
 * "Not included" for a screen reader, so neither the mark nor the colour is the only sign.
 */
function PlanFeature({ included, children }: { included: boolean; children: ReactNode }) {
  const { t } = useTranslation("pricing");
  return (
    <li className={included ? "plan-feature" : "plan-feature plan-feature--absent"}>
      <span className="plan-feature__mark" aria-hidden="true">
        {included ? "✓" : "–"}
      </span>
      <span>
        {included ? null : <span className="visually-hidden">{t("notIncluded")} </span>}
        {children}
      </span>
    </li>
  );
}
