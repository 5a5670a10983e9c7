/** Jobs and applications (design section 7). */
import { z } from "zod";
import {
  APPLICATION_MESSAGES,
  APPLICANTS_PAGE_DEFAULT,
  APPLICANTS_PAGE_MAX,
  applicantPageQuerySchema,
  applicantPageSchema,
  applicationBulkStatusSchema,
  applicationCreateSchema,
  applicationNotesSchema,
  applicationNotesUpdateSchema,
  applicationListQuerySchema,
  applicationListSchema,
  appliedJobsSchema,
  applicationSchema,
  applicationStatusUpdateSchema,
} from "../applications";
import { ERROR_DETAILS } from "../errors";
import { jobFiltersSchema } from "../job-filters-schema";
import {
  featuredJobsSchema,
  jobCreateSchema,
  JOB_COUNT_CAP,
  JOB_MESSAGES,
  jobMetadataSchema,
  jobPageSchema,
  jobSchema,
  jobUpdateSchema,
  OWN_JOBS_MAX,
  ownCompanyJobsSchema,
} from "../jobs";
import { formNumber } from "../fields";
import { EXAMPLES } from "./examples";
import { endpoint, PATH_PARAMS } from "../endpoint";

/** Job ids are a `bigint` column: larger than the other integer ids. */
const JOB_ID = { id: PATH_PARAMS.jobId } as const;

/**
 * The job filters as they travel in a URL: `parseJobFilters`' result type, except that the box is one text
 * parameter. Invalid values are dropped, never reported (docs/jobs.md#filters).
 */
const jobListQuerySchema = jobFiltersSchema.extend({
  bounding_box: z
    .string()
    .describe("`lng_min,lat_min,lng_max,lat_max`, each minimum at most its maximum; otherwise the box is ignored.")
    .optional(),
});

export const listJobs = endpoint({
  method: "get",
  path: "/jobs/",
  operationId: "listJobs",
  summary: "Search and filter jobs, cursor-paged",
  description:
    "Every filter of the job list. Multi-valued enums take repeated keys or a comma list; invalid values are " +
    "ignored. `limit` defaults to 20, at most 100. For a signed-in employee each job says `has_applied`. " +
    "A company listing its own jobs (`company=` its uuid, also with `is_active=false`) gets each job's " +
    "`application_count` (every application, whatever its status); no other list has it. " +
    `\`count\` is how many jobs match the filters, the same on every page; counting stops at ${JOB_COUNT_CAP}, ` +
    "and `count_capped` is true when more jobs than that match.",
  tag: "Jobs",
  access: "optional",
  query: jobListQuerySchema,
  lenientQuery: true,
  responses: { 200: { description: "A page of jobs.", schema: jobPageSchema } },
  errors: { 404: `An undecodable cursor ("${ERROR_DETAILS.invalidCursor}").` },
});

export const listOwnCompanyJobs = endpoint({
  method: "get",
  path: "/companies/{uuid}/jobs/",
  operationId: "listOwnCompanyJobs",
  summary: "The caller's company's job ads, open or closed, with their applications",
  description:
    "Every job ad of the caller's company, newest first: open, past its last day to apply (`is_closed`) or " +
    "closed by the company (`is_active: false`), each with `application_count` (every application, whatever its " +
    `status). \`limit\` defaults to 20, at most ${OWN_JOBS_MAX}; \`count\` is how many ads the company has.`,
  tag: "Jobs",
  access: "COMPANY",
  ownerOnly: true,
  query: z.object({ limit: formNumber(z.number().int().min(1).max(OWN_JOBS_MAX)).optional() }),
  responses: { 200: { description: "The company's job ads.", schema: ownCompanyJobsSchema } },
  errors: {
    400: `A \`limit\` that is not a whole number from 1 to ${OWN_JOBS_MAX}.`,
    404: "No company has this uuid.",
  },
});

export const createJob = endpoint({
  method: "post",
  path: "/jobs/",
  operationId: "createJob",
  summary: "Post a job",
  tag: "Jobs",
  access: "COMPANY",
  body: { kind: "json", schema: jobCreateSchema, example: EXAMPLES.job },
  responses: { 201: { description: "The new job; its `id` names it from now on.", schema: jobSchema } },
  errors: {
    400:
      "Bad fields, each named. `place` is an id of the gazetteer of Greek places (contract/places.ts): it sets " +
      "`city`, `area`, `country` and the pin unless one is sent, which must lie within 25 km of it (docs/jobs.md#posting-and-editing).",
    403:
      `No company profile yet ("${JOB_MESSAGES.noCompanyProfile}"), or the plan allows no more active jobs (the ` +
      "message names the plan) or no featured listings.",
  },
});

export const listFeaturedJobs = endpoint({
  method: "get",
  path: "/jobs/featured/",
  operationId: "listFeaturedJobs",
  summary: "Up to 8 featured active jobs",
  tag: "Jobs",
  access: "public",
  responses: { 200: { description: "The featured jobs.", schema: featuredJobsSchema } },
});

export const describeJobListFields = endpoint({
  method: "options",
  path: "/jobs/",
  operationId: "describeJobListFields",
  summary: "The job fields and filters with their choices (DRF SimpleMetadata)",
  tag: "Jobs",
  access: "public",
  responses: { 200: { description: "The metadata, with the create action's fields.", schema: jobMetadataSchema } },
});

export const getJob = endpoint({
  method: "get",
  path: "/jobs/{id}/",
  pathParams: JOB_ID,
  operationId: "getJob",
  summary: "A job",
  description: "A job past its last day to apply is still shown, with `is_closed: true`.",
  tag: "Jobs",
  access: "optional",
  responses: { 200: { description: "The job.", schema: jobSchema } },
});

export const updateJob = endpoint({
  method: "patch",
  path: "/jobs/{id}/",
  pathParams: JOB_ID,
  operationId: "updateJob",
  summary: "Update one of the caller's jobs",
  tag: "Jobs",
  access: "COMPANY",
  ownerOnly: true,
  body: { kind: "json", schema: jobUpdateSchema, example: EXAMPLES.jobUpdate },
  responses: { 200: { description: "The updated job.", schema: jobSchema } },
  errors: {
    400:
      "Bad fields, each named. `place` is an id of the gazetteer of Greek places (contract/places.ts): it sets " +
      "`city`, `area`, `country` and the pin unless one is sent, which must lie within 25 km of it (docs/jobs.md#posting-and-editing).",
    403: "Not the caller's job, or the plan allows no more active jobs or no featured listings.",
  },
});

export const deleteJob = endpoint({
  method: "delete",
  path: "/jobs/{id}/",
  pathParams: JOB_ID,
  operationId: "deleteJob",
  summary: "Delete one of the caller's jobs",
  tag: "Jobs",
  access: "COMPANY",
  ownerOnly: true,
  responses: { 204: { description: "Deleted." } },
});

export const describeJobFields = endpoint({
  method: "options",
  path: "/jobs/{id}/",
  pathParams: JOB_ID,
  operationId: "describeJobFields",
  summary: "The job's fields and their choices (DRF SimpleMetadata)",
  description: "The web app renders its selects from the `choices`.",
  tag: "Jobs",
  access: "public",
  responses: { 200: { description: "The metadata.", schema: jobMetadataSchema } },
});

export const listApplications = endpoint({
  method: "get",
  path: "/applications/",
  operationId: "listApplications",
  summary: "Applications: an employee's own, or those to a company's jobs",
  tag: "Applications",
  access: "signed-in",
  query: applicationListQuerySchema,
  responses: { 200: { description: "The applications, newest first.", schema: applicationListSchema } },
  errors: { 400: "`job_id` is not a job number." },
});

export const listApplicantsPage = endpoint({
  method: "get",
  path: "/applications/applicants/",
  operationId: "listApplicantsPage",
  summary: "One page of the applications to the company's jobs, with the counts per status",
  description:
    `Filtered by \`status\` and ordered in SQL: \`sort=date\` (default) newest first, \`sort=rating\` best rated first, ` +
    `unrated last, newest first among equal ratings. \`limit\` (default ${APPLICANTS_PAGE_DEFAULT}, at most ` +
    `${APPLICANTS_PAGE_MAX}) and \`offset\` page it; \`next_offset\` is the next page's. \`counts\` and \`total\` ` +
    "count the job's (or all jobs') applications per status and in all, the filter aside; `count` those matching it. " +
    "A job of another company matches nothing.",
  tag: "Applications",
  access: "COMPANY",
  query: applicantPageQuerySchema,
  responses: { 200: { description: "The page and its counts.", schema: applicantPageSchema } },
  errors: { 400: "`job_id`, `status`, `sort`, `limit` or `offset` is not valid (the field is named)." },
});

export const listAppliedJobs = endpoint({
  method: "get",
  path: "/applications/applied-jobs/",
  operationId: "listAppliedJobs",
  summary: "The jobs the employee has a live application to",
  description:
    "Job ids, ascending, of the caller's applications that are not withdrawn (after a withdrawal the worker may " +
    "apply again): the marks of a job list, one small query instead of the whole `GET /applications/`.",
  tag: "Applications",
  access: "EMPLOYEE",
  responses: { 200: { description: "The job ids.", schema: appliedJobsSchema } },
});

export const applyForJob = endpoint({
  method: "post",
  path: "/applications/",
  operationId: "applyForJob",
  summary: "Apply for a job",
  description:
    "Once per job, to an active job that is not closed, with an employee profile. After a withdrawal the " +
    "employee may apply again: a new application (new `id`); the withdrawn one stays in the lists.",
  tag: "Applications",
  access: "EMPLOYEE",
  body: { kind: "json", schema: applicationCreateSchema, example: EXAMPLES.application },
  responses: { 201: { description: "The application.", schema: applicationSchema } },
  errors: {
    400: "A field is invalid; no such job; already applied (and not withdrawn); the job is closed or inactive.",
    403: `No employee profile yet ("${APPLICATION_MESSAGES.profileRequired}").`,
  },
});

export const getApplication = endpoint({
  method: "get",
  path: "/applications/{id}/",
  operationId: "getApplication",
  summary: "One application: the employee's own, or one to the company's jobs",
  description:
    "As the lists show it to the caller (a company's view carries the applicant; the worker's never the notes).",
  tag: "Applications",
  access: "signed-in",
  ownerOnly: true,
  responses: { 200: { description: "The application, with its timeline.", schema: applicationSchema } },
});

export const updateApplicationStatus = endpoint({
  method: "patch",
  path: "/applications/{id}/",
  operationId: "updateApplicationStatus",
  summary: "Move an application to its job's company's decision",
  tag: "Applications",
  access: "COMPANY",
  ownerOnly: true,
  body: { kind: "json", schema: applicationStatusUpdateSchema, example: EXAMPLES.applicationStatus },
  responses: { 200: { description: "The application.", schema: applicationSchema } },
  errors: { 400: "A field is invalid, or the application cannot move to that status." },
});

export const withdrawApplication = endpoint({
  method: "post",
  path: "/applications/{id}/withdraw/",
  operationId: "withdrawApplication",
  summary: "Withdraw one of the caller's applications",
  tag: "Applications",
  access: "EMPLOYEE",
  ownerOnly: true,
  description: "The job is then free to apply to again (`has_applied` is false).",
  responses: { 200: { description: "The withdrawn application.", schema: applicationSchema } },
  errors: { 400: "The application was rejected or already withdrawn." },
});

export const updateApplicationStatuses = endpoint({
  method: "post",
  path: "/applications/bulk-status/",
  operationId: "updateApplicationStatuses",
  summary: "Move several of the company's applications to one status, all or none",
  description:
    "Each listed application must be to one of the caller's jobs, else nothing changes (404). One that is " +
    "already at the status stays as it is; one that cannot move there refuses the whole change (400). Each " +
    "worker whose application moved gets the status e-mail, with `message` when given.",
  tag: "Applications",
  access: "COMPANY",
  body: { kind: "json", schema: applicationBulkStatusSchema, example: EXAMPLES.applicationBulkStatus },
  responses: { 200: { description: "The listed applications, as they now are.", schema: applicationListSchema } },
  errors: {
    400: "A field is invalid (an id listed twice, none, more than 100), or one application cannot move to that status.",
    404: "One of the ids is not an application to the caller's jobs.",
  },
});

export const getApplicationNotes = endpoint({
  method: "get",
  path: "/applications/{id}/notes/",
  operationId: "getApplicationNotes",
  summary: "The company's private note and 1–5 rating of an application",
  description: "Never shown to the worker; the company's list carries them too (`note`, `rating`).",
  tag: "Applications",
  access: "COMPANY",
  ownerOnly: true,
  responses: {
    200: {
      description: "The note and rating (empty and null before the first write).",
      schema: applicationNotesSchema,
    },
  },
});

export const updateApplicationNotes = endpoint({
  method: "patch",
  path: "/applications/{id}/notes/",
  operationId: "updateApplicationNotes",
  summary: "Write the company's private note and 1–5 rating of an application",
  tag: "Applications",
  access: "COMPANY",
  ownerOnly: true,
  body: { kind: "json", schema: applicationNotesUpdateSchema, example: EXAMPLES.applicationNotes },
  responses: { 200: { description: "The note and rating.", schema: applicationNotesSchema } },
  errors: { 400: "The note is too long, or the rating is not a whole number from 1 to 5." },
});

export const exportJobApplicants = endpoint({
  method: "get",
  path: "/jobs/{id}/applicants/csv/",
  pathParams: JOB_ID,
  operationId: "exportJobApplicants",
  summary: "A job's applicants as a CSV file (UTF-8 with a byte-order mark, for Excel)",
  description:
    "For the company that posted the job. In the language of `Accept-Language` (Greek or English). Name, " +
    "headline, e-mail, languages, availability and whether it covers the season, the seasonal facts, applied " +
    "date, status and rating; never the cover letter or the private note; withdrawn applications left out.",
  tag: "Applications",
  access: "COMPANY",
  ownerOnly: true,
  responses: { 200: { description: "The CSV file.", schema: z.string(), mediaType: "text/csv" } },
});

/** In the order the document lists them. */
export const JOB_ENDPOINTS = [
  listJobs,
  listOwnCompanyJobs,
  createJob,
  listFeaturedJobs,
  describeJobListFields,
  getJob,
  updateJob,
  deleteJob,
  describeJobFields,
  listApplications,
  listApplicantsPage,
  listAppliedJobs,
  applyForJob,
  getApplication,
  updateApplicationStatus,
  withdrawApplication,
  updateApplicationStatuses,
  getApplicationNotes,
  updateApplicationNotes,
  exportJobApplicants,
] as const;
