/**
 * The embedded database on a thread of its own (issue 23). PGlite runs each statement synchronously on the thread
 * that calls it, and on the server's event loop its statements were a fifth to a third of a signed-in page's CPU,
 * time in which no other page could render. `PGliteThread` keeps PGlite on a worker thread
 * (pglite-thread-worker.mjs) and offers the part of its interface the product uses: drizzle's `query` and
 * `transaction`, `exec`, and `script` for pg-boss's parameterless scripts. Statements still run one at a time, in
 * the order sent, as on PGlite's one connection; a transaction holds that connection until it ends.
 *
 * What crosses the thread is copied (structured clone): parameters, rows, and errors as plain objects whose fields
 * (`code`, `detail`, `constraint`, ...) are kept. Parsers are not functions the worker can receive: the only ones the
 * product passes are drizzle's, which keep some types' text as it is, so the worker is sent those types' ids.
 */
import { Worker } from "node:worker_threads";
import type { QueryOptions, Results } from "@electric-sql/pglite";

/** One connection's statements: the database's, or an open transaction's. */
export interface EmbeddedConnection {
  query<Row>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<Row>>;
  exec(sql: string): Promise<Array<Results>>;
}

type Request =
  | { op: "open"; dataDir: string }
  | { op: "query"; tx?: number; sql: string; params: unknown[]; rowMode?: string; textTypes: number[] }
  | { op: "exec" | "script"; tx?: number; sql: string }
  | { op: "begin" | "commit" | "rollback"; tx: number }
  | { op: "close" };

type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: Record<string, unknown> };

export class PGliteThread implements EmbeddedConnection {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  #nextTransaction = 1;
  #failure: Error | undefined;
  #closed: Promise<void> | undefined;

  /** Opens (creating when new) the PGlite database in `dataDir`, with the unaccent extension, on its own thread. */
  static async open(dataDir: string): Promise<PGliteThread> {
    const thread = new PGliteThread();
    try {
      await thread.#call({ op: "open", dataDir });
    } catch (error) {
      await thread.#worker.terminate();
      throw error;
    }
    return thread;
  }

  private constructor() {
    // Plain JavaScript: none of the process's preloads (tsx, Sentry's instrument.ts) belong on this thread.
    this.#worker = new Worker(new URL("./pglite-thread-worker.mjs", import.meta.url), { execArgv: [] });
    // An idle database keeps no process alive; one waiting for a statement does (see #call).
    this.#worker.unref();
    this.#worker.on("message", (reply: Reply) => this.#settle(reply));
    this.#worker.on("error", (error) => this.#failAll(error));
    this.#worker.on("exit", (code) => this.#failAll(new Error(`the embedded database's thread stopped (${code})`)));
  }

  query<Row>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<Row>> {
    return this.#query<Row>(undefined, sql, params, options);
  }

  exec(sql: string): Promise<Array<Results>> {
    return this.#call({ op: "exec", sql }) as Promise<Array<Results>>;
  }

  /** A parameterless script of several statements; one that fails half-way is rolled back, not left open. */
  script(sql: string): Promise<Array<Results>> {
    return this.#call({ op: "script", sql }) as Promise<Array<Results>>;
  }

  /** Runs `body` in a transaction: committed when it resolves, rolled back (and its error thrown) when it throws. */
  async transaction<T>(body: (tx: EmbeddedConnection) => Promise<T>): Promise<T> {
    const tx = this.#nextTransaction++;
    await this.#call({ op: "begin", tx });
    const connection: EmbeddedConnection = {
      query: <Row>(sql: string, params: unknown[] = [], options?: QueryOptions) =>
        this.#query<Row>(tx, sql, params, options),
      exec: (sql: string) => this.#call({ op: "exec", tx, sql }) as Promise<Array<Results>>,
    };
    let result: T;
    try {
      result = await body(connection);
    } catch (error) {
      await this.#call({ op: "rollback", tx });
      throw error;
    }
    await this.#call({ op: "commit", tx });
    return result;
  }

  close(): Promise<void> {
    this.#closed ??= this.#call({ op: "close" })
      .catch(() => undefined)
      .then(async () => {
        await this.#worker.terminate();
      });
    return this.#closed;
  }

  #query<Row>(tx: number | undefined, sql: string, params: unknown[], options?: QueryOptions): Promise<Results<Row>> {
    return this.#call({
      op: "query",
      tx,
      sql,
      params,
      rowMode: options?.rowMode,
      textTypes: Object.keys(options?.parsers ?? {}).map(Number),
    }) as Promise<Results<Row>>;
  }

  #call(request: Request): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  #settle(reply: Reply): void {
    const waiting = this.#pending.get(reply.id);
    if (!waiting) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.ok) waiting.resolve(reply.result);
    else waiting.reject(databaseError(reply.error));
  }

  #failAll(error: Error): void {
    this.#failure ??= error;
    for (const waiting of this.#pending.values()) waiting.reject(error);
    this.#pending.clear();
  }
}

/** The worker's error as an Error again, with PostgreSQL's fields (`code`, `detail`, `constraint`, ...). */
function databaseError(fields: Record<string, unknown>): Error {
  const error = new Error(typeof fields.message === "string" ? fields.message : "database error");
  Object.assign(error, fields);
  return error;
}
