import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { apiErrorMap, toFieldErrors } from "../../contract/errors";
import { JOB_MESSAGES, jobCreateSchema, jobRangeIssues, jobSchema, jobUpdateSchema } from "../../contract/jobs";
import { FULL_JOB } from "../support/job-payloads";

const minimal = {
  title: "Waiter / Waitress",
  description: "Serve breakfast and dinner at a beach hotel.",
  location: "Agia Pelagia beach, Heraklion",
  employment_type: "FULL_TIME",
  experience_level: "ENTRY",
};

function errorsOf(schema: z.ZodTypeAny, data: unknown) {
  const result = schema.safeParse(data, { errorMap: apiErrorMap });
  return result.success ? {} : toFieldErrors(result.error);
}

describe("job create payload", () => {
  it("needs only title, description, location, employment type and experience level", () => {
    const result = jobCreateSchema.safeParse(minimal);
    expect(result.success).toBe(true);
    expect(Object.keys(errorsOf(jobCreateSchema, {})).sort()).toStrictEqual(
      ["description", "employment_type", "experience_level", "location", "title"].sort(),
    );
  });

  it("accepts every field of design section 7", () => {
    const result = jobCreateSchema.safeParse(FULL_JOB);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.country).toBe("GR");
    expect(result.data.languages?.[0].language).toBe("en");
  });

  it.each([
    [{ title: "ab" }, "title", "Ensure this field has at least 3 characters."],
    [{ title: "x".repeat(201) }, "title", "Ensure this field has no more than 200 characters."],
    [{ title: "   " }, "title", "This field may not be blank."],
    [{ employment_type: "FREELANCE" }, "employment_type", '"FREELANCE" is not a valid choice.'],
    [{ salary_currency: "GBP" }, "salary_currency", '"GBP" is not a valid choice.'],
    [{ latitude: 91, longitude: 0 }, "latitude", "Ensure this value is less than or equal to 90."],
    [{ latitude: 0, longitude: -181 }, "longitude", "Ensure this value is greater than or equal to -180."],
    [{ salary_min: -1 }, "salary_min", "Ensure this value is greater than or equal to 0."],
    [{ positions: 0 }, "positions", "Ensure this value is greater than or equal to 1."],
    [
      { start_date: "2026-02-30" },
      "start_date",
      "Date has wrong format. Use one of these formats instead: YYYY-MM-DD.",
    ],
    [{ salary_min: 1000, salary_max: 900 }, "salary_max", JOB_MESSAGES.salaryRange],
    [{ experience_min_years: 3, experience_max_years: 1 }, "experience_max_years", JOB_MESSAGES.experienceRange],
    [{ start_date: "2026-06-01", end_date: "2026-05-31" }, "end_date", JOB_MESSAGES.dateRange],
    [{ end_date: "2026-05-31", apply_by: "2026-06-01" }, "apply_by", JOB_MESSAGES.applyByAfterEnd],
    [{ latitude: 35 }, "longitude", JOB_MESSAGES.coordinatesPair],
    [
      {
        languages: [
          { language: "en", level: "native" },
          { language: "EN", level: "beginner" },
        ],
      },
      "languages",
      JOB_MESSAGES.duplicateLanguage,
    ],
  ])("refuses %j on %s", (patch, field, message) => {
    expect(errorsOf(jobCreateSchema, { ...minimal, ...patch })[field]).toStrictEqual([message]);
  });

  it("ignores fields the server owns (mass assignment)", () => {
    const result = jobCreateSchema.safeParse({
      ...minimal,
      id: 7,
      company: "other",
      application_count: 99,
      owner: "x",
    });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(Object.keys(result.data)).not.toContain("company");
    expect(Object.keys(result.data)).not.toContain("id");
  });

  it("strips NUL and control characters from text", () => {
    const result = jobCreateSchema.safeParse({
      ...minimal,
      title: "Cook\u0000\u0007 assistant",
      description: "Line 1\r\nLine 2",
    });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.title).toBe("Cook assistant");
    expect(result.data.description).toBe("Line 1\nLine 2");
  });
});

describe("job update payload", () => {
  it("accepts any subset and checks the ranges it can see", () => {
    expect(jobUpdateSchema.safeParse({}).success).toBe(true);
    expect(jobUpdateSchema.safeParse({ salary_max: 1000 }).success).toBe(true);
    expect(errorsOf(jobUpdateSchema, { salary_min: 5, salary_max: 4 })).toStrictEqual({
      salary_max: [JOB_MESSAGES.salaryRange],
    });
  });

  it("lets null clear optional values", () => {
    const result = jobUpdateSchema.safeParse({ salary_min: null, start_date: "", latitude: null, longitude: null });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data).toMatchObject({ salary_min: null, start_date: null });
  });

  it("re-checks a patch merged with the stored job", () => {
    expect(jobRangeIssues({ salary_min: 2000, salary_max: 1500 })).toStrictEqual([
      { path: "salary_max", message: JOB_MESSAGES.salaryRange, code: "salary_range" },
    ]);
    expect(jobRangeIssues({ salary_min: null, salary_max: 1500 })).toStrictEqual([]);
  });

  it("never throws on random payloads", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        jobCreateSchema.safeParse(value, { errorMap: apiErrorMap });
        jobUpdateSchema.safeParse(value, { errorMap: apiErrorMap });
      }),
    );
  });
});

describe("job response", () => {
  it("describes a job as the API returns it", () => {
    const job = {
      id: 1,
      title: "Waiter",
      description: "…",
      requirements: "",
      benefits: "",
      company: { uuid: "0b3e4c2a-1d2f-4a5b-8c9d-0e1f2a3b4c5d", name: "Blue Bay", logo: null, logo_thumb: null },
      location: "Fira",
      city: "Fira",
      area: "Santorini",
      country: "GR",
      latitude: 36.4,
      longitude: 25.4,
      is_remote: false,
      employment_type: "FULL_TIME",
      experience_level: "ENTRY",
      experience_min_years: null,
      experience_max_years: null,
      salary_min: 900,
      salary_max: null,
      salary_currency: "EUR",
      salary_period: "MONTH",
      work_hours: "SEASONAL",
      schedule: "FLEXIBLE",
      start_date: "2026-05-01",
      end_date: null,
      apply_by: null,
      positions: 2,
      accommodation: "PRIVATE",
      meals: "SOME",
      languages: [],
      is_active: true,
      is_featured: false,
      is_closed: false,
      created_at: "2026-01-10T10:00:00.000Z",
      updated_at: "2026-01-10T10:00:00.000Z",
    };
    expect(jobSchema.safeParse(job).success).toBe(true);
    expect(jobSchema.safeParse({ ...job, has_applied: true }).success).toBe(true);
  });
});
