/**
 * The conversation on an application's page, server side (docs/conversations.md): the loader's part (the thread,
 * marked read when the page is really opened, not on a prefetch, and the company's templates to choose from) and the
 * action's part (write a message, block or unblock the company), for the worker's application page and the
 * company's applicant page alike. Each page renders `<Conversation>` (app/components/conversations) and hands its
 * action's `conversation-*` intents here.
 */
import { data, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import type { Role } from "#contract/enums";
import {
  blockCompanyMessages,
  listMessageTemplates,
  markConversationRead,
  readConversation,
  sendBulkMessage,
  sendConversationMessage,
  unblockCompanyMessages,
} from "#contract/endpoints/conversations";
import { CONVERSATION_LIMITS } from "#contract/conversation-rules";
import type { ApiClient } from "~/lib/api/client.server";
import { asRefusal } from "~/lib/api/refusals.server";
import { readSubmission } from "~/lib/forms/schema-form.server";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { requireRole } from "~/lib/session.server";
import { isSpeculativeRequest } from "~/lib/speculative-request.server";
import { redirectWithToast } from "~/lib/toast.server";

/** The intents of the conversation's forms, beside a page's own. */
export const CONVERSATION_INTENTS = ["conversation-message", "conversation-block", "conversation-unblock"] as const;

/** The `intent` a form sent, read from a copy of the request (a body that is not a form is a 400 there). */
async function intentOf(request: Request): Promise<unknown> {
  return (await readSubmission(request.clone(), intentOnly)).payload.intent;
}

const intentOnly = z.object({ intent: z.string().optional() });

/**
 * Whether a page's POST is one of the conversation's forms: read from a copy of the request, so the page's own
 * `readSubmission` still reads the body when it is not.
 */
export async function isConversationPost(request: Request): Promise<boolean> {
  const intent = await intentOf(request);
  return typeof intent === "string" && (CONVERSATION_INTENTS as readonly string[]).includes(intent);
}

const conversationFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("conversation-message"),
    body: z.string().max(CONVERSATION_LIMITS.message, "thread.tooLong").default(""),
    template_id: z
      .string()
      .regex(/^\d{1,9}$/)
      .optional(),
  }),
  z.object({ intent: z.literal("conversation-block") }),
  z.object({ intent: z.literal("conversation-unblock") }),
]);

export type ConversationView = {
  applicationId: number;
  company: { id: string; name: string };
  messages: { id: number; mine: boolean; body: string; createdAt: string; unread: boolean }[];
  blocked: boolean;
  templates: { id: number; name: string }[];
};

/** The thread as the page shows it; opening the page (not a prefetch) marks it read. */
export async function loadConversation(
  api: ApiClient,
  request: Request,
  applicationId: number,
  role: Role,
): Promise<ConversationView> {
  const [thread, templates] = await Promise.all([
    api.call(readConversation, { params: { id: applicationId } }),
    role === "COMPANY" ? api.call(listMessageTemplates) : Promise.resolve([]),
  ]);
  if (thread.unread > 0 && !isSpeculativeRequest(request))
    await api.call(markConversationRead, { params: { id: applicationId } });
  const others = thread.messages.filter((message) => !message.mine);
  const firstUnread = others.length - thread.unread;
  const unreadIds = new Set(others.slice(Math.max(firstUnread, 0)).map((message) => message.id));
  return {
    applicationId,
    company: thread.company,
    messages: thread.messages.map((message) => ({
      id: message.id,
      mine: message.mine,
      body: message.body,
      createdAt: message.created_at,
      unread: unreadIds.has(message.id),
    })),
    blocked: thread.blocked,
    templates: templates.map((template) => ({ id: template.id, name: template.name })),
  };
}

/** What a refused conversation form answers: its error key or the API's words, and the text as typed. */
export type ConversationActionData = {
  intent: "conversation";
  error: "thread.tooLong" | "thread.required" | null;
  refused: string[];
  body: string;
};

/**
 * The action's part: `pagePath` is where the page is (the redirect after a message lands on the thread). A refused
 * message keeps its text.
 */
export async function conversationAction(api: ApiClient, request: Request, applicationId: number, pagePath: string) {
  const submission = await readSubmission(request, conversationFormSchema);
  const body = typeof submission.payload.body === "string" ? submission.payload.body : "";
  const fail = (error: ConversationActionData["error"], status = 400, refused: string[] = []) =>
    data<ConversationActionData>({ intent: "conversation", error, refused, body }, { status });
  if (submission.status !== "success") return fail(submission.error?.body ? "thread.tooLong" : "thread.required");
  const t = getFixedT(request, "conversations");
  const form = submission.value;
  try {
    if (form.intent === "conversation-message") {
      const templateId = form.template_id === undefined ? undefined : Number(form.template_id);
      if (form.body.trim() === "" && templateId === undefined) return fail("thread.required");
      await api.call(sendConversationMessage, {
        params: { id: applicationId },
        json: { body: form.body, template_id: templateId },
      });
      return redirectWithToast(`${pagePath}#conversation`, { type: "success", title: t("thread.sent") });
    }
    // The worker's block is of the thread's company.
    const thread = await api.call(readConversation, { params: { id: applicationId } });
    const params = { uuid: thread.company.id };
    const company = thread.company.name;
    if (form.intent === "conversation-block") {
      await api.call(blockCompanyMessages, { params });
      return redirectWithToast(`${pagePath}#conversation`, {
        type: "success",
        title: t("thread.blockDone", { company }),
      });
    }
    await api.call(unblockCompanyMessages, { params });
    return redirectWithToast(`${pagePath}#conversation`, {
      type: "success",
      title: t("thread.unblockDone", { company }),
    });
  } catch (error) {
    const line = t("thread.failed");
    const refusal = asRefusal(error, request, { lead: line, outage: line, codes: true });
    return fail(null, refusal.status, refusal.formErrors);
  }
}

/** The company's templates as the applicants list's bulk message offers them. */
export async function templateChoices(request: Request, context: AppLoadContext): Promise<TemplateChoice[]> {
  const { api } = await requireRole(request, context, "COMPANY");
  const templates = await api.call(listMessageTemplates);
  return templates.map((template) => ({ id: template.id, name: template.name }));
}

export type TemplateChoice = { id: number; name: string };

/** Whether the applicants list's POST is its bulk message (the template's button), not a status move. */
export async function isBulkMessagePost(request: Request): Promise<boolean> {
  return (await intentOf(request)) === BULK_MESSAGE_INTENT;
}

export const BULK_MESSAGE_INTENT = "conversation-bulk";

const bulkMessageFormSchema = z.object({
  intent: z.literal(BULK_MESSAGE_INTENT),
  ids: z
    .array(z.string().optional())
    .transform((ids) => ids.flatMap((id) => (id !== undefined && /^\d{1,9}$/.test(id) ? [Number(id)] : [])))
    .pipe(z.array(z.number()).min(1, "bulk.chooseApplicants")),
  template_id: z.string({ required_error: "bulk.chooseTemplate" }).regex(/^\d{1,9}$/, "bulk.chooseTemplate"),
});

export type BulkMessageActionData = {
  intent: "conversation-bulk";
  error: "bulk.chooseApplicants" | "bulk.chooseTemplate" | null;
  refused: string[];
};

/** The bulk message: the chosen template to each ticked applicant; back on the list with what happened. */
export async function bulkMessageAction(request: Request, context: AppLoadContext) {
  const { api } = await requireRole(request, context, "COMPANY");
  const submission = await readSubmission(request, bulkMessageFormSchema);
  const fail = (error: BulkMessageActionData["error"], status = 400, refused: string[] = []) =>
    data<BulkMessageActionData>({ intent: BULK_MESSAGE_INTENT, error, refused }, { status });
  if (submission.status !== "success")
    return fail(submission.error?.ids ? "bulk.chooseApplicants" : "bulk.chooseTemplate");
  const t = getFixedT(request, "conversations");
  const ids = [...new Set(submission.value.ids)];
  try {
    const result = await api.call(sendBulkMessage, {
      json: { ids, template_id: Number(submission.value.template_id) },
    });
    const url = new URL(request.url);
    return redirectWithToast(`${url.pathname}${url.search}`, {
      type: "success",
      title: t("bulk.sent", { count: result.sent.length }),
      ...(result.blocked.length > 0 ? { description: t("bulk.skipped", { count: result.blocked.length }) } : {}),
    });
  } catch (error) {
    const line = t("bulk.failed");
    const refusal = asRefusal(error, request, { lead: line, outage: line, codes: true });
    return fail(null, refusal.status, refusal.formErrors);
  }
}
