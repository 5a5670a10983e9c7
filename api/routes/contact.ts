/**
 * `POST /contact/` (design section 7): the message is stored in `contact_messages` and e-mailed to the support
 * address (`CONTACT_EMAIL`). A filled honeypot field (security.md) gets the same 201, with nothing stored or sent.
 */
import { Hono } from "hono";
import { z } from "zod";
import { CONTACT_RECEIVED_MESSAGE, contactRequestSchema } from "../../contract/contact";
import { contactMessages } from "../db/schema";
import type { ApiDeps } from "../deps";
import { parseJson } from "../http/validate";
import { accountLanguage } from "../services/language";
import { contactMail } from "../services/mail-templates";

/** Hidden from people by the web form; bots that fill every input fill this one too. */
export const CONTACT_HONEYPOT_FIELD = "website";

const contactWithHoneypotSchema = contactRequestSchema.extend({ [CONTACT_HONEYPOT_FIELD]: z.unknown().optional() });

export function contactRouter(deps: ApiDeps) {
  const { config, log, mailer } = deps;

  return new Hono().post("/contact/", async (c) => {
    const { [CONTACT_HONEYPOT_FIELD]: honeypot, ...message } = await parseJson(c, contactWithHoneypotSchema);
    const received = { detail: CONTACT_RECEIVED_MESSAGE };
    if (isFilled(honeypot)) {
      // The bot must not learn that it was spotted: same status, same body.
      log.warn("contact message dropped: honeypot filled");
      return c.json(received, 201);
    }
    const email = message.email ?? null;
    const company = message.company ?? "";
    const mail = contactMail({
      language: accountLanguage(undefined, c.req.header("Accept-Language")),
      fullName: message.full_name,
      phoneNumber: message.phone_number,
      company,
      email,
      message: message.message,
    });
    // Stored with its mail queued: the team can read it in the database even while the mail waits for a retry.
    const { stored, queued } = await mailer.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactMessages)
        .values({
          fullName: message.full_name,
          phoneNumber: message.phone_number,
          company,
          email,
          message: message.message,
        })
        .returning({ id: contactMessages.id });
      return {
        stored: row,
        queued: await mailer.enqueue(tx, { to: config.CONTACT_EMAIL, replyTo: email ?? undefined, ...mail }),
      };
    });
    log.info("contact message received", { contact_message_id: stored.id, mail_id: queued.id });
    return c.json(received, 201);
  });
}

function isFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  return typeof value !== "string" || value.trim() !== "";
}
