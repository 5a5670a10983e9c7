/**
 * `POST /payments/webhook/`: Stripe's deliveries (exempt from the origin check: the signature is the check;
 * services/payments/stripe-webhook.ts verifies and applies them).
 */
import { receiveStripeEvent } from "../../contract/endpoints/payments";
import { route, type RouteDefinition } from "../http/route";
import { fail } from "../models/errors";
import type { StripeWebhook } from "../services/payments/stripe-webhook";

export function stripeWebhookRoutes(webhook: StripeWebhook | undefined): RouteDefinition[] {
  return [
    route(receiveStripeEvent, async ({ c }) => {
      // Without Stripe and its signing secret there is nothing that could send a verifiable event.
      if (!webhook) throw fail.notFound();
      // The signature covers the exact bytes sent: read them raw, never re-serialised JSON.
      await webhook.receive(Buffer.from(await c.req.arrayBuffer()), c.req.header("Stripe-Signature"));
      return { received: true };
    }),
  ];
}
