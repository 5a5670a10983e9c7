/**
 * The job queue on PostgreSQL (design section 13, issue 19, docs/mail.md): pg-boss 10 on the product's own
 * database, embedded PGlite or a PostgreSQL server, through pg-boss's `db` option. A queue job is inserted in the
 * caller's transaction, so it exists exactly when the change it is about was committed. pg-boss gives each job
 * to one worker (`FOR UPDATE SKIP LOCKED`), retries a failed one with exponential backoff, and its maintenance
 * fails over a job whose worker died (`expireInSeconds`), so delivery is at least once.
 *
 * Every process of the API tier runs the workers (server/api-tier.ts). A transaction run through
 * `queue.transaction` wakes this process's workers when it commits; jobs from other processes and retries that
 * come due are found by polling, every `pollingSeconds`.
 */
import { sql, type SQL } from "drizzle-orm";
import type pg from "pg";
import PgBoss from "pg-boss";
import { driverOf, type AppDatabase, type Database } from "../db/client";
import type { PGliteThread } from "../db/pglite-thread";
import type { ApiLog } from "../log";

/** What the jobs of each queue carry: ids only, never a mail's content or a secret. */
export type QueueJobs = {
  /** Send the `outgoing_mails` row. */
  mail: { mailId: number };
  /** pg-boss's dead letter of `mail`: every try failed; mark the row dead. */
  "mail-dead": { mailId: number };
  /** A job went live: mail the company's followers (services/job-alerts.ts). */
  "job-alerts": { jobId: number };
  /**
   * A company moved the application: mail its worker the status it has when the job runs (services/status-mail.ts).
   * One waiting job per application (the queue's `short` policy), so changes made close together are one mail.
   */
  "status-mail": { applicationId: number };
  /**
   * An agreed interview's reminder, due 24 hours before it (services/interview-mails.ts); it sends nothing if the
   * interview's SEQUENCE has changed since (moved or cancelled).
   */
  "interview-reminder": { interviewId: number; sequence: number };
  /**
   * Someone wrote in an application's thread: mail the other side (`to`) the messages they have not read nor been
   * mailed when the job runs (services/conversation-mail.ts). One waiting job per thread and side.
   */
  "message-mail": { applicationId: number; to: "EMPLOYEE" | "COMPANY" };
  /** A run of the search alerts of one frequency (services/search-alerts.ts); each schedules the next. */
  "search-alerts": { frequency: "INSTANT" | "DAILY" | "WEEKLY" };
};
export type QueueName = keyof QueueJobs;

export type QueueTiming = {
  /** How often an idle worker looks for jobs nobody woke it for (retries come due, other processes' jobs). */
  pollingSeconds: number;
  /** How often one process (pg-boss takes turns through the database) fails over expired jobs. */
  maintenanceSeconds: number;
  /** pg-boss 10 waits `retryDelay × 2^(n-1) × (1 + random)` seconds before the n-th retry. */
  retryDelaySeconds: number;
  retryLimit: number;
  /** A job still active this long after it started is failed over (its process died) and retried. */
  expireInSeconds: number;
};

/**
 * The production schedule (docs/mail.md): retries after 30–60 s, 1–2 min, 2–4 min, ... 17–34 h; the 12th and last
 * comes 34 to 68 hours after the first try. 35 s is a little over the 30 s the SMTP timeouts can add up to
 * (services/mail-delivery.ts); with maintenance every 20 s, a kill -9 mid-send is retried within about two minutes.
 */
export const QUEUE_TIMING: QueueTiming = {
  pollingSeconds: 10,
  maintenanceSeconds: 20,
  retryDelaySeconds: 30,
  retryLimit: 12,
  expireInSeconds: 35,
};

/**
 * The queues, dead letters first (a queue names its dead letter by foreign key). `short`: pg-boss keeps at most one
 * waiting (created) job per singleton key; a second one enqueued meanwhile is dropped in the enqueuing transaction.
 */
const QUEUES: ReadonlyArray<{ name: QueueName; deadLetter?: QueueName; policy?: "short" }> = [
  { name: "mail-dead" },
  { name: "mail", deadLetter: "mail-dead" },
  { name: "job-alerts" },
  { name: "status-mail", policy: "short" },
  { name: "interview-reminder" },
  { name: "message-mail", policy: "short" },
  { name: "search-alerts", policy: "short" },
];

const SCHEMA = "pgboss";
/** How long after a waiting job's time this process wakes its worker for it. */
const WAKE_MARGIN_MS = 100;
/** How long a stopping process lets a mail being sent finish before pg-boss fails it over. */
const STOP_TIMEOUT_MS = 10_000;

export type QueueJob<N extends QueueName> = { id: string; data: QueueJobs[N] };
export type EnqueueOptions = { startAfter?: Date; singletonKey?: string };

export type Queue = {
  /** Adds a job in the caller's transaction `tx`: it exists only if that transaction commits. */
  enqueue<N extends QueueName>(tx: AppDatabase, name: N, data: QueueJobs[N], options?: EnqueueOptions): Promise<void>;
  /** Adds several jobs of `name` in `tx`, in one statement (a run of the search alerts queues thousands of mails). */
  enqueueMany<N extends QueueName>(tx: AppDatabase, name: N, data: ReadonlyArray<QueueJobs[N]>): Promise<void>;
  /** Runs `work` in a transaction; once it has committed, this process's workers look for the jobs at once. */
  transaction<T>(work: (tx: AppDatabase) => Promise<T>): Promise<T>;
  /**
   * Runs `handle` for the jobs of `name` in this process, up to `batchSize` at once. A job whose `handle` throws is
   * retried on the queue's schedule, then goes to its dead letter.
   */
  work<N extends QueueName>(name: N, batchSize: number, handle: (job: QueueJob<N>) => Promise<void>): Promise<void>;
  /** Starts pg-boss in this process (maintenance, the timing in code stored with the queues); before `work`. */
  start(): Promise<void>;
  /** Stops the workers (a mail being sent gets up to 10 s); call before the database closes. */
  stop(): Promise<void>;
};

/**
 * Creates pg-boss's schema (`pgboss`) or migrates it to this version, and the queues. migrateDatabase() runs it, so
 * the request path can enqueue before any worker starts; pg-boss serialises processes that start together.
 */
export async function installQueues(database: Database, timing: QueueTiming = QUEUE_TIMING): Promise<void> {
  const boss = new PgBoss({ db: databaseExecutor(database), schema: SCHEMA, schedule: false, supervise: false });
  await boss.start();
  await defineQueues(boss, timing);
  await boss.stop({ graceful: false, close: false });
}

/**
 * pg-boss for this process. Enqueueing works at once (migrateDatabase installed the schema); `start` and `work`
 * make this process one that runs jobs too.
 */
export function createQueue(database: Database, log: ApiLog, timing: QueueTiming = QUEUE_TIMING): Queue {
  const boss = new PgBoss({
    db: databaseExecutor(database),
    schema: SCHEMA,
    // No cron jobs: the timekeeper would only add queries.
    schedule: false,
    maintenanceIntervalSeconds: timing.maintenanceSeconds,
  });
  boss.on("error", (error) => log.error("queue error", { error: error.message }));
  const workers = new Map<QueueName, string>();

  /**
   * A job that waits (`startAfter`) is due after the commit's wake-up has passed: this process wakes its worker
   * again when the job comes due, rather than at the next poll (up to `pollingSeconds` later). A rolled-back job
   * makes a wake-up that finds nothing; other processes find the job by polling.
   */
  function wakeAt(name: QueueName, at: Date): void {
    const wake = () => {
      const id = workers.get(name);
      if (id) boss.notifyWorker(id);
    };
    // A little past the time: pg-boss asks the database whether `start_after < now()`.
    setTimeout(wake, Math.max(0, at.getTime() - Date.now()) + WAKE_MARGIN_MS).unref();
  }

  return {
    async enqueue(tx, name, data, options = {}) {
      // insert(), not send(): its statement uses each parameter once, which transactionExecutor needs.
      await boss.insert([{ name, data, ...options }], { db: transactionExecutor(tx) });
      if (options.startAfter) wakeAt(name, options.startAfter);
    },
    async enqueueMany(tx, name, data) {
      if (data.length === 0) return;
      await boss.insert(
        data.map((item) => ({ name, data: item })),
        { db: transactionExecutor(tx) },
      );
    },
    async transaction(work) {
      const result = await database.db.transaction(work);
      // The dead letters are not woken: nothing a request commits goes there.
      for (const [name, id] of workers) if (name !== "mail-dead") boss.notifyWorker(id);
      return result;
    },
    async work(name, batchSize, handle) {
      const self = { id: "" };
      const options = { batchSize, pollingIntervalSeconds: timing.pollingSeconds };
      self.id = await boss.work<QueueJobs[typeof name]>(name, options, async (jobs) => {
        // Each job settles alone: pg-boss completes the batch's others when this returns.
        await Promise.all(
          jobs.map((job) =>
            handle(job).catch((error: unknown) =>
              boss.fail(name, job.id, { message: messageOf(error) }).catch((failure: unknown) => {
                // The job stays active; the maintenance fails it over once it expires.
                log.error("queue job could not be marked failed", { queue: name, error: messageOf(failure) });
              }),
            ),
          ),
        );
        // A full batch may have left more behind: look again now rather than after the polling interval.
        if (jobs.length === batchSize && self.id) boss.notifyWorker(self.id);
      });
      workers.set(name, self.id);
    },
    async start() {
      await boss.start();
      // The timing in code wins over what an older version stored with the queues.
      await defineQueues(boss, timing);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, close: false });
    },
  };
}

async function defineQueues(boss: PgBoss, timing: QueueTiming): Promise<void> {
  for (const { name, deadLetter, policy } of QUEUES) {
    const options = {
      name,
      ...(deadLetter ? { deadLetter } : {}),
      ...(policy ? { policy } : {}),
      retryLimit: timing.retryLimit,
      retryDelay: timing.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: timing.expireInSeconds,
    };
    await boss.createQueue(name, options);
    await boss.updateQueue(name, options);
  }
}

/**
 * pg-boss's statements on the process's database. Parameterless text may be a script of several statements
 * wrapped in BEGIN/COMMIT (its migrations and maintenance): PGlite runs those with `exec`, and a script that fails
 * half-way must not leave its session inside an aborted transaction (PGlite has one session; a pg client with one
 * is destroyed rather than handed back to the pool).
 */
function databaseExecutor(database: Database): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const driver = driverOf(database);
      if (values && values.length > 0)
        return driver.kind === "pglite" ? driver.client.query(text, values) : driver.pool.query(text, values);
      return driver.kind === "pglite" ? pgliteScript(driver.client, text) : poolScript(driver.pool, text);
    },
  };
}

async function pgliteScript(client: PGliteThread, text: string) {
  const results = await client.script(text);
  return { rows: results.at(-1)?.rows ?? [] };
}

async function poolScript(pool: pg.Pool, text: string) {
  const connection = await pool.connect();
  try {
    const result: unknown = await connection.query(text);
    connection.release();
    // A script of several statements answers with one result per statement.
    const last = (Array.isArray(result) ? result.at(-1) : result) as { rows?: unknown[] } | undefined;
    return { rows: last?.rows ?? [] };
  } catch (error) {
    connection.release(error instanceof Error ? error : true);
    throw error;
  }
}

/** pg-boss's statements on a drizzle transaction (both drivers), for a job inserted with the caller's change. */
function transactionExecutor(tx: AppDatabase): PgBoss.Db {
  return { executeSql: (text: string, values: unknown[] = []) => tx.execute(withParameters(text, values)) };
}

/**
 * pg-boss's `$n` text and values as one drizzle statement: each `$n` becomes a bound parameter (drizzle numbers
 * them again in the order they appear). Only for statements that use each parameter once: a value used in two
 * places would become two parameters, which PostgreSQL may type differently.
 */
export function withParameters(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  const used = new Set<number>();
  let end = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    const number = Number(match[1]);
    if (used.has(number) || number < 1 || number > values.length) {
      throw new Error(`Cannot run this statement on a transaction: parameter $${number} is repeated or missing`);
    }
    used.add(number);
    chunks.push(sql.raw(text.slice(end, match.index)), sql`${values[number - 1] ?? null}`);
    end = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(end)));
  return sql.join(chunks);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
