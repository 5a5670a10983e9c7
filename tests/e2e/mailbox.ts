import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ReceivedMail } from "../support/smtp-standin";

/**
 * The mail the app sent during the browser run, as the stand-in SMTP server of global-setup received it.
 * Resolves with the newest message to `address` (that `matches`, when given), polling until it arrives: a shared
 * address such as a demo account's gets mail from other tests too.
 */
export async function waitForMail(
  address: string,
  timeoutMs = 10_000,
  matches: (mail: ReceivedMail) => boolean = () => true,
): Promise<ReceivedMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set: run through playwright.config.ts (global-setup)");
  const deadline = Date.now() + timeoutMs;
  const wanted = address.toLowerCase();
  for (;;) {
    const found = readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .sort((a, b) => Number.parseInt(b, 10) - Number.parseInt(a, 10))
      .map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as ReceivedMail)
      .find((mail) => mail.to.some((to) => to.toLowerCase() === wanted) && matches(mail));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The newest message to `address` whose subject contains `subject`: for a story whose account already holds other
 * mail (the activation mail comes first).
 */
export function waitForMailAbout(address: string, subject: string, timeoutMs = 10_000): Promise<ReceivedMail> {
  return waitForMail(address, timeoutMs, (mail) => mail.subject.includes(subject));
}
