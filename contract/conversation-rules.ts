/**
 * The rules of conversations (docs/conversations.md) as plain values, without zod, so a web page that only shows a
 * thread does not ship the contract's schemas: the limits, the API's words for what it refuses and their error codes
 * (gathered by contract/api-errors.ts).
 */
import { errorCodes } from "./error-codes";

/** The longest message, template text and template name, and how many applicants one bulk message reaches. */
export const CONVERSATION_LIMITS = { message: 2000, templateName: 120, templates: 50, bulk: 100 } as const;

export const CONVERSATION_MESSAGES = {
  blocked: "This worker has blocked messages from your company.",
  messageRequired: "Write a message or choose a template.",
  templateNotFound: "Your company has no template with this id.",
  companyRequired: "Create your company profile before writing message templates.",
  templateLimit: `A company can keep at most ${CONVERSATION_LIMITS.templates} templates.`,
} as const;

/** The conversations' error codes (contract/error-codes.ts). */
export const CONVERSATION_ERRORS = errorCodes({
  messages_blocked: CONVERSATION_MESSAGES.blocked,
  message_required: CONVERSATION_MESSAGES.messageRequired,
  template_not_found: CONVERSATION_MESSAGES.templateNotFound,
  template_limit: CONVERSATION_MESSAGES.templateLimit,
  template_company_required: CONVERSATION_MESSAGES.companyRequired,
});

export type ConversationErrorCode = keyof typeof CONVERSATION_ERRORS;
