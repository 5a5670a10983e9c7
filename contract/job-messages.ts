/**
 * The jobs' sentences (contract/jobs.ts), without zod or the gazetteer: the job editor's error texts compare
 * against them in the browser (docs/decisions/169).
 */

/** How far a job's pin may be from its place: the place's surroundings, not another island. */
export const PIN_RADIUS_KM = 25;

export const JOB_MESSAGES = {
  salaryRange: "The maximum salary must be greater than or equal to the minimum salary.",
  experienceRange: "The maximum years of experience must be greater than or equal to the minimum.",
  dateRange: "The end date must be on or after the start date.",
  applyByAfterEnd: "The last day to apply must be on or before the end date.",
  coordinatesPair: "Give both latitude and longitude, or neither.",
  duplicateLanguage: "Each language may be listed once.",
  unknownPlace: "Choose a place from the list of Greek places.",
  pinTooFar: `The pin must be within ${PIN_RADIUS_KM} km of the place.`,
  closed: "This job is no longer accepting applications.",
  noCompanyProfile: "Create your company profile before posting jobs.",
  featuredNotInPlan: (planName: string) =>
    `Your ${planName} plan does not include featured listings. Upgrade your plan to feature jobs.`,
} as const;
