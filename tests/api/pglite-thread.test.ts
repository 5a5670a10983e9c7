import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGliteThread } from "../../api/db/pglite-thread";

/**
 * The embedded database on its own thread (api/db/pglite-thread.ts) behaves as PGlite on the calling thread did:
 * rows and drizzle's text parsers come back, a transaction commits or rolls back as its body ends, PostgreSQL's
 * error fields survive the thread, a failed script leaves no transaction open, and statements from concurrent
 * callers never run inside another caller's transaction.
 */
let db: PGliteThread;

beforeAll(async () => {
  db = await PGliteThread.open("memory://");
  await db.exec("create table items (id int primary key, name text not null, at timestamptz not null default now())");
}, 60_000);
afterAll(async () => {
  await db?.close();
});

describe("PGliteThread", () => {
  it("answers a query with its rows, by name or as arrays, and keeps the text of the types drizzle asks for", async () => {
    await db.query("insert into items (id, name, at) values ($1, $2, $3)", [1, "one", "2026-07-01T10:00:00Z"]);
    const named = await db.query<{ id: number; name: string }>("select id, name from items where id = $1", [1]);
    expect(named.rows).toEqual([{ id: 1, name: "one" }]);
    const arrays = await db.query("select id, name from items where id = $1", [1], { rowMode: "array" });
    expect(arrays.rows).toEqual([[1, "one"]]);
    const parsed = await db.query<{ at: unknown }>("select at from items where id = 1");
    expect(parsed.rows[0]?.at).toBeInstanceOf(Date);
    // drizzle's parsers for timestamptz (1184) keep PostgreSQL's text.
    const text = await db.query<{ at: unknown }>("select at from items where id = 1", [], {
      parsers: { 1184: (value: string) => value },
    });
    expect(text.rows[0]?.at).toBe("2026-07-01 10:00:00+00");
  });

  it("commits a transaction whose body resolves and rolls back one whose body throws, rethrowing its error", async () => {
    await db.transaction(async (tx) => {
      await tx.query("insert into items (id, name) values (2, 'two')");
    });
    const failure = new Error("changed my mind");
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into items (id, name) values (3, 'three')");
        throw failure;
      }),
    ).rejects.toBe(failure);
    const ids = await db.query<{ id: number }>("select id from items order by id");
    expect(ids.rows.map((row) => row.id)).toEqual([1, 2]);
  });

  it("keeps PostgreSQL's error fields (code, constraint) across the thread", async () => {
    const error: unknown = await db.query("insert into items (id, name) values (1, 'again')").catch((caught) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: "23505", constraint: "items_pkey" });
  });

  it("rolls back a script that fails half-way, so the next statement is not inside an aborted transaction", async () => {
    await expect(
      db.script("begin; insert into items (id, name) values (4, 'four'); select 1/0; commit;"),
    ).rejects.toThrow(/division by zero/);
    const four = await db.query("select id from items where id = 4");
    expect(four.rows).toEqual([]);
  });

  it("leaves the calling thread free while a statement runs: timers fire during a 400 ms statement", async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    try {
      await db.query("select pg_sleep(0.4)");
    } finally {
      clearInterval(timer);
    }
    // PGlite on this thread would have blocked the event loop for the whole statement: no tick at all.
    expect(ticks).toBeGreaterThanOrEqual(15);
  });

  it("runs another caller's statement after an open transaction ends, never inside it", async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query("insert into items (id, name) values (5, 'five')");
      await held;
      throw new Error("rolled back");
    });
    // Sent while the transaction is open: it waits for it, and so never sees row 5.
    const outside = db.query<{ count: number }>("select count(*)::int as count from items where id = 5");
    release();
    await expect(transaction).rejects.toThrow("rolled back");
    expect((await outside).rows).toEqual([{ count: 0 }]);
  });
});
