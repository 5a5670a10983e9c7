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
}

declare module "@remix-run/node" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
