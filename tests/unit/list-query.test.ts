import { describe, expect, it } from "vitest";
import { shortListQuery } from "~/lib/list-query.server";
import { loader as jobList } from "~/routes/jobs._index/route";
import { loader as companySearch } from "~/routes/employee.companies._index/route";
import { loader as applicants } from "~/routes/company.applicants/route";
import { testLoadContext } from "../support/load-context";

/**
 * A GET filter form without JavaScript sends every field (docs/forms.md#get-forms-and-short-urls): the list answers
 * with a redirect to its short URL, empty and default parameters dropped, the rest in the order given.
 */

/** What the job list's filter form sends without JavaScript when nothing is chosen. */
const EMPTY_JOB_FORM =
  "search=&location=&experience_max_years=&salary_min=&salary_max=&salary_currency=&is_remote=&start_date_from=&start_date_to=&end_date_from=&end_date_to=&ordering=";

describe("shortListQuery", () => {
  it("drops empty and default parameters and keeps the rest in their order", () => {
    const short = (query: string, defaults?: Record<string, string>) =>
      shortListQuery(new URLSearchParams(query), defaults)?.toString() ?? null;
    expect(short(EMPTY_JOB_FORM)).toBe("");
    expect(
      short(`${EMPTY_JOB_FORM.replace("search=&", "search=chef&")}&employment_type=FULL_TIME&employment_type=SEASONAL`),
    ).toBe("search=chef&employment_type=FULL_TIME&employment_type=SEASONAL");
    expect(short("location=Crete&search=%20%20&ordering=-created_at", { ordering: "-created_at" })).toBe(
      "location=Crete",
    );
    expect(short("ordering=-salary_max&location=Crete&ordering=", { ordering: "-created_at" })).toBe(
      "ordering=-salary_max&location=Crete",
    );
    expect(short("search=%CE%BA%CF%81%CE%AE%CF%84%CE%B7&lng=")).toBe("search=%CE%BA%CF%81%CE%AE%CF%84%CE%B7");
  });

  it("leaves a short URL alone, whatever its order or its unknown parameters", () => {
    expect(
      shortListQuery(new URLSearchParams("location=Crete&search=chef&utm_source=x"), { ordering: "-created_at" }),
    ).toBeNull();
    expect(shortListQuery(new URLSearchParams(""))).toBeNull();
  });
});

/** The loader's thrown redirect: its status and Location. */
async function redirectOf(load: Promise<unknown>): Promise<{ status: number; location: string | null }> {
  try {
    await load;
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    throw thrown;
  }
  throw new Error("the loader did not redirect");
}

const noApi = testLoadContext(() => Promise.reject(new Error("the API is not asked before the redirect")));
const args = (url: string) => ({
  request: new Request(url, { headers: { "Accept-Language": "en" } }),
  context: noApi,
  params: {},
});

describe("the list pages answer a form's empty fields with their short URL", () => {
  it("/jobs and /employee/jobs", async () => {
    expect(await redirectOf(jobList(args(`http://localhost/jobs?${EMPTY_JOB_FORM}`)))).toEqual({
      status: 302,
      location: "/jobs",
    });
    expect(
      await redirectOf(
        jobList(args(`http://localhost/employee/jobs?${EMPTY_JOB_FORM.replace("location=&", "location=Crete&")}`)),
      ),
    ).toEqual({
      status: 302,
      location: "/employee/jobs?location=Crete",
    });
    // The home page's search box, sent empty.
    expect(await redirectOf(jobList(args("http://localhost/jobs?search=")))).toEqual({
      status: 302,
      location: "/jobs",
    });
    // A client-side request keeps its own parameters out of the address.
    expect(
      await redirectOf(jobList(args("http://localhost/jobs?search=chef&is_remote=&_routes=routes%2Fjobs._index"))),
    ).toEqual({
      status: 302,
      location: "/jobs?search=chef",
    });
  });

  it("/employee/companies, before its guard", async () => {
    expect(await redirectOf(companySearch(args("http://localhost/employee/companies?name=&industry=")))).toEqual({
      status: 302,
      location: "/employee/companies",
    });
    expect(await redirectOf(companySearch(args("http://localhost/employee/companies?name=Aegean&industry=")))).toEqual({
      status: 302,
      location: "/employee/companies?name=Aegean",
    });
  });

  it("/company/applicants", async () => {
    expect(await redirectOf(applicants(args("http://localhost/company/applicants?status=&sort=date")))).toEqual({
      status: 302,
      location: "/company/applicants",
    });
  });

  it("a short URL is not redirected", async () => {
    // It goes on to the API (which this stand-in fails: the list says so) rather than redirecting.
    const answer = await jobList(args("http://localhost/jobs?search=chef&ordering=-salary_max"));
    expect(answer).toMatchObject({
      type: "DataWithResponseInit",
      data: { failed: true, filters: { search: "chef", ordering: "-salary_max" } },
    });
  });
});
