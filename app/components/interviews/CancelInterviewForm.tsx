/**
 * Either side's cancellation of an interview, with an optional reason (docs/interviews.md#the-screens): a plain form
 * posting `intent=cancel` to the page's own action.
 */
import { Form } from "@remix-run/react";
import { INTERVIEW_NOTE_MAX } from "#contract/interview-rules";
import { TextareaField } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/PendingSubmit";
import { useTranslation } from "~/lib/i18n/react";

export function CancelInterviewForm({ pending }: { pending: boolean }) {
  const { t } = useTranslation("interviews");
  return (
    <section aria-labelledby="interview-cancel">
      <h2 id="interview-cancel">{t("cancel.heading")}</h2>
      <Form method="post" className="interview-form">
        <TextareaField
          labelProps={{ htmlFor: "interview-cancel-note", children: t("cancel.note") }}
          textareaProps={{ id: "interview-cancel-note", name: "note", maxLength: INTERVIEW_NOTE_MAX, rows: 2 }}
        />
        <SubmitButton
          pending={pending}
          intent="cancel"
          danger
          label={t("cancel.submit")}
          pendingLabel={t("cancel.submitting")}
        />
      </Form>
    </section>
  );
}
