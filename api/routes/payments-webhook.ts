/** `POST /payments/webhook/`: Stripe's deliveries (exempt from the origin check: the signature is the check). */
import { Hono } from "hono";
import { PAYMENT_MESSAGES } from "../../contract/payments";
import type { ApiDeps } from "../deps";
import { badRequest, notFound } from "../http/errors";
import { WebhookSignatureError, type StripeWebhook } from "../services/payments/stripe-webhook";

export function paymentsWebhookRouter({ log }: ApiDeps, webhook: StripeWebhook | undefined) {
  return new Hono().post("/payments/webhook/", async (c) => {
    // Without Stripe and its signing secret there is nothing that could send a verifiable event.
    if (!webhook) throw notFound();
    // The signature covers the exact bytes sent: read them raw, never re-serialised JSON.
    const body = Buffer.from(await c.req.arrayBuffer());
    try {
      await webhook.receive(body, c.req.header("Stripe-Signature"));
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      log.warn("stripe webhook signature refused", { reason: error.reason });
      throw badRequest(PAYMENT_MESSAGES.invalidSignature);
    }
    return c.json({ received: true });
  });
}
