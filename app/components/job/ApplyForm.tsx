import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { ErrorList } from "~/components/forms/Field";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import { formatNumber } from "~/lib/i18n/format";
import type { action as applyAction } from "~/routes/jobs.$jobId.apply";
import { ApplySchema, COVER_LETTER_MAX_LENGTH, isApplyErrorKey } from "./apply-form-schema";

/**
 * The cover-letter form of the apply tab. No `maxlength` on the text area: the browser would cut a pasted
 * letter without a word; a letter that is too long gets a message and stays as written (docs/decisions/112).
 */
export function ApplyForm() {
  const { t } = useTranslation("job");
  const locale = useLocale();
  const lastResult = useActionData<typeof applyAction>();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: "apply",
    lastResult,
    constraint: getZodConstraint(ApplySchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ApplySchema }),
  });
  const max = formatNumber(COVER_LETTER_MAX_LENGTH, locale);
  const translate = (messages: string[] | undefined) =>
    messages?.map((message) => (isApplyErrorKey(message) ? t(message, { max }) : message));
  const formErrors = translate(form.errors);
  const formErrorId = formErrors?.length ? `${form.id}-error` : undefined;
  const letterErrors = translate(fields.cover_letter.errors);
  const letterErrorId = letterErrors?.length ? `${fields.cover_letter.id}-error` : undefined;
  const hintId = `${fields.cover_letter.id}-hint`;
  return (
    <Form method="post" className="apply-form" aria-describedby={formErrorId} {...getFormProps(form)}>
      <p>{t("apply.form.lead")}</p>
      <div role="alert">
        <ErrorList id={formErrorId} errors={formErrors} />
      </div>
      <div className="field">
        <label htmlFor={fields.cover_letter.id}>{t("apply.form.coverLetter")}</label>
        <p id={hintId} className="field-hint">
          {t("apply.form.coverLetterHint", { max })}
        </p>
        <textarea
          rows={8}
          {...getTextareaProps(fields.cover_letter)}
          maxLength={undefined}
          aria-invalid={letterErrorId ? true : undefined}
          aria-describedby={letterErrorId ? `${hintId} ${letterErrorId}` : hintId}
        />
        <ErrorList id={letterErrorId} errors={letterErrors} />
      </div>
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? t("apply.form.sending") : t("apply.form.submit")}
      </button>
    </Form>
  );
}
