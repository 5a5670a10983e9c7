import { createServer, type Server, type Socket } from "node:net";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDatabaseUnavailable, unavailableReason } from "../../api/http/database-errors";
import { routeFailure } from "../../server/route-failures";
import { recordingMonitor } from "../support/load-context";

/** The errors a real driver raises when PostgreSQL is away, and what must not be mistaken for them. */
let silent: Server;
let silentPort = 0;
const sockets = new Set<Socket>();

beforeAll(async () => {
  // Accepts connections and never says a word: a server that hangs (or a network that drops packets).
  silent = createServer((socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const address = silent.address();
  silentPort = typeof address === "object" && address !== null ? address.port : 0;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

async function queryError(connectionString: string, options: pg.PoolConfig = {}): Promise<unknown> {
  const pool = new pg.Pool({ connectionString, max: 1, ...options });
  try {
    await drizzle(pool).execute(sql`select 1`);
    throw new Error("the query should have failed");
  } catch (error) {
    return error;
  } finally {
    await pool.end();
  }
}

function databaseError(code: string, message = "database error"): Error {
  return Object.assign(new Error(message), { code, severity: "FATAL" });
}

describe("isDatabaseUnavailable", () => {
  it("recognises a refused connection as drizzle wraps it", async () => {
    // Port 1 on loopback: nothing listens there.
    const error = await queryError("postgres://postgres@127.0.0.1:1/app");
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(unavailableReason(error)).toMatch(/^ECONNREFUSED: /);
  });

  it("recognises the pool's connection timeout against a silent server", async () => {
    const error = await queryError(`postgres://postgres@127.0.0.1:${silentPort}/app`, { connectionTimeoutMillis: 200 });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each(["57P01", "57P02", "57P03", "08006", "08001", "08P01", "53300"])(
    "recognises SQLSTATE %s, wrapped or not",
    (code) => {
      expect(isDatabaseUnavailable(databaseError(code))).toBe(true);
      expect(isDatabaseUnavailable(new Error("Failed query: select 1", { cause: databaseError(code) }))).toBe(true);
    },
  );

  it.each(["Connection terminated unexpectedly", "timeout exceeded when trying to connect", "Query read timeout"])(
    "recognises pg's code-less %j",
    (message) => {
      expect(isDatabaseUnavailable(new Error("Failed query", { cause: new Error(message) }))).toBe(true);
    },
  );

  it("recognises a refusal inside an AggregateError (localhost resolving to two addresses)", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED ::1:5432"), { code: "ECONNREFUSED" });
    expect(isDatabaseUnavailable(new AggregateError([refused, refused]))).toBe(true);
  });

  it("leaves real bugs and data errors alone: they stay 500s or 400s", () => {
    for (const error of [
      databaseError("23505", "duplicate key value violates unique constraint"),
      databaseError("42P01", "relation does not exist"),
      databaseError("22P02", "invalid input syntax"),
      new TypeError("Cannot read properties of undefined"),
      new Error("Failed query: select 1", { cause: databaseError("42703") }),
      "ECONNREFUSED",
      null,
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });

  it("stops on a cause cycle", () => {
    const first = new Error("first");
    const second = new Error("second", { cause: first });
    Object.assign(first, { cause: second });
    expect(isDatabaseUnavailable(first)).toBe(false);
  });
});

describe("routeFailure (web tier)", () => {
  const request = new Request("http://localhost/employee");
  const apiError = (status: number) => Object.assign(new Error(`API ${status}`), { name: "ApiError", status });
  const failure = (error: unknown) => {
    const monitor = recordingMonitor();
    const context = { nonce: "n", apiFetch: fetch, apiBaseUrl: "http://internal/api", monitor, setCookie: () => {} };
    return { thrown: routeFailure(error, { request, context }), monitor };
  };

  it("turns the client's ApiError of 500 or more into a gateway error response with a reference", async () => {
    const cases: [number, number][] = [
      [503, 503],
      [504, 504],
      [502, 502],
      [500, 502],
    ];
    for (const [upstream, expected] of cases) {
      const { thrown, monitor } = failure(apiError(upstream));
      expect(thrown).toBeInstanceOf(Response);
      const response = thrown as Response;
      expect(response.status).toBe(expected);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await response.json()).toEqual({
        detail: "Service temporarily unavailable.",
        reference: "test-request-id",
      });
      expect(monitor.warnings).toHaveLength(1);
      expect(monitor.errors).toHaveLength(0);
    }
  });

  it("reports anything else unexpected once and answers 500 with a reference", async () => {
    for (const error of [new Error("render bug"), apiError(404)]) {
      const { thrown, monitor } = failure(error);
      expect((thrown as Response).status).toBe(500);
      expect(await (thrown as Response).json()).toEqual({
        detail: "A server error occurred.",
        reference: "test-request-id",
      });
      expect(monitor.errors).toEqual([error]);
    }
  });

  it("lets responses and redirects thrown on purpose through", () => {
    const redirect = new Response(null, { status: 302 });
    const { thrown, monitor } = failure(redirect);
    expect(thrown).toBe(redirect);
    expect(monitor.errors).toHaveLength(0);
  });
});
