/** The Stripe client the API uses, and how its failures become API answers. */
import Stripe from "stripe";
import type { ApiConfig } from "../../config";
import type { ApiLog } from "../../log";
import { fail } from "../../models/errors";

/**
 * Pinned, not the account's default: the fields we read (the period end on subscription items, the invoice's
 * `parent.subscription_details`) are this version's, and webhook payloads follow the version of the client that
 * set them up. Upgrading is a deliberate change with its tests.
 */
export const STRIPE_API_VERSION = "2026-10-28.endive";

/** Needs STRIPE_SECRET_KEY; STRIPE_API_BASE (tests) points the client at a loopback stand-in. */
export function createStripeClient(config: ApiConfig, secretKey: string): Stripe {
  const options: Stripe.StripeConfig = { apiVersion: STRIPE_API_VERSION, maxNetworkRetries: 2, timeout: 20_000 };
  if (config.STRIPE_API_BASE) {
    const base = new URL(config.STRIPE_API_BASE);
    const protocol = base.protocol === "http:" ? "http" : "https";
    options.host = base.hostname;
    options.port = base.port || (protocol === "http" ? 80 : 443);
    options.protocol = protocol;
  }
  return new Stripe(secretKey, options);
}

/** What a request Stripe refused failed to do, as the client is told (contract/payment-messages.ts). */
export type StripeFailure =
  "checkout_failed" | "portal_failed" | "cancel_failed" | "change_failed" | "resume_failed" | "provider_unavailable";

/**
 * Runs a Stripe call. A request Stripe refuses is the 400 of spec section 8 ("failed to create a checkout
 * session ...", `failure`); Stripe unreachable, rate-limiting or misconfigured is a 503 the client may retry
 * (`provider_unavailable`). Both are logged with Stripe's own message, which never reaches the client.
 */
export async function callStripe<T>(log: ApiLog, failure: StripeFailure, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    log.warn("stripe call failed", {
      type: error.type,
      code: error.code,
      status: error.statusCode,
      message: error.message,
    });
    if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) {
      throw fail.invalid(failure);
    }
    throw fail.unavailable("provider_unavailable");
  }
}
