/** `POST /contact/` (spec section 3's contact form, design section 7). */
import { z } from "zod";
import { line, optionalEmail, optionalLine, phoneNumber, text } from "./fields";

export const CONTACT_RECEIVED_MESSAGE = "Thank you. We will get back to you soon.";

export const contactRequestSchema = z.object({
  full_name: line(150),
  phone_number: phoneNumber(),
  /** Optional: a job seeker writing to us has no company. */
  company: optionalLine(200),
  message: text(5000, 10),
  /** Optional: the original form had none, and a phone number is how the team calls back. */
  email: optionalEmail(),
});

/** Hidden from people by the web form; bots that fill every input fill this one too (security.md). */
export const CONTACT_HONEYPOT_FIELD = "website";

/**
 * What `POST /contact/` reads: the message, and the honeypot field. A filled honeypot gets the same 201, with
 * nothing stored or sent.
 */
export const contactBodySchema = contactRequestSchema.extend({
  [CONTACT_HONEYPOT_FIELD]: z.unknown().optional().describe("Left empty by people; anything in it drops the message."),
});

export const contactResponseSchema = z.object({ detail: z.string() });

export type ContactRequest = z.infer<typeof contactRequestSchema>;
