/**
 * The API names its plans in English and by code (`PLANS` may add others). The plans we sell by default have
 * a name and a description in each language under `plans.<code>` of the `pricing` namespace; a plan we have no
 * text for shows the API's name and no description (docs/payments.md#plans).
 */
import type { Locale } from "~/lib/i18n/config";
import { formatDate } from "~/lib/i18n/format";

export const TRANSLATED_PLANS = ["free", "basic", "pro"] as const;
export type TranslatedPlan = (typeof TRANSLATED_PLANS)[number];

export interface PlanTextKeys {
  name: `plans.${TranslatedPlan}.name`;
  description: `plans.${TranslatedPlan}.description`;
}

/** The locale keys of a plan's name and description, or null for a plan without translations. */
export function planTextKeys(code: string): PlanTextKeys | null {
  const plan = TRANSLATED_PLANS.find((known) => known === code);
  return plan ? { name: `plans.${plan}.name`, description: `plans.${plan}.description` } : null;
}

/** A plan's name in the language `t` speaks. */
export function planName(plan: { code: string; name: string }, t: (key: PlanTextKeys["name"]) => string): string {
  const keys = planTextKeys(plan.code);
  return keys ? t(keys.name) : plan.name;
}

/** The end of a paid period, e.g. "12 June 2026" / "12 Ιουνίου 2026", on Greek time (where the business is). */
export function formatPeriodEnd(value: string, locale: Locale): string {
  return formatDate(value, locale, { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Athens" });
}
