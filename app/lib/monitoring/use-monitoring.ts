import { useEffect } from "react";
import type { BrowserMonitoring } from "~/load-context";
import type * as SentryClient from "./sentry.client";

/**
 * Starts Sentry after hydration when the root loader says it is on (docs/errors.md#sentry). By URL: the
 * module is an entry of its own in the client build, so no chunk of the page names it, and without SENTRY_DSN
 * not one byte of it reaches the browser.
 */
export function useMonitoring(config: BrowserMonitoring | undefined): void {
  useEffect(() => {
    if (!config) return;
    void import(/* @vite-ignore */ config.script).then((module: typeof SentryClient) => module.start(config));
  }, [config]);
}
