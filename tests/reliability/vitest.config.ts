import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The reliability suite (docs/testing.md#the-reliability-suite): load, database faults, two processes, a failing remote
 * API, mail through mail server faults and a kill -9 (docs/mail.md), probes, metrics, shared caches and start-up
 * together (189). Its own run because it measures: one file at a time, so no other test competes for the two cores.
 *
 *   bash scripts/with-postgres.sh npx vitest run --config tests/reliability/vitest.config.ts
 */
const root = fileURLToPath(new URL("../..", import.meta.url));

export default defineConfig({
  root,
  resolve: {
    alias: { "~": `${root}app`, "#contract": `${root}contract` },
  },
  test: {
    include: ["tests/reliability/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: "forks",
    fileParallelism: false,
    globalSetup: ["tests/support/global-setup.ts"],
    // One secret for every process a test starts (docs/operations.md#starting: outside development each would make its
    // own).
    env: { SECRET_KEY: randomBytes(32).toString("base64url") },
  },
});
