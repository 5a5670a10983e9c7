/**
 * `POST /contact/` (design section 7): the message is stored and e-mailed to the support address. A filled honeypot
 * field (security.md) gets the same 201, with nothing stored or sent. The rules: api/models/contact-messages.ts.
 */
import { CONTACT_HONEYPOT_FIELD, CONTACT_RECEIVED_MESSAGE } from "../../contract/contact";
import { sendContactMessage } from "../../contract/endpoints/accounts";
import type { ApiDeps } from "../deps";
import { route } from "../http/route";
import { isFilled, receiveContactMessage } from "../models/contact-messages";
import { accountLanguage } from "../services/language";

export function contactRoutes(deps: ApiDeps) {
  return [
    route(sendContactMessage, async ({ c, body }) => {
      const { [CONTACT_HONEYPOT_FIELD]: honeypot, ...message } = await body();
      if (isFilled(honeypot)) {
        // The bot must not learn that it was spotted: same status, same body.
        deps.log.warn("contact message dropped: honeypot filled");
        return { detail: CONTACT_RECEIVED_MESSAGE };
      }
      return receiveContactMessage(deps, message, accountLanguage(undefined, c.req.header("Accept-Language")));
    }),
  ];
}
