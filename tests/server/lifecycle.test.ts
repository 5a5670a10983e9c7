import { describe, expect, it } from "vitest";
import { runServerToExit, startServer } from "../support/start-server";

describe("graceful shutdown", () => {
  it("lets an in-flight request finish after SIGTERM, refuses new connections and exits 0", async () => {
    // GET /__test/slow exists only with TEST_ROUTES=1 (server/test-routes.ts).
    const server = await startServer({ env: { TEST_ROUTES: "1" } });
    const slow = fetch(`${server.url}/__test/slow?ms=2500`).then(async (response) => ({
      status: response.status,
      body: await response.text(),
    }));
    // Give the request time to arrive before the signal.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const stopped = server.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();

    expect(await slow).toEqual({ status: 200, body: "slept 2500 ms" });
    await stopped;
    expect(await server.exited).toBe(0);
    const output = server.output();
    expect(output).toContain("shutdown: no longer accepting connections");
    expect(output).toContain("shutdown: all connections closed");
    expect(output).toContain("shutdown: database closed, exiting");
  }, 120_000);
});

describe("data directory lock", () => {
  // The lock guards the embedded database; with DATABASE_URL (the PostgreSQL pass of CI) there is none.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    "makes a second server on the same DATA_DIR stop with a clear message",
    async () => {
      const first = await startServer();
      try {
        const second = await runServerToExit({ dataDir: first.dataDir });
        expect(second.code).toBe(1);
        expect(second.output).toContain(`The data directory ${first.dataDir} is already in use by another process`);
        expect(second.output).not.toMatch(/listening on/);
        // The first server is unharmed.
        expect((await fetch(`${first.url}/api/health/`)).status).toBe(200);
      } finally {
        await first.stop();
      }
    },
    120_000,
  );
});
