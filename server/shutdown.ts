/**
 * Graceful shutdown (security.md "Reliability"): on SIGTERM or SIGINT readiness fails at once (server/health.ts),
 * the process keeps serving for `delayMs` so a load balancer sees that and sends nothing new
 * (docs/operations.md#caches), then stops accepting connections, lets in-flight requests finish for up to `timeoutMs`,
 * closes whatever sockets remain, closes the database and exits 0.
 */
import type { Server } from "node:http";
import type { RequestHandler } from "express";
import type { Logger } from "./logger";

export interface ShutdownOptions {
  server: Server;
  log: Logger;
  timeoutMs: number;
  /** How long the process keeps listening after the signal, answering /readyz with 503 (SHUTDOWN_DELAY_MS). */
  delayMs?: number;
  /** Closes the database (and anything else that must be flushed); runs after the last response. */
  closeResources: () => Promise<void>;
}

export interface Shutdown {
  /** Middleware: during shutdown, tells keep-alive clients not to reuse the connection. */
  closeConnectionsWhenDraining: RequestHandler;
  isDraining(): boolean;
}

export function createShutdown(): Shutdown & { install(options: ShutdownOptions): void } {
  let draining = false;
  return {
    isDraining: () => draining,
    closeConnectionsWhenDraining: (_req, res, next) => {
      if (draining) res.setHeader("Connection", "close");
      next();
    },
    install(options) {
      const onSignal = (signal: NodeJS.Signals) => {
        // Repeats are expected (Ctrl-C reaches both `npm start` and this process, which forwards it too);
        // the drain is already bounded by timeoutMs.
        if (draining) {
          options.log.info({ signal }, "shutdown: already in progress");
          return;
        }
        draining = true;
        void drain(signal, options);
      };
      process.on("SIGTERM", onSignal);
      process.on("SIGINT", onSignal);
    },
  };
}

async function drain(
  signal: NodeJS.Signals,
  { server, log, timeoutMs, delayMs = 0, closeResources }: ShutdownOptions,
): Promise<void> {
  if (delayMs > 0) {
    log.info({ signal, delayMs }, "shutdown: not ready any more, serving on until the load balancer has noticed");
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  log.info({ signal }, "shutdown: no longer accepting connections, waiting for in-flight requests");
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Idle keep-alive sockets would hold server.close() open until the client drops them; a request that
  // was in flight when the signal came leaves its socket idle only when it ends, so sweep until closed.
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  const timer = setTimeout(() => {
    log.warn({ timeoutMs }, "shutdown: in-flight requests did not finish in time, closing their connections");
    server.closeAllConnections();
  }, timeoutMs);
  await closed;
  clearTimeout(timer);
  clearInterval(sweep);
  log.info("shutdown: all connections closed");
  try {
    await closeResources();
    log.info("shutdown: database closed, exiting");
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, "shutdown: closing the database failed");
    process.exit(1);
  }
}
