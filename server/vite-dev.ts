/**
 * Development without a build: Vite's dev server in middleware mode serves the app's modules with
 * hot reload, and Remix re-reads its server build from Vite on every request. Used only when
 * NODE_ENV=development and build/server/index.js is missing (`npm start` builds instead).
 */
import type { ServerBuild } from "@remix-run/node";
import type { RequestHandler } from "express";
import type { CspRule } from "./csp";
import { isServerBuild } from "./web-tier";

export interface ViteDev {
  middleware: RequestHandler;
  build: () => Promise<ServerBuild>;
  close(): Promise<void>;
}

/** Vite injects CSS through <style> elements and reloads over a WebSocket: allowed in development only. */
export const VITE_DEV_CSP_RULE: CspRule = {
  paths: /^\//,
  sources: { "style-src": ["'unsafe-inline'"], "connect-src": ["ws:", "wss:"] },
};

export async function startViteDev(): Promise<ViteDev> {
  const vite = await import("vite");
  const ownSigtermListeners = new Set(process.listeners("SIGTERM"));
  const server = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
  // Remix's plugin starts a second, non-middleware Vite server whose SIGTERM handler exits at once (code 143),
  // cutting the graceful shutdown short; server/shutdown.ts closes Vite itself.
  for (const listener of process.listeners("SIGTERM")) {
    if (!ownSigtermListeners.has(listener)) process.off("SIGTERM", listener);
  }
  return {
    middleware: (req, res, next) => server.middlewares(req, res, next),
    build: async () => {
      const build: unknown = await server.ssrLoadModule("virtual:remix/server-build");
      if (!isServerBuild(build)) throw new Error("Vite did not return a Remix server build");
      return build;
    },
    close: () => server.close(),
  };
}
