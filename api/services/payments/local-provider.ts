/**
 * The payment provider without Stripe (design section 7, docs/payments.md#the-local-provider): checkout and the portal
 * are pages of this API under /api/payments/local/, so the whole flow works on a laptop. "Pay" activates the plan
 * for one period without taking money; a local subscription does not renew.
 */
import { and, eq } from "drizzle-orm";
import type { Plan } from "../../../contract/payments";
import { companies, subscriptions } from "../../db/schema";
import type { ApiDeps } from "../../deps";
import { fail } from "../../models/errors";
import type { LocalCheckoutLink, LocalLinks, LocalPortalLink } from "./local-links";
import type { PaymentProvider, SubscriptionRow } from "./provider";
import {
  cancelRowAtPeriodEnd,
  cancelRowNow,
  currentSubscriptionOf,
  periodEnd,
  planOfRow,
  updateLocalRow,
} from "./subscriptions";

/** What a local page shows: the subscription (pending, for checkout) with its plan and company. */
export type LocalPageState = { subscription: SubscriptionRow; plan: Plan; companyName: string };

export type LocalPayment = ReturnType<typeof createLocalProvider>;

export function createLocalProvider({ db, config, plans }: ApiDeps, links: LocalLinks) {
  const pageUrl = (path: string) => new URL(`/api/payments/local/${path}`, config.PUBLIC_URL).toString();

  async function withCompany(row: SubscriptionRow | undefined): Promise<LocalPageState | undefined> {
    if (!row) return undefined;
    const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, row.companyId));
    return company && { subscription: row, plan: planOfRow(row, plans), companyName: company.name };
  }

  const provider: PaymentProvider = {
    kind: "local",

    async createCheckout({ company, plan, successUrl, cancelUrl }) {
      // The pending row is the checkout session, as Stripe keeps an incomplete subscription until paid.
      const [pending] = await db
        .insert(subscriptions)
        .values({ companyId: company.id, planCode: plan.code, status: "incomplete", provider: "local" })
        .returning({ id: subscriptions.id });
      const token = await links.checkoutToken({
        subscription: pending.id,
        success_url: successUrl,
        cancel_url: cancelUrl,
      });
      return pageUrl(`checkout/${token}/`);
    },

    async createPortal(company, returnUrl) {
      if (!(await currentSubscriptionOf(db, company.id))) throw fail.invalid("no_subscription");
      return pageUrl(`portal/${await links.portalToken({ company: company.id, return_url: returnUrl })}/`);
    },

    cancelAtPeriodEnd: (row) => cancelRowAtPeriodEnd(db, row),
    changePlan: (row, plan) => updateLocalRow(db, row, { planCode: plan.code, cancelAtPeriodEnd: false }),
    resume: (row) => updateLocalRow(db, row, { cancelAtPeriodEnd: false }),
    cancelNow: (row) => cancelRowNow(db, row),
  };

  return {
    provider,
    links,

    async checkoutState(link: LocalCheckoutLink): Promise<LocalPageState | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.id, link.subscription), eq(subscriptions.provider, "local")));
      return withCompany(row);
    },

    /** Activates a pending checkout once; paying again (a resubmitted form) changes nothing. */
    async pay(link: LocalCheckoutLink): Promise<"paid" | "closed"> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.id, link.subscription))
          .for("update");
        if (row?.status === "active") return "paid";
        if (row?.status !== "incomplete") return "closed";
        const now = new Date();
        await tx
          .update(subscriptions)
          .set({
            status: "active",
            currentPeriodEnd: periodEnd(now, planOfRow(row, plans).interval),
            cancelAtPeriodEnd: false,
          })
          .where(eq(subscriptions.id, row.id));
        return "paid";
      });
    },

    /** The buyer turned back: the pending checkout can no longer be paid (Stripe's incomplete_expired). */
    async abandon(link: LocalCheckoutLink): Promise<void> {
      await db
        .update(subscriptions)
        .set({ status: "incomplete_expired" })
        .where(and(eq(subscriptions.id, link.subscription), eq(subscriptions.status, "incomplete")));
    },

    async portalState(link: LocalPortalLink): Promise<LocalPageState | undefined> {
      return withCompany(await currentSubscriptionOf(db, link.company));
    },

    async cancelFromPortal(link: LocalPortalLink): Promise<void> {
      const current = await currentSubscriptionOf(db, link.company);
      if (current) await cancelRowAtPeriodEnd(db, current);
    },
  };
}
