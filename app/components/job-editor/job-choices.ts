import type { JobMetadata } from "#contract/jobs";

/** Language rows the form offers (the API takes up to 10; a seasonal job rarely asks for more than three). */
export const LANGUAGE_ROWS = 3;

/** The select fields of the editor whose options come from `OPTIONS /jobs/…` (spec section 2). */
const SELECT_FIELDS = [
  "employment_type",
  "experience_level",
  "work_hours",
  "schedule",
  "salary_currency",
  "salary_period",
  "accommodation",
  "meals",
] as const;

export type JobChoices = Record<(typeof SELECT_FIELDS)[number] | "language_level", string[]>;

/** The choices' values the API describes for creating (POST) or updating (PUT); labels are the app's own. */
export function jobChoices(metadata: JobMetadata): JobChoices {
  const fields = metadata.actions?.POST ?? metadata.actions?.PUT ?? {};
  const values = (name: string) => fields[name]?.choices?.map((choice) => choice.value) ?? [];
  const level = fields.languages?.child?.children?.level?.choices?.map((choice) => choice.value) ?? [];
  return {
    ...(Object.fromEntries(SELECT_FIELDS.map((name) => [name, values(name)])) as Record<
      (typeof SELECT_FIELDS)[number],
      string[]
    >),
    language_level: level,
  };
}
