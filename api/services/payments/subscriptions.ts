/** A company's subscription rows as the payment endpoints read and show them. */
import { and, desc, eq, inArray } from "drizzle-orm";
import type { PlanInterval, SubscriptionStatus } from "../../../contract/enums";
import type { Plan, Subscription } from "../../../contract/payments";
import type { AppDatabase } from "../../db/client";
import { subscriptions } from "../../db/schema";
import { findPlan, FREE_PLAN_CODE } from "../plans";
import type { SubscriptionRow } from "./provider";

/**
 * A subscription that still exists for the customer: paid for, or waiting for a payment problem to be fixed
 * (past_due, unpaid, paused). Only these can be shown as "your subscription" and canceled.
 */
const RUNNING_STATUSES: readonly SubscriptionStatus[] = ["active", "trialing", "past_due", "unpaid", "paused"];

export function isRunning(row: SubscriptionRow, now = new Date()): boolean {
  return RUNNING_STATUSES.includes(row.status) && (row.currentPeriodEnd === null || row.currentPeriodEnd > now);
}

/** The company's current subscription (`GET /payments/subscriptions/`): the newest running one. */
export async function currentSubscriptionOf(
  db: AppDatabase,
  companyId: string,
  now = new Date(),
): Promise<SubscriptionRow | undefined> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.companyId, companyId), inArray(subscriptions.status, [...RUNNING_STATUSES])))
    .orderBy(desc(subscriptions.createdAt))
    .limit(5);
  return rows.find((row) => isRunning(row, now));
}

/**
 * The plan a row names. A plan code no longer offered (PLANS changed) shows as itself with the free plan's
 * limits, which is what `currentPlanOf` applies to it.
 */
export function planOfRow(row: SubscriptionRow, plans: readonly Plan[]): Plan {
  const plan = findPlan(plans, row.planCode);
  if (plan) return plan;
  const free = findPlan(plans, FREE_PLAN_CODE) ?? plans[0];
  return { ...free, code: row.planCode, name: row.planCode, price: 0, featured_listings: false };
}

export function toSubscription(row: SubscriptionRow, plans: readonly Plan[]): Subscription {
  return {
    uuid: row.id,
    plan: planOfRow(row, plans),
    status: row.status,
    current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    created_at: row.createdAt.toISOString(),
  };
}

/** The end of a period that starts at `from`; the 31st of a month ends on the last day of a shorter one. */
export function periodEnd(from: Date, interval: PlanInterval): Date {
  const months = interval === "year" ? 12 : 1;
  const end = new Date(from);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return end;
}

/**
 * A subscription whose plan can be changed: paid and running. One waiting for a payment (past_due, unpaid,
 * paused) first needs its payment settled, in the portal.
 */
export function isChangeable(row: SubscriptionRow, now = new Date()): boolean {
  return (row.status === "active" || row.status === "trialing") && isRunning(row, now);
}

/**
 * Changing plan or resuming where no payment system is involved (local rows): the new plan applies at once,
 * the period already paid for stays as it is, and the subscription renews again.
 */
export async function updateLocalRow(
  db: AppDatabase,
  row: SubscriptionRow,
  changes: { planCode?: string; cancelAtPeriodEnd: false },
): Promise<SubscriptionRow> {
  const [updated] = await db
    .update(subscriptions)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(subscriptions.id, row.id))
    .returning();
  return updated ?? row;
}

/** Cancelling where no payment system is involved (local rows): renewal stops, the paid period runs out. */
export async function cancelRowAtPeriodEnd(db: AppDatabase, row: SubscriptionRow): Promise<SubscriptionRow> {
  const [updated] = await db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: true })
    .where(eq(subscriptions.id, row.id))
    .returning();
  return updated ?? row;
}

/**
 * Ending a subscription now where no payment system is involved (local rows,
 * docs/sessions-and-accounts.md#exporting-and-deleting-an-account).
 */
export async function cancelRowNow(db: AppDatabase, row: SubscriptionRow, now = new Date()): Promise<SubscriptionRow> {
  const [updated] = await db
    .update(subscriptions)
    .set({ status: "canceled", cancelAtPeriodEnd: false, currentPeriodEnd: now, updatedAt: now })
    .where(eq(subscriptions.id, row.id))
    .returning();
  return updated ?? row;
}
