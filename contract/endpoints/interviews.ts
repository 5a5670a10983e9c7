/**
 * Interviews (issue 24, docs/interviews.md): the company proposes up to three times for an application, the worker
 * picks one or asks for others, either side moves or cancels it, and both download the calendar invitation. Only
 * the application's worker and the company that owns its job see it; anyone else gets 404, as for the application.
 */
import { z } from "zod";
import {
  interviewAcceptSchema,
  interviewNoteSchema,
  interviewProposalSchema,
  interviewStateSchema,
  interviewSummaryListSchema,
  INTERVIEW_SLOTS_MAX,
} from "../interviews";
import { endpoint } from "../endpoint";

const EXAMPLES = {
  proposal: {
    mode: "IN_PERSON",
    length_minutes: 30,
    slots: [
      { date: "2027-04-12", time: "10:00" },
      { date: "2027-04-13", time: "17:30" },
    ],
    address: "Agios Prokopios beach, Naxos",
    note: "Please ask for Maria at the reception.",
  },
  accept: { slot: 0 },
  note: { note: "I am on a ferry that week; any day after the 20th works." },
} as const;

const STATE = "The interview as it now is.";

export const listInterviews = endpoint({
  method: "get",
  path: "/interviews/",
  operationId: "listInterviews",
  summary: "The caller's interviews: a worker's own, or those of a company's applicants",
  description:
    "Every interview not cancelled, each with its application, status and the agreed time (Athens date and time, " +
    "and the instant): the applicants' lists show who has an interview and when.",
  tag: "Interviews",
  access: "signed-in",
  responses: { 200: { description: "The interviews, soonest agreed first.", schema: interviewSummaryListSchema } },
});

export const getInterview = endpoint({
  method: "get",
  path: "/applications/{id}/interview/",
  operationId: "getInterview",
  summary: "The application's interview, if any",
  tag: "Interviews",
  access: "signed-in",
  ownerOnly: true,
  responses: { 200: { description: "The interview, or null before any proposal.", schema: interviewStateSchema } },
});

export const proposeInterview = endpoint({
  method: "post",
  path: "/applications/{id}/interview/",
  operationId: "proposeInterview",
  summary: "Propose interview times (first, or to move the interview)",
  description:
    `1 to ${INTERVIEW_SLOTS_MAX} times in Athens (\`date\`, \`time\`), each in the future and within a year, with ` +
    "the length in minutes and the way: IN_PERSON needs `address`, VIDEO needs `video_url`. Replaces any earlier " +
    "proposal or agreed time (the worker picks again); the worker is told by mail, with the calendar's " +
    "cancellation when a time had been agreed.",
  tag: "Interviews",
  access: "COMPANY",
  ownerOnly: true,
  body: { kind: "json", schema: interviewProposalSchema, example: EXAMPLES.proposal },
  responses: { 200: { description: STATE, schema: interviewStateSchema } },
  errors: {
    400:
      "Bad fields, each named (`slots.1`: a time past, too far or missing in Athens; `address`, `video_url`), or " +
      "the application is withdrawn or rejected (`interview_application_closed`).",
  },
});

export const acceptInterview = endpoint({
  method: "post",
  path: "/applications/{id}/interview/accept/",
  operationId: "acceptInterview",
  summary: "The worker takes one of the proposed times",
  description:
    "Both sides get the calendar invitation by mail; a reminder leaves 24 hours before. The time must still lie " +
    "ahead.",
  tag: "Interviews",
  access: "EMPLOYEE",
  ownerOnly: true,
  body: { kind: "json", schema: interviewAcceptSchema, example: EXAMPLES.accept },
  responses: { 200: { description: STATE, schema: interviewStateSchema } },
  errors: {
    400: "`slot` names no proposed time, or that time has passed.",
    404: "No such application of the caller's, or no interview proposed for it.",
    409: "No times are waiting to be picked (`interview_not_proposed`).",
  },
});

export const askOtherInterviewTimes = endpoint({
  method: "post",
  path: "/applications/{id}/interview/other-times/",
  operationId: "askOtherInterviewTimes",
  summary: "The worker asks for other times, with an optional note",
  description: "An agreed time is given up (the calendar event is cancelled); the company is told by mail.",
  tag: "Interviews",
  access: "EMPLOYEE",
  ownerOnly: true,
  body: { kind: "json", schema: interviewNoteSchema, example: EXAMPLES.note },
  responses: { 200: { description: STATE, schema: interviewStateSchema } },
  errors: {
    404: "No such application of the caller's, or no interview for it.",
    409: "The interview is cancelled (`interview_not_active`).",
  },
});

export const cancelInterview = endpoint({
  method: "post",
  path: "/applications/{id}/interview/cancel/",
  operationId: "cancelInterview",
  summary: "Either side cancels the interview, with an optional note",
  description: "The other side is told by mail, with the calendar's cancellation; the reminder is dropped.",
  tag: "Interviews",
  access: "signed-in",
  ownerOnly: true,
  body: { kind: "json", schema: interviewNoteSchema, example: EXAMPLES.note },
  responses: { 200: { description: STATE, schema: interviewStateSchema } },
  errors: {
    404: "No such application of the caller's, or no interview for it.",
    409: "Already cancelled (`interview_not_active`).",
  },
});

export const downloadInterviewCalendar = endpoint({
  method: "get",
  path: "/applications/{id}/interview/calendar/",
  operationId: "downloadInterviewCalendar",
  summary: "The interview's calendar invitation (RFC 5545, Europe/Athens)",
  description:
    "An agreed interview's `METHOD:REQUEST` event, or a cancelled one's `METHOD:CANCEL`, with a stable UID and " +
    "the interview's SEQUENCE, as the mails attach it.",
  tag: "Interviews",
  access: "signed-in",
  ownerOnly: true,
  responses: { 200: { description: "The .ics file.", schema: z.string(), mediaType: "text/calendar" } },
  errors: {
    404: "No such application of the caller's, or no agreed or cancelled interview time to put in a calendar.",
  },
});

/** In the order the document lists them. */
export const INTERVIEW_ENDPOINTS = [
  listInterviews,
  getInterview,
  proposeInterview,
  acceptInterview,
  askOtherInterviewTimes,
  cancelInterview,
  downloadInterviewCalendar,
];
