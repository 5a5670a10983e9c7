/**
 * Stripe when STRIPE_SECRET_KEY is set, else the local provider (design section 5). The webhook exists only
 * with Stripe and its signing secret: without the secret no delivery could be verified.
 */
import type { ApiDeps } from "../../deps";
import { createLocalLinks } from "./local-links";
import { createLocalProvider, type LocalPayment } from "./local-provider";
import type { PaymentProvider } from "./provider";
import { createStripeClient } from "./stripe-client";
import { createStripeProvider } from "./stripe-provider";
import { createStripeWebhook, type StripeWebhook } from "./stripe-webhook";

export type Payments = {
  provider: PaymentProvider;
  /** Set with Stripe and STRIPE_WEBHOOK_SECRET. */
  webhook?: StripeWebhook;
  /** Set for the local provider: its pages. */
  local?: LocalPayment;
};

export function createPayments(deps: ApiDeps): Payments {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = deps.config;
  if (!secretKey) {
    const local = createLocalProvider(deps, createLocalLinks(deps.config.SECRET_KEY));
    return { provider: local.provider, local };
  }
  const stripe = createStripeClient(deps.config, secretKey);
  return {
    provider: createStripeProvider(deps, stripe),
    webhook: webhookSecret ? createStripeWebhook(deps, stripe, webhookSecret) : undefined,
  };
}
