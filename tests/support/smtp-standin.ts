/**
 * A mail server for tests: `smtp-server` on 127.0.0.1 (a free port) that keeps every message it receives,
 * decoded enough to read (subject, the text and HTML parts). Point the API at it with
 * `SMTP_URL: standin.url`. STARTTLS and AUTH are off, so nodemailer talks plain SMTP to it.
 */
import { renameSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  headers: Record<string, string>;
  text: string;
  html: string;
  raw: string;
  /** When the server accepted it (Date.now()). */
  receivedAt: number;
};

export type SmtpStandIn = {
  url: string;
  /** Every message the server accepted, in order. */
  messages: ReceivedMail[];
  /**
   * While true, every message is answered "451 try again later" after its data arrived (a temporary failure, as
   * a busy or half-broken mail server gives): nothing is kept, the sender must retry.
   */
  refusing: boolean;
  /** Resolves with the first message (received from now on or already) that `match` accepts. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
};

export interface SmtpStandInOptions {
  /** Also write each message as `<n>.json` here, for readers in other processes (the browser tests' workers). */
  mailDir?: string;
  /** Listen on this port (a server that comes back after an outage); a free one when left out. */
  port?: number;
  /** Answer each recipient this late: a slow server, so that mails are in flight for a while. */
  delayMs?: number;
}

export async function startSmtpStandIn(options: SmtpStandInOptions = {}): Promise<SmtpStandIn> {
  const messages: ReceivedMail[] = [];
  const listeners = new Set<() => void>();
  const control = { refusing: false };
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      setTimeout(() => callback(), options.delayMs ?? 0);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (control.refusing) {
          callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const to = session.envelope.rcptTo.map((address) => address.address);
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        const mail = { ...parseMessage(raw), from, to, raw, receivedAt: Date.now() };
        messages.push(mail);
        if (options.mailDir) {
          // Written aside and renamed, so a reader never sees half a file.
          const file = path.join(options.mailDir, `${messages.length}.json`);
          writeFileSync(`${file}.part`, JSON.stringify(mail));
          renameSync(`${file}.part`, file);
        }
        for (const listener of listeners) listener();
        callback();
      });
    },
  });
  // A sender that dies mid-conversation (the kill -9 of tests/reliability/mail-outage.test.ts) resets its socket:
  // smtp-server reports that as an "error" event, which with no listener would crash the test run.
  server.on("error", () => undefined);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get refusing() {
      return control.refusing;
    },
    set refusing(value: boolean) {
      control.refusing = value;
    },
    waitFor(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          cleanup();
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`No matching mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        if (!check()) listeners.add(check);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Just enough MIME for nodemailer's output: headers, multipart/alternative, base64 and quoted-printable. */
export function parseMessage(raw: string): Pick<ReceivedMail, "subject" | "headers" | "text" | "html"> {
  const { headers, body } = splitEntity(raw);
  const result = { subject: decodeWords(headers.subject ?? ""), headers, text: "", html: "" };
  for (const part of leafParts(headers, body)) {
    const type = (part.headers["content-type"] ?? "text/plain").toLowerCase();
    const content = decodeBody(part.body, part.headers["content-transfer-encoding"]);
    if (type.startsWith("text/html")) result.html ||= content;
    else if (type.startsWith("text/plain")) result.text ||= content;
  }
  return result;
}

type Entity = { headers: Record<string, string>; body: string };

function splitEntity(raw: string): Entity {
  const normalized = raw.replace(/\r\n/g, "\n");
  const end = normalized.indexOf("\n\n");
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? "" : normalized.slice(end + 2);
  const headers: Record<string, string> = {};
  // Folded header lines start with whitespace and continue the previous header.
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function leafParts(headers: Record<string, string>, body: string): Entity[] {
  const type = headers["content-type"] ?? "";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith("multipart/") || !boundary) return [{ headers, body }];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith("--"))
    .flatMap((chunk) => {
      const part = splitEntity(chunk.replace(/^\n/, ""));
      return leafParts(part.headers, part.body);
    });
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? "7bit").toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable":
      return decodeQuotedPrintable(body);
    default:
      return body.replace(/\n$/, "");
  }
}

function decodeQuotedPrintable(body: string): string {
  const text = body.replace(/=\r?\n/g, "").replace(/\n$/, "");
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(text[index], "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words (`=?UTF-8?B?...?=`), as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

export type ActivationLink = {
  url: string;
  userId: string;
  token: string;
  /** The API path: `/users/{uuid}/activate/{token}/`. */ apiPath: string;
};

/** The activation link of a sign-up mail (plain-text part, with the mail's `?lng=`), as the web app's page would receive it. */
export function activationLinkIn(mail: Pick<ReceivedMail, "text">): ActivationLink {
  const match = /(https?:\/\/\S+?\/users\/([0-9a-f-]{36})\/activate\/([A-Za-z0-9_-]+)(?:\?\S*)?)(?=\s|$)/.exec(
    mail.text,
  );
  if (!match) throw new Error(`No activation link in:\n${mail.text}`);
  const [, url, userId, token] = match;
  return { url, userId, token, apiPath: `/users/${userId}/activate/${token}/` };
}
