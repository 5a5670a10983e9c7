/**
 * What the root loader (app/root.tsx) gives every page, written out as a type: the header, the language hook and
 * the job page's structured data read it with `useRouteLoaderData<RootData>("root")`. Spelled here rather than as
 * `typeof loader` because root.tsx imports those components, and a component must not import the route module
 * that renders it (the circular-import check in `npm run lint`); the loader `satisfies` it, so the two agree.
 */
import type { BrowserMonitoring } from "~/load-context";
import type { Locale } from "./i18n/config";
import type { Toast } from "./toast";

export interface RootData {
  locale: Locale;
  toast: Toast | null;
  /** Lite mode (app/lib/lite.server.ts `isLite`): no scripts, no heavy images; read it with `useLite()`. */
  lite: boolean;
  /** What the header shows of the signed-in account, and no more (no e-mail or id in every page). */
  user: { name: string; home: string } | null;
  /** Only when SENTRY_DSN is set, with the signed-in user's id then. */
  monitoring?: BrowserMonitoring;
  monitoredUser?: string | null;
  /** Titles for meta(): it cannot translate, and error screens have no loader data of their own. */
  seo: {
    /** PUBLIC_URL, for canonical and alternate links (public by nature). */
    origin: string;
    brand: string;
    description: string;
    notFound: string;
    sessionExpired: string;
    error: string;
    unavailable: string;
    crash: string;
  };
}
