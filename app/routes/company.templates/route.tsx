import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { CONVERSATION_LIMITS } from "#contract/conversation-rules";
import {
  createMessageTemplate,
  deleteMessageTemplate,
  listMessageTemplates,
  updateMessageTemplate,
} from "#contract/endpoints/conversations";
import { Field, TextareaField } from "~/components/forms/Field";
import { RefusalNotice } from "~/components/forms/RefusalNotice";
import { SubmitButton, useIsPending } from "~/components/forms/PendingSubmit";
import { asRefusal } from "~/lib/api/refusals.server";
import { readSubmission } from "~/lib/forms/schema-form.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * `/company/templates` (docs/conversations.md): the company's message templates ("Thanks, we have filled the post"),
 * added, edited and deleted here, one plain form each, so the page works without JavaScript; they are chosen when
 * writing to an applicant and in the applicants list's bulk message.
 */
export const handle: I18nHandle = { i18n: ["account", "conversations", "refusals"] };

type ErrorKey =
  | "templates.nameRequired"
  | "templates.nameTooLong"
  | "templates.textRequired"
  | "templates.textTooLong"
  | "templates.failed";

const fields = {
  name: z
    .string({ required_error: "templates.nameRequired" })
    .trim()
    .min(1, "templates.nameRequired")
    .max(CONVERSATION_LIMITS.templateName, "templates.nameTooLong"),
  body: z
    .string({ required_error: "templates.textRequired" })
    .trim()
    .min(1, "templates.textRequired")
    .max(CONVERSATION_LIMITS.message, "templates.textTooLong"),
};
const templateId = z.string().regex(/^\d{1,9}$/);

const templateFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create"), ...fields }),
  z.object({ intent: z.literal("update"), id: templateId, ...fields }),
  z.object({ intent: z.literal("delete"), id: templateId }),
]);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireRole(request, context, "COMPANY");
  const templates = await api.call(listMessageTemplates);
  const t = getFixedT(request, "conversations");
  return data({
    meta: { title: t("templates.title"), description: t("templates.description") },
    templates: templates.map((template) => ({ id: template.id, name: template.name, body: template.body })),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireRole(request, context, "COMPANY");
  const submission = await readSubmission(request, templateFormSchema);
  const payload = submission.payload;
  const text = (name: string) => (typeof payload[name] === "string" ? payload[name] : "");
  const form = { id: text("id") || "new", name: text("name"), body: text("body") };
  const fail = (errors: ErrorKey[], status = 400, refused: string[] = []) =>
    data({ form, errors, refused }, { status });
  if (submission.status !== "success") {
    const errors = ["name", "body"].flatMap((field) => submission.error?.[field] ?? []) as ErrorKey[];
    return fail(errors.length > 0 ? errors : ["templates.failed"]);
  }
  const t = getFixedT(request, "conversations");
  const value = submission.value;
  try {
    if (value.intent === "create") {
      await api.call(createMessageTemplate, { json: { name: value.name, body: value.body } });
      return redirectWithToast("/company/templates", { type: "success", title: t("templates.added") });
    }
    if (value.intent === "update") {
      await api.call(updateMessageTemplate, {
        params: { id: Number(value.id) },
        json: { name: value.name, body: value.body },
      });
      return redirectWithToast("/company/templates", { type: "success", title: t("templates.saved") });
    }
    await api.call(deleteMessageTemplate, { params: { id: Number(value.id) } });
    return redirectWithToast("/company/templates", { type: "success", title: t("templates.deleted") });
  } catch (error) {
    const line = t("templates.failed");
    const refusal = asRefusal(error, request, { lead: line, outage: line, codes: true });
    return fail([], refusal.status, refusal.formErrors);
  }
}

/** One template's form: adding a new one (`id` "new") or editing one, with Delete beside Save. */
function TemplateForm({
  template,
  answer,
}: {
  template: { id: number | "new"; name: string; body: string };
  answer: { form: { id: string; name: string; body: string }; errors: ErrorKey[]; refused: string[] } | null;
}) {
  const { t } = useTranslation("conversations");
  const pending = useIsPending();
  const key = String(template.id);
  const mine = answer && answer.form.id === key ? answer : null;
  const errorsOf = (prefix: "templates.name" | "templates.text") =>
    mine?.errors.filter((error) => error.startsWith(prefix)).map((error) => t(error));
  return (
    <Form method="post" className="conversation__form">
      <div role="alert">
        {mine?.errors.includes("templates.failed") ? (
          <p className="job-notice job-notice--error">{t("templates.failed")}</p>
        ) : null}
        <RefusalNotice messages={mine?.refused} />
      </div>
      {template.id === "new" ? null : <input type="hidden" name="id" value={template.id} />}
      <Field
        labelProps={{ htmlFor: `template-${key}-name`, children: t("templates.name") }}
        hint={t("templates.nameHint")}
        errors={errorsOf("templates.name")}
        inputProps={{
          id: `template-${key}-name`,
          name: "name",
          required: true,
          maxLength: CONVERSATION_LIMITS.templateName,
          defaultValue: mine?.form.name ?? template.name,
        }}
      />
      <TextareaField
        labelProps={{ htmlFor: `template-${key}-body`, children: t("templates.text") }}
        hint={template.id === "new" ? t("templates.example") : undefined}
        errors={errorsOf("templates.text")}
        textareaProps={{
          id: `template-${key}-body`,
          name: "body",
          rows: 4,
          required: true,
          maxLength: CONVERSATION_LIMITS.message,
          defaultValue: mine?.form.body ?? template.body,
        }}
      />
      <div className="applicants-bulk__buttons">
        <SubmitButton
          pending={pending}
          label={template.id === "new" ? t("templates.add") : t("templates.save")}
          pendingLabel={t("templates.saving")}
          intent={template.id === "new" ? "create" : "update"}
        />
        {template.id === "new" ? null : (
          <button type="submit" name="intent" value="delete" formNoValidate className="button" disabled={pending}>
            {t("templates.delete")}
          </button>
        )}
      </div>
    </Form>
  );
}

export default function TemplatesPage() {
  const { templates } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() ?? null;
  const { t } = useTranslation("conversations");
  return (
    <div className="account-page">
      <h1>{t("templates.title")}</h1>
      <p>{t("templates.lead")}</p>
      {templates.length === 0 ? <p>{t("templates.empty")}</p> : null}
      {templates.map((template) => (
        <section key={template.id} aria-labelledby={`template-${template.id}-heading`} className="conversation">
          <h2 id={`template-${template.id}-heading`}>{template.name}</h2>
          <TemplateForm template={template} answer={answer} />
        </section>
      ))}
      <section aria-labelledby="template-new-heading" className="conversation">
        <h2 id="template-new-heading">{t("templates.add")}</h2>
        <TemplateForm template={{ id: "new", name: "", body: "" }} answer={answer} />
      </section>
    </div>
  );
}
