/**
 * What the pricing page tells a company when a payment call fails (spec section 8, docs/decisions/121): the
 * API's status and body become a key of the `pricing` namespace, so the toast is in the user's language and
 * never shows a raw API text. The texts the API sends are the contract's own (PAYMENT_MESSAGES), so they are
 * compared with those, not with copies.
 */
import { PAYMENT_MESSAGES } from "#contract/payments";

export type PaymentAction = "checkout" | "portal" | "cancel" | "change" | "resume";

export const PAYMENT_ERROR_KEYS = [
  "errors.planMissing",
  "errors.unknownPlan",
  "errors.freePlan",
  "errors.alreadySubscribed",
  "errors.companyRequired",
  "errors.companiesOnly",
  "errors.noSubscription",
  "errors.notCancelable",
  "errors.confirmRequired",
  "errors.checkoutFailed",
  "errors.portalFailed",
  "errors.cancelFailed",
  "errors.providerUnavailable",
  "errors.changeToFree",
  "errors.notChangeable",
  "errors.notResumable",
  "errors.changeFailed",
  "errors.resumeFailed",
] as const;
export type PaymentErrorKey = (typeof PAYMENT_ERROR_KEYS)[number];

const FAILED: Record<PaymentAction, PaymentErrorKey> = {
  checkout: "errors.checkoutFailed",
  portal: "errors.portalFailed",
  cancel: "errors.cancelFailed",
  change: "errors.changeFailed",
  resume: "errors.resumeFailed",
};

/** The start of "You already have the {plan} plan. …", whatever the plan is called. */
const ALREADY_SUBSCRIBED_PREFIX = PAYMENT_MESSAGES.alreadySubscribed("\u0000").split("\u0000")[0] ?? "";

/** The message for a failed call of `action` that answered `status` with `body`. */
export function paymentErrorKey(action: PaymentAction, status: number, body: unknown): PaymentErrorKey {
  const detail = detailOf(body);
  if (status === 403)
    return detail === PAYMENT_MESSAGES.companyRequired ? "errors.companyRequired" : "errors.companiesOnly";
  if (status === 503 || status === 504) return "errors.providerUnavailable";
  if (status !== 400) return FAILED[action];
  const planErrors = fieldErrorsOf(body, "plan_code");
  if (planErrors.includes(PAYMENT_MESSAGES.freePlan)) return "errors.freePlan";
  if (planErrors.includes(PAYMENT_MESSAGES.changeToFree)) return "errors.changeToFree";
  if (planErrors.length > 0) return "errors.unknownPlan";
  if (detail?.startsWith(ALREADY_SUBSCRIBED_PREFIX) && ALREADY_SUBSCRIBED_PREFIX) return "errors.alreadySubscribed";
  if (detail === PAYMENT_MESSAGES.noSubscription) return "errors.noSubscription";
  if (detail === PAYMENT_MESSAGES.notCancelable) return "errors.notCancelable";
  if (detail === PAYMENT_MESSAGES.notChangeable) return "errors.notChangeable";
  if (detail === PAYMENT_MESSAGES.notResumable) return "errors.notResumable";
  return FAILED[action];
}

function detailOf(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null || !("detail" in body)) return undefined;
  return typeof body.detail === "string" ? body.detail : undefined;
}

function fieldErrorsOf(body: unknown, field: string): string[] {
  if (typeof body !== "object" || body === null) return [];
  const messages: unknown = (body as Record<string, unknown>)[field];
  return Array.isArray(messages) ? messages.filter((message): message is string => typeof message === "string") : [];
}
