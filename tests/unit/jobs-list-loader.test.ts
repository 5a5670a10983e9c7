import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import { loader } from "~/routes/jobs._index/route";
import { testLoadContext } from "../support/load-context";
import { accessToken, asksForUser, userAnswer } from "../support/signed-in-user";

/** A stand-in API answering every call with `answer`, recording the URLs it was asked for. */
function contextAnswering(answer: () => Response): { context: AppLoadContext; asked: URL[] } {
  const asked: URL[] = [];
  const context = testLoadContext(async (request) => {
    asked.push(new URL(request.url));
    return answer();
  }, "http://api.internal/api");
  return { context, asked };
}

/** One job as the API lists it. */
const WAITER = {
  id: 7,
  title: "Waiter",
  company: { uuid: "1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed", name: "Sunset Hotel", logo: null, logo_thumb: null },
  location: "Chania, Crete",
  city: "Chania",
  area: "Crete",
  country: "GR",
  latitude: 35.5,
  longitude: 24,
  is_remote: false,
  employment_type: "FULL_TIME",
  experience_level: "ENTRY",
  salary_min: 1200,
  salary_max: null,
  salary_currency: "EUR",
  salary_period: "MONTH",
  work_hours: "FULL_TIME",
  start_date: "2026-06-01",
  end_date: null,
  apply_by: null,
  accommodation: "SHARED",
  meals: "ALL",
  is_featured: false,
  is_closed: false,
  created_at: "2026-01-01T00:00:00.000000Z",
};

const page = (next: string | null, previous: string | null) =>
  Response.json({
    count: 1,
    count_capped: false,
    next,
    previous,
    results: [WAITER],
  });

async function load(query: string, context: AppLoadContext) {
  const request = new Request(`http://localhost/jobs${query}`, { headers: { "Accept-Language": "en" } });
  return loader({ request, context, params: {} });
}

/** `data()` wraps the value in a DataWithResponseInit; a plain return is the value itself. */
function unwrap(result: unknown): { value: Record<string, unknown>; status: number } {
  if (typeof result === "object" && result !== null && "type" in result && result.type === "DataWithResponseInit") {
    const wrapped = result as unknown as { data: Record<string, unknown>; init: { status?: number } | null };
    return { value: wrapped.data, status: wrapped.init?.status ?? 200 };
  }
  return { value: result as Record<string, unknown>, status: 200 };
}

describe("job list loader", () => {
  it("asks the API with the parsed filters only and sends the card fields only", async () => {
    const { context, asked } = contextAnswering(() =>
      page("http://public.example/api/jobs/?location=Crete&cursor=abc", null),
    );
    const { value } = unwrap(await load("?location=Crete&employment_type=NOPE&salary_min=x&utm=1", context));
    expect(asked.map((url) => url.pathname + url.search)).toEqual(["/api/jobs/?location=Crete"]);
    expect(value.filters).toEqual({ location: "Crete" });
    expect(value.pager).toEqual({ next: "/jobs?location=Crete&cursor=abc", previous: null });
    expect(value.count).toEqual({ value: 1, capped: false });
    expect(value.jobs).toEqual([
      {
        id: 7,
        title: "Waiter",
        company: "Sunset Hotel",
        place: "Chania, Crete",
        is_remote: false,
        employment_type: "FULL_TIME",
        salary_min: 1200,
        salary_max: null,
        salary_currency: "EUR",
        salary_period: "MONTH",
        accommodation: "SHARED",
        meals: "ALL",
        start_date: "2026-06-01",
        end_date: null,
      },
    ]);
  });

  it("shows the failure state, not an error page, when the API fails", async () => {
    const { context } = contextAnswering(() => Response.json({ detail: "down" }, { status: 503 }));
    const { value, status } = unwrap(await load("?location=Crete", context));
    expect(status).toBe(503);
    expect(value).toMatchObject({ failed: true, jobs: [], filters: { location: "Crete" } });
  });

  it("restarts an unreadable cursor from the first page of the same filters", async () => {
    const { context } = contextAnswering(() => Response.json({ detail: "Invalid cursor" }, { status: 404 }));
    const thrown = await load("?location=Crete&cursor=nope", context).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe("/jobs?location=Crete");
  });
});

describe("the job list in the worker's area (/employee/jobs)", () => {
  const access = accessToken();
  const job = (id: number, start_date: string | null, end_date: string | null, accommodation = "NONE") => ({
    ...WAITER,
    id,
    start_date,
    end_date,
    accommodation,
  });
  const facts = {
    applied_jobs: [1],
    availability: [{ available_from: "2026-04-15", available_to: "2026-10-31" }],
    needs_accommodation: true,
  };

  it("gives each card the job page's fit badges from one small read, whatever the number of cards, not the whole profile", async () => {
    const jobs = [
      job(1, "2026-06-01", "2026-09-30", "SHARED"), // dates fit, housing offered, applied
      job(2, "2026-12-01", null), // after the worker's window: no badge
      job(3, "2026-10-15", null, "PRIVATE"), // an open end is read as its first day, in the window; housing
      job(4, null, null), // no dates: no season badge
    ];
    const asked: string[] = [];
    const context = testLoadContext(async (request) => {
      const path = new URL(request.url).pathname.replace(/^\/api/, "");
      asked.push(path);
      if (asksForUser(request)) return userAnswer("EMPLOYEE");
      if (path === "/jobs/")
        return Response.json({ count: jobs.length, count_capped: false, next: null, previous: null, results: jobs });
      if (path === "/employees/fit-facts/") return Response.json(facts);
      return Response.json({ detail: "Not found." }, { status: 404 });
    }, "http://api.internal/api");
    const request = new Request("http://localhost/employee/jobs", {
      headers: { Cookie: `i18next=en; access=${access}; refresh=made-up` },
    });
    const { value } = unwrap(await loader({ request, context, params: {} }));
    const fits = (value.jobs as { id: number; fit?: unknown }[]).map(({ id, fit }) => [id, fit ?? null]);
    expect(fits).toEqual([
      [1, { applied: true, season: true, housing: true }],
      [2, null],
      [3, { applied: false, season: true, housing: true }],
      [4, null],
    ]);
    expect(asked.filter((path) => path === "/employees/fit-facts/")).toHaveLength(1);
    expect(asked).not.toContain("/employees/");
  });

  it("leaves the badges out of the public list", async () => {
    const { context } = contextAnswering(() => page(null, null));
    const { value } = unwrap(await load("", context));
    expect(value.jobs).toEqual([expect.not.objectContaining({ fit: expect.anything() })]);
  });
});
