/**
 * The jobs' sentences (contract/jobs.ts) and their error codes (contract/error-codes.ts), without zod or the
 * gazetteer, so that the codes' catalogue (contract/api-errors.ts) can be loaded anywhere (docs/forms.md#the-form-kit).
 */
import { errorCodes } from "./error-codes";
import { COORDINATES_PAIR_MESSAGE, DUPLICATE_LANGUAGE_MESSAGE } from "./field-messages";

/** How far a job's pin may be from its place: the place's surroundings, not another island. */
export const PIN_RADIUS_KM = 25;

export const JOB_MESSAGES = {
  salaryRange: "The maximum salary must be greater than or equal to the minimum salary.",
  experienceRange: "The maximum years of experience must be greater than or equal to the minimum.",
  dateRange: "The end date must be on or after the start date.",
  applyByAfterEnd: "The last day to apply must be on or before the end date.",
  coordinatesPair: COORDINATES_PAIR_MESSAGE,
  duplicateLanguage: DUPLICATE_LANGUAGE_MESSAGE,
  unknownPlace: "Choose a place from the list of Greek places.",
  pinTooFar: `The pin must be within ${PIN_RADIUS_KM} km of the place.`,
  closed: "This job is no longer accepting applications.",
  noCompanyProfile: "Create your company profile before posting jobs.",
  featuredNotInPlan: (planName: string) =>
    `Your ${planName} plan does not include featured listings. Upgrade your plan to feature jobs.`,
} as const;

/** The most active jobs a plan holds, in the words of its refusal. */
const planLimitText = (plan: string, limit: number) =>
  `Your ${plan} plan allows ${limit} active job${limit === 1 ? "" : "s"}. Upgrade to post more.`;

/**
 * The jobs' error codes (contract/error-codes.ts). The season's end before its start is the profiles'
 * `end_before_start` (contract/profile-fields.ts): the same rule in the same words.
 */
export const JOB_ERRORS = errorCodes({
  salary_range: JOB_MESSAGES.salaryRange,
  experience_range: JOB_MESSAGES.experienceRange,
  apply_by_after_end: JOB_MESSAGES.applyByAfterEnd,
  unknown_place: JOB_MESSAGES.unknownPlace,
  pin_too_far: (params: { radius_km: number }) => `The pin must be within ${params.radius_km} km of the place.`,
  job_closed: JOB_MESSAGES.closed,
  no_company_profile: JOB_MESSAGES.noCompanyProfile,
  featured_not_in_plan: (params: { plan: string }) => JOB_MESSAGES.featuredNotInPlan(params.plan),
  plan_limit: (params: { plan: string; limit: number }) => planLimitText(params.plan, params.limit),
});

export type JobErrorCode = keyof typeof JOB_ERRORS;
