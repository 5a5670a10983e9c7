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
      <h3 className="plan-card__name">
        {planName(plan, t)}
      </h3>
      {current ? <p className="plan-card__badge">{t("company.current")}</p> : null}
      {keys ? <p className="plan-card__description">{t(keys.description)}</p> : null}
      <p className="plan-card__price">
        <span className="plan-card__amount">{formatMoney(plan.price, plan.currency, locale)}</span>{" "}
        <span className="plan-card__interval">{t(`perInterval.${plan.interval}`)}</span>
      </p>
      <ul className="plan-card__features">
        <li>
          {plan.max_active_jobs === null ? t("jobLimitUnlimited") : t("jobLimit", { count: plan.max_active_jobs })}
        </li>
        <li>{plan.featured_listings ? t("featured") : t("notFeatured")}</li>
      </ul>
      {children ? <div className="plan-card__action">{children}</div> : null}
    </li>
  );
}
