import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteLoaderData,
} from "@remix-run/react";
import { Suspense, type ReactNode } from "react";
import { GeneralErrorBoundary } from "./components/errors/GeneralErrorBoundary";
import { RenderErrorBoundary } from "./components/errors/RenderErrorBoundary";
import { AppShell } from "./components/layout/AppShell";
import { OfflineGuard } from "./components/offline/OfflineGuard";
import { displayName, homeOfRole } from "./lib/account";
import { getWebEnv } from "./lib/env.server";
import { htmlLang, type I18nHandle } from "./lib/i18n/config";
import { isLite } from "./lib/lite.server";
import { detectLocale, localeFromQuery } from "./lib/i18n/detect-locale";
import { getFixedT } from "./lib/i18n/i18next.server";
import { localeCookie } from "./lib/i18n/locale-cookie";
import { useChangeLanguage } from "./lib/i18n/react";
import { useLocale } from "./lib/i18n/use-locale";
import { useLite } from "./lib/lite";
import { pageMeta } from "./lib/meta";
import type { RootData } from "./lib/root-data";
import { useMonitoring } from "./lib/monitoring/use-monitoring";
import { useRecordNavigationHistory } from "./lib/navigation/use-navigation-history";
import { useNonce } from "./lib/nonce-provider";
import { NOINDEX, seoLinks } from "./lib/seo";
import { getSession } from "./lib/session.server";
import { getToast } from "./lib/toast.server";
import appStylesHref from "./styles/app.css?url";

export const handle: I18nHandle = { i18n: "common" };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: appStylesHref },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Installable (docs/ui.md#offline): the manifest names the app, its icons and colours.
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = detectLocale(request);
  const t = getFixedT(locale, "common");
  // The user is read once per request here (design section 6); a dead session redirects to /login.
  const session = await getSession(request, context);
  const { toast, headers: toastHeaders } = await getToast(request);
  const headers = new Headers(toastHeaders ?? undefined);
  const chosen = localeFromQuery(new URL(request.url));
  if (chosen) headers.append("Set-Cookie", await localeCookie.serialize(chosen));
  return data(
    {
      locale,
      toast,
      // Lite mode (docs/ui.md#lite-mode): the page goes without scripts and heavy images.
      lite: isLite(request),
      // What the header shows of the signed-in account, and no more (no e-mail or id in every page).
      user: session.user && { name: displayName(session.user), home: homeOfRole(session.user.role) },
      // Only when SENTRY_DSN is set: the browser then starts Sentry after hydration.
      // With it, the signed-in user's id, which the browser's reports name (and only then is it in the page).
      ...(context.browserMonitoring
        ? { monitoring: context.browserMonitoring, monitoredUser: session.user?.uuid ?? null }
        : {}),
      // Titles for meta(): it cannot translate, and error screens have no loader data of their own.
      seo: {
        /** PUBLIC_URL, for canonical and alternate links (public by nature). */
        origin: getWebEnv().PUBLIC_URL,
        brand: t("brand"),
        description: t("meta.description"),
        notFound: t("errors.notFound.title"),
        sessionExpired: t("errors.sessionExpired.title"),
        error: t("errors.generic.title"),
        unavailable: t("errors.unavailable.title"),
        crash: t("errors.crash.title"),
      },
    } satisfies RootData,
    { headers },
  );
}

/**
 * Pages get a canonical link and hreflang alternates; error screens get noindex instead
 * (docs/ui.md#pages-for-search-engines).
 */
export const meta: MetaFunction<typeof loader> = ({ data: rootData, error, matches, location }) => {
  if (!rootData) return [NOINDEX];
  const { seo } = rootData;
  let title = seo.brand;
  if (isRouteErrorResponse(error)) {
    title =
      error.status === 404
        ? seo.notFound
        : [401, 403].includes(error.status)
          ? seo.sessionExpired
          : [502, 503, 504].includes(error.status)
            ? seo.unavailable
            : seo.error;
  } else if (error) {
    title = seo.crash;
  }
  const indexing = error ? [NOINDEX] : seoLinks({ origin: seo.origin, locale: rootData.locale, location, matches });
  return [...pageMeta({ title, description: seo.description }, matches), ...indexing];
};

/** The document around both the app and the error boundary, so error screens keep header and footer. */
export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const locale = useLocale();
  const nonce = useNonce();
  // Lite: no script of any kind (no modulepreload, no hydration data, no scroll restoration), so the page is what
  // the server rendered, as it is with JavaScript off (docs/ui.md#lite-mode).
  const lite = useLite();
  return (
    <html lang={htmlLang(locale)} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <AppShell locale={locale} toast={rootData?.toast ?? null}>
          {children}
        </AppShell>
        {lite ? null : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  const { locale, monitoring } = useLoaderData<typeof loader>();
  const { key } = useLocation();
  useChangeLanguage(locale);
  useRecordNavigationHistory();
  useMonitoring(monitoring);
  return (
    <RenderErrorBoundary resetKey={key}>
      {/* Navigations are transitions and wait for a route's namespaces; this catches any other update
          that needs one still loading, instead of failing. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      {/* Only where scripts run, so never on a Lite page: the service worker and the offline form guard. */}
      <OfflineGuard />
    </RenderErrorBoundary>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
