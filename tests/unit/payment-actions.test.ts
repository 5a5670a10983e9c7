/**
 * The payment action routes with a stand-in API answering coded refusals (docs/payments.md "Errors"): the toast
 * back on the screen the form came from says the code's words in the company's language, and the calls are the
 * declared ones (the body repeats the subscription's uuid).
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { textOf, type ErrorParams } from "#contract/error-codes";
import { API_ERRORS } from "#contract/api-errors";
import { getToast } from "~/lib/toast.server";
import { action as checkout } from "~/routes/payments.checkout-sessions.create_session/route";
import { action as cancel } from "~/routes/payments.subscriptions.$id.cancel/route";
import { action as change } from "~/routes/payments.subscriptions.$id.change/route";
import { testLoadContext } from "../support/load-context";
import { accessToken, asksForUser, userAnswer } from "../support/signed-in-user";

const SUBSCRIPTION = "5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716";

type Call = { method: string; path: string; body: unknown };

/** The API as a company sees it, answering the action's own call with `status` and a coded body. */
function standIn(status: number, body: Record<string, unknown>) {
  const calls: Call[] = [];
  const context = testLoadContext(async (request) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, "");
    if (asksForUser(request)) return userAnswer("COMPANY");
    const text = await request.text();
    calls.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined });
    return Response.json(body, { status });
  });
  return { calls, context };
}

const refusal = (code: string, params?: ErrorParams) => ({
  detail: textOf(API_ERRORS, code, params),
  code,
  ...(params ? { params } : {}),
});

async function post(
  action: (args: ActionFunctionArgs) => Promise<Response>,
  url: string,
  form: Record<string, string>,
  language: "en" | "gr",
  api: ReturnType<typeof standIn>,
  params: Record<string, string> = {},
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(form)) body.append(name, value);
  const request = new Request(`http://localhost${url}`, {
    method: "POST",
    body,
    headers: { Cookie: `i18next=${language}; access=${accessToken()}; refresh=made-up-refresh` },
  });
  const response = await action({ request, context: api.context, params });
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith("toast="))
    ?.split(";")[0];
  const { toast } = await getToast(new Request("http://localhost/", { headers: { Cookie: cookie ?? "" } }));
  return { location: response.headers.get("Location"), toast };
}

describe("a payment refused by its code, in the company's language", () => {
  it("a second checkout while a plan runs: 'already a paid plan', back on the billing page", async () => {
    const english = standIn(400, refusal("already_subscribed", { plan: "Basic" }));
    const answer = await post(
      checkout,
      "/payments/checkout-sessions/create_session/",
      {
        plan_code: "pro",
        back: "billing",
      },
      "en",
      english,
    );
    expect(answer.location).toBe("/company/billing");
    expect(answer.toast).toMatchObject({
      type: "error",
      title: "You already have a paid plan. Switch plan on your billing page instead: you keep the time you paid for.",
    });
    expect(english.calls).toEqual([
      {
        method: "POST",
        path: "/payments/checkout-sessions/create_session/",
        body: expect.objectContaining({ plan_code: "pro", customer_email: "eleni@example.com" }),
      },
    ]);
    const greek = await post(
      checkout,
      "/payments/checkout-sessions/create_session/",
      { plan_code: "pro" },
      "gr",
      standIn(400, refusal("already_subscribed", { plan: "Basic" })),
    );
    expect(greek.location).toBe("/pricing");
    expect(greek.toast?.title).toBe(
      "Έχετε ήδη πακέτο επί πληρωμή. Αλλάξτε πακέτο από τη σελίδα χρεώσεων: κρατάτε τον χρόνο που έχετε πληρώσει.",
    );
  });

  it("no company profile yet: asked to make it first", async () => {
    const greek = await post(
      checkout,
      "/payments/checkout-sessions/create_session/",
      { plan_code: "basic" },
      "gr",
      standIn(403, refusal("billing_company_required")),
    );
    expect(greek.toast?.title).toBe("Δημιουργήστε το προφίλ της επιχείρησής σας πριν επιλέξετε πακέτο.");
  });

  it("cancelling one that has ended, and switching to the free plan: said as they are, after the declared call", async () => {
    const ended = standIn(400, refusal("subscription_not_cancelable"));
    const url = `/payments/subscriptions/${SUBSCRIPTION}/cancel/`;
    const answer = await post(cancel, url, { confirm: "yes" }, "en", ended, { id: SUBSCRIPTION });
    expect(answer.toast?.title).toBe("This subscription is not running and cannot be canceled.");
    expect(ended.calls).toEqual([{ method: "POST", path: url, body: { uuid: SUBSCRIPTION } }]);

    const toFree = standIn(400, {
      plan_code: [textOf(API_ERRORS, "change_to_free")],
      codes: { plan_code: [{ code: "change_to_free" }] },
    });
    const changeUrl = `/payments/subscriptions/${SUBSCRIPTION}/change/`;
    const greek = await post(change, changeUrl, { plan_code: "free" }, "gr", toFree, { id: SUBSCRIPTION });
    expect(greek.location).toBe("/company/billing");
    expect(greek.toast?.title).toBe(
      "Για να επιστρέψετε στο Δωρεάν πακέτο, ακυρώστε τη συνδρομή: λήγει όταν τελειώσει η περίοδος που έχετε πληρώσει.",
    );
    expect(toFree.calls).toEqual([
      { method: "POST", path: changeUrl, body: { uuid: SUBSCRIPTION, plan_code: "free" } },
    ]);
  });
});
