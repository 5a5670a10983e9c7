/**
 * The payments' sentences and their error codes (contract/error-codes.ts), without zod: the catalogue
 * (contract/api-errors.ts) gathers the codes, and the browser may load it (docs/forms.md#the-form-kit).
 */
import { errorCodes } from "./error-codes";

export const PAYMENT_MESSAGES = {
  offOrigin: "Enter a URL on this site.",
  unknownPlan: "Unknown plan.",
  noSubscription: "There is no subscription to manage.",
  companyRequired: "Create your company profile before choosing a plan.",
  freePlan: "The free plan needs no payment.",
  alreadySubscribed: (planName: string) =>
    `You already have the ${planName} plan. Change plan on your billing page instead of starting another subscription.`,
  changeToFree: "To go back to the free plan, cancel your subscription: it ends when the paid period does.",
  notChangeable: "This subscription is not active, so its plan cannot be changed.",
  notResumable: "This subscription has ended and cannot be resumed. Choose a plan to start a new one.",
  changeFailed: "The plan could not be changed. Please try again.",
  resumeFailed: "The subscription could not be resumed. Please try again.",
  notCancelable: "This subscription is not running and cannot be canceled.",
  uuidMismatch: "Does not match the subscription in the URL.",
  checkoutFailed: "The checkout session could not be created. Please try again.",
  portalFailed: "The billing portal session could not be opened. Please try again.",
  cancelFailed: "The subscription could not be canceled. Please try again.",
  providerUnavailable: "The payment provider cannot be reached. Please try again in a few minutes.",
  invalidSignature: "Invalid webhook signature.",
  planLimit: (planName: string, maxActiveJobs: number) =>
    `Your ${planName} plan allows ${maxActiveJobs} active job${maxActiveJobs === 1 ? "" : "s"}. Upgrade to post more.`,
} as const;

/**
 * The payments' error codes. `already_subscribed` names the running plan (its API name); the provider's failures
 * (`checkout_failed` …) are a request Stripe refused, `provider_unavailable` Stripe away.
 */
export const PAYMENT_ERRORS = errorCodes({
  off_origin: PAYMENT_MESSAGES.offOrigin,
  unknown_plan: PAYMENT_MESSAGES.unknownPlan,
  free_plan: PAYMENT_MESSAGES.freePlan,
  already_subscribed: (params: { plan: string }) => PAYMENT_MESSAGES.alreadySubscribed(params.plan),
  billing_company_required: PAYMENT_MESSAGES.companyRequired,
  no_subscription: PAYMENT_MESSAGES.noSubscription,
  subscription_mismatch: PAYMENT_MESSAGES.uuidMismatch,
  subscription_not_cancelable: PAYMENT_MESSAGES.notCancelable,
  subscription_not_changeable: PAYMENT_MESSAGES.notChangeable,
  subscription_not_resumable: PAYMENT_MESSAGES.notResumable,
  change_to_free: PAYMENT_MESSAGES.changeToFree,
  checkout_failed: PAYMENT_MESSAGES.checkoutFailed,
  portal_failed: PAYMENT_MESSAGES.portalFailed,
  cancel_failed: PAYMENT_MESSAGES.cancelFailed,
  change_failed: PAYMENT_MESSAGES.changeFailed,
  resume_failed: PAYMENT_MESSAGES.resumeFailed,
  provider_unavailable: PAYMENT_MESSAGES.providerUnavailable,
  invalid_webhook_signature: PAYMENT_MESSAGES.invalidSignature,
});

export type PaymentErrorCode = keyof typeof PAYMENT_ERRORS;
