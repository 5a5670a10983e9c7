/**
 * Loaded before server.ts (`node --import tsx --import ./server/instrument.ts server.ts`: scripts/start.mjs,
 * tests/support/start-server.ts, `npm run dev`): Sentry has to start before Express, http and Remix are imported
 * to trace them. Without SENTRY_DSN it imports nothing at all (docs/decisions/132-sentry.md).
 */
const dsn = process.env.SENTRY_DSN;
if (dsn) {
  const { initSentry } = await import("./sentry");
  initSentry(dsn);
}

export {};
