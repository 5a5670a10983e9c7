/**
 * The web tier: Remix's request handler and the load context every loader and action receives
 * (app/load-context.ts): the response's CSP nonce, a way to call the API, either in-process
 * (Hono's fetch, no socket) or over HTTP to API_URL with a timeout, and the request's monitor.
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import type { RequestHandler } from "express";
import type { AppContext, BrowserMonitoring } from "../app/load-context";
import type { MonitorRequest } from "./request-monitor";
import { withRouteFailures } from "./route-failures";
import { cspNonceOf } from "./security-headers";

export const SERVER_BUILD_PATH = fileURLToPath(new URL("../build/server/index.js", import.meta.url));
/** Vite's manifest of the client build (kept by `build.manifest: true` in vite.config.ts). */
const CLIENT_MANIFEST_PATH = fileURLToPath(new URL("../build/.vite/client-manifest.json", import.meta.url));
/** The browser's Sentry module: an entry of its own in the client build, so no page's chunks name it. */
const SENTRY_CLIENT_MODULE = "app/lib/monitoring/sentry.client.ts";

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
  monitorRequest: MonitorRequest;
  /** Sentry in the browser (`browserMonitoringFor`); absent without SENTRY_DSN. */
  browserMonitoring?: BrowserMonitoring;
  /** Remix build, or a loader for one (Vite's dev server reloads it on every request). */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  nodeEnv: "development" | "production" | "test";
}

export async function createWebHandler(options: WebHandlerOptions): Promise<RequestHandler> {
  const source = options.build ?? (await loadServerBuild());
  // A failure escaping a loader or action becomes an error page with a reference (route-failures.ts).
  const build = typeof source === "function" ? async () => withRouteFailures(await source()) : withRouteFailures(source);
  return createRequestHandler({
    build,
    // Remix sends error details to the browser in any mode but production; tests must see what users see.
    mode: options.nodeEnv === "development" ? "development" : "production",
    getLoadContext: (req, res): AppLoadContext => {
      const monitor = options.monitorRequest(req, res);
      return {
        nonce: cspNonceOf(res),
        apiFetch: forwardingRequestId(options.api.apiFetch, monitor.requestId),
        apiBaseUrl: options.api.apiBaseUrl,
        monitor,
        browserMonitoring: options.browserMonitoring,
      };
    },
  });
}

/** A loader's API calls carry the page's request id, so an API error logged meanwhile names the page's request. */
function forwardingRequestId(apiFetch: ApiFetch, requestId: string): ApiFetch {
  return (request) => {
    request.headers.set("X-Request-Id", requestId);
    return apiFetch(request);
  };
}

/** What the root loader hands the browser to start Sentry after hydration, or undefined without SENTRY_DSN. */
export function browserMonitoringFor(
  env: { SENTRY_DSN?: string; PUBLIC_URL: string },
  { fromSource }: { fromSource: boolean },
): BrowserMonitoring | undefined {
  if (!env.SENTRY_DSN) return undefined;
  return { dsn: env.SENTRY_DSN, origin: env.PUBLIC_URL, script: fromSource ? `/${SENTRY_CLIENT_MODULE}` : `/${builtSentryModule()}` };
}

function builtSentryModule(): string {
  const manifest: unknown = existsSync(CLIENT_MANIFEST_PATH) ? JSON.parse(readFileSync(CLIENT_MANIFEST_PATH, "utf8")) : {};
  const entry = typeof manifest === "object" && manifest !== null ? (manifest as Record<string, { file?: unknown }>)[SENTRY_CLIENT_MODULE] : undefined;
  if (typeof entry?.file !== "string") {
    throw new Error(`SENTRY_DSN is set but the build has no ${SENTRY_CLIENT_MODULE} (${CLIENT_MANIFEST_PATH}): run "npm run build"`);
  }
  return entry.file;
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
