import type { EmploymentType } from "#contract/enums";
import { jobTabPath } from "~/lib/jobs-base";
import { lastDayToApply, type JobSummary } from "~/components/job/job-summary";

/**
 * schema.org `JobPosting` for a job page (docs/jobs.md#the-job-page), the fields search
 * engines read for job results. Built from what the page shows, so it never says more than the page.
 */
export function jobPostingJsonLd(job: JobSummary, origin: string): Record<string, unknown> {
  const posting: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    url: `${origin}${jobTabPath(job.id, "description")}`,
    identifier: { "@type": "PropertyValue", name: job.company.name, value: String(job.id) },
    datePosted: job.created_at.slice(0, 10),
    employmentType: employmentTypes(job),
    hiringOrganization: hiringOrganization(job, origin),
    jobLocation: jobLocation(job),
    totalJobOpenings: job.positions,
    directApply: true,
  };
  const validThrough = lastDayToApply(job);
  if (validThrough) posting.validThrough = validThrough;
  if (job.start_date) posting.jobStartDate = job.start_date;
  if (job.is_remote) {
    posting.jobLocationType = "TELECOMMUTE";
    posting.applicantLocationRequirements = { "@type": "Country", name: job.country };
  }
  const salary = baseSalary(job);
  if (salary) posting.baseSalary = salary;
  return posting;
}

/**
 * The JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` as JSON escapes, so no text of a job
 * (`</script>`, `<!--`) can end the element or open markup; U+2028/9 escaped for old JavaScript parsers.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Our employment types in schema.org's words. */
const SCHEMA_EMPLOYMENT_TYPES: Record<EmploymentType, string> = {
  FULL_TIME: "FULL_TIME",
  PART_TIME: "PART_TIME",
  CONTRACT: "CONTRACTOR",
  INTERNSHIP: "INTERN",
};

/** A job with an end date is seasonal work for a fixed term: schema.org's TEMPORARY as well. */
function employmentTypes(job: JobSummary): string | string[] {
  const type = SCHEMA_EMPLOYMENT_TYPES[job.employment_type];
  return job.end_date || job.work_hours === "SEASONAL" ? [type, "TEMPORARY"] : type;
}

function hiringOrganization(job: JobSummary, origin: string): Record<string, unknown> {
  const organization: Record<string, unknown> = { "@type": "Organization", name: job.company.name };
  // Logos are stored as paths under /media (or absolute URLs from a remote API).
  if (job.company.logo)
    organization.logo = /^https?:\/\//.test(job.company.logo) ? job.company.logo : origin + job.company.logo;
  return organization;
}

function jobLocation(job: JobSummary): Record<string, unknown> {
  const address: Record<string, unknown> = {
    "@type": "PostalAddress",
    addressLocality: job.city || job.location,
    addressCountry: job.country,
  };
  if (job.area) address.addressRegion = job.area;
  const place: Record<string, unknown> = { "@type": "Place", address };
  if (job.latitude !== null && job.longitude !== null) {
    place.geo = { "@type": "GeoCoordinates", latitude: job.latitude, longitude: job.longitude };
  }
  return place;
}

/** A range, or the one known end of it as the value; nothing when no amount is known. */
function baseSalary(job: JobSummary): Record<string, unknown> | null {
  const { salary_min: min, salary_max: max } = job;
  if (min === null && max === null) return null;
  const value: Record<string, unknown> = { "@type": "QuantitativeValue", unitText: job.salary_period };
  if (min !== null && max !== null && min !== max) {
    value.minValue = min;
    value.maxValue = max;
  } else {
    value.value = min ?? max;
  }
  return { "@type": "MonetaryAmount", currency: job.salary_currency, value };
}
