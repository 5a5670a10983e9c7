/** pg-boss statements run on a drizzle transaction (api/services/queue.ts `withParameters`, docs/mail.md). */
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { withParameters } from "../../api/services/queue";

const dialect = new PgDialect();

describe("withParameters", () => {
  it("binds each $n to its value, in the order the text uses them", () => {
    const query = dialect.sqlToQuery(
      withParameters("select $2::int as b, $1::text as a, $3 as c", ["x", 7, undefined]),
    );
    expect(query.sql).toBe("select $1::int as b, $2::text as a, $3 as c");
    expect(query.params).toStrictEqual([7, "x", null]);
  });

  it("leaves dollar-quoted text alone", () => {
    const query = dialect.sqlToQuery(withParameters("select $1 || $$ and more$$", ["v"]));
    expect(query.sql).toBe("select $1 || $$ and more$$");
    expect(query.params).toStrictEqual(["v"]);
  });

  it("refuses a statement that uses a parameter twice, or one it was not given", () => {
    expect(() => withParameters("select $1, $1", [1])).toThrow(/\$1 is repeated/);
    expect(() => withParameters("select $2", [1])).toThrow(/\$2 is repeated or missing/);
  });
});
