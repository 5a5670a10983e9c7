import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../api/db/client";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../api/db/demo/people";
import { outgoingMails, users } from "../../api/db/schema";
import { startServer, type StartedServer } from "../support/start-server";
import { startSmtpStandIn, type SmtpStandIn } from "../support/smtp-standin";
import {
  MOVE,
  copiesOf,
  lastMailId,
  mailsAfter,
  openServerDatabase,
  signUp,
  uniqueAddress,
  type Application,
  type MailRow,
} from "./mail-support";
import { throwawayDatabase } from "./pg-cluster";
import { NO_RATE_LIMITS, QUICK_STATUS_MAIL, signIn, sleep, waitFor, type SignedIn } from "./support";

/**
 * Issue 19, "nothing lost", over real HTTP on PostgreSQL with the real retry schedule (retries after 30–60 s, then
 * 1–2 min; a job whose process died expires after 35 s, maintenance every 20 s; api/services/queue.ts):
 * - the mail server is down for 60 s while sign-ups, password resets and status changes happen; once it is back,
 *   every mail of that minute arrives, each exactly once (when mail was sent inside the request, 26 of them stayed
 *   `failed` for ever);
 * - kill -9 of the server in the middle of a burst of sign-ups, then a restart: every committed sign-up's mail
 *   arrives (three stayed `pending` for ever), a second copy only of one the mail server had accepted in the
 *   instant before the kill.
 */
const OUTAGE_MS = 60_000;
/** The last tries of the outage minute come back 1–2 min after their previous one (and 10 s of polling). */
const DELIVERED_WITHIN_MS = 200_000;

let database: { url: string; dispose(): Promise<void> };
let reader: Database;
const servers: StartedServer[] = [];
const standIns: SmtpStandIn[] = [];
let company: SignedIn;
const report: string[] = [];

const server = () => servers[servers.length - 1];
const received = () => standIns.flatMap((standIn) => standIn.messages);
const env = () => ({
  DATABASE_URL: database.url,
  SEED_DEMO: "1",
  SMTP_URL: standIns[0].url,
  ...NO_RATE_LIMITS,
  ...QUICK_STATUS_MAIL,
  // Every reset request counts against its address
  // (docs/sessions-and-accounts.md#password-reset-and-a-new-activation-link); this test asks for many on purpose.
  ACCOUNT_RATE_LIMIT_MAX: "100000",
});

beforeAll(async () => {
  database = await throwawayDatabase();
  standIns.push(await startSmtpStandIn());
  servers.push(await startServer({ env: env(), timeoutMs: 150_000 }));
  reader = await openServerDatabase(database.url);
  company = await signIn(server().url, DEMO_ACCOUNTS.company.email, DEMO_PASSWORD);
}, 180_000);
afterAll(async () => {
  if (report.length) console.log(`\nmail through outages:\n${report.join("\n")}\n`);
  for (const started of servers) await started.stop();
  for (const standIn of standIns) await standIn.stop().catch(() => undefined);
  await reader?.close();
  await database?.dispose();
});

/** Waits until every mail queued after `id` is sent (or the time is up); the rows then. */
async function allSentAfter(id: number): Promise<MailRow[]> {
  await waitFor(
    async () => (await mailsAfter(reader, id)).every((row) => row.status === "sent"),
    DELIVERED_WITHIN_MS,
    1_000,
  );
  return mailsAfter(reader, id);
}

async function post(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  method = "POST",
): Promise<number> {
  const response = await fetch(`${server().url}/api${path}`, {
    method,
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

describe("mail through a mail server outage and a crash", () => {
  it(
    "the mail server down for 60 s: once it is back, every mail of that minute arrives exactly once",
    async () => {
      const before = await lastMailId(reader);
      const applications = (
        (await (await fetch(`${server().url}/api/applications/`, { headers: company.headers })).json()) as Application[]
      )
        .filter((application) => application.status in MOVE)
        .slice(0, 5);
      expect(applications.length).toBeGreaterThan(0);
      const port = Number(new URL(standIns[0].url).port);
      await standIns[0].stop();

      const signUps: string[] = [];
      let resets = 0;
      let moves = 0;
      const started = Date.now();
      while (Date.now() - started < OUTAGE_MS) {
        const email = uniqueAddress("outage");
        expect((await signUp(server().url, email)).status).toBe(201);
        signUps.push(email);
        expect(await post("/auth/password-reset/", { email: DEMO_ACCOUNTS.employee.email })).toBe(200);
        resets += 1;
        const application = applications[moves % applications.length];
        application.status = MOVE[application.status];
        expect(
          await post(`/applications/${application.id}/`, { status: application.status }, company.headers, "PATCH"),
        ).toBe(200);
        moves += 1;
        await sleep(1_000);
      }
      // The tries of that minute all failed: nothing was lost, nothing is dead.
      const during = await mailsAfter(reader, before);
      expect(during.every((row) => row.status === "pending")).toBe(true);

      standIns.push(await startSmtpStandIn({ port }));
      const backAt = Date.now();
      const rows = await allSentAfter(before);
      report.push(
        `  outage: ${signUps.length} sign-ups, ${resets} resets, ${moves} status changes → ${rows.length} mails, all sent ${((Date.now() - backAt) / 1000).toFixed(0)} s after the server came back`,
      );
      expect(rows.filter((row) => row.status !== "sent")).toStrictEqual([]);
      const copies = copiesOf(rows, received());
      expect([...copies.values()].map((copy) => copy.length).filter((count) => count !== 1)).toStrictEqual([]);
      // Nothing missing from the queue either: one activation mail per sign-up, one mail per reset asked.
      for (const email of signUps) expect(rows.filter((row) => row.to === email)).toHaveLength(1);
      const resetMails = rows.filter(
        (row) => row.to === DEMO_ACCOUNTS.employee.email && row.text.includes("/reset-password/"),
      );
      expect(resetMails).toHaveLength(resets);
      expect(rows.length).toBeGreaterThanOrEqual(signUps.length + resets + 1);
      expect(
        Math.min(...rows.filter((row) => signUps.includes(row.to)).map((row) => row.attempts)),
      ).toBeGreaterThanOrEqual(2);
    },
    OUTAGE_MS + DELIVERED_WITHIN_MS + 30_000,
  );

  it(
    "kill -9 in the middle of a burst of sign-ups: after a restart every committed sign-up's mail arrives",
    async () => {
      // A slow mail server (each recipient answered after 400 ms): several mails are in flight when the process dies.
      const port = Number(new URL(standIns[0].url).port);
      await standIns[standIns.length - 1].stop();
      standIns.push(await startSmtpStandIn({ port, delayMs: 400 }));
      const before = await lastMailId(reader);
      const emails = Array.from({ length: 40 }, () => uniqueAddress("burst"));
      for (const email of emails.slice(0, 20)) expect((await signUp(server().url, email)).status).toBe(201);
      const unanswered = emails.slice(20).map((email) =>
        signUp(server().url, email).then(
          (response) => response.status,
          () => 0,
        ),
      );
      await sleep(20);
      const killedAt = Date.now();
      await server().kill();
      await Promise.all(unanswered);

      const committed = (
        await reader.db.select({ email: users.email }).from(users).where(inArray(users.email, emails))
      ).map((row) => row.email);
      expect(committed).toEqual(expect.arrayContaining(emails.slice(0, 20)));
      // Each committed sign-up has its mail queued (the same transaction), and no other sign-up has one.
      const queued = await reader.db.select().from(outgoingMails).where(inArray(outgoingMails.to, emails));
      expect(queued.map((row) => row.to).sort()).toStrictEqual([...committed].sort());
      const inFlight = queued.filter((row) => row.status === "pending").length;

      servers.push(await startServer({ env: env(), timeoutMs: 150_000 }));
      const restartedAt = Date.now();
      const rows = await allSentAfter(before);
      report.push(
        `  kill -9: ${committed.length} of ${emails.length} sign-ups committed, ${inFlight} mails unsent at the kill, all sent ${((Date.now() - restartedAt) / 1000).toFixed(0)} s after the restart`,
      );
      expect(rows.filter((row) => row.status !== "sent")).toStrictEqual([]);
      const copies = copiesOf(rows, received());
      for (const email of committed) {
        const row = rows.find((candidate) => candidate.to === email);
        const copiesOfRow = row ? (copies.get(row.id) ?? []) : [];
        expect(copiesOfRow.length, email).toBeGreaterThanOrEqual(1);
        // A second copy only of a mail the server accepted in the instant before the kill.
        if (copiesOfRow.length > 1) {
          expect(copiesOfRow).toHaveLength(2);
          expect(copiesOfRow[0].receivedAt).toBeLessThanOrEqual(killedAt + 50);
        }
      }
      const duplicates = [...copies.values()].filter((copy) => copy.length > 1).length;
      report.push(`  kill -9: ${duplicates} mails arrived twice (accepted just before the kill)`);
    },
    DELIVERED_WITHIN_MS + 180_000,
  );
});
