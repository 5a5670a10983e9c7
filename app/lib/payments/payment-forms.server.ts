/**
 * The payment forms as their actions read them (readSubmission, docs/forms.md#reading-a-submission): each carries
 * `back` (./paths.ts BACK_FIELD), the screen it came from, where any other value is the action's own screen, and its
 * own fields. A field the form must carry says, when it is missing, the payment screens' words for it (`errors.*` of
 * `pricing`); any other fault of a hand-made request is the action's failure. Either way a toast back on the screen
 * (./payment-action.server.ts `paymentRefused`), as every payment outcome is.
 */
import { z } from "zod";
import { readSubmission } from "~/lib/forms/schema-form.server";
import { CANCEL_CONFIRMATION } from "./cancel-confirmation";
import {
  failed,
  PAYMENT_ERROR_KEYS,
  type PaymentAction,
  type PaymentErrorKey,
  type PaymentRefusal,
} from "./payment-errors.server";
import type { PaymentScreen } from "./paths";

/** `back` (BACK_FIELD): one of the two screens, else unsaid (the action's own). */
const back = z
  .enum(["pricing", "billing"] as const satisfies readonly PaymentScreen[])
  .optional()
  .catch(undefined);

const planMissing = "errors.planMissing" satisfies PaymentErrorKey;

/** A form with nothing of its own: "Manage billing", "Keep my plan". */
export const BackFormSchema = z.object({ back });

/** "Choose plan" and "Switch to {plan}": the plan's code. */
export const PlanFormSchema = z.object({
  back,
  plan_code: z.string({ required_error: planMissing }).trim().min(1, planMissing),
});

/** Cancelling: the confirmation box, ticked (./cancel-confirmation.ts). */
export const CancelFormSchema = z.object({
  back,
  confirm: z.literal(CANCEL_CONFIRMATION, {
    errorMap: () => ({ message: "errors.confirmRequired" satisfies PaymentErrorKey }),
  }),
});

/** A payment form's schema: `back` and its own fields. */
export type PaymentFormSchema = z.ZodType<{ back?: PaymentScreen }, z.ZodTypeDef, unknown>;

/** A payment form read: the screen to answer on, and its values or what the company is told instead. */
export type PaymentForm<Value> = { screen: PaymentScreen } & ({ value: Value } | { refusal: PaymentRefusal });

const isPaymentErrorKey = (message: string): message is PaymentErrorKey =>
  (PAYMENT_ERROR_KEYS as readonly string[]).includes(message);

export async function readPaymentForm<Schema extends PaymentFormSchema>(
  request: Request,
  schema: Schema,
  { action, screen }: { action: PaymentAction; screen: PaymentScreen },
): Promise<PaymentForm<z.output<Schema>>> {
  const submission = await readSubmission(request, schema);
  // The screen even when the rest fails: `back` alone never does.
  const answerOn = BackFormSchema.parse(submission.payload).back ?? screen;
  if (submission.status === "success") return { screen: answerOn, value: submission.value };
  const key = Object.values(submission.error ?? {})
    .flatMap((messages) => messages ?? [])
    .find(isPaymentErrorKey);
  return { screen: answerOn, refusal: key ? { key } : failed(action) };
}
