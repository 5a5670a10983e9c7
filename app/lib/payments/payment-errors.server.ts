/**
 * What the payment screens say when a payment call fails (spec section 8, docs/payments.md#errors): by the API's
 * error code (contract/payment-messages.ts), in the reader's words from `locales/*\/refusals.json`. The refusals
 * a company can act on (an unknown plan, a plan already running, a subscription that has ended …) are said as
 * they are; anything else the call is refused for is the action's own failure ("The checkout session could not
 * be created …"). The screens never read the API's English text.
 */
import type { ErrorParams } from "#contract/error-codes";
import { FIELD_CODES_KEY, type FieldErrorCodes } from "#contract/errors";
import type { PaymentErrorCode } from "#contract/payment-messages";
import { errorCodeOf } from "~/lib/api/api-errors.server";
import type { ApiError } from "~/lib/api/client.server";

export type PaymentAction = "checkout" | "portal" | "cancel" | "change" | "resume";

/** The pricing screens' own words: the checks made before the API is asked, and who plans are for. */
export const PAYMENT_ERROR_KEYS = ["errors.planMissing", "errors.companiesOnly", "errors.confirmRequired"] as const;
export type PaymentErrorKey = (typeof PAYMENT_ERROR_KEYS)[number];

/** What a payment screen says: one of its own keys (`pricing`), or an API code's words (`refusals`). */
export type PaymentRefusal = { key: PaymentErrorKey } | { code: PaymentErrorCode; params?: ErrorParams };

/** Each action's failure, for a refusal the company cannot act on (or a request the provider refused). */
export const ACTION_FAILED = {
  checkout: "checkout_failed",
  portal: "portal_failed",
  cancel: "cancel_failed",
  change: "change_failed",
  resume: "resume_failed",
} as const satisfies Record<PaymentAction, PaymentErrorCode>;

/** The 400s said as they are: the company can do something about them. */
const SAID_AS_THEY_ARE: ReadonlySet<string> = new Set<PaymentErrorCode>([
  "unknown_plan",
  "free_plan",
  "change_to_free",
  "already_subscribed",
  "no_subscription",
  "subscription_not_cancelable",
  "subscription_not_changeable",
  "subscription_not_resumable",
]);

/**
 * What a failed call of `action` says (a 401 is the session's, handled before): a company without its profile is
 * asked to make it, any other 403 is told plans are for companies; an outage (503, 504) says the provider cannot
 * be reached; a 400 the company can act on is said as it is; the rest is the action's failure.
 */
export function paymentRefusalOf(action: PaymentAction, error: ApiError): PaymentRefusal {
  if (error.status === 403) {
    return errorCodeOf(error) === "billing_company_required"
      ? { code: "billing_company_required" }
      : { key: "errors.companiesOnly" };
  }
  if (error.status === 503 || error.status === 504) return { code: "provider_unavailable" };
  const said = error.status === 400 ? codesOf(error).find((coded) => SAID_AS_THEY_ARE.has(coded.code)) : undefined;
  return said
    ? { code: said.code as PaymentErrorCode, ...(said.params ? { params: said.params } : {}) }
    : failed(action);
}

/** The action's own failure. */
export function failed(action: PaymentAction): PaymentRefusal {
  return { code: ACTION_FAILED[action] };
}

/** A body's codes: a detail's, then each field's in order. */
function codesOf(error: ApiError): Array<{ code: string; params?: ErrorParams }> {
  const detail = errorCodeOf(error);
  const body = error.body as Record<string, unknown>;
  const params = typeof body.params === "object" && body.params !== null ? (body.params as ErrorParams) : undefined;
  const codes = body[FIELD_CODES_KEY];
  const fields = (typeof codes === "object" && codes !== null ? codes : {}) as FieldErrorCodes;
  return [...(detail ? [{ code: detail, params }] : []), ...Object.values(fields).flat()];
}
