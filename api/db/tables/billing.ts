import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { SUBSCRIPTION_STATUSES } from "../../../contract/enums";
import { createdAt, oneOf, updatedAt } from "./columns";
import { companies } from "./companies";

export const PAYMENT_PROVIDERS = ["stripe", "local"] as const;

/** A company's plan subscription as the payment provider reports it (plan codes are configuration). */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    planCode: text("plan_code").notNull(),
    status: text("status", { enum: SUBSCRIPTION_STATUSES }).notNull(),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    providerCustomerId: text("provider_customer_id"),
    providerSubscriptionId: text("provider_subscription_id").unique("subscriptions_provider_subscription_unique"),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("subscriptions_company_idx").on(t.companyId, t.createdAt),
    check("subscriptions_status_check", oneOf(t.status, SUBSCRIPTION_STATUSES)),
    check("subscriptions_provider_check", oneOf(t.provider, PAYMENT_PROVIDERS)),
  ],
);

/**
 * Webhook events already received, keyed by the provider's event id: inserting the row in the same
 * transaction as its effect makes the webhook idempotent.
 */
export const paymentEvents = pgTable("payment_events", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  providerEventId: text("provider_event_id").notNull().unique("payment_events_provider_event_unique"),
  type: text("type").notNull(),
  /** The provider's own `created` time of the event (events may arrive out of order). */
  created: timestamp("created", { withTimezone: true }).notNull(),
  payload: jsonb("payload").$type<unknown>().notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
