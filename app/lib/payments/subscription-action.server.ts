/**
 * The common ground of the three action routes that act on one subscription (cancel, change, resume): the
 * subscription id from the URL, the screen the form came from, and the success toast back on that screen.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import type { Subscription } from "#contract/payments";
import { formatPeriodEnd, planName } from "~/components/pricing/plan-text";
import type { ApiClient } from "~/lib/api/client.server";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { redirectWithToast } from "~/lib/toast.server";
import { paymentFailed, paymentRefused, requirePayingCompany } from "./payment-action.server";
import { failed, type PaymentAction } from "./payment-errors.server";
import { readPaymentForm, type PaymentFormSchema } from "./payment-forms.server";
import { PAYMENT_SCREENS, type PaymentScreen } from "./paths";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Toast = {
  title: "toast.canceled" | "toast.changed" | "toast.resumed";
  dated: "toast.canceledUntil" | "toast.changedUntil" | "toast.resumedOn";
};

export type SubscriptionActionSpec<Schema extends PaymentFormSchema> = {
  action: Extract<PaymentAction, "cancel" | "change" | "resume">;
  /** The screen to go back to when the form does not say. */
  screen: PaymentScreen;
  toast: Toast;
  /** The form (./payment-forms.server.ts): what it must carry is checked before the API is asked. */
  schema: Schema;
  call: (api: ApiClient, id: string, form: z.output<Schema>) => Promise<Subscription>;
};

export async function subscriptionAction<Schema extends PaymentFormSchema>(
  { request, context, params }: ActionFunctionArgs,
  spec: SubscriptionActionSpec<Schema>,
) {
  const { api } = await requirePayingCompany(request, context);
  const form = await readPaymentForm(request, spec.schema, spec);
  const { screen } = form;
  if ("refusal" in form) return paymentRefused(request, form.refusal, screen);
  const id = params.id ?? "";
  // Not a subscription id at all: the API would answer 404 ("not yours or not there") without being asked.
  if (!UUID.test(id)) return paymentRefused(request, failed(spec.action), screen);
  try {
    const subscription = await spec.call(api, id, form.value);
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
