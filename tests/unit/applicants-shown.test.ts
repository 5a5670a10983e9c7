import { describe, expect, it } from "vitest";
import type { ApplicantPage, ApplicantPageQuery, Application } from "#contract/applications";
import { APPLICANTS_STEP } from "~/components/company/applicant-limits";
import type { ApiClient } from "~/lib/api/client.server";
import { factLines, languageLines, readApplicants, shownParam, toApplicantRow } from "~/lib/applicants.server";
import { NO_SEASONAL_FACTS } from "../support/seasonal-facts";

/**
 * docs/operations.md#caches, docs/performance.md#what-keeps-the-server-fast: a company's applicants list shows the
 * first 25, "Show more" 25 more, whatever the URL says.
 */
describe("shownParam", () => {
  const shown = (query: string) => shownParam(new URL(`http://x/company/applicants${query}`));

  it("starts with one step and grows by whole steps", () => {
    expect(APPLICANTS_STEP).toBe(25);
    expect(shown("")).toBe(25);
    expect(shown("?shown=50")).toBe(50);
    expect(shown("?shown=51")).toBe(75);
    expect(shown("?status=APPLIED&shown=150&sort=rating")).toBe(150);
  });

  it("reads anything else as the first step", () => {
    for (const query of [
      "?shown=",
      "?shown=abc",
      "?shown=-100",
      "?shown=0",
      "?shown=1e3",
      "?shown=99999999999999999999",
    ]) {
      expect(shown(query)).toBe(25);
    }
  });
});

/**
 * docs/applications.md#the-companys-side: the lists ask the API for what they show, a page of at most 100 at a time.
 */
describe("readApplicants", () => {
  /** An API of `count` matching applications (ids 1…count in list order) that records the queries it was asked. */
  function fakeApi(count: number) {
    const asked: ApplicantPageQuery[] = [];
    const api = {
      call: (endpoint: { path: string }, options: { query: ApplicantPageQuery }) => {
        expect(endpoint.path).toBe("/applications/applicants/");
        asked.push(options.query);
        const { limit = 50, offset = 0 } = options.query;
        const ids = Array.from(
          { length: Math.max(0, Math.min(limit, count - offset)) },
          (_, index) => offset + index + 1,
        );
        const page: ApplicantPage = {
          total: count,
          counts: { APPLIED: count, VIEWED_BY_COMPANY: 0, SHORTLISTED: 0, REJECTED: 0, WITHDRAWN: 0 },
          count,
          next_offset: offset + limit < count ? offset + limit : null,
          job_title: "Waiter",
          results: ids.map((id) => ({ id }) as Application),
        };
        return Promise.resolve(page);
      },
    } as unknown as ApiClient;
    return { api, asked };
  }

  it("asks for the rows shown, in one call up to 100", async () => {
    const { api, asked } = fakeApi(200);
    const { page, applications } = await readApplicants(api, { job_id: 7, sort: "rating" }, 100);
    expect(applications.map((application) => application.id)).toEqual(
      Array.from({ length: 100 }, (_, index) => index + 1),
    );
    expect(page.total).toBe(200);
    expect(asked).toEqual([{ job_id: 7, sort: "rating", limit: 100 }]);
  });

  it("past 100, reads the following pages until it has them or the list ends", async () => {
    const { api, asked } = fakeApi(230);
    const { applications } = await readApplicants(api, { status: "APPLIED", sort: "date" }, 300);
    expect(applications.map((application) => application.id)).toEqual(
      Array.from({ length: 230 }, (_, index) => index + 1),
    );
    expect(asked.map((query) => [query.limit, query.offset])).toEqual([
      [100, undefined],
      [100, 100],
      [100, 200],
    ]);
    const short = fakeApi(230);
    expect((await readApplicants(short.api, { sort: "date" }, 150)).applications).toHaveLength(150);
    expect(short.asked.map((query) => [query.limit, query.offset])).toEqual([
      [100, undefined],
      [50, 100],
    ]);
  });
});

/** The rows' lines, made once per language and value (the busy list repeats them), never mixed between languages. */
describe("factLines and languageLines", () => {
  const applicant = {
    right_to_work: "EU_CITIZEN",
    has_afm: true,
    has_amka: false,
    health_certificate: null,
    driving_licence: null,
    needs_accommodation: true,
    languages: [
      { language: "el", level: "native" },
      { language: "en", level: "advanced" },
    ],
  } as unknown as NonNullable<Application["applicant"]>;

  it("reads in the reader's language, the same on every row", () => {
    for (let round = 0; round < 2; round++) {
      expect(factLines(applicant, "en")).toEqual([
        "Right to work: Yes, I am an EU or EEA citizen",
        "AFM: Yes",
        "AMKA: No",
        "Needs accommodation: Yes",
      ]);
      expect(factLines(applicant, "gr")).toEqual([
        "Δικαίωμα εργασίας: Ναι, είμαι πολίτης της ΕΕ ή του ΕΟΧ",
        "ΑΦΜ: Ναι",
        "ΑΜΚΑ: Όχι",
        "Χρειάζεται διαμονή: Ναι",
      ]);
      expect(languageLines(applicant, "en")).toEqual(["Greek (Native)", "English (Advanced)"]);
      expect(languageLines(applicant, "gr")).toEqual(["Ελληνικά (Μητρική)", "Αγγλικά (Προχωρημένο)"]);
    }
  });

  it("answers each fact's own value", () => {
    const other = {
      ...applicant,
      right_to_work: "NON_EU_PERMIT" as const,
      has_afm: false,
      has_amka: null,
      needs_accommodation: null,
      languages: [],
    };
    expect(factLines(other, "en")).toEqual(["Right to work: Yes, I have a work permit", "AFM: No"]);
    expect(languageLines(other, "en")).toEqual([]);
  });
});

/** docs/season.md: a worker with a job for this season wears the badge invite-back gives, in the reader's words. */
describe("toApplicantRow's taken badge", () => {
  const application = (takenUntil: string | null) =>
    ({
      id: 7,
      job: 3,
      job_title: "Night receptionist",
      status: "APPLIED",
      created_at: "2026-05-01T09:00:00.000Z",
      history: [],
      applicant: {
        deleted: false,
        first_name: "Maria",
        last_name: "Papadaki",
        headline: "",
        ...NO_SEASONAL_FACTS,
        taken_until: takenUntil,
      },
    }) as unknown as Application;

  it("says until when she is taken, in English and in Greek", () => {
    expect(toApplicantRow(application("2026-09-30"), "en").taken).toBe("Taken for the season until 30 September 2026");
    expect(toApplicantRow(application("2026-09-30"), "gr").taken).toBe(
      "Απασχολημένος/η για τη σεζόν έως 30 Σεπτεμβρίου 2026",
    );
  });

  it("shows nothing for a worker without a job for this season", () => {
    expect(toApplicantRow(application(null), "en").taken).toBeNull();
  });
});
