/** The enumerations of spec section 3 and design section 7, written once for both tiers. */
export const ROLES = ["EMPLOYEE", "COMPANY"] as const;
export const WORK_HOURS = ["FULL_TIME", "PART_TIME", "FLEXIBLE", "SHIFT", "SEASONAL"] as const;
export const SCHEDULES = ["MONDAY_TO_FRIDAY", "MONDAY_TO_SATURDAY", "SHIFT_BASED", "FLEXIBLE", "WEEKENDS"] as const;
export const SUBSCRIPTION_STATUSES = [
  "active",
  "canceled",
  "incomplete",
  "incomplete_expired",
  "past_due",
  "trialing",
  "unpaid",
  "paused",
] as const;
export const APPLICATION_STATUSES = ["APPLIED", "VIEWED_BY_COMPANY", "SHORTLISTED", "REJECTED", "WITHDRAWN"] as const;
export const EXPERIENCE_LEVELS = [
  "TRAINEE",
  "ENTRY",
  "EXPERIENCED",
  "SUPERVISOR",
  "ASST_MANAGER",
  "MANAGER",
  "SR_MANAGER",
  "EXECUTIVE",
] as const;
export const EMPLOYMENT_TYPES = ["FULL_TIME", "PART_TIME", "CONTRACT", "INTERNSHIP"] as const;
export const SKILL_LEVELS = ["beginner", "intermediate", "advanced", "expert"] as const;
export const SKILL_CATEGORIES = ["technical", "soft_skills", "other"] as const;
export const LANGUAGE_LEVELS = ["beginner", "intermediate", "advanced", "native"] as const;
export const CURRENCIES = ["USD", "EUR"] as const;
export const SALARY_PERIODS = ["HOUR", "DAY", "WEEK", "MONTH"] as const;
export const ACCOMMODATIONS = ["NONE", "SHARED", "PRIVATE"] as const;
export const MEALS = ["NONE", "SOME", "ALL"] as const;
export const JOB_ORDERINGS = [
  "-created_at",
  "created_at",
  "-salary_max",
  "salary_min",
  "start_date",
  "-start_date",
] as const;
export const LANGUAGES = ["en", "gr"] as const;
/** The seasonal facts of a worker's profile (areas.md): may they work in Greece, which licence they hold. */
export const RIGHT_TO_WORK = ["EU_CITIZEN", "NON_EU_PERMIT", "NON_EU_NEEDS_PERMIT"] as const;
export const DRIVING_LICENCES = ["NONE", "CAR", "MOTORBIKE", "CAR_AND_MOTORBIKE"] as const;
/** Greece's holiday regions a worker may prefer: the island groups and the mainland's resort areas. */
export const GREEK_AREAS = [
  "CRETE",
  "CYCLADES",
  "DODECANESE",
  "IONIAN_ISLANDS",
  "NORTH_AEGEAN",
  "SPORADES",
  "SARONIC_ISLANDS",
  "EVIA",
  "ATHENS_ATTICA",
  "PELOPONNESE",
  "HALKIDIKI",
  "MACEDONIA_THRACE",
  "THESSALY_PELION",
  "EPIRUS",
] as const;

export type Role = (typeof ROLES)[number];
export type RightToWork = (typeof RIGHT_TO_WORK)[number];
export type DrivingLicence = (typeof DRIVING_LICENCES)[number];
export type GreekArea = (typeof GREEK_AREAS)[number];
export type WorkHours = (typeof WORK_HOURS)[number];
export type Schedule = (typeof SCHEDULES)[number];
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export type SkillLevel = (typeof SKILL_LEVELS)[number];
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];
export type Currency = (typeof CURRENCIES)[number];
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];
export type Accommodation = (typeof ACCOMMODATIONS)[number];
export type Meals = (typeof MEALS)[number];
export type JobOrdering = (typeof JOB_ORDERINGS)[number];
export type Language = (typeof LANGUAGES)[number];

export const SOCIAL_PROVIDERS = ["google", "facebook"] as const;
export const PLAN_INTERVALS = ["month", "year"] as const;
/** The statuses a company may move an application to (design section 7); the rest belong to the employee. */
export const COMPANY_APPLICATION_STATUSES = ["VIEWED_BY_COMPANY", "SHORTLISTED", "REJECTED"] as const;

export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export type PlanInterval = (typeof PLAN_INTERVALS)[number];
export type CompanyApplicationStatus = (typeof COMPANY_APPLICATION_STATUSES)[number];
