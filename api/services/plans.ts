/**
 * Subscription plans (design section 7) and which one a company is on. The plan set is configuration
 * (`PLANS` in api/config.ts may replace the defaults); a company without a current paid subscription is on `free`.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Plan } from "../../contract/payments";
import type { AppDatabase } from "../db/client";
import { subscriptions } from "../db/schema";

export const DEFAULT_PLANS: readonly Plan[] = [
  {
    code: "free",
    name: "Free",
    price: 0,
    currency: "EUR",
    interval: "month",
    max_active_jobs: 1,
    featured_listings: false,
  },
  {
    code: "basic",
    name: "Basic",
    price: 29,
    currency: "EUR",
    interval: "month",
    max_active_jobs: 10,
    featured_listings: false,
  },
  {
    code: "pro",
    name: "Pro",
    price: 79,
    currency: "EUR",
    interval: "month",
    max_active_jobs: null,
    featured_listings: true,
  },
];

export const FREE_PLAN_CODE = "free";

/** Statuses under which a paid plan's limits apply (Stripe keeps a past_due subscription working while it retries). */
const CURRENT_STATUSES = ["active", "trialing", "past_due"] as const;

export function findPlan(plans: readonly Plan[], code: string): Plan | undefined {
  return plans.find((plan) => plan.code === code);
}

/** The plan whose limits apply to the company now. */
export async function currentPlanOf(
  db: AppDatabase,
  plans: readonly Plan[],
  companyId: string,
  now = new Date(),
): Promise<Plan> {
  const rows = await db
    .select({ planCode: subscriptions.planCode, periodEnd: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .where(and(eq(subscriptions.companyId, companyId), inArray(subscriptions.status, [...CURRENT_STATUSES])))
    .orderBy(desc(subscriptions.createdAt))
    .limit(5);
  const current = rows.find((row) => row.periodEnd === null || row.periodEnd > now);
  const free = findPlan(plans, FREE_PLAN_CODE) ?? plans[0];
  return (current && findPlan(plans, current.planCode)) ?? free;
}
