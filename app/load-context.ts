/**
 * What server.ts hands every loader and action (typed once here; see design section 2).
 * The nonce is for CSP script tags only and must never be put into loader data.
 */
export interface AppContext {
  /** Per-request CSP nonce. */
  nonce: string;
  /** Calls the API: in-process (Hono app.fetch) by default, or a remote API when API_URL is set. */
  apiFetch: (request: Request) => Promise<Response>;
  /** Base URL of the API as the client should address it, ending in /api (e.g. http://internal/api). */
  apiBaseUrl: string;
  /** Logging and error reporting for this request (server/request-monitor.ts). */
  monitor: RequestMonitor;
  /**
   * Adds a Set-Cookie to this request's response, whatever the route answers (a document, data, a redirect, a
   * file): the one place the session's refreshed access cookie goes out (~/lib/session.server.ts), so no route
   * carries it by hand.
   */
  setCookie(cookie: string): void;
  /** Sentry in the browser; absent when SENTRY_DSN is unset, and then no byte of it reaches the page. */
  browserMonitoring?: BrowserMonitoring;
  /**
   * API reads that are the same for every reader, shared for a moment between requests and dropped by any write
   * (server/read-cache.ts, docs/operations.md#caches); absent in loader tests, where every read goes to the API.
   */
  readCache?: SharedReadCache;
}

export interface SharedReadCache {
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
}

export interface RequestMonitor {
  /** The id the request logger gave this request: X-Request-Id, the log lines, the error screen's reference. */
  readonly requestId: string;
  /** An unexpected error: one log line with the request id, method, path and the error's stack; Sentry when on. */
  error(error: unknown): void;
  /** Something a client can cause (a `?_data=` request): one warning line, at most a few a minute per kind. */
  warn(kind: string, message: string): void;
  /** Who is signed in, for Sentry's reports of this request (null: signed out). */
  setUser(userId: string | null): void;
}

/** What the browser needs to start Sentry (app/lib/monitoring/sentry.client.ts). */
export interface BrowserMonitoring {
  dsn: string;
  /** URL of the Sentry module, imported after hydration. */
  script: string;
  /** PUBLIC_URL: our own domain, and our own /api for trace headers. */
  origin: string;
}

declare module "@remix-run/node" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
