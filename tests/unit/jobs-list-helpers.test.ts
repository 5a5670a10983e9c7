import { describe, expect, it } from "vitest";
import { parseJobFilters } from "#contract/job-filters";
import {
  filterFormValues,
  hasAppliedFilters,
  hasMoreFilters,
  hiddenFilterEntries,
} from "~/routes/jobs._index/filter-form-values";
import { filterQueryOf } from "~/routes/jobs._index/filter-submission";
import { cursorOf, jobListHref, pagerLinks } from "~/routes/jobs._index/job-list-links";
import { EMPLOYEE_JOBS, jobHref, jobTabPath } from "~/lib/jobs-base";
import { isArea } from "~/routes/jobs._index/areas";

const filtersOf = (query: string) => parseJobFilters(new URLSearchParams(query));

describe("filterFormValues", () => {
  it("shows nothing for invalid parameters: the form reflects what was applied", () => {
    const values = filterFormValues(
      filtersOf("employment_type=NOPE&salary_min=abc&is_remote=yes&start_date_from=2026-02-30"),
    );
    expect(values.employment_type).toEqual([]);
    expect(values.salary_min).toBe("");
    expect(values.is_remote).toBe("");
    expect(values.start_date_from).toBe("");
  });

  it("gives the parsed values as inputs show them", () => {
    const values = filterFormValues(
      filtersOf(
        "search=%20chef%20&location=Crete&employment_type=PART_TIME,FULL_TIME&salary_min=900.5&is_remote=false&ordering=start_date",
      ),
    );
    expect(values).toMatchObject({
      search: "chef",
      location: "Crete",
      employment_type: ["FULL_TIME", "PART_TIME"],
      salary_min: "900.5",
      is_remote: "false",
      ordering: "start_date",
    });
  });

  it("shows the default ordering as the empty choice", () => {
    expect(filterFormValues(filtersOf("ordering=-created_at")).ordering).toBe("");
  });
});

describe("hidden filters, the disclosure and the clear link", () => {
  it("keeps filters without a control, never the cursor", () => {
    const filters = filtersOf("city=Chania&country=gr&cursor=abc&location=Crete&experience_min_years=2");
    expect(hiddenFilterEntries(filters)).toEqual([
      ["city", "Chania"],
      ["country", "GR"],
      ["experience_min_years", "2"],
    ]);
  });

  it("opens More filters only when one of them is applied", () => {
    expect(hasMoreFilters(filtersOf("location=Crete&employment_type=FULL_TIME"))).toBe(false);
    expect(hasMoreFilters(filtersOf("meals=ALL"))).toBe(true);
    expect(hasMoreFilters(filtersOf("is_remote=false"))).toBe(true);
  });

  it("counts paging as no filter", () => {
    expect(hasAppliedFilters(filtersOf("cursor=abc&limit=5"))).toBe(false);
    expect(hasAppliedFilters(filtersOf("salary_max=0"))).toBe(true);
  });
});

describe("job list links", () => {
  it("writes the filters in the canonical order, without a cursor unless given", () => {
    const filters = filtersOf("employment_type=FULL_TIME&location=Crete&cursor=old");
    expect(jobListHref(filters)).toBe("/jobs?location=Crete&employment_type=FULL_TIME");
    expect(jobListHref(filters, "new")).toBe("/jobs?location=Crete&employment_type=FULL_TIME&cursor=new");
    expect(jobListHref({})).toBe("/jobs");
  });

  it("takes only the cursor from the API's absolute links", () => {
    expect(cursorOf("https://api.example.com/api/jobs/?location=Crete&cursor=eyJ2IjoxfQ")).toBe("eyJ2IjoxfQ");
    expect(cursorOf("https://evil.example/jobs/")).toBeNull();
    expect(cursorOf(null)).toBeNull();
    expect(cursorOf("http://[bad")).toBeNull();
  });

  it("builds Next/Previous on our own path, keeping the filters", () => {
    const filters = filtersOf("location=Crete&cursor=current");
    const links = pagerLinks(filters, {
      next: "https://elsewhere.example/api/jobs/?location=Crete&cursor=n%2B1",
      previous: "https://elsewhere.example/api/jobs/?location=Crete&cursor=p1",
    });
    expect(links).toEqual({ next: "/jobs?location=Crete&cursor=n%2B1", previous: "/jobs?location=Crete&cursor=p1" });
    expect(pagerLinks(filters, { next: null, previous: null })).toEqual({ next: null, previous: null });
  });

  it("links a card to the job's description tab, on the side of the site the reader is on", () => {
    expect(jobHref(42)).toBe("/jobs/42/description");
    expect(jobHref(42, EMPLOYEE_JOBS)).toBe("/employee/jobs/42/description");
    expect(jobTabPath(42, "apply", EMPLOYEE_JOBS)).toBe("/employee/jobs/42/apply");
  });
});

describe("filterQueryOf", () => {
  it("drops empty and invalid fields and the cursor, in canonical order", () => {
    const form = new FormData();
    for (const [name, value] of [
      ["search", ""],
      ["location", "Crete"],
      ["employment_type", "PART_TIME"],
      ["employment_type", "FULL_TIME"],
      ["salary_min", "abc"],
      ["is_remote", ""],
      ["ordering", ""],
      ["cursor", "abc"],
    ]) {
      form.append(name, value);
    }
    expect(filterQueryOf(form).toString()).toBe("location=Crete&employment_type=FULL_TIME&employment_type=PART_TIME");
  });
});

describe("areas", () => {
  it("knows the islands and regions the select offers", () => {
    expect(isArea("Crete")).toBe(true);
    expect(isArea("Attica")).toBe(true);
    expect(isArea("crete")).toBe(false);
  });
});
