/**
 * Sentry in the browser (spec section 9 "Monitoring"; docs/errors.md#sentry). Never part of a page's
 * first load: it is an entry of its own in the client build (vite.config.ts), and root.tsx imports it by URL
 * after hydration, only when the root loader says SENTRY_DSN is set. So it reads what it needs from Remix's
 * router rather than from React: the signed-in user (root loader) and the navigations to trace.
 */
// @sentry/browser, not @sentry/remix's browser half: that one imports React, and an entry sharing React with the
// page would split the page's shared chunk (more bytes on every first load).
import {
  browserProfilingIntegration,
  browserTracingIntegration,
  captureException,
  getClient,
  init,
  makeFetchTransport,
  replayIntegration,
  setUser,
  startBrowserTracingNavigationSpan,
  type Event,
} from "@sentry/browser";
import type { BrowserMonitoring } from "~/load-context";
import type { RenderCrash, RenderCrashQueue } from "./render-crashes";
import { redactText } from "../../../common/redact";
import { scrub, scrubEvent } from "../../../common/scrub-event";

let started = false;

export function start(config: BrowserMonitoring): void {
  if (started) return;
  started = true;
  init({
    dsn: config.dsn,
    environment: "production",
    sendDefaultPii: true,
    tracesSampleRate: 1,
    profileSessionSampleRate: 1,
    profileLifecycle: "trace",
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
    // localhost, the server's IP (the host this page came from, when it is opened by address) and our domain.
    allowUrls: ["localhost", window.location.host, new URL(config.origin).host],
    denyUrls: [],
    tracePropagationTargets: ["localhost", `${config.origin}/api/`],
    integrations: [
      // Navigations are traced from Remix's router below (the Remix SDK's own way wraps the root component).
      browserTracingIntegration({ instrumentNavigation: false }),
      browserProfilingIntegration(),
      // Uncompressed, so the transport below can scrub recordings: they hold the page's URL and links (an
      // activation link's token), which no hook of the SDK sees. It also needs no worker (no CSP worker-src).
      replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true, useCompression: false }),
    ],
    beforeSend: (event) => scrubEvent(withRequestId(event)),
    beforeSendTransaction: (event) => scrubEvent(withRequestId(event)),
    beforeBreadcrumb: (breadcrumb) => scrub(breadcrumb),
    transport: scrubbingTransport,
  });
  followRouter();
  reportRenderCrashes();
}

type FetchTransport = ReturnType<typeof makeFetchTransport>;
type Envelope = Parameters<FetchTransport["send"]>[0];

/** The last look at everything sent, replays included (their events and recordings pass no beforeSend). */
function scrubbingTransport(options: Parameters<typeof makeFetchTransport>[0]): FetchTransport {
  const transport = makeFetchTransport(options);
  return { ...transport, send: (envelope) => transport.send(scrubEnvelope(envelope)) };
}

function scrubEnvelope([headers, items]: Envelope): Envelope {
  const scrubbed = items.map(([header, payload]: [unknown, unknown]) => [
    header,
    typeof payload === "string" ? redactText(payload) : payload instanceof Uint8Array ? payload : scrub(payload),
  ]);
  return [scrub(headers), scrubbed] as Envelope;
}

/** The signed-in user (set at login, null after logout: spec section 4) and a span for each navigation. */
function followRouter(): void {
  const router = window.__remixRouter;
  let pathname = router.state.location.pathname;
  let userId = rootUserId(router.state.loaderData);
  setUser(userId ? { id: userId } : null);
  router.subscribe((state) => {
    const nextUserId = rootUserId(state.loaderData);
    if (nextUserId !== userId) {
      userId = nextUserId;
      setUser(userId ? { id: userId } : null);
    }
    const client = getClient();
    if (state.location.pathname !== pathname && client) {
      pathname = state.location.pathname;
      startBrowserTracingNavigationSpan(client, {
        name: pathname,
        op: "navigation",
        attributes: { "sentry.source": "url" },
      });
    }
  });
}

/** The root loader's `monitoredUser`: the signed-in user's id, sent to the page only while Sentry is on. */
function rootUserId(loaderData: Record<string, unknown>): string | null {
  const root = loaderData.root;
  if (typeof root !== "object" || root === null || !("monitoredUser" in root)) return null;
  return typeof root.monitoredUser === "string" ? root.monitoredUser : null;
}

/** Crashes RenderErrorBoundary caught before Sentry started, then every later one at once. */
function reportRenderCrashes(): void {
  const waiting = window.__renderCrashes;
  const report = ({ error, componentStack }: RenderCrash) =>
    captureException(error, { contexts: { react: { componentStack } } });
  if (Array.isArray(waiting)) waiting.forEach(report);
  const queue: RenderCrashQueue = { push: report };
  window.__renderCrashes = queue;
}

/**
 * Tags an event with the id of the request that delivered what the visitor sees (the last document or data
 * request): the server sends it in Server-Timing when Sentry is on (server/sentry.ts).
 */
function withRequestId<E extends Event>(event: E): E {
  const requestId = latestRequestId();
  return requestId ? { ...event, tags: { ...event.tags, request_id: requestId } } : event;
}

function latestRequestId(): string | undefined {
  // The document, then Remix's single-fetch data requests (`/jobs.data`); not translations, images or scripts.
  const pageRequests = [
    ...performance.getEntriesByType("navigation"),
    ...performance.getEntriesByType("resource").filter((entry) => new URL(entry.name).pathname.endsWith(".data")),
  ] as PerformanceResourceTiming[];
  for (const entry of pageRequests.reverse()) {
    const id = entry.serverTiming.find((timing) => timing.name === "request")?.description;
    if (id) return id;
  }
  return undefined;
}
