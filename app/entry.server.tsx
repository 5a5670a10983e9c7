import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { placeOptionsHtml } from "./lib/jobs/place-options.server";
import { ServerPlaceOptions } from "./components/job-editor/PlaceSelect";
import { languageOptionsHtml } from "./lib/forms/options-html.server";
import { ServerLanguageOptions } from "./components/job-editor/LanguageSelect";
import { referencedErrorResponse } from "../common/error-reference";
import { detectLocale } from "./lib/i18n/detect-locale";
import { I18nProvider } from "./lib/i18n/react";
import { NulRepairStream } from "./lib/nul-repair-stream.server";
import { getServerTranslations } from "./lib/i18n/runtime.server";
import { NonceProvider } from "./lib/nonce-provider";

/** How long single-fetch promises may stream; the render is aborted a second after that. */
export const streamTimeout = 5_000;

/**
 * Renders the document to one buffer before answering (design section 10): the compression middleware
 * compresses a streamed page chunk by chunk, which halves throughput and doubles the bytes sent.
 * Since the body is sent whole anyway, it is collected once everything is ready (onAllReady), for browsers and
 * bots alike: React then writes each Suspense boundary (Remix's single-fetch data) in place, not as a hidden
 * part and its `$RC` script that moves it (about 300 bytes of every page).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const nonce = loadContext.nonce;
  const i18n = getServerTranslations(detectLocale(request));
  let status = responseStatusCode;

  return new Promise((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nProvider value={i18n}>
          {/* The job editor's places and languages, written into the document only (docs/forms.md#long-option-lists). */}
          <ServerPlaceOptions.Provider value={placeOptionsHtml}>
            <ServerLanguageOptions.Provider value={languageOptionsHtml}>
              <RemixServer context={remixContext} url={request.url} nonce={nonce} />
            </ServerLanguageOptions.Provider>
          </ServerPlaceOptions.Provider>
        </I18nProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          const body = new NulRepairStream();
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            clearTimeout(abortTimer);
            const html = Buffer.concat(chunks);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set("Content-Length", String(html.byteLength));
            responseHeaders.append("Vary", "Cookie, Accept-Language");
            resolve(new Response(html, { status, headers: responseHeaders }));
          });
          body.on("error", (error) => {
            clearTimeout(abortTimer);
            reject(error);
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          // Reported by onError. Remix renders the error boundary for this response instead, which shows the
          // request id as the reference (docs/errors.md#unexpected-errors-and-their-reference).
          reject(error instanceof Response ? error : referencedErrorResponse(500, loadContext.monitor.requestId));
        },
        onError(error: unknown) {
          status = 500;
          // Every render error, the shell's and those a Suspense boundary caught (the browser renders that part
          // again and shows its own crash screen), once.
          if (!(error instanceof Response)) loadContext.monitor.error(error);
        },
      },
    );
    const abortTimer = setTimeout(abort, streamTimeout + 1_000);
  });
}

/**
 * What Remix hands over besides the failures of loaders, actions and the render (those arrive as error responses
 * already reported: server/route-failures.ts, onShellError above). Not logged: aborted requests (the client went
 * away) and 404s for unmatched URLs (favicon and scanner probes), which are expected noise. What a client can
 * cause at will (a `?_data=` request, an unknown route id, a POST to a page without an action) is a warning,
 * rate-limited; anything else is an unexpected error. (Remix's own CSRF check never fires: the origin check
 * hands Remix no Origin header, docs/security.md#cross-site-requests.)
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isUnmatchedUrlError(error) || error instanceof Response) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    context.monitor.warn(`remix-${error.status}`, `remix: ${error.status} ${String(error.data)}`);
  } else if (error instanceof Error && error.message.startsWith("Warning: ")) {
    context.monitor.warn("remix-warning", `remix: ${error.message}`);
  } else {
    context.monitor.error(error);
  }
};

function isUnmatchedUrlError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const candidate = error as { status?: unknown; internal?: unknown };
  return candidate.status === 404 && candidate.internal === true;
}
