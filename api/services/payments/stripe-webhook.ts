/**
 * Stripe's webhook (security.md "Payments"): the signature is checked on the raw body with a 300 s tolerance;
 * each event is recorded in payment_events in the same transaction as its effect, so a replay, a retry or 50
 * concurrent copies of one event change the subscription once; the effect is to re-read the subscription from
 * Stripe (under a per-subscription lock) rather than trust the event's copy, so order does not matter. A delivery
 * that is not Stripe's is refused (`invalid_webhook_signature`) and logged with the reason, nothing written.
 */
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { paymentEvents } from "../../db/schema";
import type { ApiDeps } from "../../deps";
import { fail } from "../../models/errors";
import { callStripe } from "./stripe-client";
import { applyStripeSubscription, lockStripeSubscription, type SubscriptionHints } from "./stripe-sync";

/** Stripe's own default, written down because security.md promises it. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export type WebhookOutcome = "applied" | "ignored" | "duplicate";

/** Which subscription an event is about, and what the event itself knows of it. */
type SubscriptionTarget = { id: string; hints: SubscriptionHints; snapshot?: Stripe.Subscription };

export function createStripeWebhook({ db, plans, log }: ApiDeps, stripe: Stripe, secret: string) {
  async function currentState(target: SubscriptionTarget): Promise<Stripe.Subscription | undefined> {
    try {
      return await stripe.subscriptions.retrieve(target.id);
    } catch (error) {
      // Gone from Stripe (deleted test data): the event's own copy is the last word there is.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return target.snapshot;
      throw error;
    }
  }

  return {
    /**
     * Verifies and applies one delivery. One whose signature does not match its body, its secret or the time
     * window is refused.
     */
    async receive(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? "", secret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (error) {
        log.warn("stripe webhook signature refused", { reason: error instanceof Error ? error.message : "unreadable" });
        throw fail.invalid("invalid_webhook_signature");
      }
      const target = subscriptionTargetOf(event);
      return db.transaction(async (tx) => {
        // Concurrent copies wait here on the unique event id; all but the first then insert nothing.
        const [recorded] = await tx
          .insert(paymentEvents)
          .values({
            providerEventId: event.id,
            type: event.type,
            created: new Date(event.created * 1000),
            payload: event,
          })
          .onConflictDoNothing({ target: paymentEvents.providerEventId })
          .returning({ id: paymentEvents.id });
        if (!recorded) return "duplicate";
        let outcome: WebhookOutcome = "ignored";
        if (target) {
          await lockStripeSubscription(tx, target.id);
          const subscription = await callStripe(log, "provider_unavailable", () => currentState(target));
          if (subscription && (await applyStripeSubscription(tx, plans, log, subscription, target.hints)))
            outcome = "applied";
        }
        await tx.update(paymentEvents).set({ processedAt: new Date() }).where(eq(paymentEvents.id, recorded.id));
        log.info("stripe webhook", { event: event.id, type: event.type, outcome });
        return outcome;
      });
    },
  };
}

export type StripeWebhook = ReturnType<typeof createStripeWebhook>;

function subscriptionTargetOf(event: Stripe.Event): SubscriptionTarget | undefined {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      if (session.mode !== "subscription" || !session.subscription) return undefined;
      return {
        id: idOf(session.subscription),
        hints: {
          companyId: session.client_reference_id ?? session.metadata?.company,
          planCode: session.metadata?.plan_code,
        },
      };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
    case "customer.subscription.paused":
    case "customer.subscription.resumed":
      return { id: event.data.object.id, hints: {}, snapshot: event.data.object };
    case "invoice.paid":
    case "invoice.payment_failed": {
      const subscription = event.data.object.parent?.subscription_details?.subscription;
      return subscription ? { id: idOf(subscription), hints: {} } : undefined;
    }
    default:
      return undefined;
  }
}

function idOf(value: string | { id: string }): string {
  return typeof value === "string" ? value : value.id;
}
