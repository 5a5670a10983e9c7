import { Form } from "@remix-run/react";
import { CONVERSATION_LIMITS } from "#contract/conversation-rules";
import { SelectField, TextareaField } from "~/components/forms/Field";
import { RefusalNotice } from "~/components/forms/RefusalNotice";
import { SubmitButton, useIsPending } from "~/components/forms/PendingSubmit";
import { formatDay } from "~/lib/i18n/format";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import type { ConversationActionData, ConversationView } from "~/lib/conversations.server";

/**
 * An application's conversation (docs/conversations.md), on the worker's application page and the company's
 * applicant page: the messages oldest first, each as plain text with its line breaks kept (React escapes it), the
 * other side's new ones marked, and the form to write (the company may pick a template). The worker can block or
 * unblock the company's messages; a company the worker blocked is told so instead of the form. Plain forms, so it
 * works without JavaScript; the page's action hands the `conversation-*` intents to conversations.server.ts.
 */
export function Conversation({
  conversation,
  role,
  otherName,
  actionData,
}: {
  conversation: ConversationView;
  role: "EMPLOYEE" | "COMPANY";
  /** Who the thread is with: the company for the worker, the applicant for the company. */
  otherName: string;
  actionData: ConversationActionData | null;
}) {
  const { t } = useTranslation("conversations");
  const locale = useLocale();
  const pending = useIsPending();
  const company = conversation.company.name;
  const canWrite = role === "EMPLOYEE" || !conversation.blocked;
  const when = (value: string) =>
    `${formatDay(value, locale)}, ${new Intl.DateTimeFormat(locale === "gr" ? "el-GR" : "en-GB", {
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "Europe/Athens",
    }).format(new Date(value))}`;
  return (
    <section id="conversation" className="conversation" aria-labelledby="conversation-heading">
      <h2 id="conversation-heading">{t("thread.headingWith", { name: otherName })}</h2>
      {conversation.messages.length === 0 ? (
        <p>{t("thread.empty")}</p>
      ) : (
        <ol className="conversation__messages">
          {conversation.messages.map((message) => (
            <li
              key={message.id}
              className={`conversation__message${message.mine ? " conversation__message--mine" : ""}`}
            >
              <p className="conversation__meta">
                <strong>{message.mine ? t("thread.you") : otherName}</strong>,{" "}
                <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
                {message.unread ? <span className="conversation__new">{t("thread.unread")}</span> : null}
              </p>
              <p className="conversation__body">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
      {conversation.blocked ? (
        <p className="job-notice">
          {role === "COMPANY" ? t("thread.blockedCompany") : t("thread.blockedWorker", { company })}
        </p>
      ) : null}
      {canWrite ? (
        <Form method="post" className="conversation__form">
          <div role="alert">
            {actionData?.error ? <p className="job-notice job-notice--error">{t(actionData.error)}</p> : null}
            <RefusalNotice messages={actionData?.refused} />
          </div>
          <TextareaField
            labelProps={{ htmlFor: "conversation-body", children: t("thread.write") }}
            hint={t("thread.writeHint")}
            textareaProps={{
              id: "conversation-body",
              name: "body",
              rows: 4,
              maxLength: CONVERSATION_LIMITS.message,
              defaultValue: actionData?.body ?? "",
            }}
          />
          {role === "COMPANY" && conversation.templates.length > 0 ? (
            <SelectField
              labelProps={{ htmlFor: "conversation-template", children: t("thread.template") }}
              hint={t("thread.templateHint")}
              selectProps={{ id: "conversation-template", name: "template_id", defaultValue: "" }}
            >
              <option value="">{t("thread.templateNone")}</option>
              {conversation.templates.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
            </SelectField>
          ) : null}
          <SubmitButton
            pending={pending}
            label={t("thread.send")}
            pendingLabel={t("thread.sending")}
            intent="conversation-message"
          />
        </Form>
      ) : null}
      {role === "EMPLOYEE" ? (
        <Form method="post" className="conversation__block">
          <button
            type="submit"
            name="intent"
            value={conversation.blocked ? "conversation-unblock" : "conversation-block"}
            className="button"
            disabled={pending}
          >
            {conversation.blocked ? t("thread.unblock", { company }) : t("thread.block", { company })}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
