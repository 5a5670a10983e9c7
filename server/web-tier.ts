/**
 * The web tier: Remix's request handler and the load context every loader and action receives
 * (app/load-context.ts): the response's CSP nonce, this request's way to call the API
 * (server/api-connection.ts), and the request's monitor.
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import type { RequestHandler } from "express";
import type { AppContext, BrowserMonitoring } from "../app/load-context";
import type { ApiAccess, PageClient } from "./api-connection";
import { isWrite, type ReadCache } from "./read-cache";
import type { MonitorRequest } from "./request-monitor";
import { withRouteFailures } from "./route-failures";
import { cspNonceOf } from "./security-headers";

export const SERVER_BUILD_PATH = fileURLToPath(new URL("../build/server/index.js", import.meta.url));
/** Vite's manifest of the client build (kept by `build.manifest: true` in vite.config.ts). */
const CLIENT_MANIFEST_PATH = fileURLToPath(new URL("../build/.vite/client-manifest.json", import.meta.url));
/** The browser's Sentry module: an entry of its own in the client build, so no page's chunks name it. */
const SENTRY_CLIENT_MODULE = "app/lib/monitoring/sentry.client.ts";

type ApiFetch = AppContext["apiFetch"];

export interface WebHandlerOptions {
  /** Each request's access to the API, for the browser at this address (apiAccessFor in server/api-connection.ts). */
  api: (client: PageClient) => ApiAccess;
  monitorRequest: MonitorRequest;
  /** Sentry in the browser (`browserMonitoringFor`); absent without SENTRY_DSN. */
  browserMonitoring?: BrowserMonitoring;
  /** Remix build, or a loader for one (Vite's dev server reloads it on every request). */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  nodeEnv: "development" | "production" | "test";
  /** The shared reads of every page (docs/operations.md#caches); the web tier's own writes to the API empty it. */
  readCache?: ReadCache;
}

export async function createWebHandler(options: WebHandlerOptions): Promise<RequestHandler> {
  const source = options.build ?? (await loadServerBuild());
  // A failure escaping a loader or action becomes an error page with a reference (route-failures.ts).
  const build =
    typeof source === "function" ? async () => withRouteFailures(await source()) : withRouteFailures(source);
  return createRequestHandler({
    build,
    // Remix sends error details to the browser in any mode but production; tests must see what users see.
    mode: options.nodeEnv === "development" ? "development" : "production",
    getLoadContext: (req, res): AppLoadContext => {
      const monitor = options.monitorRequest(req, res);
      const api = options.api({ address: req.ip });
      const { readCache } = options;
      const apiFetch = forwardingRequestId(api.apiFetch, monitor.requestId);
      return {
        nonce: cspNonceOf(res),
        apiFetch: readCache ? invalidatingOnWrites(apiFetch, readCache) : apiFetch,
        apiBaseUrl: api.apiBaseUrl,
        monitor,
        // Remix's express adapter appends the route's own headers after these, so both reach the browser.
        setCookie: (cookie) => void res.append("Set-Cookie", cookie),
        browserMonitoring: options.browserMonitoring,
        readCache,
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

/** A write the API has answered (whatever its status) drops the shared reads, before the page goes on. */
function invalidatingOnWrites(apiFetch: ApiFetch, readCache: ReadCache): ApiFetch {
  return async (request) => {
    if (!isWrite(request.method)) return apiFetch(request);
    try {
      return await apiFetch(request);
    } finally {
      readCache.invalidate();
    }
  };
}

/** What the root loader hands the browser to start Sentry after hydration, or undefined without SENTRY_DSN. */
export function browserMonitoringFor(
  env: { SENTRY_DSN?: string; PUBLIC_URL: string },
  { fromSource }: { fromSource: boolean },
): BrowserMonitoring | undefined {
  if (!env.SENTRY_DSN) return undefined;
  return {
    dsn: env.SENTRY_DSN,
    origin: env.PUBLIC_URL,
    script: fromSource ? `/${SENTRY_CLIENT_MODULE}` : `/${builtSentryModule()}`,
  };
}

function builtSentryModule(): string {
  const manifest: unknown = existsSync(CLIENT_MANIFEST_PATH)
    ? JSON.parse(readFileSync(CLIENT_MANIFEST_PATH, "utf8"))
    : {};
  const entry =
    typeof manifest === "object" && manifest !== null
      ? (manifest as Record<string, { file?: unknown }>)[SENTRY_CLIENT_MODULE]
      : undefined;
  if (typeof entry?.file !== "string") {
    throw new Error(
      `SENTRY_DSN is set but the build has no ${SENTRY_CLIENT_MODULE} (${CLIENT_MANIFEST_PATH}): run "npm run build"`,
    );
  }
  return entry.file;
}

async function loadServerBuild(): Promise<ServerBuild> {
  if (!existsSync(SERVER_BUILD_PATH)) {
    throw new Error(
      `No web build at ${SERVER_BUILD_PATH}: run "npm run build" (or "npm start", which builds when needed).`,
    );
  }
  const build: unknown = await import(pathToFileURL(SERVER_BUILD_PATH).href);
  if (!isServerBuild(build)) throw new Error(`${SERVER_BUILD_PATH} is not a Remix server build`);
  return build;
}

export function isServerBuild(value: unknown): value is ServerBuild {
  return typeof value === "object" && value !== null && "routes" in value && "entry" in value && "assets" in value;
}
