/**
 * The web tier: Remix's request handler and the load context every loader and action receives
 * (app/load-context.ts): the response's CSP nonce and this request's way to call the API
 * (server/api-connection.ts).
 */
import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import type { RequestHandler } from "express";
import type { ApiAccess } from "./api-connection";
import { cspNonceOf } from "./security-headers";
import { withUnavailablePages } from "./unavailable-pages";

export const SERVER_BUILD_PATH = fileURLToPath(new URL("../build/server/index.js", import.meta.url));

export interface WebHandlerOptions {
  /** Each request's access to the API (apiAccessFor in server/api-connection.ts). */
  api: () => ApiAccess;
  /** Remix build, or a loader for one (Vite's dev server reloads it on every request). */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  nodeEnv: "development" | "production" | "test";
}

export async function createWebHandler(options: WebHandlerOptions): Promise<RequestHandler> {
  const source = options.build ?? (await loadServerBuild());
  // An API failure escaping a loader or action becomes a 502/503/504 error page, not a crash (unavailable-pages.ts).
  const build = typeof source === "function" ? async () => withUnavailablePages(await source()) : withUnavailablePages(source);
  return createRequestHandler({
    build,
    // Remix sends error details to the browser in any mode but production; tests must see what users see.
    mode: options.nodeEnv === "development" ? "development" : "production",
    getLoadContext: (_req, res): AppLoadContext => ({ nonce: cspNonceOf(res), ...options.api() }),
  });
}

async function loadServerBuild(): Promise<ServerBuild> {
  if (!existsSync(SERVER_BUILD_PATH)) {
    throw new Error(`No web build at ${SERVER_BUILD_PATH}: run "npm run build" (or "npm start", which builds when needed).`);
  }
  const build: unknown = await import(pathToFileURL(SERVER_BUILD_PATH).href);
  if (!isServerBuild(build)) throw new Error(`${SERVER_BUILD_PATH} is not a Remix server build`);
  return build;
}

export function isServerBuild(value: unknown): value is ServerBuild {
  return typeof value === "object" && value !== null && "routes" in value && "entry" in value && "assets" in value;
}
