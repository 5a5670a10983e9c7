/**
 * The test API paying through the Stripe stand-in (the real `stripe` client, STRIPE_API_BASE on 127.0.0.1), and the
 * webhook delivery the way Stripe signs it: for the files that test payments through Stripe.
 */
import { startTestApi, type TestApi } from "./api-harness";
import {
  signStripeEvent,
  startStripeStandin,
  STANDIN_SECRET_KEY,
  STANDIN_WEBHOOK_SECRET,
  type StripeStandin,
} from "./stripe-standin";

/** The stand-in first, then the API using it; `stop` ends both, the API first. */
export async function startApiWithStripe(): Promise<{ api: TestApi; stripe: StripeStandin; stop(): Promise<void> }> {
  const stripe = await startStripeStandin();
  const api = await startTestApi({
    STRIPE_SECRET_KEY: STANDIN_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: STANDIN_WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
  });
  return {
    api,
    stripe,
    async stop() {
      await api.stop();
      await stripe.stop();
    },
  };
}

/** Posts a webhook event to the API with its signature (by default the stand-in's valid one). */
export function deliverStripeEvent(
  api: TestApi,
  payload: string,
  signature = signStripeEvent(payload),
): Promise<Response> {
  return api.request("/payments/webhook/", {
    body: payload,
    headers: { "Content-Type": "application/json; charset=utf-8", "Stripe-Signature": signature },
  });
}
