import {
  type FormConstraint,
  getFormProps,
  getTextareaProps,
  type SubmissionResult,
  useSchemaForm,
} from "~/lib/forms/schema-form";
import { Form, useActionData } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { ErrorList, TextareaField } from "~/components/forms/Field";
import { FormWords } from "~/components/forms/FormWords";
import { SubmitButton, useIsPending } from "~/components/forms/PendingSubmit";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import { formatNumber } from "~/lib/i18n/format";
import { COVER_LETTER_MAX_LENGTH } from "./apply-form-keys";
import type { ApplySchema } from "./apply-form-schema";
import { CharacterCount } from "./CharacterCount";

/**
 * The cover-letter form of the apply tab. The text area takes no more than the contract's limit (`maxlength`,
 * which counts a line break as one, as the server does); with JavaScript a count under it shows how much is
 * used, and says when a paste was cut short (docs/forms.md#get-forms-and-short-urls, amending 112). The server still
 * checks.
 */
/** `constraint`: `formConstraint(ApplySchema)` from the apply tab's loader. */
export function ApplyForm({ constraint }: { constraint: FormConstraint }) {
  const { t } = useTranslation("job");
  const locale = useLocale();
  // The apply tab's action answers a submission's result (tests/unit/loader-data-types.test.ts holds it to that).
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const pending = useIsPending();
  const hydrated = useHydrated();
  const [form, fields] = useSchemaForm<typeof ApplySchema>({ id: "apply", constraint, lastResult });
  const max = formatNumber(COVER_LETTER_MAX_LENGTH, locale);
  return (
    <FormWords t={t} values={{ max }}>
      <Form method="post" className="apply-form" {...getFormProps(form)}>
        <p>{t("apply.form.lead")}</p>
        <div role="alert">
          <ErrorList id={form.errorsId} errors={form.errors} />
        </div>
        <TextareaField
          labelProps={{ children: t("apply.form.coverLetter") }}
          hint={t("apply.form.coverLetterHint", { max })}
          textareaProps={{ rows: 8, ...getTextareaProps(fields.cover_letter), maxLength: COVER_LETTER_MAX_LENGTH }}
          after={hydrated ? <CharacterCount controlId={fields.cover_letter.id} max={COVER_LETTER_MAX_LENGTH} /> : null}
          errors={fields.cover_letter.errors}
        />
        <SubmitButton pending={pending} label={t("apply.form.submit")} pendingLabel={t("apply.form.sending")} />
      </Form>
    </FormWords>
  );
}
