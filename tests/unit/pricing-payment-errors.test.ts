import { describe, expect, it } from "vitest";
import { PAYMENT_MESSAGES } from "#contract/payments";
import { ERROR_DETAILS } from "#contract/errors";
import { PAYMENT_ERROR_KEYS, paymentErrorKey } from "~/lib/payments/payment-errors.server";
import en from "../../locales/en/pricing.json";
import gr from "../../locales/gr/pricing.json";

describe("paymentErrorKey: what a failed payment call tells the company", () => {
  it("names the plan problems the API reports on plan_code", () => {
    expect(paymentErrorKey("checkout", 400, { plan_code: [PAYMENT_MESSAGES.unknownPlan] })).toBe("errors.unknownPlan");
    expect(paymentErrorKey("checkout", 400, { plan_code: [PAYMENT_MESSAGES.freePlan] })).toBe("errors.freePlan");
    expect(paymentErrorKey("checkout", 400, { plan_code: ["Unknown plan."], success_url: ["x"] })).toBe(
      "errors.unknownPlan",
    );
  });

  it("recognises 'already subscribed' whatever the plan is called", () => {
    for (const plan of ["Pro", "Basic", "Ετήσιο πακέτο"]) {
      expect(paymentErrorKey("checkout", 400, { detail: PAYMENT_MESSAGES.alreadySubscribed(plan) })).toBe(
        "errors.alreadySubscribed",
      );
    }
  });

  it("tells a company without a profile to create one, and anyone else that plans are for companies", () => {
    expect(paymentErrorKey("checkout", 403, { detail: PAYMENT_MESSAGES.companyRequired })).toBe(
      "errors.companyRequired",
    );
    expect(paymentErrorKey("portal", 403, { detail: PAYMENT_MESSAGES.companyRequired })).toBe("errors.companyRequired");
    expect(paymentErrorKey("checkout", 403, { detail: ERROR_DETAILS.permissionDenied })).toBe("errors.companiesOnly");
  });

  it("maps the portal's and cancel's own refusals", () => {
    expect(paymentErrorKey("portal", 400, { detail: PAYMENT_MESSAGES.noSubscription })).toBe("errors.noSubscription");
    expect(paymentErrorKey("cancel", 400, { detail: PAYMENT_MESSAGES.notCancelable })).toBe("errors.notCancelable");
  });

  it("maps change's and resume's own refusals (decision 165)", () => {
    expect(paymentErrorKey("change", 400, { plan_code: [PAYMENT_MESSAGES.changeToFree] })).toBe("errors.changeToFree");
    expect(paymentErrorKey("change", 400, { plan_code: [PAYMENT_MESSAGES.unknownPlan] })).toBe("errors.unknownPlan");
    expect(paymentErrorKey("change", 400, { detail: PAYMENT_MESSAGES.notChangeable })).toBe("errors.notChangeable");
    expect(paymentErrorKey("resume", 400, { detail: PAYMENT_MESSAGES.notResumable })).toBe("errors.notResumable");
    expect(paymentErrorKey("change", 404, { detail: ERROR_DETAILS.notFound })).toBe("errors.changeFailed");
    expect(paymentErrorKey("resume", 400, { detail: PAYMENT_MESSAGES.resumeFailed })).toBe("errors.resumeFailed");
  });

  it("says the provider cannot be reached on 503 and 504", () => {
    expect(paymentErrorKey("checkout", 503, { detail: PAYMENT_MESSAGES.providerUnavailable })).toBe(
      "errors.providerUnavailable",
    );
    expect(paymentErrorKey("cancel", 504, { detail: "API timeout" })).toBe("errors.providerUnavailable");
  });

  it("falls back to the spec's failure message of each action (section 8) for anything else", () => {
    const odd = [
      [400, { success_url: [PAYMENT_MESSAGES.offOrigin] }],
      [400, { detail: PAYMENT_MESSAGES.checkoutFailed }],
      [404, { detail: ERROR_DETAILS.notFound }],
      [500, { detail: ERROR_DETAILS.serverError }],
      [429, "not an object"],
      [400, null],
    ] as const;
    for (const [status, body] of odd) {
      expect(paymentErrorKey("checkout", status, body)).toBe("errors.checkoutFailed");
      expect(paymentErrorKey("portal", status, body)).toBe("errors.portalFailed");
      expect(paymentErrorKey("cancel", status, body)).toBe("errors.cancelFailed");
    }
  });

  it("has every message in both languages", () => {
    for (const key of PAYMENT_ERROR_KEYS) {
      const name = key.replace("errors.", "") as keyof typeof en.errors;
      expect(en.errors[name], key).toBeTruthy();
      expect(gr.errors[name], key).toBeTruthy();
    }
  });
});
