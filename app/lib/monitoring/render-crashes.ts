/**
 * Crashes caught by RenderErrorBoundary, handed to Sentry in the browser. Sentry starts after hydration (when it
 * is on at all), so a crash waits in `window.__renderCrashes`; app/lib/monitoring/sentry.client.ts reports what
 * waits and then replaces the queue with one that reports at once. Without Sentry nothing drains it: it keeps
 * only the first few. A global rather than a shared module, so the Sentry entry shares no chunk with the page.
 */

export interface RenderCrash {
  error: unknown;
  componentStack?: string;
}

export interface RenderCrashQueue {
  push(crash: RenderCrash): unknown;
}

declare global {
  interface Window {
    __renderCrashes?: RenderCrash[] | RenderCrashQueue;
  }
}

const KEPT_WITHOUT_REPORTING = 5;

export function reportRenderCrash(crash: RenderCrash): void {
  const queue = (window.__renderCrashes ??= []);
  if (!Array.isArray(queue) || queue.length < KEPT_WITHOUT_REPORTING) queue.push(crash);
}
