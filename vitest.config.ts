import { randomBytes } from "node:crypto";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~": new URL("./app", import.meta.url).pathname,
      "#contract": new URL("./contract", import.meta.url).pathname,
    },
  },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/api/**/*.test.ts", "tests/server/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    globalSetup: ["tests/support/global-setup.ts", "tests/support/seeded-data-dir.ts"],
    // Outside NODE_ENV=development a secret is required (docs/operations.md#starting): modules that read the web tier's
    // configuration in a unit test get one made for this run; servers the tests start inherit it.
    env: { SECRET_KEY: randomBytes(32).toString("base64url") },
  },
});
