/**
 * Conversations about an application (docs/conversations.md), each endpoint declared once in
 * contract/endpoints/conversations.ts: the thread of the worker and the company, the unread count, the company's
 * templates and bulk message, and the worker's block of a company. The rules: api/models/conversations.ts and
 * api/models/message-templates.ts.
 */
import {
  blockCompanyMessages,
  createMessageTemplate,
  deleteMessageTemplate,
  listMessageTemplates,
  markConversationRead,
  readConversation,
  readMessageBlock,
  readUnreadThreads,
  sendBulkMessage,
  sendConversationMessage,
  unblockCompanyMessages,
  updateMessageTemplate,
} from "../../contract/endpoints/conversations";
import type { ApiDeps } from "../deps";
import { route, type RouteDefinition } from "../http/route";
import * as conversations from "../models/conversations";
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from "../models/message-templates";

export function conversationRoutes({ db, config, mailer, queue }: ApiDeps): RouteDefinition[] {
  const deps = { db, mailer, queue, messageMailDelaySeconds: config.MESSAGE_MAIL_DELAY_SECONDS };
  // The fixed paths (bulk-message) come before `/applications/{id}/…`.
  return [
    route(readUnreadThreads, async ({ user }) => ({ unread_threads: await conversations.unreadThreads(db, user) })),
    route(sendBulkMessage, async ({ user, body }) => conversations.sendBulkMessage(deps, user, await body())),
    route(readConversation, async ({ user, params }) => conversations.readConversation(db, user, params.id)),
    route(sendConversationMessage, async ({ user, params, body }) =>
      conversations.sendMessage(deps, user, params.id, await body()),
    ),
    route(markConversationRead, async ({ user, params }) => conversations.markRead(db, user, params.id)),
    route(listMessageTemplates, async ({ user }) => listTemplates(db, user.id)),
    route(createMessageTemplate, async ({ user, body }) => createTemplate(db, user.id, await body())),
    route(updateMessageTemplate, async ({ user, params, body }) =>
      updateTemplate(db, user.id, params.id, await body()),
    ),
    route(deleteMessageTemplate, async ({ user, params }) => deleteTemplate(db, user.id, params.id)),
    route(readMessageBlock, async ({ user, params }) => conversations.readBlock(db, user.id, params.uuid)),
    route(blockCompanyMessages, async ({ user, params }) => conversations.block(db, user.id, params.uuid)),
    route(unblockCompanyMessages, async ({ user, params }) => conversations.unblock(db, user.id, params.uuid)),
  ];
}
