/**
 * The common ground of the three action routes that act on one subscription (cancel, change, resume): the
 * subscription id from the URL, the screen the form came from, and the success toast back on that screen.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import type { Subscription } from "#contract/payments";
import { formatPeriodEnd, planName } from "~/components/pricing/plan-text";
import type { ApiClient } from "~/lib/api/client.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { redirectWithToast } from "~/lib/toast.server";
import { paymentFailed, paymentRefused, requirePayingCompany } from "./payment-action.server";
import { failed, type PaymentAction, type PaymentErrorKey } from "./payment-errors.server";
import { BACK_FIELD, PAYMENT_SCREENS, paymentScreenOf, type PaymentScreen } from "./paths";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Toast = {
  title: "toast.canceled" | "toast.changed" | "toast.resumed";
  dated: "toast.canceledUntil" | "toast.changedUntil" | "toast.resumedOn";
};

export type SubscriptionActionSpec = {
  action: Extract<PaymentAction, "cancel" | "change" | "resume">;
  /** The screen to go back to when the form does not say. */
  screen: PaymentScreen;
  toast: Toast;
  /** A check of the form before the API is asked: the error to show, or null. */
  check?: (form: FormData) => PaymentErrorKey | null;
  call: (api: ApiClient, id: string, form: FormData) => Promise<Subscription>;
};

export async function subscriptionAction(
  { request, context, params }: ActionFunctionArgs,
  spec: SubscriptionActionSpec,
) {
  const { api } = await requirePayingCompany(request, context);
  const form = await readFormData(request);
  const screen = paymentScreenOf(form.get(BACK_FIELD), spec.screen);
  const refused = spec.check?.(form);
  if (refused) return paymentRefused(request, { key: refused }, screen);
  const id = params.id ?? "";
  // Not a subscription id at all: the API would answer 404 ("not yours or not there") without being asked.
  if (!UUID.test(id)) return paymentRefused(request, failed(spec.action), screen);
  try {
    const subscription = await spec.call(api, id, form);
    const locale = detectLocale(request);
    const t = getFixedT(locale, "pricing");
    const end = subscription.current_period_end;
    return redirectWithToast(PAYMENT_SCREENS[screen], {
      type: "success",
      title: t(spec.toast.title, { plan: planName(subscription.plan, t) }),
      description: end ? t(spec.toast.dated, { date: formatPeriodEnd(end, locale) }) : undefined,
    });
  } catch (error) {
    return paymentFailed(request, spec.action, error, screen);
  }
}
