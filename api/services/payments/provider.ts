/**
 * What the payment endpoints need from a payment provider (design section 7): Stripe when STRIPE_SECRET_KEY is
 * set, else the local provider that serves its own checkout page. Routes check permissions and input; a
 * provider only talks to the payment system and keeps the company's subscription rows in step with it.
 */
import type { Plan } from "../../../contract/payments";
import type { subscriptions } from "../../db/schema";

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The company a COMPANY user pays for, with the e-mail its receipts go to by default. */
export type BillingCompany = { id: string; name: string; ownerEmail: string };

export type CheckoutInput = {
  company: BillingCompany;
  plan: Plan;
  successUrl: string;
  cancelUrl: string;
  /** Receipts go here; the owner's e-mail when the request names none. */
  customerEmail: string;
};

export interface PaymentProvider {
  readonly kind: "stripe" | "local";
  /** The page to send the browser to for paying `plan`. */
  createCheckout(input: CheckoutInput): Promise<string>;
  /** The page where the company manages its subscription; 400 when it has none to manage. */
  createPortal(company: BillingCompany, returnUrl: string): Promise<string>;
  /** Stops renewal: the plan runs to the end of the period already paid for. Returns the updated row. */
  cancelAtPeriodEnd(subscription: SubscriptionRow): Promise<SubscriptionRow>;
  /**
   * Moves a running subscription to `plan` now, keeping its period end (the price difference is prorated), and
   * undoes a cancellation set for the period's end: whoever chooses a plan wants it to go on
   * (docs/payments.md#changing-plan).
   */
  changePlan(subscription: SubscriptionRow, plan: Plan): Promise<SubscriptionRow>;
  /** Undoes a cancellation set for the period's end: the plan renews again. */
  resume(subscription: SubscriptionRow): Promise<SubscriptionRow>;
  /**
   * Ends the subscription now, renewing never again: its company's account is being deleted
   * (docs/sessions-and-accounts.md#exporting-and-deleting-an-account).
   */
  cancelNow(subscription: SubscriptionRow): Promise<SubscriptionRow>;
}
