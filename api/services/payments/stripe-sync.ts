/**
 * Keeps a company's subscription row equal to the Stripe subscription it mirrors. Every change to one Stripe
 * subscription (webhook or cancel call) happens under a lock on that subscription and writes the state Stripe
 * reports at that moment, so events arriving late or out of order cannot put an older state back.
 */
import { eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "../../../contract/enums";
import type { Plan } from "../../../contract/payments";
import type { AppDatabase } from "../../db/client";
import { companies, subscriptions } from "../../db/schema";
import type { ApiLog } from "../../log";
import { isUuid } from "../../http/path-ids";
import { findPlan } from "../plans";
import type { SubscriptionRow } from "./provider";

/** Where a subscription came from when Stripe's own object does not say (older checkouts, odd events). */
export type SubscriptionHints = { companyId?: string | null; planCode?: string | null };

/** Held until the transaction ends, across processes (a PostgreSQL advisory lock keyed by the id). */
export async function lockStripeSubscription(tx: AppDatabase, stripeSubscriptionId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stripe-subscription:${stripeSubscriptionId}`}))`);
}

/**
 * Writes `subscription` to its row (made on first sight). The company and plan come from the metadata our
 * checkout puts on the subscription, else from `hints`, else from the row already there; a subscription that
 * names neither a company of ours nor a plan we sell is left alone (returns undefined) and logged.
 */
export async function applyStripeSubscription(
  tx: AppDatabase,
  plans: readonly Plan[],
  log: ApiLog,
  subscription: Stripe.Subscription,
  hints: SubscriptionHints = {},
): Promise<SubscriptionRow | undefined> {
  const status = knownStatus(subscription.status);
  const [existing] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, subscription.id));
  const companyId = existing?.companyId ?? (await knownCompany(tx, subscription.metadata.company ?? hints.companyId));
  const planCode =
    [subscription.metadata.plan_code, hints.planCode].find((code) => code && findPlan(plans, code)) ??
    existing?.planCode;
  if (!status || !companyId || !planCode) {
    log.warn("stripe subscription not applied", {
      subscription: subscription.id,
      status: subscription.status,
      companyId,
      planCode,
    });
    return undefined;
  }
  const state = {
    planCode,
    status,
    providerCustomerId: typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id,
    currentPeriodEnd: periodEndOf(subscription),
    // A cancellation scheduled for a date (cancel_at) ends the plan just like one at the period's end.
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
  };
  const [row] = await tx
    .insert(subscriptions)
    .values({ companyId, provider: "stripe", providerSubscriptionId: subscription.id, ...state })
    .onConflictDoUpdate({ target: subscriptions.providerSubscriptionId, set: { ...state, updatedAt: new Date() } })
    .returning();
  return row;
}

function knownStatus(status: string): SubscriptionStatus | undefined {
  return SUBSCRIPTION_STATUSES.find((known) => known === status);
}

async function knownCompany(tx: AppDatabase, companyId: string | null | undefined): Promise<string | undefined> {
  if (!companyId || !isUuid(companyId)) return undefined;
  const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  return company?.id;
}

/** Since API version 2025-03-31 the period lives on each item; the subscription's is the latest of them. */
function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const ends = subscription.items.data.map((item) => item.current_period_end).filter((end) => Number.isFinite(end));
  return ends.length === 0 ? null : new Date(Math.max(...ends) * 1000);
}
