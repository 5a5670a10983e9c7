/**
 * Loaded before server.ts (`node --import tsx --import ./server/instrument.ts server.ts`: scripts/start.mjs,
 * tests/support/start-server.ts, `npm run dev`): Sentry has to start before Express, http and Remix are imported
 * to trace them. Without SENTRY_DSN it imports nothing at all (docs/errors.md#sentry). It also gives
 * NODE_ENV its default before React loads.
 */
// Production unless NODE_ENV=development is set explicitly (docs/operations.md#starting): React and Remix read
// process.env.NODE_ENV when they load, so the default goes here, before anything imports them; common/env-schema.ts has
// the same default.
if (!process.env.NODE_ENV) process.env.NODE_ENV = "production";

const dsn = process.env.SENTRY_DSN;
if (dsn) {
  const { initSentry } = await import("./sentry");
  initSentry(dsn);
}

export {};
