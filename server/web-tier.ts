/**
 * The web tier: Remix's request handler and the load context every loader and action receives
 * (app/load-context.ts): the response's CSP nonce and a way to call the API, either in-process
 * (Hono's fetch, no socket) or over HTTP to API_URL with a timeout.
 */
import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import type { RequestHandler } from "express";
import type { AppContext } from "../app/load-context";
import { cspNonceOf } from "./security-headers";
import { withUnavailablePages } from "./unavailable-pages";

export const SERVER_BUILD_PATH = fileURLToPath(new URL("../build/server/index.js", import.meta.url));

/** The base the in-process client addresses; any host works, Hono routes on the path. */
export const IN_PROCESS_API_BASE = "http://internal/api";

type ApiFetch = AppContext["apiFetch"];

/** How loaders reach the API. */
export type ApiConnection =
  | { kind: "in-process"; fetch: (request: Request) => Promise<Response> }
  | { kind: "remote"; baseUrl: string; timeoutMs: number };

export function apiClientFor(connection: ApiConnection): Pick<AppContext, "apiFetch" | "apiBaseUrl"> {
  if (connection.kind === "in-process") return { apiFetch: connection.fetch, apiBaseUrl: IN_PROCESS_API_BASE };
  return { apiFetch: remoteFetch(connection.timeoutMs), apiBaseUrl: connection.baseUrl };
}

/**
 * A remote API that hangs must not hang the page (security.md "Reliability"): the call is
 * aborted after `timeoutMs`, or as soon as the browser goes away (the request's own signal).
 */
function remoteFetch(timeoutMs: number): ApiFetch {
  return (request) => fetch(request, { signal: AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]) });
}

export interface WebHandlerOptions {
  api: Pick<AppContext, "apiFetch" | "apiBaseUrl">;
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
    getLoadContext: (_req, res): AppLoadContext => ({ nonce: cspNonceOf(res), ...options.api }),
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
