/**
 * What the mail reliability tests share (issue 19, docs/mail.md): a mail server that accepts connections and
 * never answers, a reading connection to the server's database, and the Message-ID the worker gives each mail.
 */
import { mkdtempSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gt } from "drizzle-orm";
import { openDatabase, type Database } from "../../api/db/client";
import { outgoingMails } from "../../api/db/schema";
import type { ReceivedMail } from "../support/smtp-standin";

export type StallingMailServer = { url: string; connections(): number; stop(): Promise<void> };

/** Takes every connection and says nothing, not even the greeting: the worst kind of mail server to wait for. */
export async function startStallingMailServer(): Promise<StallingMailServer> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  const server: Server = createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on("error", () => undefined);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    connections: () => accepted,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The server's PostgreSQL database, opened by the test to read `outgoing_mails` and to add rows. */
export function openServerDatabase(databaseUrl: string): Promise<Database> {
  return openDatabase({ databaseUrl, dataDir: mkdtempSync(path.join(tmpdir(), "mail-reliability-")) });
}

export type MailRow = typeof outgoingMails.$inferSelect;

export async function mailsAfter(database: Database, id: number): Promise<MailRow[]> {
  return database.db.select().from(outgoingMails).where(gt(outgoingMails.id, id)).orderBy(outgoingMails.id);
}

export async function lastMailId(database: Database): Promise<number> {
  const rows = await database.db.select({ id: outgoingMails.id }).from(outgoingMails).orderBy(outgoingMails.id);
  return rows.at(-1)?.id ?? 0;
}

/** The Message-ID the worker sends a row with (api/services/mail-delivery.ts): the same on every try. */
export function messageIdOf(row: MailRow): string {
  return `<mail-${row.id}-${row.createdAt.getTime()}@seasonaljobs.gr>`;
}

/** The received copies of each row, by Message-ID. */
export function copiesOf(rows: readonly MailRow[], received: readonly ReceivedMail[]): Map<number, ReceivedMail[]> {
  const byId = new Map(rows.map((row) => [messageIdOf(row), row.id]));
  const copies = new Map<number, ReceivedMail[]>(rows.map((row) => [row.id, []]));
  for (const mail of received) {
    const id = byId.get(mail.headers["message-id"] ?? "");
    if (id !== undefined) copies.get(id)?.push(mail);
  }
  return copies;
}

/**
 * An application as the company's list gives it, and a move the company may make from each status
 * (contract/application-rules.ts).
 */
export type Application = { id: number; status: string };
export const MOVE: Record<string, string> = {
  APPLIED: "SHORTLISTED",
  VIEWED_BY_COMPANY: "SHORTLISTED",
  SHORTLISTED: "REJECTED",
  REJECTED: "SHORTLISTED",
};

let counter = 0;
export const uniqueAddress = (label: string) => `${label}-${Date.now()}-${(counter += 1)}@example.test`;

/** A sign-up over HTTP (the activation mail's address is `email`). */
export function signUp(baseUrl: string, email: string, signal?: AbortSignal) {
  return fetch(`${baseUrl}/api/users/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, first_name: "Maria", last_name: "Papadaki", role: "EMPLOYEE", language: "en" }),
    signal,
  });
}
