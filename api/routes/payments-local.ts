/**
 * The local provider's pages (docs/decisions/081): checkout with Pay and Cancel, and a portal with a cancel
 * button, reached by a signed link instead of a bearer token. Plain HTML forms posting back to these paths;
 * each POST answers 303 to the URL the link carries (checked to be on our origin when the link was made).
 */
import { Hono, type Context } from "hono";
import {
  PORTAL_CANCEL_CONFIRMATION,
  checkoutPage,
  messagePage,
  pageLanguage,
  portalPage,
} from "../services/payments/local-pages";
import type { LocalPayment } from "../services/payments/local-provider";

export function localPaymentsRouter(local: LocalPayment | undefined) {
  const router = new Hono();
  if (!local) return router;
  const { links } = local;

  return router
    .get("/payments/local/checkout/:token/", async (c) => {
      const link = await links.readCheckout(c.req.param("token"));
      const state = link && (await local.checkoutState(link));
      if (!link || !state) return html(c, messagePage(pageLanguage(c), "invalid"), 404);
      if (state.subscription.status === "active") return c.redirect(link.success_url, 303);
      if (state.subscription.status !== "incomplete") return html(c, messagePage(pageLanguage(c), "closed"), 410);
      return html(c, checkoutPage(pageLanguage(c), state));
    })
    .post("/payments/local/checkout/:token/pay/", async (c) => {
      const link = await links.readCheckout(c.req.param("token"));
      if (!link) return html(c, messagePage(pageLanguage(c), "invalid"), 404);
      if ((await local.pay(link)) === "closed") return html(c, messagePage(pageLanguage(c), "closed"), 410);
      return c.redirect(link.success_url, 303);
    })
    .post("/payments/local/checkout/:token/cancel/", async (c) => {
      const link = await links.readCheckout(c.req.param("token"));
      if (!link) return html(c, messagePage(pageLanguage(c), "invalid"), 404);
      await local.abandon(link);
      return c.redirect(link.cancel_url, 303);
    })
    .get("/payments/local/portal/:token/", async (c) => {
      const link = await links.readPortal(c.req.param("token"));
      if (!link) return html(c, messagePage(pageLanguage(c), "invalid"), 404);
      const state = await local.portalState(link);
      // The subscription ran out since the link was made: nothing left to manage.
      if (!state) return c.redirect(link.return_url, 303);
      return html(c, portalPage(pageLanguage(c), state, link.return_url));
    })
    .post("/payments/local/portal/:token/cancel/", async (c) => {
      const link = await links.readPortal(c.req.param("token"));
      if (!link) return html(c, messagePage(pageLanguage(c), "invalid"), 404);
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      if (form[PORTAL_CANCEL_CONFIRMATION.field] !== PORTAL_CANCEL_CONFIRMATION.value) {
        // Not ticked (a request that skipped the browser's check): the page again, saying why, nothing changed.
        const state = await local.portalState(link);
        if (!state) return c.redirect(link.return_url, 303);
        return html(c, portalPage(pageLanguage(c), state, link.return_url, { confirmMissing: true }), 400);
      }
      await local.cancelFromPortal(link);
      return c.redirect(link.return_url, 303);
    });
}

function html(c: Context, body: string, status: 200 | 400 | 404 | 410 = 200): Response {
  // The link is the permission: keep it out of caches, search engines and the Referer of the way back.
  c.header("Cache-Control", "no-store");
  c.header("Referrer-Policy", "no-referrer");
  c.header("X-Robots-Tag", "noindex");
  return c.html(body, status);
}
