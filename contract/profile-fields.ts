/**
 * The profiles' sentences and the fields each profile form sends (contract/profiles.ts), without zod: the
 * browser's forms and error texts use them, and a module the browser loads must not carry zod schemas
 * (docs/forms.md#the-form-kit).
 */
import { BENEFIT_ICONS } from "./benefit-icons";
import { errorCodes } from "./error-codes";
import { COORDINATES_PAIR_MESSAGE, DUPLICATE_LANGUAGE_MESSAGE } from "./field-messages";

export const PROFILE_MESSAGES = {
  endBeforeStart: "The end date must be on or after the start date.",
  currentWithEnd: "A current position has no end date.",
  duplicateSkill: "Each skill may be listed once.",
  duplicateLanguage: DUPLICATE_LANGUAGE_MESSAGE,
  coordinatesPair: COORDINATES_PAIR_MESSAGE,
  profileExists: "You already have a profile.",
  createProfileFirst: "Create your profile first.",
} as const;

export const BENEFIT_ICON_MESSAGE = `Choose one of the icons: ${BENEFIT_ICONS.join(", ")}.`;

/**
 * The profiles' error codes (contract/error-codes.ts): the rules of contract/profiles.ts name theirs in their
 * issues, the API's refusals (api/models/employee-profiles.ts, companies.ts) in their bodies.
 */
export const PROFILE_ERRORS = errorCodes({
  end_before_start: PROFILE_MESSAGES.endBeforeStart,
  current_with_end: PROFILE_MESSAGES.currentWithEnd,
  create_profile_first: PROFILE_MESSAGES.createProfileFirst,
  duplicate_skill: PROFILE_MESSAGES.duplicateSkill,
  profile_exists: PROFILE_MESSAGES.profileExists,
  invalid_benefit_icon: BENEFIT_ICON_MESSAGE,
});

/**
 * Where the worker lives is one question, `city`; the API's `location` is left to its clients
 * (docs/data.md#full-text-search).
 */
export const EMPLOYEE_BASICS_FIELDS = ["headline", "bio", "city", "country"] as const;

/** The seasonal facts: what the web's `seasonal` form sends. */
export const EMPLOYEE_SEASONAL_FIELDS = [
  "right_to_work",
  "has_afm",
  "has_amka",
  "health_certificate",
  "driving_licence",
  "needs_accommodation",
  "preferred_areas",
] as const;
