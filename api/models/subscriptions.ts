/**
 * A company's subscription (spec section 7, docs/payments.md): what the payment endpoints may do with it and the
 * rules they keep. The caller's company and subscriptions are found through their owner in the `where`
 * (`ownedBy`), so another company's subscription is not found rather than refused; every refusal is a domain
 * error (./errors.ts) with its code (contract/payment-messages.ts). Talking to the payment system is the
 * provider's (services/payments/provider.ts); the rows' own helpers are services/payments/subscriptions.ts.
 */
import { and, eq } from "drizzle-orm";
import { ZodError, ZodIssueCode } from "zod";
import { coded } from "../../contract/api-errors";
import {
  isOnOrigin,
  type CheckoutRequest,
  type Plan,
  type PlanUsage,
  type PortalRequest,
  type RedirectSession,
  type Subscription,
  type SubscriptionCancelRequest,
  type SubscriptionChangeRequest,
  type SubscriptionResumeRequest,
} from "../../contract/payments";
import type { AppDatabase } from "../db/client";
import { companies, subscriptions, users } from "../db/schema";
import { countListedJobs } from "../services/job-postings";
import { FIRST_COMPANY_FIRST, ownedBy } from "../services/owners";
import type { BillingCompany, PaymentProvider, SubscriptionRow } from "../services/payments/provider";
import {
  currentSubscriptionOf,
  isChangeable,
  isRunning,
  planOfRow,
  toSubscription,
} from "../services/payments/subscriptions";
import { currentPlanOf, findPlan, FREE_PLAN_CODE } from "../services/plans";
import { fail } from "./errors";

/** What the rules need: the database, the plans on offer, the provider, and the site the browser returns to. */
export interface Billing {
  db: AppDatabase;
  plans: readonly Plan[];
  provider: PaymentProvider;
  /** PUBLIC_URL: every URL the browser is sent back to must be on its origin. */
  publicUrl: string;
}

/**
 * The user's company, with what a provider needs of it: the same company as `companyIdOf` (services/owners.ts,
 * the first one made), so every call of the same user reaches the same subscription.
 */
export async function billingCompanyOf(db: AppDatabase, userId: string): Promise<BillingCompany | undefined> {
  const [company] = await db
    .select({ id: companies.id, name: companies.name, ownerEmail: users.email })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerId))
    .where(ownedBy(userId))
    .orderBy(...FIRST_COMPANY_FIRST)
    .limit(1);
  return company;
}

/** The company a payment is for: checkout and the portal need the company profile made first. */
export async function requireBillingCompany(db: AppDatabase, userId: string): Promise<BillingCompany> {
  const company = await billingCompanyOf(db, userId);
  if (!company) throw fail.forbidden("billing_company_required");
  return company;
}

/** The subscription when a company of the caller's has it; not found whoever else's it is. */
export async function ownSubscription(db: AppDatabase, userId: string, id: string): Promise<SubscriptionRow> {
  const [row] = await db
    .select({ subscription: subscriptions })
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .where(and(eq(subscriptions.id, id), ownedBy(userId)));
  if (!row) throw fail.notFound();
  return row.subscription;
}

/**
 * The caller's running subscription; null on the free plan, or without a company profile
 * (docs/api-contract.md#identifiers).
 */
export async function currentSubscriptionFor(
  db: AppDatabase,
  plans: readonly Plan[],
  userId: string,
): Promise<Subscription | null> {
  const company = await billingCompanyOf(db, userId);
  const current = company && (await currentSubscriptionOf(db, company.id));
  return current ? toSubscription(current, plans) : null;
}

/** The plan whose limits apply and the active jobs counted against it; none listed without a company profile. */
export async function planUsageFor(db: AppDatabase, plans: readonly Plan[], userId: string): Promise<PlanUsage> {
  const company = await billingCompanyOf(db, userId);
  if (!company) return { plan: findPlan(plans, FREE_PLAN_CODE) ?? plans[0], active_jobs: 0 };
  return { plan: await currentPlanOf(db, plans, company.id), active_jobs: await countListedJobs(db, company.id) };
}

type FieldRefusal = readonly [field: string, code: "unknown_plan" | "free_plan" | "off_origin"];

/** Several fields refused at once, as a schema's issues are: one 400 naming each field with its code. */
function refuseFields(refusals: readonly FieldRefusal[]): never {
  throw new ZodError(
    refusals.map(([field, code]) => ({
      code: ZodIssueCode.custom,
      path: [field],
      message: coded(code).text,
      params: { code },
    })),
  );
}

/**
 * A checkout for a paid plan, returning to this site. One running plan at a time: a second checkout would bill
 * twice (docs/payments.md), and one started while the plan runs to its period's end would replace it before the time
 * paid for is used (165): the plan is changed instead.
 */
export async function startCheckout(
  { db, plans, provider, publicUrl }: Billing,
  company: BillingCompany,
  input: CheckoutRequest,
): Promise<RedirectSession> {
  const refusals: FieldRefusal[] = [];
  const plan = findPlan(plans, input.plan_code);
  if (!plan) refusals.push(["plan_code", "unknown_plan"]);
  else if (plan.price <= 0) refusals.push(["plan_code", "free_plan"]);
  if (!isOnOrigin(input.success_url, publicUrl)) refusals.push(["success_url", "off_origin"]);
  if (!isOnOrigin(input.cancel_url, publicUrl)) refusals.push(["cancel_url", "off_origin"]);
  if (!plan || refusals.length > 0) refuseFields(refusals);
  const current = await currentSubscriptionOf(db, company.id);
  if (current) throw fail.invalid("already_subscribed", { plan: planOfRow(current, plans).name });
  const url = await provider.createCheckout({
    company,
    plan,
    successUrl: input.success_url,
    cancelUrl: input.cancel_url,
    customerEmail: input.customer_email ?? company.ownerEmail,
  });
  return { url };
}

/** The page where the company manages its subscription (the provider refuses when there is none to manage). */
export async function openPortal(
  { provider, publicUrl }: Billing,
  company: BillingCompany,
  input: PortalRequest,
): Promise<RedirectSession> {
  if (!isOnOrigin(input.return_url, publicUrl)) throw fail.invalidField("return_url", "off_origin");
  return { url: await provider.createPortal(company, input.return_url) };
}

/** The body may repeat the path's uuid; another one is a mistake to report. */
function checkSameSubscription(row: SubscriptionRow, uuid: string | undefined): void {
  if (uuid !== undefined && uuid.toLowerCase() !== row.id) throw fail.invalidField("uuid", "subscription_mismatch");
}

/** Stops renewal: the plan runs to its period's end. Cancelling twice is not an error: the second finds it done. */
export async function cancelAtPeriodEnd(
  billing: Billing,
  row: SubscriptionRow,
  input: SubscriptionCancelRequest,
): Promise<Subscription> {
  return setRenewal(billing, row, input.uuid, { renews: false, refused: "subscription_not_cancelable" });
}

/**
 * Makes a running subscription renew at its period's end or stop there; one that already does as asked is left as
 * it is (asking twice is not an error).
 */
async function setRenewal(
  { provider, plans }: Billing,
  row: SubscriptionRow,
  uuid: string | undefined,
  { renews, refused }: { renews: boolean; refused: "subscription_not_cancelable" | "subscription_not_resumable" },
): Promise<Subscription> {
  checkSameSubscription(row, uuid);
  if (!isRunning(row)) throw fail.invalid(refused);
  if (row.cancelAtPeriodEnd !== renews) return toSubscription(row, plans);
  return toSubscription(renews ? await provider.resume(row) : await provider.cancelAtPeriodEnd(row), plans);
}

/**
 * Another paid plan now, keeping the period (docs/payments.md#changing-plan). The plan it already has changes nothing,
 * but choosing it again means "keep it": a cancellation set for the period's end is undone.
 */
export async function changePlan(
  { provider, plans }: Billing,
  row: SubscriptionRow,
  input: SubscriptionChangeRequest,
): Promise<Subscription> {
  checkSameSubscription(row, input.uuid);
  const plan = findPlan(plans, input.plan_code);
  if (!plan) throw fail.invalidField("plan_code", "unknown_plan");
  if (plan.price <= 0) throw fail.invalidField("plan_code", "change_to_free");
  if (!isChangeable(row)) throw fail.invalid("subscription_not_changeable");
  if (row.planCode === plan.code) {
    return toSubscription(row.cancelAtPeriodEnd ? await provider.resume(row) : row, plans);
  }
  return toSubscription(await provider.changePlan(row, plan), plans);
}

/** Undoes a cancellation set for the period's end; one that renews anyway is found done. */
export async function resume(
  billing: Billing,
  row: SubscriptionRow,
  input: SubscriptionResumeRequest,
): Promise<Subscription> {
  return setRenewal(billing, row, input.uuid, { renews: true, refused: "subscription_not_resumable" });
}
