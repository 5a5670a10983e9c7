/**
 * Job alerts for any search (issue 24, docs/jobs.md#search-alerts): a worker, or a guest who confirms an e-mail
 * address, saves the filters of /jobs (the map's area too) and is mailed the new jobs that match, instantly, daily or
 * weekly. The filters travel as the /jobs query string (`contract/job-filters.ts` reads it), so an alert is exactly the
 * search it was saved from.
 */
import { z } from "zod";
import { email, formBoolean, line } from "./fields";
import { LANGUAGES } from "./enums";

import { ALERT_FREQUENCIES, MAX_ALERT_NAME_LENGTH, MAX_ALERT_QUERY_LENGTH } from "./alert-messages";

export {
  ALERT_ERRORS,
  ALERT_FREQUENCIES,
  MAX_ALERTS_PER_PERSON,
  MAX_ALERT_NAME_LENGTH,
  MAX_ALERT_QUERY_LENGTH,
  type AlertFrequency,
} from "./alert-messages";

const name = line(MAX_ALERT_NAME_LENGTH);
const query = z.string().max(MAX_ALERT_QUERY_LENGTH);
const frequency = z.enum(ALERT_FREQUENCIES);

/** `POST /alerts/` (a worker): the search as /jobs' query string, an optional name and how often. */
export const alertCreateSchema = z.object({
  query,
  name: name.optional(),
  frequency: frequency.default("DAILY"),
});

/** `POST /alerts/guest/`: the same, with the address to confirm and the language of its mails. */
export const guestAlertCreateSchema = alertCreateSchema.extend({
  email: email(),
  language: z.enum(LANGUAGES).default("gr"),
});

/** `PATCH /alerts/{uuid}/` and its guest twin: rename, change how often, pause or resume. */
export const alertUpdateSchema = z.object({
  name: name.optional(),
  frequency: frequency.optional(),
  is_paused: formBoolean().optional(),
});

export const alertSchema = z.object({
  uuid: z.string().uuid(),
  name: z.string(),
  /** The /jobs query string, canonical (`serializeJobFilters`). */
  query: z.string(),
  frequency: frequency,
  is_paused: z.boolean(),
  /** A guest's alert waits for its address to be confirmed; a worker's is confirmed from the start. */
  is_confirmed: z.boolean(),
  created_at: z.string(),
});
export type SearchAlert = z.infer<typeof alertSchema>;

/** A guest's alerts, read with the link of any of them: the address they go to and every alert of it. */
export const guestAlertsSchema = z.object({
  email: z.string(),
  alerts: z.array(alertSchema),
});
export type GuestAlerts = z.infer<typeof guestAlertsSchema>;

/** `POST /alerts/guest/`: a confirmation mail was queued; nothing else is sent until it is followed. */
export const guestAlertCreatedSchema = z.object({ email: z.string(), confirmation_sent: z.literal(true) });
