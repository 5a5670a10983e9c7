import { Link } from "@remix-run/react";
import { SelectField } from "~/components/forms/Field";
import { RefusalNotice } from "~/components/forms/RefusalNotice";
import { useIsPending } from "~/components/forms/PendingSubmit";
import { useTranslation } from "~/lib/i18n/react";
import type { BulkMessageActionData, TemplateChoice } from "~/lib/conversations.server";

/**
 * The applicants list's bulk message (docs/conversations.md): inside the list's form, so the ticked applicants go
 * with it; one of the company's templates and its own button (`intent` conversation-bulk), which the list's action
 * hands to conversations.server.ts. Without templates it points to the page where they are written.
 */
export function BulkTemplateMessage({
  templates,
  answer,
}: {
  templates: readonly TemplateChoice[];
  answer: BulkMessageActionData | null;
}) {
  const { t } = useTranslation("conversations");
  const pending = useIsPending();
  return (
    <fieldset className="form-section applicants-bulk">
      <legend>{t("bulk.legend")}</legend>
      <div role="alert">
        {answer?.error ? <p className="job-notice job-notice--error">{t(answer.error)}</p> : null}
        <RefusalNotice messages={answer?.refused} />
      </div>
      {templates.length === 0 ? (
        <p>
          {t("bulk.noTemplates")} <Link to="/company/templates">{t("bulk.manage")}</Link>
        </p>
      ) : (
        <>
          <SelectField
            labelProps={{ htmlFor: "bulk-template", children: t("bulk.template") }}
            selectProps={{ id: "bulk-template", name: "template_id", defaultValue: "" }}
          >
            <option value="">{t("bulk.choose")}</option>
            {templates.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </SelectField>
          <div className="applicants-bulk__buttons">
            <button type="submit" name="intent" value="conversation-bulk" className="button" disabled={pending}>
              {t("bulk.send")}
            </button>
            <Link to="/company/templates">{t("bulk.manage")}</Link>
          </div>
        </>
      )}
    </fieldset>
  );
}
