import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { detectLocale } from "./lib/i18n/detect-locale";
import { I18nProvider } from "./lib/i18n/react";
import { getServerTranslations } from "./lib/i18n/runtime.server";
import { NonceProvider } from "./lib/nonce-provider";
import { NulRepairStream } from "./lib/nul-repair-stream.server";

/** How long single-fetch promises may stream; the render is aborted a second after that. */
export const streamTimeout = 5_000;

/**
 * Renders the document to one buffer before answering (design section 10): the compression middleware
 * compresses a streamed page chunk by chunk, which halves throughput and doubles the bytes sent.
 * Bots wait for everything (onAllReady); browsers start collecting at onShellReady. Either way the body is
 * sent whole, so the difference is only which errors can still change the status code.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const nonce = loadContext.nonce;
  const readyEvent = isbot(request.headers.get("user-agent")) ? "onAllReady" : "onShellReady";
  const i18n = getServerTranslations(detectLocale(request));
  let status = responseStatusCode;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nProvider value={i18n}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </I18nProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
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
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors before the shell is ready are rethrown to Remix by onShellError; log the rest here.
          if (shellRendered) console.error(error);
        },
      },
    );
    const abortTimer = setTimeout(abort, streamTimeout + 1_000);
  });
}

/**
 * Logs unexpected server errors. Not logged: aborted requests (the client went away) and the router's own
 * answers to a client's mistake (404 for an unmatched URL, a favicon or scanner probe; 405 for a method a route
 * has no action for), which are expected noise a client could repeat at will.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouterClientError(error)) return;
  console.error(error);
};

function isRouterClientError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const candidate = error as { status?: unknown; internal?: unknown };
  return typeof candidate.status === "number" && candidate.status >= 400 && candidate.status < 500 && candidate.internal === true;
}
