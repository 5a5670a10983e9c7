/**
 * The API over real HTTP on 127.0.0.1 for contract tests: a throwaway database (PGlite, or a fresh database on
 * the PostgreSQL server named by DATABASE_URL), migrated, no demo data, served by @hono/node-server on a free port.
 * One harness per test file (a new PGlite costs seconds).
 */
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import type { AddressInfo } from "node:net";
import { createServer } from "node:http";
import { createApi } from "../../api/app";
import { parseApiConfig, type ApiConfig } from "../../api/config";
import type { AppDatabase, Database } from "../../api/db/client";
import { migrateDatabase } from "../../api/db/migrate";
import { refreshTokens, users } from "../../api/db/schema";
import { createTestDatabase } from "../../api/db/testing";
import { createDeps } from "../../api/deps";
import type { ApiLog } from "../../api/log";
import { hashPassword } from "../../api/services/passwords";
import type { Mailer } from "../../api/services/mail";
import { QUEUE_TIMING, createQueue, type Queue, type QueueTiming } from "../../api/services/queue";
import { startWorkers } from "../../api/workers";
import type { Role } from "../../contract/enums";
import { apiRequestListener } from "../../server/api-tier";
import { startSmtpStandIn, type SmtpStandIn } from "./smtp-standin";

export const TEST_PASSWORD = "Harbour-Light-42!";

export type TestUser = {
  id: string;
  email: string;
  role: Role;
  password: string;
  access: string;
  refresh: string;
  /** `{ Authorization: "Bearer <access>" }` */
  headers: Record<string, string>;
};

export type RequestOptions = {
  method?: string;
  /** Sent as JSON with Content-Type application/json. */
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** Authenticates as this user (Bearer access token). */
  as?: TestUser | null;
};

export type TestApi = {
  /** http://127.0.0.1:PORT (the API lives under /api). */
  origin: string;
  database: Database;
  db: AppDatabase;
  config: ApiConfig;
  /** The API's job queue (its workers run in this process) and the mailer that queues on it. */
  queue: Queue;
  mailer: Mailer;
  /** Messages the API logged (errors included), for assertions. */
  logs: { level: string; message: string; fields?: Record<string, unknown> }[];
  /** fetch() relative to the API root: `request("/jobs/")` → `${origin}/api/jobs/`. */
  request(path: string, options?: RequestOptions): Promise<Response>;
  /**
   * Resolves once the job queue has nothing due: every mail sent (or failed and waiting for a later retry), every
   * job alert fanned out. For tests that read `outgoing_mails` or the outbox after a request.
   */
  drainQueue(timeoutMs?: number): Promise<void>;
  /** An active user with a password, straight in the database, with a token pair. */
  createUser(
    role: Role,
    fields?: { email?: string; firstName?: string; lastName?: string; active?: boolean },
  ): Promise<TestUser>;
  stop(): Promise<void>;
};

export type TestApiOptions = {
  /** The queue's timing; the default is production's retry schedule with a poll every second. */
  queue?: Partial<QueueTiming>;
};

/**
 * `env` overrides the configuration, e.g. `{ SMTP_URL: "smtp://127.0.0.1:2525" }` for a stand-in. The job queue and
 * its workers run as in the server (api/workers.ts), so mail leaves after the request that queued it.
 */
export async function startTestApi(
  env: Record<string, string | undefined> = {},
  options: TestApiOptions = {},
): Promise<TestApi> {
  const testDatabase = await createTestDatabase();
  const { database } = testDatabase;
  await migrateDatabase(database);
  const logs: TestApi["logs"] = [];
  const log: ApiLog = {
    info: (message, fields) => logs.push({ level: "info", message, fields }),
    warn: (message, fields) => logs.push({ level: "warn", message, fields }),
    error: (message, fields) => logs.push({ level: "error", message, fields }),
  };
  const config = parseApiConfig({
    NODE_ENV: "test",
    // Outside development a secret is required (docs/operations.md#starting); each test API gets its own.
    SECRET_KEY: randomBytes(32).toString("base64url"),
    DATA_DIR: testDatabase.dataDir,
    PUBLIC_URL: "http://localhost:3000",
    // A company's move is mailed at once; tests of the wait (docs/mail.md#status-mails) give their own.
    STATUS_MAIL_DELAY_SECONDS: "0",
    MESSAGE_MAIL_DELAY_SECONDS: "0",
    ...env,
  });
  const queue = createQueue(database, log, { ...QUEUE_TIMING, pollingSeconds: 1, ...options.queue });
  await queue.start();
  await startWorkers({ database, config, log, queue });
  const api = createApi({ database, queue, config, log });
  // The production listener (server/api-tier.ts), not @hono/node-server's serve() with its global overrides.
  const server = createServer(apiRequestListener(api.fetch)).listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const deps = createDeps(database, config, log, queue);

  async function request(path: string, options: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.as) headers.Authorization = `Bearer ${options.as.access}`;
    let body = options.body;
    if (options.json !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(options.json);
    }
    const method = options.method ?? (body ? "POST" : "GET");
    const send = () => fetch(`${origin}/api${path}`, { method, headers, body });
    try {
      return await send();
    } catch (error) {
      // A server that answers early (413 on an oversized upload) closes the keep-alive socket; the next request
      // may be handed that dead socket. Browsers retry idempotent requests then, and so do we: once, GET only.
      if (method !== "GET" || !isClosedSocket(error)) throw error;
      return send();
    }
  }

  async function createUser(role: Role, fields: Parameters<TestApi["createUser"]>[1] = {}): Promise<TestUser> {
    const email = fields.email ?? `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@example.test`;
    const [row] = await database.db
      .insert(users)
      .values({
        email,
        username: email,
        role,
        firstName: fields.firstName ?? "Test",
        lastName: fields.lastName ?? (role === "COMPANY" ? "Owner" : "Worker"),
        passwordHash: await hashPassword(TEST_PASSWORD),
        isActive: fields.active ?? true,
        language: "en",
      })
      .returning({ id: users.id });
    const pair = await deps.tokens.issuePair({ id: row.id, role });
    await database.db
      .insert(refreshTokens)
      .values({ jti: pair.refreshJti, userId: row.id, expiresAt: pair.refreshExpiresAt });
    return {
      id: row.id,
      email,
      role,
      password: TEST_PASSWORD,
      access: pair.access,
      refresh: pair.refresh,
      headers: { Authorization: `Bearer ${pair.access}` },
    };
  }

  async function drainQueue(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await database.db.execute<{ due: number }>(
        sql`select count(*)::int as due from pgboss.job where state in ('created', 'retry', 'active') and (state = 'active' or start_after <= now())`,
      );
      if (rows[0].due === 0) return;
      if (Date.now() > deadline) throw new Error(`The queue still had ${rows[0].due} jobs due after ${timeoutMs} ms`);
      await sleep(50);
    }
  }

  return {
    origin,
    database,
    db: database.db,
    config,
    queue,
    mailer: deps.mailer,
    logs,
    request,
    drainQueue,
    createUser,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await queue.stop();
      // pg-boss's stop waits for the jobs being worked, not for a worker's fetch already sent: on PostgreSQL that
      // query could land after the pool below has ended (an unhandled "Cannot use a pool after calling end").
      await sleep(600);
      await testDatabase.dispose();
    },
  };
}

/**
 * The test API whose mail goes to an SMTP stand-in started first (`env` adds to SMTP_URL), for the files that read
 * the mails the API sends; `stop` ends both, the API first.
 */
export async function startApiWithSmtp(
  env: Record<string, string | undefined> = {},
  options: TestApiOptions = {},
): Promise<{ api: TestApi; smtp: SmtpStandIn; stop(): Promise<void> }> {
  const smtp = await startSmtpStandIn();
  const api = await startTestApi({ SMTP_URL: smtp.url, ...env }, options);
  return {
    api,
    smtp,
    async stop() {
      await api.stop();
      await smtp.stop();
    },
  };
}

/**
 * One API with its mail server for a whole test file: started before the file's tests, stopped after them. The two
 * stand for the running ones from the moment they start (reading either before that is a mistake in the test).
 *
 *   const { api, smtp } = apiWithSmtpForThisFile();
 */
export function apiWithSmtpForThisFile(
  env: Record<string, string | undefined> = {},
  options: TestApiOptions = {},
): { api: TestApi; smtp: SmtpStandIn } {
  let started: Awaited<ReturnType<typeof startApiWithSmtp>> | undefined;
  beforeAll(async () => {
    started = await startApiWithSmtp(env, options);
  });
  afterAll(() => started?.stop());
  const running = () => {
    if (!started) throw new Error("The API of this file has not started yet (use it inside a test or a hook).");
    return started;
  };
  return { api: standIn(() => running().api), smtp: standIn(() => running().smtp) };
}

/** An object that forwards every read and write to the one `current` gives at that moment. */
function standIn<T extends object>(current: () => T): T {
  return new Proxy({} as T, {
    get: (_target, key) => {
      const target = current();
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
    set: (_target, key, value) => Reflect.set(current(), key, value),
  });
}

function isClosedSocket(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code === "UND_ERR_SOCKET" || cause?.code === "ECONNRESET";
}
