/**
 * The constants and error codes of search alerts (docs/jobs.md#search-alerts). No zod here: contract/api-errors.ts
 * and the browser's forms (AlertMe, AlertList) import it (docs/forms.md).
 */
import { errorCodes } from "./error-codes";

export const ALERT_ERRORS = errorCodes({
  alert_limit: (params: { limit: number }) => `You can keep at most ${params.limit} alerts.`,
  alert_link_invalid: "This alert link is not valid, or the alert was deleted.",
});

export const ALERT_FREQUENCIES = ["INSTANT", "DAILY", "WEEKLY"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** At most this many alerts per worker or address: enough for every island, not a way to mail someone thousands. */
export const MAX_ALERTS_PER_PERSON = 20;
export const MAX_ALERT_NAME_LENGTH = 80;
/** The /jobs query an alert is made from, as sent: longer is not a search a person made. */
export const MAX_ALERT_QUERY_LENGTH = 2000;
