/**
 * Job alerts for any search (issue 24, docs/jobs.md#search-alerts): a worker's alerts (`/alerts/`), a guest's made
 * with an address to confirm (`/alerts/guest/`), and what the signed links of the alert mails open (`/alerts/confirm/`,
 * `/alerts/manage/`, `/alerts/unsubscribe/`; the token is the only permission), plus the Atom feed of any search.
 */
import { z } from "zod";
import { endpoint } from "../endpoint";
import { ALERT_ERRORS } from "../search-alerts";
import {
  alertCreateSchema,
  alertSchema,
  alertUpdateSchema,
  guestAlertCreatedSchema,
  guestAlertCreateSchema,
  guestAlertsSchema,
  MAX_ALERTS_PER_PERSON,
} from "../search-alerts";

const TAG = "Alerts";
const BAD_LINK = `The link is forged, altered, expired, or its alert was deleted ("${ALERT_ERRORS.alert_link_invalid}", code \`alert_link_invalid\`).`;
const QUERY =
  "`query` is the /jobs query string (any filters, the map's `bounding_box` too); paging and ordering are dropped, " +
  "unknown or invalid values ignored as the job list ignores them.";

export const listAlerts = endpoint({
  method: "get",
  path: "/alerts/",
  operationId: "listAlerts",
  summary: "The caller's job alerts",
  tag: TAG,
  access: "EMPLOYEE",
  responses: { 200: { description: "The alerts, oldest first.", schema: z.array(alertSchema) } },
});

export const createAlert = endpoint({
  method: "post",
  path: "/alerts/",
  operationId: "createAlert",
  summary: "Save a search as a job alert",
  description: `${QUERY} Without a name, the alert is named after what was searched for.`,
  tag: TAG,
  access: "EMPLOYEE",
  body: {
    kind: "json",
    schema: alertCreateSchema,
    example: { query: "search=waiter&location=Crete", frequency: "DAILY" },
    alsoForm: true,
  },
  responses: { 201: { description: "The alert, running.", schema: alertSchema } },
  errors: { 403: `The caller has ${MAX_ALERTS_PER_PERSON} alerts already (code \`alert_limit\`).` },
});

export const updateAlert = endpoint({
  method: "patch",
  path: "/alerts/{uuid}/",
  operationId: "updateAlert",
  summary: "Rename, pause, resume or change how often",
  description: "A resumed alert mails the jobs posted from then on, not those of the pause.",
  tag: TAG,
  access: "EMPLOYEE",
  ownerOnly: true,
  body: { kind: "json", schema: alertUpdateSchema, example: { name: "Crete", is_paused: true }, alsoForm: true },
  responses: { 200: { description: "The alert as it now is.", schema: alertSchema } },
});

export const deleteAlert = endpoint({
  method: "delete",
  path: "/alerts/{uuid}/",
  operationId: "deleteAlert",
  summary: "Delete one of the caller's alerts",
  tag: TAG,
  access: "EMPLOYEE",
  ownerOnly: true,
  responses: { 204: { description: "Deleted." } },
});

export const createGuestAlert = endpoint({
  method: "post",
  path: "/alerts/guest/",
  operationId: "createGuestAlert",
  summary: "A job alert without an account: confirm the address first",
  description:
    `${QUERY} A mail asks to confirm the address (double opt-in): nothing else is sent before. The answer is the ` +
    `same whether or not the address already has alerts; one with ${MAX_ALERTS_PER_PERSON} gets no new one.`,
  tag: TAG,
  access: "public",
  body: {
    kind: "json",
    schema: guestAlertCreateSchema,
    example: { query: "location=Naxos", email: "maria@example.com", language: "en", frequency: "WEEKLY" },
    alsoForm: true,
  },
  responses: { 202: { description: "The confirmation mail is on its way.", schema: guestAlertCreatedSchema } },
});

export const confirmAlert = endpoint({
  method: "post",
  path: "/alerts/confirm/{token}/",
  operationId: "confirmAlert",
  summary: "Confirm a guest's alert from its mail",
  description: "Confirming twice is harmless. The link works for a week.",
  tag: TAG,
  access: "public",
  responses: { 200: { description: "The alert, running.", schema: alertSchema } },
  errors: { 404: BAD_LINK },
});

export const readManagedAlerts = endpoint({
  method: "get",
  path: "/alerts/manage/{token}/",
  operationId: "readManagedAlerts",
  summary: "Every alert of the address or worker an alert mail went to",
  tag: TAG,
  access: "public",
  responses: { 200: { description: "The address and its alerts.", schema: guestAlertsSchema } },
  errors: { 404: BAD_LINK },
});

export const updateManagedAlert = endpoint({
  method: "patch",
  path: "/alerts/manage/{token}/{uuid}/",
  operationId: "updateManagedAlert",
  summary: "Rename, pause, resume or change how often, from an alert mail's link",
  description: "`uuid` is any alert of the link's owner.",
  tag: TAG,
  access: "public",
  body: { kind: "json", schema: alertUpdateSchema, example: { frequency: "WEEKLY" }, alsoForm: true },
  responses: { 200: { description: "The alert as it now is.", schema: alertSchema } },
  errors: { 404: BAD_LINK },
});

export const deleteManagedAlert = endpoint({
  method: "delete",
  path: "/alerts/manage/{token}/{uuid}/",
  operationId: "deleteManagedAlert",
  summary: "Delete an alert from an alert mail's link",
  tag: TAG,
  access: "public",
  responses: { 204: { description: "Deleted." } },
  errors: { 404: BAD_LINK },
});

export const unsubscribeAlert = endpoint({
  method: "post",
  path: "/alerts/unsubscribe/{token}/",
  operationId: "unsubscribeAlert",
  summary: "Stop one alert with one click (RFC 8058)",
  description:
    "The alert of the link is deleted; a mail client's `List-Unsubscribe=One-Click` form is accepted and ignored. " +
    "Stopping an alert already gone answers the same.",
  tag: TAG,
  access: "public",
  responses: { 204: { description: "The alert sends nothing more." } },
  errors: { 404: BAD_LINK },
});

export const ALERT_ENDPOINTS = [
  listAlerts,
  createAlert,
  updateAlert,
  deleteAlert,
  createGuestAlert,
  confirmAlert,
  readManagedAlerts,
  updateManagedAlert,
  deleteManagedAlert,
  unsubscribeAlert,
] as const;
