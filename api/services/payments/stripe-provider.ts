/**
 * Stripe Checkout, the Stripe customer portal and cancelling at period end (docs/payments.md). Prices are
 * sent with each checkout (`price_data`) from the configured plans, so no price has to be set up in Stripe.
 */
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type Stripe from "stripe";
import { subscriptions } from "../../db/schema";
import type { ApiDeps } from "../../deps";
import { fail } from "../../models/errors";
import type { PaymentProvider, SubscriptionRow } from "./provider";
import { callStripe, type StripeFailure } from "./stripe-client";
import { applyStripeSubscription, lockStripeSubscription } from "./stripe-sync";
import { cancelRowAtPeriodEnd, cancelRowNow, updateLocalRow } from "./subscriptions";

export function createStripeProvider({ db, plans, log }: ApiDeps, stripe: Stripe): PaymentProvider {
  /** The Stripe customer of the company's latest Stripe subscription: one customer per company, one portal. */
  async function customerOf(companyId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ customer: subscriptions.providerCustomerId })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.companyId, companyId),
          eq(subscriptions.provider, "stripe"),
          isNotNull(subscriptions.providerCustomerId),
        ),
      )
      .orderBy(desc(subscriptions.createdAt))
      .limit(1);
    return row?.customer ?? undefined;
  }

  return {
    kind: "stripe",

    async createCheckout({ company, plan, successUrl, cancelUrl, customerEmail }) {
      const customer = await customerOf(company.id);
      // On the session for checkout.session.completed, on the subscription for every later event.
      const metadata = { company: company.id, plan_code: plan.code };
      const session = await callStripe(log, "checkout_failed", () =>
        stripe.checkout.sessions.create({
          mode: "subscription",
          client_reference_id: company.id,
          metadata,
          subscription_data: { metadata },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: plan.currency.toLowerCase(),
                // Plans are priced in major units (29 = €29); Stripe wants cents.
                unit_amount: Math.round(plan.price * 100),
                recurring: { interval: plan.interval },
                product_data: { name: plan.name, metadata: { plan_code: plan.code } },
              },
            },
          ],
          ...(customer ? { customer } : { customer_email: customerEmail }),
          success_url: successUrl,
          cancel_url: cancelUrl,
        }),
      );
      if (!session.url) throw fail.invalid("checkout_failed");
      return session.url;
    },

    async createPortal(company, returnUrl) {
      const customer = await customerOf(company.id);
      if (!customer) throw fail.invalid("no_subscription");
      const session = await callStripe(log, "portal_failed", () =>
        stripe.billingPortal.sessions.create({ customer, return_url: returnUrl }),
      );
      return session.url;
    },

    async cancelAtPeriodEnd(row) {
      const stripeId = stripeIdOf(row);
      if (!stripeId) return cancelRowAtPeriodEnd(db, row);
      return updateStripe(row, stripeId, "cancel_failed", () =>
        stripe.subscriptions.update(stripeId, { cancel_at_period_end: true }),
      );
    },

    async changePlan(row, plan) {
      const stripeId = stripeIdOf(row);
      if (!stripeId) return updateLocalRow(db, row, { planCode: plan.code, cancelAtPeriodEnd: false });
      return updateStripe(row, stripeId, "change_failed", async () => {
        const current = await stripe.subscriptions.retrieve(stripeId);
        const [item, ...extra] = current.items.data;
        if (!item) throw fail.invalid("change_failed");
        // Prices are made from the configured plan, as at checkout; a subscription item cannot name a product
        // by its data, so the price is created first (with its product) and the item moved onto it.
        const price = await stripe.prices.create({
          currency: plan.currency.toLowerCase(),
          unit_amount: Math.round(plan.price * 100),
          recurring: { interval: plan.interval },
          product_data: { name: plan.name, metadata: { plan_code: plan.code } },
          metadata: { plan_code: plan.code },
        });
        return stripe.subscriptions.update(stripeId, {
          items: [{ id: item.id, price: price.id }, ...extra.map((other) => ({ id: other.id, deleted: true }))],
          // The time already paid for counts towards the new price; the billing date stays where it is.
          proration_behavior: "create_prorations",
          cancel_at_period_end: false,
          metadata: { plan_code: plan.code },
        });
      });
    },

    async resume(row) {
      const stripeId = stripeIdOf(row);
      if (!stripeId) return updateLocalRow(db, row, { cancelAtPeriodEnd: false });
      return updateStripe(row, stripeId, "resume_failed", () =>
        stripe.subscriptions.update(stripeId, { cancel_at_period_end: false }),
      );
    },

    async cancelNow(row) {
      const stripeId = stripeIdOf(row);
      if (!stripeId) return cancelRowNow(db, row);
      // DELETE /v1/subscriptions/{id}: ends it at once, no further invoice (the account is being deleted).
      return updateStripe(row, stripeId, "cancel_failed", () => stripe.subscriptions.cancel(stripeId));
    },
  };

  /** One call changing a Stripe subscription, under the lock the webhook takes, then its row from the answer. */
  function updateStripe(
    row: SubscriptionRow,
    stripeId: string,
    failure: StripeFailure,
    call: () => Promise<Stripe.Subscription>,
  ): Promise<SubscriptionRow> {
    return db.transaction(async (tx) => {
      await lockStripeSubscription(tx, stripeId);
      const updated = await callStripe(log, failure, call);
      return (await applyStripeSubscription(tx, plans, log, updated)) ?? row;
    });
  }
}

function stripeIdOf(row: SubscriptionRow): string | null {
  return row.provider === "stripe" ? row.providerSubscriptionId : null;
}
