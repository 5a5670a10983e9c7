import { describe, expect, it } from "vitest";
import { isOnOrigin } from "#contract/payments";
import { planName, planTextKeys } from "~/components/pricing/plan-text";
import { CHECKOUT_ACTION, PORTAL_ACTION, cancelSubscriptionAction } from "~/lib/payments/paths";
import { checkoutReturnUrls, isCheckoutOutcome, portalReturnUrl } from "~/lib/payments/return-urls";

describe("payment return URLs", () => {
  it("are on PUBLIC_URL's origin, so the API accepts them", () => {
    for (const origin of ["https://jobs.example.gr", "http://localhost:3000", "http://127.0.0.1:4123"]) {
      const { success_url, cancel_url } = checkoutReturnUrls(origin);
      expect(success_url).toBe(`${origin}/pricing?checkout=success`);
      expect(cancel_url).toBe(`${origin}/pricing?checkout=canceled`);
      expect(portalReturnUrl(origin)).toBe(`${origin}/pricing`);
      for (const url of [success_url, cancel_url, portalReturnUrl(origin)]) expect(isOnOrigin(url, origin)).toBe(true);
    }
  });

  it("reads only the two outcomes the URLs carry", () => {
    expect(isCheckoutOutcome("success")).toBe(true);
    expect(isCheckoutOutcome("canceled")).toBe(true);
    for (const other of ["cancelled", "SUCCESS", "", null, undefined]) expect(isCheckoutOutcome(other)).toBe(false);
  });
});

describe("payment action paths", () => {
  it("are the spec's routes, trailing slash included", () => {
    expect(CHECKOUT_ACTION).toBe("/payments/checkout-sessions/create_session/");
    expect(PORTAL_ACTION).toBe("/payments/portal/create_session/");
    expect(cancelSubscriptionAction("0b7c8d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e")).toBe(
      "/payments/subscriptions/0b7c8d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e/cancel/",
    );
    expect(cancelSubscriptionAction("../x")).toBe("/payments/subscriptions/..%2Fx/cancel/");
  });
});

describe("plan names", () => {
  it("are translated by code for the plans we sell, and the API's name otherwise", () => {
    expect(planTextKeys("basic")).toEqual({ name: "plans.basic.name", description: "plans.basic.description" });
    expect(planTextKeys("enterprise")).toBeNull();
    const t = (key: string) => `«${key}»`;
    expect(planName({ code: "pro", name: "Pro" }, t)).toBe("«plans.pro.name»");
    expect(planName({ code: "enterprise", name: "Enterprise" }, t)).toBe("Enterprise");
  });
});
