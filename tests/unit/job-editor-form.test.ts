import { describe, expect, it } from "vitest";
import { jobSchema } from "../../contract/jobs";
import { getFixedT } from "../../app/lib/i18n/i18next.server";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { jobEditorWords } from "../../app/components/job-editor/job-editor-errors";
import { ErrorList } from "../../app/components/forms/Field";
import { FormWords } from "../../app/components/forms/FormWords";
import {
  jobFormValues,
  nextSeasonValues,
  nextYear,
  toJobPayload,
  jobFormSchema,
} from "../../app/components/job-editor/job-form";
import { jobChoices } from "../../app/components/job-editor/job-choices";
import { parseForm } from "../../app/lib/forms/schema-form.server";
import { jobMetadata } from "../../api/services/job-metadata";
import { opensMap } from "../../app/lib/jobs-base";
import { JOB_FORM } from "../fixtures/forms";

/**
 * The job editor's form (docs/jobs.md#posting-and-editing): parsing, the pin rule, Post again's dates, the plan's
 * refusal.
 */
function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe("the job form", () => {
  it("turns a submission into the API's payload, with cleared fields as null and empty language rows left out", () => {
    const submission = parseForm(
      formData({
        ...JOB_FORM,
        "languages[0].language": "en",
        "languages[0].level": "advanced",
        "languages[1].language": "",
        "languages[1].level": "beginner",
      }),
      jobFormSchema,
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(toJobPayload(submission.value)).toMatchObject({
      title: "Waiter",
      place: "santorini-oia",
      positions: 2,
      salary_min: null,
      start_date: null,
      latitude: null,
      requirements: "",
      languages: [{ language: "en", level: "advanced" }],
    });
  });

  it("sends the pin only when it was set for the place chosen now", () => {
    const pinned = { ...JOB_FORM, pin_place: "santorini-oia", latitude: "36.45", longitude: "25.38" };
    const forPlace = (fields: Record<string, string>) => {
      const submission = parseForm(formData(fields), jobFormSchema);
      if (submission.status !== "success") throw new Error("expected a valid form");
      return toJobPayload(submission.value);
    };
    expect(forPlace(pinned)).toMatchObject({ latitude: 36.45, longitude: 25.38 });
    expect(forPlace({ ...pinned, place: "mykonos" })).toMatchObject({
      place: "mykonos",
      latitude: null,
      longitude: null,
    });
  });

  it("refuses what the API would refuse, on the field to correct, a contract rule by the API's code", () => {
    const errors = (fields: Record<string, string>) =>
      parseForm(formData(fields), jobFormSchema, { codes: true }).reply().error;
    expect(errors({ ...JOB_FORM, place: "atlantis" })).toMatchObject({ place: ["refusals:unknown_place"] });
    expect(errors({ ...JOB_FORM, start_date: "2031-05-01", end_date: "2031-04-01" })).toMatchObject({
      end_date: ["refusals:end_before_start"],
    });
    expect(errors({ ...JOB_FORM, salary_min: "1500", salary_max: "900" })).toMatchObject({
      salary_max: ["refusals:salary_range"],
    });
    expect(errors({ ...JOB_FORM, positions: "0" })).toMatchObject({ positions: ["jobEditor.errors.positions"] });
    expect(errors({ ...JOB_FORM, title: "" })).toMatchObject({ title: ["common:form.required"] });
  });

  it("says a rule's code in the API's words, or in its own for the season and the pin, in both languages", () => {
    const say = (locale: "en" | "gr", message: string) => {
      // As the editor shows it: a field's message said through the editor's FormWords.
      const t = getFixedT(locale, "account") as unknown as (key: never) => string;
      const html = renderToStaticMarkup(
        createElement(FormWords, { ...jobEditorWords(t), children: createElement(ErrorList, { errors: [message] }) }),
      );
      return /<li>(.*)<\/li>/.exec(html)?.[1];
    };
    expect(say("en", "refusals:salary_range")).toBe("The highest pay must be at least the lowest.");
    expect(say("gr", "refusals:salary_range")).toBe("Η ανώτερη αμοιβή πρέπει να είναι τουλάχιστον όση η κατώτερη.");
    expect(say("en", "refusals:end_before_start")).toBe("The season must end on or after the day it starts.");
    expect(say("gr", "refusals:coordinates_pair")).toBe("Τοποθετήστε ξανά την πινέζα στον χάρτη.");
    expect(say("en", "jobEditor.errors.positions")).toBe("Enter how many people you hire, from 1 to 1000.");
    // Words the API's refusal already put in the reader's language are shown as they are.
    expect(say("gr", "Κείμενο ήδη μεταφρασμένο.")).toBe("Κείμενο ήδη μεταφρασμένο.");
  });

  it("moves every date of Post again a year later, 29 February to 28 February", () => {
    expect(nextYear("2027-05-01")).toBe("2028-05-01");
    expect(nextYear("2028-02-29")).toBe("2029-02-28");
    const job = jobSchema.parse({
      id: 7,
      title: "Cook",
      description: "Greek cuisine.",
      requirements: "",
      benefits: "",
      company: { uuid: "7b0f0a4e-5a86-4a43-9b5e-2c1f1b7d9a10", name: "Taverna", logo: null, logo_thumb: null },
      location: "Taverna",
      city: "Naxos",
      area: "Naxos",
      country: "GR",
      latitude: 37.1036,
      longitude: 25.3766,
      is_remote: false,
      employment_type: "FULL_TIME",
      experience_level: "ENTRY",
      experience_min_years: null,
      experience_max_years: null,
      salary_min: 1000,
      salary_max: null,
      salary_currency: "EUR",
      salary_period: "MONTH",
      work_hours: "FULL_TIME",
      schedule: "FLEXIBLE",
      start_date: "2027-05-01",
      end_date: "2027-10-31",
      apply_by: null,
      positions: 1,
      accommodation: "NONE",
      meals: "NONE",
      languages: [],
      is_active: true,
      is_featured: false,
      is_closed: false,
      created_at: "2026-11-01T00:00:00Z",
      updated_at: "2026-11-01T00:00:00Z",
    });
    expect(jobFormValues(job)).toMatchObject({
      place: "naxos",
      pin_place: "naxos",
      salary_min: "1000",
      salary_max: "",
    });
    expect(nextSeasonValues(job)).toMatchObject({
      start_date: "2028-05-01",
      end_date: "2028-10-31",
      apply_by: "",
      title: "Cook",
    });
  });

  it("takes the selects' options from the API's metadata", () => {
    const choices = jobChoices(jobMetadata("detail"));
    expect(choices.employment_type).toContain("FULL_TIME");
    expect(choices.accommodation).toEqual(["NONE", "SHARED", "PRIVATE"]);
    expect(choices.language_level).toContain("native");
  });

  it("loads the editor's pages as new documents (their map's tiles need the page's own policy)", () => {
    expect(opensMap("/company/jobs/create")).toBe(true);
    expect(opensMap("/company/jobs/create?from=12")).toBe(true);
    expect(opensMap("/company/jobs/12/edit")).toBe(true);
    expect(opensMap("/company/jobs/12/description")).toBe(false);
  });
});
