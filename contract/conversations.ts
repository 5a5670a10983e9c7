/**
 * Conversations about an application (docs/conversations.md): the thread's messages, the unread count of the
 * navigation, the company's message templates, a bulk message to selected applicants, and a worker's block of a
 * company's messages.
 */
import { z } from "zod";
import { APPLICATION_MESSAGES, type ApplicationErrorCode } from "./application-rules";
import { CONVERSATION_LIMITS } from "./conversation-rules";
import { ROLES } from "./enums";
import { formList, formNumber, line, optionalFormNumber, optionalText, text } from "./fields";

export {
  CONVERSATION_ERRORS,
  CONVERSATION_LIMITS,
  CONVERSATION_MESSAGES,
  type ConversationErrorCode,
} from "./conversation-rules";

const rowId = z.number().int().positive().max(2147483647);

/** One message: which side wrote it (`mine` for the caller's side), its plain text and when. */
export const conversationMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(ROLES),
  mine: z.boolean(),
  body: z.string(),
  created_at: z.string(),
});

/**
 * An application's thread as one side reads it: oldest message first; `unread` counts the other side's messages
 * the caller has not read yet; `blocked` says the worker blocked the company's messages (then the company cannot
 * write); `company` names the company, for the worker's block.
 */
export const conversationSchema = z.object({
  application_id: z.number().int(),
  company: z.object({ id: z.string(), name: z.string() }),
  messages: z.array(conversationMessageSchema),
  unread: z.number().int(),
  blocked: z.boolean(),
});

/**
 * `POST /applications/{id}/messages/`: the text, or (the company) a template's id, whose text is sent when no text
 * is given.
 */
export const conversationMessageCreateSchema = z.object({
  body: optionalText(CONVERSATION_LIMITS.message),
  template_id: optionalFormNumber(rowId),
});

/** `GET /conversations/unread/`: how many of the caller's threads have a message they have not read. */
export const unreadThreadsSchema = z.object({ unread_threads: z.number().int() });

export const messageTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  body: z.string(),
  updated_at: z.string(),
});

export const messageTemplateListSchema = z.array(messageTemplateSchema);

/** `POST /message-templates/`. */
export const messageTemplateCreateSchema = z.object({
  name: line(CONVERSATION_LIMITS.templateName),
  body: text(CONVERSATION_LIMITS.message),
});

/** `PATCH /message-templates/{id}/`: a field left out stays as it was. */
export const messageTemplateUpdateSchema = z.object({
  name: line(CONVERSATION_LIMITS.templateName).optional(),
  body: text(CONVERSATION_LIMITS.message).optional(),
});

/** `POST /applications/bulk-message/`: one template to each selected application (a form sends `ids` repeated). */
export const bulkMessageSchema = z.object({
  ids: formList(formNumber(rowId), { min: 1, max: CONVERSATION_LIMITS.bulk }).refine(
    (ids) => new Set(ids).size === ids.length,
    { message: APPLICATION_MESSAGES.duplicateIds, params: { code: "duplicate_ids" satisfies ApplicationErrorCode } },
  ),
  template_id: formNumber(rowId),
});

/** Which of the applications got the message, and which were skipped because their worker blocked the company. */
export const bulkMessageResultSchema = z.object({
  sent: z.array(z.number().int()),
  blocked: z.array(z.number().int()),
});

/** Whether the worker blocks the company's messages. */
export const messageBlockSchema = z.object({ blocked: z.boolean() });

export type ConversationMessage = z.infer<typeof conversationMessageSchema>;
export type Conversation = z.infer<typeof conversationSchema>;
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;
export type BulkMessageResult = z.infer<typeof bulkMessageResultSchema>;
export type MessageBlock = z.infer<typeof messageBlockSchema>;
