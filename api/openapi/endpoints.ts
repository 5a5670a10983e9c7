/** Every endpoint of the API (design section 7), in the order the document lists them. */
import { ACCOUNT_ENDPOINTS } from "./account-endpoints";
import type { Endpoint } from "./endpoint";
import { JOB_ENDPOINTS } from "./job-endpoints";
import { LOCAL_PAYMENT_ENDPOINTS, PAYMENT_ENDPOINTS } from "./payment-endpoints";
import { PROFILE_ENDPOINTS } from "./profile-endpoints";
import { REVIEW_ENDPOINTS } from "./review-endpoints";
import { SETTINGS_ENDPOINTS } from "./settings-endpoints";

export type EndpointOptions = {
  /** The local payment provider serves its own checkout and portal pages (no STRIPE_SECRET_KEY). */
  localPayments: boolean;
};

export function apiEndpoints({ localPayments }: EndpointOptions): Endpoint[] {
  return [
    ...ACCOUNT_ENDPOINTS,
    ...SETTINGS_ENDPOINTS,
    ...PROFILE_ENDPOINTS,
    ...REVIEW_ENDPOINTS,
    ...JOB_ENDPOINTS,
    ...PAYMENT_ENDPOINTS,
    ...(localPayments ? LOCAL_PAYMENT_ENDPOINTS : []),
  ];
}
