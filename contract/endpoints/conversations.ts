/**
 * Conversations about an application (docs/conversations.md): the thread of the worker who applied and the company
 * that owns the job, the unread count, the company's message templates and bulk message, and the worker's block.
 */
import {
  bulkMessageResultSchema,
  bulkMessageSchema,
  CONVERSATION_LIMITS,
  CONVERSATION_MESSAGES,
  conversationMessageCreateSchema,
  conversationMessageSchema,
  conversationSchema,
  messageBlockSchema,
  messageTemplateCreateSchema,
  messageTemplateListSchema,
  messageTemplateSchema,
  messageTemplateUpdateSchema,
  unreadThreadsSchema,
} from "../conversations";
import { endpoint } from "../endpoint";
import { EXAMPLES } from "./examples";

const NOT_YOURS = "No application with this id is the caller's own (the worker's) or to one of the caller's jobs.";
const NO_TEMPLATE = "The caller's company has no template with this id.";

export const readConversation = endpoint({
  method: "get",
  path: "/applications/{id}/messages/",
  operationId: "readConversation",
  summary: "An application's thread",
  description:
    "For the worker who applied and the company that owns the job; anyone else gets 404. Reading does not mark " +
    "it read (`POST …/messages/read/` does, when the thread is opened).",
  tag: "Conversations",
  access: "signed-in",
  ownerOnly: true,
  responses: { 200: { description: "The thread, oldest message first.", schema: conversationSchema } },
  errors: { 404: NOT_YOURS },
});

export const sendConversationMessage = endpoint({
  method: "post",
  path: "/applications/{id}/messages/",
  operationId: "sendConversationMessage",
  summary: "Write in an application's thread",
  description:
    `Plain text, at most ${CONVERSATION_LIMITS.message} characters; the company may send one of its templates ` +
    "instead (`template_id`, used when `body` is empty). The other side is e-mailed a few minutes later, one mail " +
    "for the messages written meanwhile, unless they turned these mails off or have read them.",
  tag: "Conversations",
  access: "signed-in",
  ownerOnly: true,
  body: {
    kind: "json",
    schema: conversationMessageCreateSchema,
    example: EXAMPLES.conversationMessage,
    alsoForm: true,
  },
  responses: { 201: { description: "The new message.", schema: conversationMessageSchema } },
  errors: {
    400: `A field is invalid: no text and no template (\`message_required\`: "${CONVERSATION_MESSAGES.messageRequired}"), a text too long, or a template the company does not have (\`template_not_found\`).`,
    403: `The worker blocked the company's messages (\`messages_blocked\`: "${CONVERSATION_MESSAGES.blocked}").`,
    404: NOT_YOURS,
  },
});

export const markConversationRead = endpoint({
  method: "post",
  path: "/applications/{id}/messages/read/",
  operationId: "markConversationRead",
  summary: "Mark an application's thread read",
  description: "The caller has read every message of the thread so far; answers the caller's unread threads left.",
  tag: "Conversations",
  access: "signed-in",
  ownerOnly: true,
  responses: { 200: { description: "The caller's unread threads now.", schema: unreadThreadsSchema } },
  errors: { 404: NOT_YOURS },
});

export const readUnreadThreads = endpoint({
  method: "get",
  path: "/conversations/unread/",
  operationId: "readUnreadThreads",
  summary: "How many of the caller's threads have unread messages",
  description: "A thread is unread when the other side wrote in it after the caller last opened it.",
  tag: "Conversations",
  access: "signed-in",
  responses: { 200: { description: "The count the navigation shows.", schema: unreadThreadsSchema } },
});

export const sendBulkMessage = endpoint({
  method: "post",
  path: "/applications/bulk-message/",
  operationId: "sendBulkMessage",
  summary: "Send one template to several of the company's applicants",
  description:
    "Each listed application must be to one of the caller's jobs, else nothing is sent (404). An applicant who " +
    "blocked the company's messages is skipped and listed in `blocked`.",
  tag: "Conversations",
  access: "COMPANY",
  body: { kind: "json", schema: bulkMessageSchema, example: EXAMPLES.bulkMessage, alsoForm: true },
  responses: { 200: { description: "Who got the message and who was skipped.", schema: bulkMessageResultSchema } },
  errors: {
    400: "A field is invalid (an id listed twice, none, too many), or the template is not the company's (`template_not_found`).",
    404: "One of the ids is not an application to the caller's jobs.",
  },
});

export const listMessageTemplates = endpoint({
  method: "get",
  path: "/message-templates/",
  operationId: "listMessageTemplates",
  summary: "The company's message templates",
  description: "Oldest first. A company user without a company profile has none.",
  tag: "Conversations",
  access: "COMPANY",
  responses: { 200: { description: "The templates.", schema: messageTemplateListSchema } },
});

export const createMessageTemplate = endpoint({
  method: "post",
  path: "/message-templates/",
  operationId: "createMessageTemplate",
  summary: "Add a message template",
  tag: "Conversations",
  access: "COMPANY",
  body: { kind: "json", schema: messageTemplateCreateSchema, example: EXAMPLES.messageTemplate, alsoForm: true },
  responses: { 201: { description: "The new template.", schema: messageTemplateSchema } },
  errors: {
    403: `The company has ${CONVERSATION_LIMITS.templates} templates already (\`template_limit\`), or the user has no company profile yet (\`template_company_required\`).`,
  },
});

export const updateMessageTemplate = endpoint({
  method: "patch",
  path: "/message-templates/{id}/",
  operationId: "updateMessageTemplate",
  summary: "Edit a message template",
  tag: "Conversations",
  access: "COMPANY",
  ownerOnly: true,
  body: { kind: "json", schema: messageTemplateUpdateSchema, example: EXAMPLES.messageTemplate, alsoForm: true },
  responses: { 200: { description: "The template as it now is.", schema: messageTemplateSchema } },
  errors: { 404: NO_TEMPLATE },
});

export const deleteMessageTemplate = endpoint({
  method: "delete",
  path: "/message-templates/{id}/",
  operationId: "deleteMessageTemplate",
  summary: "Delete a message template",
  description: "Messages sent with it stay as they were written.",
  tag: "Conversations",
  access: "COMPANY",
  ownerOnly: true,
  responses: { 204: { description: "Deleted." } },
  errors: { 404: NO_TEMPLATE },
});

const blockSpec = {
  path: "/companies/{uuid}/message-block/",
  tag: "Conversations",
  access: "EMPLOYEE",
  responses: {
    200: { description: "Whether the worker blocks the company's messages now.", schema: messageBlockSchema },
  },
  errors: { 404: "No company has this uuid." },
} as const;

export const readMessageBlock = endpoint({
  ...blockSpec,
  method: "get",
  operationId: "readMessageBlock",
  summary: "Whether the worker blocks a company's messages",
});

export const blockCompanyMessages = endpoint({
  ...blockSpec,
  method: "post",
  operationId: "blockCompanyMessages",
  summary: "Block a company's messages",
  description: "Idempotent. The company can no longer write in the worker's threads; the worker still can.",
});

export const unblockCompanyMessages = endpoint({
  ...blockSpec,
  method: "delete",
  operationId: "unblockCompanyMessages",
  summary: "Unblock a company's messages",
  description: "Idempotent.",
});

/** In the order the document lists them. */
export const CONVERSATION_ENDPOINTS = [
  readUnreadThreads,
  sendBulkMessage,
  readConversation,
  sendConversationMessage,
  markConversationRead,
  listMessageTemplates,
  createMessageTemplate,
  updateMessageTemplate,
  deleteMessageTemplate,
  readMessageBlock,
  blockCompanyMessages,
  unblockCompanyMessages,
];
