import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { BACK_FIELD, CHECKOUT_ACTION, type PaymentScreen } from "~/lib/payments/paths";

/**
 * "Choose {plan}": posts the plan code to the checkout action, which sends the browser to the checkout page.
 * `back` is the screen the checkout returns to (the plans when not given).
 */
export function ChoosePlanForm({
  planCode,
  planName,
  back,
}: {
  planCode: string;
  planName: string;
  back?: PaymentScreen;
}) {
  const { t } = useTranslation("pricing");
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("plan_code") === planCode;
  return (
    <Form method="post" action={CHECKOUT_ACTION}>
      <input type="hidden" name="plan_code" value={planCode} />
      {back ? <input type="hidden" name={BACK_FIELD} value={back} /> : null}
      <button type="submit" className="button button--primary" disabled={pending} aria-disabled={pending || undefined}>
        {pending ? t("company.choosing") : t("company.choose", { plan: planName })}
      </button>
    </Form>
  );
}
