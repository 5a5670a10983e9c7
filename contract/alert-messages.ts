/** The error codes of search alerts (docs/jobs.md#search-alerts); no zod here, as contract/api-errors.ts needs. */
import { errorCodes } from "./error-codes";

export const ALERT_ERRORS = errorCodes({
  alert_limit: (params: { limit: number }) => `You can keep at most ${params.limit} alerts.`,
  alert_link_invalid: "This alert link is not valid, or the alert was deleted.",
});
