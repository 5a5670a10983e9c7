/**
 * The local provider's pages (docs/payments.md#the-local-provider): checkout with Pay and Cancel, and a portal with a
 * cancel button, reached by a signed link instead of a bearer token. Plain HTML forms posting back to these paths;
 * each POST answers 303 to the URL the link carries (checked to be on our origin when the link was made). Every
 * answer is a page or a redirect, so each route returns its Response.
 */
import type { Context } from "hono";
import {
  cancelInLocalPortal,
  cancelLocalCheckout,
  payLocalCheckout,
  showLocalCheckout,
  showLocalPortal,
} from "../../contract/endpoints/payments";
import { route, type RouteDefinition } from "../http/route";
import {
  PORTAL_CANCEL_CONFIRMATION,
  checkoutPage,
  messagePage,
  pageLanguage,
  portalPage,
} from "../services/payments/local-pages";
import type { LocalPayment } from "../services/payments/local-provider";

export function localPaymentRoutes(local: LocalPayment): RouteDefinition[] {
  const { links } = local;
  const invalid = (c: Context) => html(c, messagePage(pageLanguage(c), "invalid"), 404);
  const closed = (c: Context) => html(c, messagePage(pageLanguage(c), "closed"), 410);

  return [
    route(showLocalCheckout, async ({ c, params }) => {
      const link = await links.readCheckout(params.token);
      const state = link && (await local.checkoutState(link));
      if (!link || !state) return invalid(c);
      if (state.subscription.status === "active") return c.redirect(link.success_url, 303);
      if (state.subscription.status !== "incomplete") return closed(c);
      return html(c, checkoutPage(pageLanguage(c), state));
    }),
    route(payLocalCheckout, async ({ c, params }) => {
      const link = await links.readCheckout(params.token);
      if (!link) return invalid(c);
      if ((await local.pay(link)) === "closed") return closed(c);
      return c.redirect(link.success_url, 303);
    }),
    route(cancelLocalCheckout, async ({ c, params }) => {
      const link = await links.readCheckout(params.token);
      if (!link) return invalid(c);
      await local.abandon(link);
      return c.redirect(link.cancel_url, 303);
    }),
    route(showLocalPortal, async ({ c, params }) => {
      const link = await links.readPortal(params.token);
      if (!link) return invalid(c);
      const state = await local.portalState(link);
      // The subscription ran out since the link was made: nothing left to manage.
      if (!state) return c.redirect(link.return_url, 303);
      return html(c, portalPage(pageLanguage(c), state, link.return_url));
    }),
    route(cancelInLocalPortal, async ({ c, params }) => {
      const link = await links.readPortal(params.token);
      if (!link) return invalid(c);
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      if (form[PORTAL_CANCEL_CONFIRMATION.field] !== PORTAL_CANCEL_CONFIRMATION.value) {
        // Not ticked (a request that skipped the browser's check): the page again, saying why, nothing changed.
        const state = await local.portalState(link);
        if (!state) return c.redirect(link.return_url, 303);
        return html(c, portalPage(pageLanguage(c), state, link.return_url, { confirmMissing: true }), 400);
      }
      await local.cancelFromPortal(link);
      return c.redirect(link.return_url, 303);
    }),
  ];
}

function html(c: Context, body: string, status: 200 | 400 | 404 | 410 = 200): Response {
  // The link is the permission: keep it out of caches, search engines and the Referer of the way back.
  c.header("Cache-Control", "no-store");
  c.header("Referrer-Policy", "no-referrer");
  c.header("X-Robots-Tag", "noindex");
  return c.html(body, status);
}
