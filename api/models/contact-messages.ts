/**
 * The contact form's messages (design section 7): stored in `contact_messages` and e-mailed to the support address
 * (`CONTACT_EMAIL`) in one transaction, so the team can read a message in the database even while its mail waits for
 * a retry. A filled honeypot field (security.md) is dropped without a trace the sender could see.
 */
import { CONTACT_RECEIVED_MESSAGE, type ContactRequest } from "../../contract/contact";
import type { Language } from "../../contract/enums";
import { contactMessages } from "../db/schema";
import type { ApiDeps } from "../deps";
import { contactMail } from "../services/mail-templates";

/** Whether a bot filled the honeypot: anything but nothing, false or blank text. */
export function isFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  return typeof value !== "string" || value.trim() !== "";
}

/** Stores the message and queues its mail to the team, written in `language`. */
export async function receiveContactMessage(
  { config, log, mailer }: Pick<ApiDeps, "config" | "log" | "mailer">,
  message: ContactRequest,
  language: Language,
): Promise<{ detail: string }> {
  const email = message.email ?? null;
  const company = message.company ?? "";
  const mail = contactMail({
    language,
    fullName: message.full_name,
    phoneNumber: message.phone_number,
    company,
    email,
    message: message.message,
  });
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
  return { detail: CONTACT_RECEIVED_MESSAGE };
}
