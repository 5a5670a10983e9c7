/**
 * The local provider's checkout and portal pages: plain HTML with POST forms, no script and no inline style
 * (the site's CSP allows neither), in English or Greek. The language is chosen as the web app chooses it
 * (design section 9): `?lng=`, the `i18next` cookie, Accept-Language, then Greek. They look like the site
 * through the static stylesheet `public/local-payments.css` (docs/payments.md#the-local-provider), and name the plans
 * as the pricing page does, from the `pricing` namespace of `locales/` (English and Greek).
 */
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { SubscriptionStatus } from "../../../contract/enums";
import type { Plan } from "../../../contract/payments";
import enCommon from "../../../locales/en/common.json";
import enPricing from "../../../locales/en/pricing.json";
import grCommon from "../../../locales/gr/common.json";
import grPricing from "../../../locales/gr/pricing.json";
import type { LocalPageState } from "./local-provider";

export type PageLanguage = "en" | "gr";

/** Served by the web tier with the other files of `public/` (server/static-files.ts). */
export const LOCAL_PAGES_STYLESHEET = "/local-payments.css";

const LOCALES = {
  en: {
    brand: enCommon.brand,
    plans: enPricing.plans,
    confirm: enPricing.subscription.confirm,
    confirmRequired: enPricing.errors.confirmRequired,
  },
  gr: {
    brand: grCommon.brand,
    plans: grPricing.plans,
    confirm: grPricing.subscription.confirm,
    confirmRequired: grPricing.errors.confirmRequired,
  },
} satisfies Record<
  PageLanguage,
  { brand: string; plans: Record<string, { name: string }>; confirm: string; confirmRequired: string }
>;

/**
 * The box the portal's cancel form carries ticked: the same as the site's (docs/payments.md#cancelling-and-resuming).
 */
export const PORTAL_CANCEL_CONFIRMATION = { field: "confirm", value: "yes" } as const;

const TEXT = {
  en: {
    checkoutTitle: "Checkout",
    portalTitle: "Your subscription",
    testMode: "Test payments: no card is charged and the plan runs for one period.",
    company: "Company",
    plan: "Plan",
    price: "Price",
    status: "Status",
    renews: "Renews on",
    ends: "Ends on",
    perMonth: "per month",
    perYear: "per year",
    pay: "Pay",
    cancel: "Cancel",
    cancelSubscription: "Cancel subscription",
    back: "Back",
    invalidTitle: "Link not valid",
    invalid: "This payment link is not valid or has expired. Start again from the pricing page.",
    closedTitle: "Checkout closed",
    closed: "This checkout was cancelled. Start again from the pricing page.",
    statuses: {
      active: "Active",
      canceled: "Canceled",
      incomplete: "Awaiting payment",
      incomplete_expired: "Expired",
      past_due: "Payment overdue",
      trialing: "Trial",
      unpaid: "Unpaid",
      paused: "Paused",
    },
  },
  gr: {
    checkoutTitle: "Ολοκλήρωση αγοράς",
    portalTitle: "Η συνδρομή σας",
    testMode: "Δοκιμαστικές πληρωμές: δεν χρεώνεται καμία κάρτα και το πακέτο ισχύει για μία περίοδο.",
    company: "Επιχείρηση",
    plan: "Πακέτο",
    price: "Τιμή",
    status: "Κατάσταση",
    renews: "Ανανεώνεται στις",
    ends: "Λήγει στις",
    perMonth: "τον μήνα",
    perYear: "τον χρόνο",
    pay: "Πληρωμή",
    cancel: "Ακύρωση",
    cancelSubscription: "Ακύρωση συνδρομής",
    back: "Επιστροφή",
    invalidTitle: "Μη έγκυρος σύνδεσμος",
    invalid: "Ο σύνδεσμος πληρωμής δεν είναι έγκυρος ή έχει λήξει. Ξεκινήστε ξανά από τη σελίδα τιμών.",
    closedTitle: "Η αγορά έκλεισε",
    closed: "Αυτή η αγορά ακυρώθηκε. Ξεκινήστε ξανά από τη σελίδα τιμών.",
    statuses: {
      active: "Ενεργή",
      canceled: "Ακυρωμένη",
      incomplete: "Αναμένεται πληρωμή",
      incomplete_expired: "Έληξε",
      past_due: "Εκπρόθεσμη πληρωμή",
      trialing: "Δοκιμαστική περίοδος",
      unpaid: "Απλήρωτη",
      paused: "Σε παύση",
    },
  },
} satisfies Record<PageLanguage, Record<string, string | Record<SubscriptionStatus, string>>>;

const INTL_LOCALES: Record<PageLanguage, string> = { en: "en-GB", gr: "el-GR" };

export function pageLanguage(c: Context): PageLanguage {
  const chosen = [c.req.query("lng"), getCookie(c, "i18next")].map(languageOf).find(Boolean);
  if (chosen) return chosen;
  const accepted = (c.req.header("Accept-Language") ?? "")
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: languageOf(tag), q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.language && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return accepted[0]?.language ?? "gr";
}

function languageOf(tag: string | undefined): PageLanguage | undefined {
  const primary = tag?.trim().toLowerCase().split("-")[0];
  if (primary === "en") return "en";
  if (primary === "el" || primary === "gr") return "gr";
  return undefined;
}

export function checkoutPage(language: PageLanguage, { plan, companyName }: LocalPageState): string {
  const t = TEXT[language];
  const price = money(language, plan.price, plan.currency);
  return page(language, t.checkoutTitle, [
    `<p class="note">${escape(t.testMode)}</p>`,
    facts([
      [t.company, companyName],
      [t.plan, planName(language, plan)],
      [t.price, `${price} ${plan.interval === "year" ? t.perYear : t.perMonth}`],
    ]),
    actions([postButton("pay/", `${t.pay} ${price}`, "primary"), postButton("cancel/", t.cancel)]),
  ]);
}

export function portalPage(
  language: PageLanguage,
  { subscription, plan, companyName }: LocalPageState,
  returnUrl: string,
  options: { confirmMissing?: boolean } = {},
): string {
  const t = TEXT[language];
  const end = subscription.currentPeriodEnd;
  const price = money(language, plan.price, plan.currency);
  const rows: Array<[string, string]> = [
    [t.company, companyName],
    [t.plan, `${planName(language, plan)} (${price} ${plan.interval === "year" ? t.perYear : t.perMonth})`],
    [t.status, t.statuses[subscription.status]],
  ];
  if (end) rows.push([subscription.cancelAtPeriodEnd ? t.ends : t.renews, date(language, end)]);
  const confirm = LOCALES[language].confirm.replace("{{plan}}", planName(language, plan));
  return page(language, t.portalTitle, [
    `<p class="note">${escape(t.testMode)}</p>`,
    options.confirmMissing ? `<p class="error" role="alert">${escape(LOCALES[language].confirmRequired)}</p>` : "",
    facts(rows),
    subscription.cancelAtPeriodEnd ? "" : cancelForm(t.cancelSubscription, confirm),
    actions([`<a class="button" href="${escape(returnUrl)}">${escape(t.back)}</a>`]),
  ]);
}

/** The plan's name in the page's language, as /pricing shows it; a plan the locales do not name keeps its own. */
function planName(language: PageLanguage, plan: Pick<Plan, "code" | "name">): string {
  const plans: Record<string, { name: string } | undefined> = LOCALES[language].plans;
  return Object.hasOwn(plans, plan.code) ? (plans[plan.code]?.name ?? plan.name) : plan.name;
}

/** The answer to a link that is forged, expired, or for a checkout that was abandoned. */
export function messagePage(language: PageLanguage, kind: "invalid" | "closed"): string {
  const t = TEXT[language];
  return page(language, kind === "invalid" ? t.invalidTitle : t.closedTitle, [
    `<p>${escape(kind === "invalid" ? t.invalid : t.closed)}</p>`,
  ]);
}

function page(language: PageLanguage, title: string, parts: string[]): string {
  const current = (code: PageLanguage) => (code === language ? ' aria-current="true"' : "");
  return [
    "<!doctype html>",
    `<html lang="${language === "gr" ? "el" : "en"}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escape(title)}</title>`,
    `<link rel="stylesheet" href="${LOCAL_PAGES_STYLESHEET}"></head>`,
    // The way back to the site, in the page's language.
    `<body><header><a class="brand" href="/?lng=${language}">${escape(LOCALES[language].brand)}</a></header>`,
    `<main><h1>${escape(title)}</h1>`,
    ...parts.filter(Boolean),
    `<p class="languages"><a href="?lng=en" lang="en"${current("en")}>English</a> ` +
      `<a href="?lng=gr" lang="el"${current("gr")}>Ελληνικά</a></p>`,
    "</main></body></html>",
  ].join("\n");
}

function facts(rows: Array<[string, string]>): string {
  return `<dl class="facts">${rows.map(([term, value]) => `<dt>${escape(term)}</dt><dd>${escape(value)}</dd>`).join("")}</dl>`;
}

function actions(items: string[]): string {
  return `<div class="actions">${items.filter(Boolean).join("")}</div>`;
}

/** Cancelling asks what the site asks: a ticked "Yes, I want to cancel my {plan} plan" (the browser checks it). */
function cancelForm(label: string, confirm: string): string {
  const { field, value } = PORTAL_CANCEL_CONFIRMATION;
  return (
    `<form method="post" action="cancel/" class="confirm-form">` +
    `<label class="confirm"><input type="checkbox" name="${field}" value="${value}" required=""> <span>${escape(confirm)}</span></label>` +
    `<button type="submit" class="button">${escape(label)}</button></form>`
  );
}

function postButton(action: string, label: string, kind?: "primary"): string {
  const className = kind === "primary" ? "button button--primary" : "button";
  return `<form method="post" action="${action}"><button type="submit" class="${className}">${escape(label)}</button></form>`;
}

function money(language: PageLanguage, amount: number, currency: string): string {
  return new Intl.NumberFormat(INTL_LOCALES[language], { style: "currency", currency }).format(amount);
}

function date(language: PageLanguage, value: Date): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: "long", timeZone: "Europe/Athens" }).format(
    value,
  );
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
