/**
 * Every endpoint of the API (design section 7), each declared once in this folder (contract/endpoint.ts), in the
 * order the OpenAPI document lists them.
 */
import type { EndpointSpec } from "../endpoint";
import { ACCOUNT_ENDPOINTS } from "./accounts";
import { INTERVIEW_ENDPOINTS } from "./interviews";
import { CONVERSATION_ENDPOINTS } from "./conversations";
import { ALERT_ENDPOINTS } from "./alerts";
import { JOB_ENDPOINTS } from "./jobs";
import { LOCAL_PAYMENT_ENDPOINTS, PAYMENT_ENDPOINTS } from "./payments";
import { PROFILE_ITEM_ENDPOINTS } from "./profile-items";
import { PROFILE_ENDPOINTS } from "./profiles";
import { REVIEW_ENDPOINTS } from "./reviews";
import { SEASON_ENDPOINTS } from "./season";
import { SETTINGS_ENDPOINTS } from "./settings";

export type EndpointOptions = {
  /** The local payment provider serves its own checkout and portal pages (no STRIPE_SECRET_KEY). */
  localPayments: boolean;
};

export function apiEndpoints({ localPayments }: EndpointOptions): EndpointSpec[] {
  return [
    ...ACCOUNT_ENDPOINTS,
    ...SETTINGS_ENDPOINTS,
    ...PROFILE_ENDPOINTS,
    ...PROFILE_ITEM_ENDPOINTS,
    ...REVIEW_ENDPOINTS,
    ...JOB_ENDPOINTS,
    ...INTERVIEW_ENDPOINTS,
    ...SEASON_ENDPOINTS,
    ...CONVERSATION_ENDPOINTS,
    ...ALERT_ENDPOINTS,
    ...PAYMENT_ENDPOINTS,
    ...(localPayments ? LOCAL_PAYMENT_ENDPOINTS : []),
  ];
}
