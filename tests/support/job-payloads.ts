/**
 * Job payloads of `POST /jobs/` (design section 7) for the tests of the contract's schema and of the API: the
 * fewest fields that make a job, and every field.
 */
import type { JobCreateRequest } from "../../contract/jobs";

/** The fields a job cannot be posted without. */
export const MINIMAL_JOB = {
  title: "Bartender",
  description: "Cocktails at a beach bar in Chania.",
  location: "Agia Marina",
  employment_type: "FULL_TIME",
  experience_level: "ENTRY",
} satisfies JobCreateRequest;

/** Every field; country and language codes in the wrong case, which the API normalizes. */
export const FULL_JOB = {
  ...MINIMAL_JOB,
  requirements: "- Two seasons behind a bar",
  benefits: "- Shared flat\n- Two meals a day",
  city: "Chania",
  area: "Crete",
  country: "gr",
  latitude: 35.51,
  longitude: 24.02,
  is_remote: false,
  experience_min_years: 1,
  experience_max_years: 4,
  salary_min: 1000,
  salary_max: 1250.5,
  salary_currency: "EUR",
  salary_period: "MONTH",
  work_hours: "SEASONAL",
  schedule: "SHIFT_BASED",
  start_date: "2031-05-01",
  end_date: "2031-10-15",
  apply_by: "2031-04-20",
  positions: 2,
  accommodation: "SHARED",
  meals: "ALL",
  languages: [
    { language: "EN", level: "intermediate" },
    { language: "el", level: "beginner" },
  ],
  is_active: true,
  is_featured: false,
};
