/**
 * The embedded database's own thread (api/db/pglite-thread.ts): PGlite, a WebAssembly build of PostgreSQL, runs
 * every statement synchronously on the thread that calls it. Here it runs on a worker thread, so the server's event
 * loop renders pages while a statement executes (issue 23: on the main thread PGlite was a fifth to a third of
 * a signed-in page's CPU). Plain JavaScript so that the worker needs no TypeScript loader.
 *
 * Messages in: { id, op, ... } with op one of open, query, exec, script, begin, commit, rollback, close.
 * Messages out: { id, ok: true, result } or { id, ok: false, error: { name, message, ...fields } }.
 */
import { parentPort } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

if (!parentPort) throw new Error("pglite-thread-worker.mjs runs as a worker thread");
const port = parentPort;

/** @type {PGlite | undefined} */
let client;
/** Open transactions by id: PGlite's transaction, how to end it, and its outcome. */
const transactions = new Map();
const ROLLBACK = Symbol("rollback");

/** The options of a query, rebuilt: parsers that keep these types' text (drizzle reads dates as text). */
function queryOptions(message) {
  const options = {};
  if (message.rowMode) options.rowMode = message.rowMode;
  if (message.textTypes && message.textTypes.length > 0) {
    options.parsers = Object.fromEntries(message.textTypes.map((type) => [type, (value) => value]));
  }
  return options;
}

/** Whom a statement runs on: an open transaction's connection, or the database. */
function target(message) {
  if (message.tx === undefined) return open();
  const transaction = transactions.get(message.tx);
  if (!transaction) throw new Error(`no open transaction ${message.tx}`);
  return transaction.tx;
}

function open() {
  if (!client) throw new Error("the embedded database is not open");
  return client;
}

async function handle(message) {
  switch (message.op) {
    case "open":
      client = await PGlite.create(message.dataDir, { extensions: { unaccent } });
      return null;
    case "query":
      return target(message).query(message.sql, message.params, queryOptions(message));
    case "exec":
      return target(message).exec(message.sql);
    case "script": {
      // A script that fails half-way must not leave the one session inside an aborted transaction.
      const database = open();
      try {
        return await database.exec(message.sql);
      } catch (error) {
        if (database.isInTransaction()) await database.exec("rollback");
        throw error;
      }
    }
    case "begin":
      return begin(message.tx);
    case "commit":
    case "rollback": {
      const transaction = transactions.get(message.tx);
      if (!transaction) throw new Error(`no open transaction ${message.tx}`);
      transaction.finish(message.op === "commit");
      return transaction.done;
    }
    case "close":
      await client?.close();
      client = undefined;
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

/** Opens transaction `id`; it ends when the main thread sends commit or rollback. */
function begin(id) {
  return new Promise((started, failed) => {
    let finish = () => undefined;
    const ended = new Promise((resolve, reject) => {
      finish = (commit) => (commit ? resolve() : reject(ROLLBACK));
    });
    ended.catch(() => undefined);
    const entry = { tx: undefined, finish, done: Promise.resolve(null) };
    entry.done = open()
      .transaction(async (tx) => {
        entry.tx = tx;
        transactions.set(id, entry);
        started(null);
        await ended;
      })
      .then(
        () => null,
        (error) => {
          if (error === ROLLBACK) return null;
          throw error;
        },
      )
      .finally(() => transactions.delete(id));
    // BEGIN itself failed: the transaction never started (once started, this rejection is the commit's answer).
    entry.done.catch(failed);
  });
}

function plainError(error) {
  if (!(error instanceof Error)) return { name: "Error", message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message };
}

port.on("message", (message) => {
  Promise.resolve()
    .then(() => handle(message))
    .then(
      (result) => port.postMessage({ id: message.id, ok: true, result }),
      (error) => port.postMessage({ id: message.id, ok: false, error: plainError(error) }),
    );
});
