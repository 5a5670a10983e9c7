import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { apiErrorMap, toFieldErrors } from "../../contract/errors";
import {
  BENEFIT_ICON_MESSAGE,
  PROFILE_MESSAGES,
  companyCreateSchema,
  companySearchQuerySchema,
  companyUpdateSchema,
  employeeProfileWriteSchema,
  workExperienceCreateSchema,
  workExperienceUpdateSchema,
} from "../../contract/profiles";
import { companyFields } from "../fixtures/profiles";

function errorsOf(schema: z.ZodTypeAny, data: unknown) {
  const result = schema.safeParse(data, { errorMap: apiErrorMap });
  return result.success ? {} : toFieldErrors(result.error);
}

/** What a multipart body looks like once parsed: every value text, repeated keys (industries) as lists. */
const companyForm: Record<string, string | string[]> = {
  ...companyFields(),
  industries: ["Hotels & Resorts", "Restaurants"],
};

describe("employee profile", () => {
  it("reads skills, languages and availability from JSON text fields", () => {
    const result = employeeProfileWriteSchema.safeParse({
      headline: "Barista with 3 summers on Mykonos",
      country: "gr",
      skills: JSON.stringify([{ name: "Latte art", level: "advanced", category: "technical" }]),
      languages: JSON.stringify([{ language: "EL", level: "native" }]),
      availability: JSON.stringify([
        { available_from: "2026-05-01", available_to: "2026-10-15", work_hours: "FULL_TIME" },
      ]),
    });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.skills).toStrictEqual([{ name: "Latte art", level: "advanced", category: "technical" }]);
    expect(result.data.languages).toStrictEqual([{ language: "el", level: "native" }]);
    expect(result.data.availability?.[0]).toMatchObject({ available_from: "2026-05-01", available_to: "2026-10-15" });
  });

  it("takes the same lists as JSON arrays", () => {
    expect(
      employeeProfileWriteSchema.safeParse({ skills: [{ name: "Cooking", level: "expert", category: "other" }] })
        .success,
    ).toBe(true);
  });

  it.each([
    [{ skills: "not json" }, "skills.0", "Invalid data. Expected a dictionary, but got string."],
    [
      { skills: JSON.stringify([{ name: "X", level: "guru", category: "other" }]) },
      "skills.0.level",
      '"guru" is not a valid choice.',
    ],
    [
      {
        skills: JSON.stringify([
          { name: "Cooking", level: "expert", category: "other" },
          { name: "cooking", level: "beginner", category: "other" },
        ]),
      },
      "skills",
      PROFILE_MESSAGES.duplicateSkill,
    ],
    [
      { availability: JSON.stringify([{ available_from: "2026-06-01", available_to: "2026-05-01" }]) },
      "availability.0.available_to",
      PROFILE_MESSAGES.endBeforeStart,
    ],
    [{ headline: "x".repeat(121) }, "headline", "Ensure this field has no more than 120 characters."],
  ])("refuses %j", (data, field, message) => {
    expect(errorsOf(employeeProfileWriteSchema, data)[field]).toStrictEqual([message]);
  });
});

describe("work experience", () => {
  const valid = {
    job_title: "Waiter",
    company_name: "Taverna Nikos",
    start_date: "2024-05-01",
    end_date: "2024-10-01",
  };

  it("needs title, company and start date", () => {
    expect(workExperienceCreateSchema.safeParse(valid).success).toBe(true);
    expect(Object.keys(errorsOf(workExperienceCreateSchema, {})).sort()).toStrictEqual(
      ["company_name", "job_title", "start_date"].sort(),
    );
  });

  it("refuses an end before the start, and an end on a current position", () => {
    expect(errorsOf(workExperienceCreateSchema, { ...valid, end_date: "2024-04-30" })).toStrictEqual({
      end_date: [PROFILE_MESSAGES.endBeforeStart],
    });
    expect(errorsOf(workExperienceCreateSchema, { ...valid, is_current: "on" })).toStrictEqual({
      end_date: [PROFILE_MESSAGES.currentWithEnd],
    });
    expect(workExperienceCreateSchema.safeParse({ ...valid, end_date: "", is_current: "on" }).success).toBe(true);
  });

  it("accepts a partial update", () => {
    expect(workExperienceUpdateSchema.safeParse({ description: "Head waiter in August." }).success).toBe(true);
  });
});

describe("company profile", () => {
  it("reads a multipart form: numbers, lists and benefits from text", () => {
    const result = companyCreateSchema.safeParse(companyForm);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data).toMatchObject({
      industries: ["Hotels & Resorts", "Restaurants"],
      latitude: 35.3167,
      years_in_business: 25,
      employee_count: 60,
      benefits: [{ title: "Staff housing", description: "Shared rooms by the sea", icon: "home" }],
    });
  });

  it("needs every field filled on create, except website, area, position and benefits", () => {
    expect(Object.keys(errorsOf(companyCreateSchema, {})).sort()).toStrictEqual(
      [
        "about",
        "city",
        "country",
        "email",
        "employee_count",
        "industries",
        "location",
        "name",
        "phone_number",
        "years_in_business",
      ].sort(),
    );
    const {
      website: _website,
      area: _area,
      latitude: _lat,
      longitude: _lng,
      benefits: _benefits,
      ...rest
    } = companyForm;
    expect(companyCreateSchema.safeParse(rest).success).toBe(true);
  });

  it("treats one industry as a list of one", () => {
    const result = companyCreateSchema.safeParse({ ...companyForm, industries: "Hotels" });
    expect(result.success && result.data.industries).toStrictEqual(["Hotels"]);
  });

  it.each([
    [{ website: "javascript:alert(1)" }, "website", "Enter a valid URL."],
    [{ years_in_business: "0x10" }, "years_in_business", "A valid number is required."],
    [{ years_in_business: "2.5" }, "years_in_business", "A valid integer is required."],
    [{ employee_count: "" }, "employee_count", "This field is required."],
    [{ latitude: "" }, "latitude", PROFILE_MESSAGES.coordinatesPair],
    [{ industries: [] }, "industries", "This list may not be empty."],
    [{ benefits: JSON.stringify([{ title: "X", icon: "<svg>" }]) }, "benefits.0.icon", BENEFIT_ICON_MESSAGE],
    [{ benefits: JSON.stringify([{ title: "X", icon: "rocket" }]) }, "benefits.0.icon", BENEFIT_ICON_MESSAGE],
  ])("refuses %j", (patch, field, message) => {
    expect(errorsOf(companyCreateSchema, { ...companyForm, ...patch })[field]).toStrictEqual([message]);
  });

  it("accepts any subset on update", () => {
    expect(companyUpdateSchema.safeParse({ about: "New text" }).success).toBe(true);
    expect(companyUpdateSchema.safeParse({}).success).toBe(true);
  });

  it("reads the search query", () => {
    expect(companySearchQuerySchema.parse({ name: " Blue ", limit: "10" })).toStrictEqual({ name: "Blue", limit: 10 });
  });

  it("never throws on random form-like payloads", () => {
    const formValue = fc.oneof(
      fc.string(),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.jsonValue().map((v) => JSON.stringify(v)),
    );
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...Object.keys(companyForm), "skills", "availability"), formValue),
        (data) => {
          companyCreateSchema.safeParse(data, { errorMap: apiErrorMap });
          employeeProfileWriteSchema.safeParse(data, { errorMap: apiErrorMap });
        },
      ),
    );
  });
});
