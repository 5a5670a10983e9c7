/**
 * A stand-in for the few Stripe endpoints the API calls, on 127.0.0.1 (design section 11). The API uses the
 * real `stripe` client against it (STRIPE_API_BASE), so the requests and answers go through the same code as
 * in production. It records every API request, keeps subscriptions a test can change between events, and signs
 * webhook events the way Stripe does.
 *
 * For browser tests it also serves the two pages Stripe hosts, at Stripe's own paths: Checkout
 * (`/c/pay/{session}`: Pay makes the subscription, delivers the signed checkout.session.completed to the app,
 * then sends the browser to the session's success_url) and the customer portal (`/p/session/{session}`: a link
 * back to its return_url). Session URLs keep Stripe's hosts (the app's Content-Security-Policy allows only
 * those), so a browser test routes https://checkout.stripe.com and https://billing.stripe.com to `url`.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { STRIPE_API_VERSION } from "../../api/services/payments/stripe-client";

export const STANDIN_SECRET_KEY = "sk_test_standin";
export const STANDIN_WEBHOOK_SECRET = "whsec_standin_secret";

export type RecordedRequest = {
  method: string;
  path: string;
  params: URLSearchParams;
  headers: IncomingMessage["headers"];
};

/** What a test says about a subscription; the rest of Stripe's object is filled in. */
export type SubscriptionState = {
  id: string;
  customer: string;
  status: Stripe.Subscription.Status;
  metadata?: Record<string, string>;
  /** Unix seconds. */
  current_period_end?: number;
  cancel_at_period_end?: boolean;
};

export type StripeStandin = {
  /** http://127.0.0.1:PORT, for STRIPE_API_BASE. */
  url: string;
  requests: RecordedRequest[];
  /** Sets (or replaces) what GET /v1/subscriptions/{id} answers. */
  putSubscription(state: SubscriptionState): Stripe.Subscription;
  /** The next `times` requests are answered with this Stripe error instead (the client retries 5xx twice). */
  failNext(status: number, type: string, times?: number): void;
  /** Where the Checkout page's Pay delivers checkout.session.completed (the app's `/api/payments/webhook/`). */
  deliverWebhooksTo(url: string): void;
  stop(): Promise<void>;
};

export async function startStripeStandin(): Promise<StripeStandin> {
  const requests: RecordedRequest[] = [];
  const subscriptions = new Map<string, Stripe.Subscription>();
  const prices = new Map<string, Stripe.Price>();
  const checkouts = new Map<string, ReturnType<typeof checkoutSession>>();
  const portals = new Map<string, string>();
  let webhookUrl: string | undefined;
  let failure: { status: number; type: string; times: number } | undefined;

  function putSubscription(state: SubscriptionState): Stripe.Subscription {
    const object = subscriptionObject(state);
    subscriptions.set(state.id, object);
    return object;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://standin");
    const body = await readBody(request);
    if (/^\/(c\/pay|p\/session)\//.test(url.pathname))
      return hostedPage(request.method ?? "GET", url.pathname, response);
    const params = new URLSearchParams(request.method === "GET" ? url.search : body);
    requests.push({ method: request.method ?? "GET", path: url.pathname, params, headers: request.headers });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${token()}` });
      response.end(JSON.stringify(payload));
    };
    const error = (status: number, type: string, message: string) => send(status, { error: { type, message } });
    if (request.headers.authorization !== `Bearer ${STANDIN_SECRET_KEY}`)
      return error(401, "invalid_request_error", "Invalid API Key provided.");
    if (failure) {
      const { status, type } = failure;
      failure = failure.times > 1 ? { ...failure, times: failure.times - 1 } : undefined;
      return error(status, type, "Failure requested by the test.");
    }
    const subscriptionPath = /^\/v1\/subscriptions\/([A-Za-z0-9_]+)$/.exec(url.pathname);
    if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const session = checkoutSession(params);
      checkouts.set(session.id, session);
      return send(200, session);
    }
    if (request.method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
      const id = `bps_${token()}`;
      portals.set(`test_${id}`, params.get("return_url") ?? "");
      return send(200, {
        id,
        object: "billing_portal.session",
        customer: params.get("customer"),
        return_url: params.get("return_url"),
        livemode: false,
        created: now(),
        url: `https://billing.stripe.com/p/session/test_${id}`,
      });
    }
    if (subscriptionPath) {
      const current = subscriptions.get(subscriptionPath[1]);
      if (!current) return error(404, "invalid_request_error", `No such subscription: '${subscriptionPath[1]}'`);
      if (request.method === "GET") return send(200, current);
      if (request.method === "POST") {
        const updated = updateSubscription(current, params, prices);
        if (!updated) return error(400, "invalid_request_error", "No such price or subscription item.");
        subscriptions.set(current.id, updated);
        return send(200, updated);
      }
      if (request.method === "DELETE") {
        // Cancelled at once (an account deleted, docs/sessions-and-accounts.md#exporting-and-deleting-an-account):
        // Stripe answers the subscription as canceled.
        const canceled = {
          ...current,
          status: "canceled",
          canceled_at: now(),
          ended_at: now(),
          cancel_at_period_end: false,
        } as Stripe.Subscription;
        subscriptions.set(current.id, canceled);
        return send(200, canceled);
      }
    }
    if (request.method === "POST" && url.pathname === "/v1/prices") {
      const price = priceObject(params);
      prices.set(price.id, price);
      return send(200, price);
    }
    return error(404, "invalid_request_error", `Unrecognized request URL (${request.method}: ${url.pathname}).`);
  }

  /**
   * Stripe's hosted Checkout and portal pages, as plain HTML forms and links (no script: the nojs project uses them
   * too).
   */
  async function hostedPage(method: string, path: string, response: ServerResponse): Promise<void> {
    const page = (status: number, title: string, content: string) => {
      response.writeHead(status, { "Content-Type": "text/html; charset=utf-8" });
      response.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
          `<title>${title}</title></head><body><main><h1>${title}</h1>${content}</main></body></html>`,
      );
    };
    const portal = /^\/p\/session\/([A-Za-z0-9_]+)$/.exec(path);
    if (portal && method === "GET") {
      const back = portals.get(portal[1]);
      if (back === undefined) return page(404, "No such portal session", "");
      return page(
        200,
        "Stripe customer portal (stand-in)",
        `<p><a href="${escapeHtml(back)}">Return to the site</a></p>`,
      );
    }
    const checkout = /^\/c\/pay\/([A-Za-z0-9_]+)$/.exec(path);
    const session = checkout ? checkouts.get(checkout[1]) : undefined;
    if (!session) return page(404, "No such checkout session", "");
    if (method === "GET") {
      return page(
        200,
        "Stripe Checkout (stand-in)",
        `<form method="post"><button type="submit">Pay and subscribe</button></form>` +
          `<p><a href="${escapeHtml(session.cancel_url ?? "")}">Back</a></p>`,
      );
    }
    // Paid: the subscription exists in "Stripe", and the app hears of it before the browser comes back.
    const subscription = putSubscription({
      id: `sub_${token()}`,
      customer: session.customer ?? `cus_${token()}`,
      status: "active",
      metadata: { company: session.metadata.company ?? "", plan_code: session.metadata.plan_code ?? "" },
    });
    const completed = completedCheckoutSession({
      subscription: subscription.id,
      customer: String(subscription.customer),
      company: session.metadata.company ?? "",
      planCode: session.metadata.plan_code ?? "",
    });
    const payload = stripeEvent("checkout.session.completed", { ...completed, id: session.id });
    if (!webhookUrl) throw new Error("deliverWebhooksTo(url) was not called");
    const delivered = await fetch(webhookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": signStripeEvent(payload) },
      body: payload,
    });
    if (!delivered.ok) return page(502, "The webhook was refused", `<p>${delivered.status}</p>`);
    response.writeHead(303, { Location: session.success_url ?? "/" });
    response.end();
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    putSubscription,
    failNext: (status, type, times = 1) => {
      failure = { status, type, times };
    },
    deliverWebhooksTo: (url) => {
      webhookUrl = url;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A webhook event as Stripe sends it (JSON text) for `object`. */
export function stripeEvent(type: string, object: unknown, options: { id?: string; created?: number } = {}): string {
  return JSON.stringify({
    id: options.id ?? `evt_${token()}`,
    object: "event",
    api_version: STRIPE_API_VERSION,
    created: options.created ?? now(),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
}

/** The Stripe-Signature header for `payload`; `timestamp` (Unix seconds) defaults to now. */
export function signStripeEvent(payload: string, options: { timestamp?: number; secret?: string } = {}): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? STANDIN_WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
}

/** A completed subscription-mode checkout session, as checkout.session.completed carries it. */
export function completedCheckoutSession(fields: {
  subscription: string;
  customer: string;
  company: string;
  planCode: string;
}) {
  return {
    id: `cs_test_${token()}`,
    object: "checkout.session",
    mode: "subscription",
    status: "complete",
    payment_status: "paid",
    client_reference_id: fields.company,
    customer: fields.customer,
    subscription: fields.subscription,
    metadata: { company: fields.company, plan_code: fields.planCode },
  };
}

/** An invoice of a subscription, in the shape of the pinned API version (`parent.subscription_details`). */
export function subscriptionInvoice(subscription: string, customer: string, status: "paid" | "open") {
  return {
    id: `in_${token()}`,
    object: "invoice",
    customer,
    status,
    parent: { type: "subscription_details", quote_details: null, subscription_details: { subscription, metadata: {} } },
  };
}

function subscriptionObject(state: SubscriptionState): Stripe.Subscription {
  const periodEnd = state.current_period_end ?? now() + 30 * 24 * 3600;
  const object = {
    id: state.id,
    object: "subscription",
    customer: state.customer,
    status: state.status,
    metadata: state.metadata ?? {},
    cancel_at_period_end: state.cancel_at_period_end ?? false,
    cancel_at: null,
    canceled_at: state.status === "canceled" ? now() : null,
    created: now() - 60,
    currency: "eur",
    livemode: false,
    items: {
      object: "list",
      has_more: false,
      url: `/v1/subscription_items?subscription=${state.id}`,
      data: [
        {
          id: `si_${token()}`,
          object: "subscription_item",
          quantity: 1,
          current_period_start: periodEnd - 30 * 24 * 3600,
          current_period_end: periodEnd,
          price: {
            id: `price_${token()}`,
            object: "price",
            currency: "eur",
            unit_amount: 2900,
            recurring: { interval: "month" },
          },
        },
      ],
    },
  };
  // The stand-in fills in what the API reads; the full object has dozens more fields nobody here looks at.
  return object as unknown as Stripe.Subscription;
}

/** A price made with `product_data` (POST /v1/prices), as the API makes one for a plan change. */
function priceObject(params: URLSearchParams): Stripe.Price {
  const price = {
    id: `price_${token()}`,
    object: "price",
    currency: params.get("currency"),
    unit_amount: Number(params.get("unit_amount")),
    recurring: { interval: params.get("recurring[interval]") },
    product: `prod_${token()}`,
    metadata: { plan_code: params.get("metadata[plan_code]") },
  };
  return price as unknown as Stripe.Price;
}

/**
 * POST /v1/subscriptions/{id}: cancel_at_period_end, metadata (merged, as Stripe does) and items[0] moved to
 * another price. The period stays where it is, as with `proration_behavior=create_prorations` and the same
 * interval. undefined for a price or item the stand-in does not know (Stripe's 400).
 */
function updateSubscription(current: Stripe.Subscription, params: URLSearchParams, prices: Map<string, Stripe.Price>) {
  const cancel = params.get("cancel_at_period_end");
  const metadata = { ...current.metadata };
  for (const [key, value] of params) {
    const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
    if (name) metadata[name] = value;
  }
  let items = current.items;
  const itemId = params.get("items[0][id]");
  if (itemId !== null) {
    const price = prices.get(params.get("items[0][price]") ?? "");
    const item = current.items.data.find((each) => each.id === itemId);
    if (!price || !item) return undefined;
    items = { ...current.items, data: [{ ...item, price }] };
  }
  return {
    ...current,
    metadata,
    items,
    cancel_at_period_end: cancel === null ? current.cancel_at_period_end : cancel === "true",
  };
}

function checkoutSession(params: URLSearchParams) {
  const id = `cs_test_${token()}`;
  return {
    id,
    object: "checkout.session",
    mode: params.get("mode"),
    status: "open",
    client_reference_id: params.get("client_reference_id"),
    customer: params.get("customer"),
    customer_email: params.get("customer_email"),
    metadata: { company: params.get("metadata[company]"), plan_code: params.get("metadata[plan_code]") },
    subscription: null,
    success_url: params.get("success_url"),
    cancel_url: params.get("cancel_url"),
    livemode: false,
    url: `https://checkout.stripe.com/c/pay/${id}`,
  };
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"]/g,
    (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[character] ?? character,
  );
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function token(): string {
  return randomBytes(8).toString("hex");
}

function now(): number {
  return Math.floor(Date.now() / 1000);
}
