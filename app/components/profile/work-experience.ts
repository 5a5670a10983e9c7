import type { WorkExperienceCreateRequest } from "#contract/profiles";

/** The fields of the work-experience forms, as the API names them. */
export const WORK_EXPERIENCE_FIELDS = [
  "job_title",
  "company_name",
  "location",
  "start_date",
  "end_date",
  "is_current",
  "description",
] as const;

/**
 * A parsed form as the API must receive it. A form leaves a cleared field out, which a PATCH would read as "keep
 * what is stored": every field is sent, a cleared one as empty, null or false.
 */
export function workExperienceBody(value: WorkExperienceCreateRequest): WorkExperienceCreateRequest {
  return {
    ...value,
    location: value.location ?? "",
    end_date: value.end_date ?? null,
    is_current: value.is_current ?? false,
    description: value.description ?? "",
  };
}

/** A path's experience id: a positive whole number, else null (Page Not Found). */
export function experienceIdOf(value: FormDataEntryValue | string | null | undefined): number | null {
  if (typeof value !== "string" || !/^[0-9]{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2 ** 31 - 1 ? id : null;
}
