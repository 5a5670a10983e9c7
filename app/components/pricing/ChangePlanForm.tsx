import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { BACK_FIELD, changeSubscriptionAction, type PaymentScreen } from "~/lib/payments/paths";

/**
 * "Switch to {plan}": moves the running subscription to the plan at once, keeping its renewal date
 * (docs/payments.md#changing-plan). A plain POST form: it works without JavaScript.
 */
export function ChangePlanForm({
  subscriptionId,
  planCode,
  planName,
  back,
}: {
  subscriptionId: string;
  planCode: string;
  planName: string;
  back: PaymentScreen;
}) {
  const { t } = useTranslation("pricing");
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("plan_code") === planCode;
  return (
    <Form method="post" action={changeSubscriptionAction(subscriptionId)}>
      <input type="hidden" name="plan_code" value={planCode} />
      <input type="hidden" name={BACK_FIELD} value={back} />
      <button type="submit" className="button button--primary" disabled={pending} aria-disabled={pending || undefined}>
        {pending ? t("company.switching") : t("company.switch", { plan: planName })}
      </button>
    </Form>
  );
}
