import { describe, expect, it } from "vitest";
import { API_ERRORS } from "#contract/api-errors";
import { textOf, type ErrorParams } from "#contract/error-codes";
import { PAYMENT_ERRORS, PAYMENT_MESSAGES } from "#contract/payment-messages";
import { ApiError } from "~/lib/api/client.server";
import { paymentRefusalText } from "~/lib/payments/payment-action.server";
import {
  ACTION_FAILED,
  PAYMENT_ERROR_KEYS,
  paymentRefusalOf,
  type PaymentAction,
} from "~/lib/payments/payment-errors.server";
import en from "../../locales/en/pricing.json";
import gr from "../../locales/gr/pricing.json";
import enRefusals from "../../locales/en/refusals.json";
import grRefusals from "../../locales/gr/refusals.json";

/**
 * What a failed payment call tells the company (docs/payments.md "Errors"): the API's code, never its text, picks
 * the words, in the company's language.
 */
const detail = (status: number, code: string, params?: ErrorParams) =>
  new ApiError(status, { detail: textOf(API_ERRORS, code, params), code, ...(params ? { params } : {}) });
const onFields = (fields: Record<string, string>) =>
  new ApiError(400, {
    ...Object.fromEntries(Object.entries(fields).map(([field, code]) => [field, [textOf(API_ERRORS, code)]])),
    codes: Object.fromEntries(Object.entries(fields).map(([field, code]) => [field, [{ code }]])),
  });

const english = new Request("http://localhost/payments/checkout-sessions/create_session/", {
  headers: { Cookie: "i18next=en" },
});
const greek = new Request("http://localhost/payments/checkout-sessions/create_session/", {
  headers: { "Accept-Language": "el" },
});
const say = (action: PaymentAction, error: ApiError, request = english) =>
  paymentRefusalText(request, paymentRefusalOf(action, error));

describe("paymentRefusalOf: what a failed payment call tells the company", () => {
  it("names the plan problems the API reports on plan_code", () => {
    expect(paymentRefusalOf("checkout", onFields({ plan_code: "unknown_plan" }))).toEqual({ code: "unknown_plan" });
    expect(paymentRefusalOf("checkout", onFields({ plan_code: "free_plan" }))).toEqual({ code: "free_plan" });
    expect(paymentRefusalOf("checkout", onFields({ success_url: "off_origin", plan_code: "unknown_plan" }))).toEqual({
      code: "unknown_plan",
    });
    expect(say("checkout", onFields({ plan_code: "unknown_plan" }))).toBe(
      "This plan is not offered. Choose one of the plans below.",
    );
  });

  it("recognises 'already subscribed' by its code, whatever the plan is called", () => {
    for (const plan of ["Pro", "Basic", "Ετήσιο πακέτο"]) {
      const refusal = paymentRefusalOf("checkout", detail(400, "already_subscribed", { plan }));
      expect(refusal).toEqual({ code: "already_subscribed", params: { plan } });
    }
    expect(say("checkout", detail(400, "already_subscribed", { plan: "Pro" }), greek)).toBe(
      "Έχετε ήδη πακέτο επί πληρωμή. Αλλάξτε πακέτο από τη σελίδα χρεώσεων: κρατάτε τον χρόνο που έχετε πληρώσει.",
    );
  });

  it("tells a company without a profile to create one, and anyone else that plans are for companies", () => {
    expect(say("checkout", detail(403, "billing_company_required"))).toBe(
      "Create your company profile before choosing a plan.",
    );
    expect(say("portal", detail(403, "billing_company_required"), greek)).toBe(
      "Δημιουργήστε το προφίλ της επιχείρησής σας πριν επιλέξετε πακέτο.",
    );
    expect(paymentRefusalOf("checkout", detail(403, "permission_denied"))).toEqual({ key: "errors.companiesOnly" });
    expect(say("checkout", detail(403, "permission_denied"))).toBe(en.errors.companiesOnly);
  });

  it("says the portal's, cancel's, change's and resume's own refusals in both languages", () => {
    const cases: Array<[PaymentAction, ApiError, string, string]> = [
      [
        "portal",
        detail(400, "no_subscription"),
        "There is no subscription to manage.",
        "Δεν υπάρχει συνδρομή για διαχείριση.",
      ],
      [
        "cancel",
        detail(400, "subscription_not_cancelable"),
        "This subscription is not running and cannot be canceled.",
        "Αυτή η συνδρομή δεν είναι ενεργή και δεν μπορεί να ακυρωθεί.",
      ],
      [
        "change",
        onFields({ plan_code: "change_to_free" }),
        "To go back to the Free plan, cancel your subscription: it ends when the period you paid for does.",
        "Για να επιστρέψετε στο Δωρεάν πακέτο, ακυρώστε τη συνδρομή: λήγει όταν τελειώσει η περίοδος που έχετε πληρώσει.",
      ],
      [
        "change",
        detail(400, "subscription_not_changeable"),
        "This subscription is not active, so its plan cannot be changed. Settle the payment in Manage billing first.",
        "Αυτή η συνδρομή δεν είναι ενεργή, οπότε το πακέτο της δεν αλλάζει. Τακτοποιήστε πρώτα την πληρωμή από τη Διαχείριση χρεώσεων.",
      ],
      [
        "resume",
        detail(400, "subscription_not_resumable"),
        "This subscription has ended and cannot be kept. Choose a plan to start a new one.",
        "Αυτή η συνδρομή έχει λήξει και δεν μπορεί να διατηρηθεί. Επιλέξτε πακέτο για νέα συνδρομή.",
      ],
    ];
    for (const [action, error, english_, greek_] of cases) {
      expect(say(action, error), action).toBe(english_);
      expect(say(action, error, greek), action).toBe(greek_);
    }
  });

  it("says the provider cannot be reached on 503 and 504", () => {
    expect(paymentRefusalOf("checkout", detail(503, "provider_unavailable"))).toEqual({ code: "provider_unavailable" });
    expect(paymentRefusalOf("cancel", new ApiError(504, { detail: "API timeout" }))).toEqual({
      code: "provider_unavailable",
    });
    expect(say("cancel", detail(503, "unavailable"), greek)).toBe(
      "Ο πάροχος πληρωμών δεν είναι διαθέσιμος. Δοκιμάστε ξανά σε λίγα λεπτά.",
    );
  });

  it("falls back to the spec's failure message of each action (section 8) for anything else", () => {
    const odd = [
      onFields({ success_url: "off_origin" }),
      onFields({ uuid: "subscription_mismatch" }),
      detail(400, "checkout_failed"),
      detail(400, "resume_failed"),
      detail(404, "not_found"),
      detail(500, "server_error"),
      new ApiError(400, { detail: "Refused by a proxy." }),
    ];
    for (const error of odd) {
      for (const action of Object.keys(ACTION_FAILED) as PaymentAction[]) {
        expect(paymentRefusalOf(action, error), `${action} ${JSON.stringify(error.body)}`).toEqual({
          code: ACTION_FAILED[action],
        });
      }
    }
    expect(say("checkout", detail(400, "checkout_failed"))).toBe(
      "The checkout session could not be created. Please try again.",
    );
    expect(say("resume", detail(404, "not_found"), greek)).toBe(
      "Δεν ήταν δυνατή η διατήρηση της συνδρομής. Δοκιμάστε ξανά.",
    );
  });

  it("never keys on the API's text: the right English without its code is the action's failure", () => {
    const uncoded = new ApiError(400, { detail: PAYMENT_MESSAGES.notCancelable });
    expect(paymentRefusalOf("cancel", uncoded)).toEqual({ code: "cancel_failed" });
    const otherText = new ApiError(400, { detail: "Words of a newer API.", code: "subscription_not_cancelable" });
    expect(paymentRefusalOf("cancel", otherText)).toEqual({ code: "subscription_not_cancelable" });
  });

  it("has every message in both languages", () => {
    for (const key of PAYMENT_ERROR_KEYS) {
      const name = key.replace("errors.", "") as keyof typeof en.errors;
      expect(en.errors[name], key).toBeTruthy();
      expect(gr.errors[name], key).toBeTruthy();
    }
    for (const code of Object.keys(PAYMENT_ERRORS)) {
      expect(enRefusals[code as keyof typeof enRefusals], code).toBeTruthy();
      expect(grRefusals[code as keyof typeof grRefusals], code).toBeTruthy();
    }
  });
});
