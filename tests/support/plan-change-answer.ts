/**
 * What `POST /payments/subscriptions/{uuid}/change/` answers when the change is made (docs/payments.md#changing-plan),
 * whichever provider makes it: the same subscription, now on the new plan, active and renewing, its period end
 * unchanged.
 */
import { expect } from "vitest";
import type { Subscription } from "../../contract/payments";

/** Checks the answer to changing `owner`'s subscription to `planCode`. */
export async function expectPlanChanged(
  response: Response,
  owner: { id: string; periodEnd: string | undefined },
  planCode: string,
): Promise<void> {
  expect(response.status).toBe(200);
  const subscription = (await response.json()) as Subscription;
  expect(subscription).toMatchObject({
    uuid: owner.id,
    plan: { code: planCode },
    status: "active",
    cancel_at_period_end: false,
  });
  expect(subscription.current_period_end).toBe(owner.periodEnd);
}
