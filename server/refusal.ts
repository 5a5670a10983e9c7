/**
 * How server.ts's own guards answer (403 origin check, 429 rate limit, 404/500 outside Remix):
 * the API contract's `{"detail": "..."}` under /api, a short self-contained page elsewhere.
 * The page has no scripts or styles, so it needs nothing from the CSP and nothing from Remix.
 */
import type { Request, Response } from "express";
import type { ApiErrorCode } from "../contract/api-errors";

export function isApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/");
}

/**
 * English first, Greek below: the page is shown before any language detection runs. Under /api the English text
 * goes out with the error's code (contract/error-codes.ts), as every API error does.
 */
export interface RefusalText {
  code: ApiErrorCode;
  en: string;
  el: string;
}

/** `reference`: the request id of a server error, shown so a support e-mail can be matched to its log line. */
export function refuse(req: Request, res: Response, status: number, text: RefusalText, reference?: string): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.status(status);
  // originalUrl: req.path is relative to the mount point inside a sub-router.
  if (isApiPath(req.originalUrl.split("?")[0])) {
    res.type("application/json; charset=utf-8").send(JSON.stringify({ detail: text.en, code: text.code }));
    return;
  }
  res.type("text/html; charset=utf-8").send(refusalPage(status, text, reference));
}

function refusalPage(status: number, text: RefusalText, reference: string | undefined): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${status} ${escapeHtml(text.en)}</title></head>
<body>
<h1>${escapeHtml(text.en)}</h1>
<p lang="el">${escapeHtml(text.el)}</p>
${reference ? `<p>Reference / Αναφορά: <code>${escapeHtml(reference)}</code></p>\n` : ""}<p><a href="/">Home / Αρχική</a></p>
</body>
</html>
`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export const REFUSALS = {
  crossSite: {
    code: "cross_site_refused",
    en: "Cross-site request refused.",
    el: "Το αίτημα από άλλο ιστότοπο απορρίφθηκε.",
  },
  tooManyRequests: {
    code: "too_many_requests",
    en: "Too many requests. Please try again later.",
    el: "Πάρα πολλά αιτήματα. Δοκιμάστε ξανά αργότερα.",
  },
  notFound: { code: "not_found", en: "Not found.", el: "Η σελίδα δεν βρέθηκε." },
  badRequest: { code: "bad_request", en: "Bad request.", el: "Μη έγκυρο αίτημα." },
  badPath: { code: "bad_path", en: "This address is not valid.", el: "Αυτή η διεύθυνση δεν είναι έγκυρη." },
  serverError: {
    code: "server_error",
    en: "Something went wrong, please try again later.",
    el: "Κάτι πήγε στραβά, δοκιμάστε ξανά αργότερα.",
  },
} satisfies Record<string, RefusalText>;
