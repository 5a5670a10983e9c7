/**
 * Issue 22 point 3: every action reads its form with its schema (`readSubmission`), buttons and hidden ids included.
 * What a page never sends (a hand-made POST: an unknown `intent`, a missing button, a malformed id) is refused by the
 * schema before the API is asked: a 400 or the page's own answer for it, never a 500 and never a silent no-op. The
 * forms with several intents still put each form's errors on its own fields.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { getToast } from "~/lib/toast.server";
import { action as followAction } from "~/routes/employee.companies.$companyId/route";
import { action as withdrawAction } from "~/routes/employee.applications_.$applicationId.withdraw/route";
import { action as settingsAction } from "~/routes/employee.settings/route";
import { action as unsubscribeAction } from "~/routes/mail.unsubscribe.$token/route";
import { action as replyAction } from "~/routes/company.profile.$uuid.reviews/route";
import { action as checkoutAction } from "~/routes/payments.checkout-sessions.create_session/route";
import { action as cancelAction } from "~/routes/payments.subscriptions.$id.cancel/route";
import { READS } from "../support/action-cases";
import { testLoadContext } from "../support/load-context";
import { accessToken, asksForUser, userAnswer } from "../support/signed-in-user";

/** The company of tests/support/action-cases.ts, whose reads it answers. */
const COMPANY = "7b0f0a4e-5a86-4a43-9b5e-2c1f1b7d9a10";
const SUBSCRIPTION = "5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716";

type Action = (args: ActionFunctionArgs) => Promise<unknown>;

/** The API as the signed-in user sees it: their own read and the guards' reads, and a record of every other call. */
function standIn(role: "EMPLOYEE" | "COMPANY") {
  const calls: string[] = [];
  const context = testLoadContext(async (request) => {
    if (asksForUser(request)) return userAnswer(role);
    const path = new URL(request.url).pathname.replace(/^\/api/, "");
    // The guards' reads (the company's own, for its tabs), as the action-refusals table answers them.
    if (request.method === "GET" && READS[path] !== undefined) return Response.json(READS[path]);
    calls.push(`${request.method} ${path}`);
    return Response.json({ detail: "Not asked for by this test." }, { status: 418 });
  });
  return { calls, context };
}

interface Answer {
  status: number;
  data: unknown;
  location: string | null;
  toast: string | null;
}

/** Posts `form` (name, value pairs: a name may come twice) to `action` as the signed-in user. */
async function post(
  action: Action,
  url: string,
  form: Array<[string, string]>,
  { role = "EMPLOYEE", params = {} }: { role?: "EMPLOYEE" | "COMPANY"; params?: Record<string, string> } = {},
): Promise<Answer & { calls: string[] }> {
  const { calls, context } = standIn(role);
  const body = new FormData();
  for (const [name, value] of form) body.append(name, value);
  const request = new Request(`http://localhost${url}`, {
    method: "POST",
    body,
    headers: { Cookie: `i18next=en; access=${accessToken()}; refresh=made-up-refresh` },
  });
  let result: unknown;
  try {
    result = await action({ request, context, params });
  } catch (thrown) {
    // Only a Response may be thrown; anything else is a 500.
    expect(thrown).toBeInstanceOf(Response);
    result = thrown;
  }
  return { ...(await answerOf(result)), calls };
}

async function answerOf(result: unknown): Promise<Answer> {
  if (result instanceof Response) {
    const cookie = result.headers
      .getSetCookie()
      .find((value) => value.startsWith("toast="))
      ?.split(";")[0];
    const toast = cookie
      ? (await getToast(new Request("http://localhost/", { headers: { Cookie: cookie } }))).toast
      : null;
    return {
      status: result.status,
      data: await result.text(),
      location: result.headers.get("Location"),
      toast: toast?.title ?? null,
    };
  }
  // `data(value, init)` (single fetch).
  const { data, init } = result as { data: unknown; init: ResponseInit | null };
  return { status: init?.status ?? 200, data, location: null, toast: null };
}

describe("a hand-made POST is refused by the form's schema before the API is asked", () => {
  it("settings: an intent that is none of the page's four forms is a 400", async () => {
    for (const form of [
      [["intent", "rename"]],
      [],
      [
        ["intent", "preferences"],
        ["job_alerts", "yes"],
      ],
    ] as Array<Array<[string, string]>>) {
      const answer = await post(settingsAction, "/employee/settings", form);
      expect(answer.status).toBe(400);
      expect(answer.calls).toEqual([]);
    }
  });

  it("following: neither follow nor unfollow is a 400, not a quiet way back", async () => {
    const answer = await post(followAction, `/employee/companies/${COMPANY}`, [["intent", "block"]], {
      params: { companyId: COMPANY },
    });
    expect(answer.status).toBe(400);
    expect(answer.location).toBeNull();
    expect(answer.calls).toEqual([]);
  });

  it("unsubscribing: a POST without the page's button turns nothing off", async () => {
    const answer = await post(unsubscribeAction, "/mail/unsubscribe/link-token", [], {
      params: { token: "link-token" },
    });
    expect(answer.status).toBe(400);
    expect(answer.calls).toEqual([]);
  });

  it("withdrawing: a POST without the confirmation's button withdraws nothing, and the page says it failed", async () => {
    const answer = await post(withdrawAction, "/employee/applications/5/withdraw", [], {
      params: { applicationId: "5" },
    });
    expect(answer.status).toBe(400);
    expect(answer.data).toEqual({ error: null, refused: ["Failed to withdraw application"] });
    expect(answer.calls).toEqual([]);
  });

  it("replying to a review: no review named is the list's 'gone'; an empty reply stays under its review", async () => {
    const url = `/company/profile/${COMPANY}/reviews`;
    const options = { role: "COMPANY" as const, params: { uuid: COMPANY } };
    const noReview = await post(
      replyAction,
      url,
      [
        ["review", "abc"],
        ["reply", "Thank you"],
      ],
      options,
    );
    expect(noReview.location).toBe(url);
    expect(noReview.toast).toBe("That review no longer exists.");
    const empty = await post(
      replyAction,
      url,
      [
        ["review", "3"],
        ["reply", "   "],
      ],
      options,
    );
    expect(empty.status).toBe(400);
    expect(empty.data).toEqual({ reviewId: 3, reply: "   ", errors: ["common:form.required"] });
    const tooLong = await post(
      replyAction,
      url,
      [
        ["review", "3"],
        ["reply", "x".repeat(5001)],
      ],
      options,
    );
    expect(tooLong.data).toMatchObject({ reviewId: 3, errors: ["common:form.tooLong"] });
    for (const answer of [noReview, empty, tooLong]) expect(answer.calls).toEqual([]);
  });

  it("payments: a missing plan or confirmation keeps its words; anything else malformed is the action's failure", async () => {
    const company = { role: "COMPANY" as const };
    const checkout = "/payments/checkout-sessions/create_session/";
    const noPlan = await post(
      checkoutAction,
      checkout,
      [
        ["plan_code", "  "],
        ["back", "billing"],
      ],
      company,
    );
    expect(noPlan.location).toBe("/company/billing");
    expect(noPlan.toast).toBe("Choose a plan first.");
    const twoPlans = await post(
      checkoutAction,
      checkout,
      [
        ["plan_code", "basic"],
        ["plan_code", "pro"],
      ],
      company,
    );
    expect(twoPlans.location).toBe("/pricing");
    expect(twoPlans.toast).toBe("The checkout session could not be created. Please try again.");
    const cancel = `/payments/subscriptions/${SUBSCRIPTION}/cancel/`;
    const unconfirmed = await post(
      cancelAction,
      cancel,
      [
        ["confirm", "no"],
        ["back", "elsewhere"],
      ],
      {
        ...company,
        params: { id: SUBSCRIPTION },
      },
    );
    expect(unconfirmed.location).toBe("/pricing");
    expect(unconfirmed.toast).toBe("Tick the box to confirm that you want to cancel.");
    for (const answer of [noPlan, twoPlans, unconfirmed]) expect(answer.calls).toEqual([]);
  });
});

describe("a form among several keeps its own errors (settings' discriminated union)", () => {
  it("the password form: the rule's codes on their fields, no password sent back", async () => {
    const answer = await post(settingsAction, "/employee/settings", [
      ["intent", "password"],
      ["current_password", "Old-password-1"],
      ["password", "Kalimera-apo-ti-Milo-7"],
      ["repeat_password", "Kalimera-apo-ti-Milo-8"],
    ]);
    expect(answer.status).toBe(400);
    const data = answer.data as { intent: string; result: { error: Record<string, string[]>; initialValue: object } };
    expect(data.intent).toBe("password");
    expect(data.result.error).toEqual({ repeat_password: ["refusals:password_mismatch"] });
    expect(JSON.stringify(data.result.initialValue)).not.toContain("Kalimera");
    expect(answer.calls).toEqual([]);
  });

  it("the e-mail form: its own keys, the address entered kept", async () => {
    const answer = await post(settingsAction, "/employee/settings", [
      ["intent", "email"],
      ["email", "not-an-address"],
    ]);
    const data = answer.data as { intent: string; result: { error: Record<string, string[]>; initialValue: object } };
    expect(data.intent).toBe("email");
    expect(data.result.error).toEqual({
      email: ["settings.errors.emailInvalid"],
      password: ["settings.errors.passwordRequired"],
    });
    expect(data.result.initialValue).toMatchObject({ email: "not-an-address" });
  });
});
