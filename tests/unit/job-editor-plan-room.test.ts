import { describe, expect, it } from "vitest";
import { PAYMENT_MESSAGES, type Plan } from "#contract/payments";
import { DEFAULT_PLANS } from "../../api/services/plans";
import { planLimitRefusal, planWithoutRoom } from "~/lib/jobs/plan-room.server";
import { ApiError, createApiClient } from "~/lib/api/client.server";

/**
 * The job editor's word on the plan (docs/forms.md#get-forms-and-short-urls): said before the form is filled when every
 * slot is taken, and after a refusal, the plan named as the pricing page names it (Δωρεάν, not Free, in Greek).
 */
/** The API's own default plans (Free: 1 active job, Basic: 10, Pro: no limit), as `/payments/usage/` names them. */
const [FREE, BASIC, PRO] = DEFAULT_PLANS;

/** An API stand-in whose `/payments/usage/` answers `usage` (or the status given). */
function apiAnswering(usage: { plan: Plan; active_jobs: number } | number) {
  const asked: string[] = [];
  const api = createApiClient({
    baseUrl: "http://internal/api",
    fetch: async (request) => {
      asked.push(new URL(request.url).pathname);
      return typeof usage === "number" ? Response.json({ detail: "No." }, { status: usage }) : Response.json(usage);
    },
  });
  return { api, asked };
}

const page = (lng: "en" | "gr") => new Request(`http://localhost/company/jobs/create?lng=${lng}`);

describe("planWithoutRoom", () => {
  it("names a full plan and its limit in the reader's language", async () => {
    const { api, asked } = apiAnswering({ plan: FREE, active_jobs: 1 });
    expect(await planWithoutRoom(page("en"), api)).toEqual({ plan: "Free", limit: 1 });
    expect(await planWithoutRoom(page("gr"), api)).toEqual({ plan: "Δωρεάν", limit: 1 });
    expect(asked).toEqual(["/api/payments/usage/", "/api/payments/usage/"]);
  });

  it("says nothing while there is room, for an unlimited plan, or when the usage cannot be read", async () => {
    expect(await planWithoutRoom(page("en"), apiAnswering({ plan: FREE, active_jobs: 0 }).api)).toBeNull();
    expect(await planWithoutRoom(page("en"), apiAnswering({ plan: BASIC, active_jobs: 9 }).api)).toBeNull();
    expect(await planWithoutRoom(page("en"), apiAnswering({ plan: BASIC, active_jobs: 10 }).api)).toEqual({
      plan: "Basic",
      limit: 10,
    });
    expect(await planWithoutRoom(page("en"), apiAnswering({ plan: PRO, active_jobs: 40 }).api)).toBeNull();
    expect(await planWithoutRoom(page("en"), apiAnswering(503).api)).toBeNull();
  });
});

describe("planLimitRefusal", () => {
  /** The API's refusal, its plan and limit as the code's parameters (contract/job-messages.ts `plan_limit`). */
  const refusal = (plan: Plan) =>
    new ApiError(403, {
      detail: PAYMENT_MESSAGES.planLimit(plan.name, plan.max_active_jobs ?? 0),
      code: "plan_limit",
      params: { plan: plan.name, limit: plan.max_active_jobs ?? 0 },
    });

  it("names the refusing plan as the pricing page does", async () => {
    const { api } = apiAnswering({ plan: FREE, active_jobs: 1 });
    expect(await planLimitRefusal(page("gr"), api, refusal(FREE))).toEqual({ plan: "Δωρεάν", limit: 1 });
    expect(await planLimitRefusal(page("en"), api, refusal(FREE))).toEqual({ plan: "Free", limit: 1 });
  });

  it("keeps the API's name for a plan it has no words for, or when the usage cannot be read", async () => {
    const custom: Plan = { ...BASIC, code: "season", name: "Season", max_active_jobs: 3 };
    expect(
      await planLimitRefusal(page("gr"), apiAnswering({ plan: custom, active_jobs: 3 }).api, refusal(custom)),
    ).toEqual({ plan: "Season", limit: 3 });
    expect(await planLimitRefusal(page("gr"), apiAnswering(503).api, refusal(FREE))).toEqual({
      plan: "Free",
      limit: 1,
    });
  });

  it("is null for any other error", async () => {
    const { api, asked } = apiAnswering({ plan: FREE, active_jobs: 1 });
    expect(
      await planLimitRefusal(
        page("en"),
        api,
        new ApiError(403, { detail: "You do not have permission to perform this action.", code: "permission_denied" }),
      ),
    ).toBeNull();
    // The text alone is not read: only the code says it is the plan's limit.
    expect(
      await planLimitRefusal(page("en"), api, new ApiError(403, { detail: PAYMENT_MESSAGES.planLimit("Free", 1) })),
    ).toBeNull();
    expect(await planLimitRefusal(page("en"), api, new ApiError(400, { title: ["Too short."] }))).toBeNull();
    expect(await planLimitRefusal(page("en"), api, new Error("boom"))).toBeNull();
    expect(asked).toEqual([]);
  });
});
