import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { subscriptionSchema, type SubscriptionCancelRequest } from "#contract/payments";
import { formatPeriodEnd, planName } from "~/components/pricing/plan-text";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { paymentFailed, paymentRefused, requirePayingCompany } from "~/lib/payments/payment-action.server";
import { CANCEL_CONFIRMATION, CANCEL_CONFIRMATION_FIELD } from "~/lib/payments/cancel-confirmation";
import { PRICING_PATH } from "~/lib/payments/paths";
import { redirectWithToast } from "~/lib/toast.server";
import { readFormData } from "~/lib/form-data.server";

/**
 * `POST payments/subscriptions/{id}/cancel/` (spec section 2): the cancel form of /pricing. The form carries
 * a ticked confirmation box, so cancelling needs a deliberate second step without JavaScript too
 * (docs/decisions/123). The plan runs to the end of its period (docs/decisions/080). Not a screen.
 */
export function loader() {
  return redirect(PRICING_PATH);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, headers } = await requirePayingCompany(request, context);
  const form = await readFormData(request);
  if (form.get(CANCEL_CONFIRMATION_FIELD) !== CANCEL_CONFIRMATION) return paymentRefused(request, "errors.confirmRequired", headers);
  const id = params.id ?? "";
  // Not a subscription id at all: the API would answer 404 ("not yours or not there") without being asked.
  if (!UUID.test(id)) return paymentRefused(request, "errors.cancelFailed", headers);
  const body: SubscriptionCancelRequest = { uuid: id };
  try {
    const subscription = await api.request(`/payments/subscriptions/${id}/cancel/`, {
      method: "POST",
      json: body,
      schema: subscriptionSchema,
    });
    const locale = detectLocale(request);
    const t = getFixedT(locale, "pricing");
    const end = subscription.current_period_end;
    return redirectWithToast(
      PRICING_PATH,
      {
        type: "success",
        title: t("toast.canceled", { plan: planName(subscription.plan, t) }),
        description: end ? t("toast.canceledUntil", { date: formatPeriodEnd(end, locale) }) : undefined,
      },
      { headers },
    );
  } catch (error) {
    return paymentFailed(request, "cancel", error, headers);
  }
}

