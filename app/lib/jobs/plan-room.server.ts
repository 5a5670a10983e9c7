import { getPlanUsage } from "#contract/endpoints/payments";
import { detailErrorSchema } from "#contract/errors";
import type { Plan } from "#contract/payments";
import { planName } from "~/components/pricing/plan-text";
import { errorCodeOf } from "~/lib/api/api-errors.server";
import { isApiError, type ApiClient } from "~/lib/api/client.server";
import { getFixedT } from "~/lib/i18n/i18next.server";

/** A plan that holds no more active job ads: its name as the pricing page says it, and its limit. */
export type PlanLimitNotice = { plan: string; limit: number };

/**
 * The company's plan when every active-job slot of it is taken, so the job editor can say so before the form
 * is filled (docs/forms.md#get-forms-and-short-urls); null when there is room, the plan has no limit, or the usage
 * cannot be read (the API still refuses the job then, and the refusal names the plan).
 */
export async function planWithoutRoom(request: Request, api: ApiClient): Promise<PlanLimitNotice | null> {
  const usage = await api.call(getPlanUsage).catch((error: unknown) => {
    if (isApiError(error)) return null;
    throw error;
  });
  const limit = usage?.plan.max_active_jobs ?? null;
  if (!usage || limit === null || usage.active_jobs < limit) return null;
  return { plan: namedPlan(request, usage.plan), limit };
}

/** The parameters of the API's `plan_limit` refusal (contract/job-messages.ts), or null for any other error. */
function planLimitOf(error: unknown): { plan: string; limit: number } | null {
  if (!isApiError(error, 403) || errorCodeOf(error) !== "plan_limit") return null;
  const body = detailErrorSchema.safeParse(error.body);
  const plan = body.data?.params?.plan;
  const limit = body.data?.params?.limit;
  return typeof plan === "string" && typeof limit === "number" ? { plan, limit } : null;
}

/**
 * The API's refusal of a job for its plan (403 `plan_limit` with the plan and its limit), the plan named in the
 * reader's language: the refusal carries the API's English name, so the plan is looked up by the company's usage.
 * Null for any other error.
 */
export async function planLimitRefusal(
  request: Request,
  api: ApiClient,
  error: unknown,
): Promise<PlanLimitNotice | null> {
  const refused = planLimitOf(error);
  if (!refused) return null;
  const usage = await api.call(getPlanUsage).catch(() => null);
  const plan = usage?.plan.name === refused.plan ? usage.plan : { code: "", name: refused.plan };
  return { plan: namedPlan(request, plan), limit: refused.limit };
}

function namedPlan(request: Request, plan: Pick<Plan, "code" | "name">): string {
  return planName(plan, getFixedT(request, "pricing"));
}
