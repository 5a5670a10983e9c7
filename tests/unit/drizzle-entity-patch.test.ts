/**
 * drizzle's entity check as patched (patches/drizzle-orm+*.patch): the walk up a class's ancestors is remembered per
 * class and entity type, and answers as the unpatched check does, every time it is asked.
 */
import { Column, is, SQL, sql, Table } from "drizzle-orm";
import { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { jobs } from "../../api/db/schema";

describe("drizzle's is()", () => {
  it("tells columns, tables and SQL apart, the same on every call", () => {
    for (let call = 0; call < 3; call += 1) {
      expect(is(jobs.id, Column)).toBe(true);
      expect(is(jobs.id, PgColumn)).toBe(true);
      expect(is(jobs.id, SQL)).toBe(false);
      expect(is(jobs, Table)).toBe(true);
      expect(is(jobs, PgTable)).toBe(true);
      expect(is(jobs, Column)).toBe(false);
      expect(is(sql`1`, SQL)).toBe(true);
      expect(is(sql`1`, Column)).toBe(false);
      expect(is({ value: 1 }, SQL)).toBe(false);
      expect(is(null, SQL)).toBe(false);
    }
  });

  it("recognises an entity of another copy of drizzle by its kind, as before", () => {
    // A class from a second copy of the library: not an instance of ours, but of the same kind.
    const kind = Symbol.for("drizzle:entityKind");
    class ForeignSQL {
      static readonly [kind] = (SQL as unknown as Record<symbol, string>)[kind];
    }
    expect(is(new ForeignSQL(), SQL)).toBe(true);
    expect(is(new ForeignSQL(), Column)).toBe(false);
    expect(is(new ForeignSQL(), SQL)).toBe(true);
  });
});
