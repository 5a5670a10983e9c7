import { request as httpRequest, type APIRequestContext } from "@playwright/test";
import { DEMO, tokensFor, type Tokens } from "./accounts";
import { baseURL, expect, test } from "./fixtures";

/**
 * Every route of spec section 2's signed-in areas (issues 10 and 11, "Done when"): it answers its own role, sends a
 * guest to `/login?redirectTo=<the page>`, and sends the other role to its own area. Plain HTTP requests without
 * following redirects: what a browser with or without JavaScript gets first, so the js project alone runs it.
 * The flows behind each page are told in their own specs.
 */

type Page = {
  path: string;
  /** Answers its role with a redirect (a spec redirect or a page that only forwards). */ redirects?: boolean;
};

interface Ids {
  employeeProfile: string;
  experience: number;
  employeeApplication: number;
  job: number;
  company: string;
  reviewedCompany: string;
  companyJob: number;
  companyApplication: number;
  galleryImage: number | null;
}

const bearer = (tokens: Tokens) => ({ Authorization: `Bearer ${tokens.access}` });

async function json<T>(api: APIRequestContext, path: string, tokens?: Tokens): Promise<T> {
  const response = await api.get(path, { headers: tokens ? bearer(tokens) : {} });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

async function demoIds(api: APIRequestContext, employee: Tokens, company: Tokens): Promise<Ids> {
  const [profile] = await json<Array<{ uuid: string; work_experiences: Array<{ id: number }> }>>(
    api,
    "/api/employees/",
    employee,
  );
  const [application] = await json<Array<{ id: number; job: number }>>(api, "/api/applications/", employee);
  const [own] = await json<Array<{ uuid: string; gallery?: Array<{ id: number }> }>>(api, "/api/companies/", company);
  const companyJobs = await json<{ results: Array<{ id: number }> }>(
    api,
    `/api/jobs/?company=${own?.uuid}&limit=1`,
    company,
  );
  const [received] = await json<Array<{ id: number }>>(api, "/api/applications/", company);
  const companies = await json<{ results: Array<{ uuid: string; review_count: number }> }>(
    api,
    "/api/companies/?limit=100",
    employee,
  );
  if (!profile || !application || !own || !companyJobs.results[0] || !received)
    throw new Error("the demo data is missing a piece");
  return {
    employeeProfile: profile.uuid,
    experience: profile.work_experiences[0]?.id ?? 0,
    employeeApplication: application.id,
    job: application.job,
    company: own.uuid,
    reviewedCompany: companies.results.find((each) => each.review_count > 0)?.uuid ?? own.uuid,
    companyJob: companyJobs.results[0].id,
    companyApplication: received.id,
    galleryImage: own.gallery?.[0]?.id ?? null,
  };
}

function employeePages(ids: Ids): Page[] {
  const profile = `/employee/profile/${ids.employeeProfile}`;
  const company = `/employee/companies/${ids.reviewedCompany}`;
  return [
    { path: "/employee", redirects: true },
    { path: "/employee/profile", redirects: true },
    { path: "/employee/profile/create", redirects: true },
    { path: profile },
    ...["basic-info", "work-experience", "skills", "languages", "availability", "seasonal"].map((section) => ({
      path: `${profile}/${section}`,
    })),
    ...(ids.experience ? [{ path: `${profile}/work-experience/${ids.experience}` }] : []),
    { path: "/employee/applications" },
    { path: `/employee/applications/${ids.employeeApplication}` },
    { path: "/employee/jobs" },
    { path: "/employee/jobs/map" },
    { path: `/employee/jobs/${ids.job}`, redirects: true },
    ...["description", "requirements", "benefits", "apply"].map((tab) => ({
      path: `/employee/jobs/${ids.job}/${tab}`,
    })),
    { path: "/employee/companies" },
    { path: company, redirects: true },
    ...["about", "jobs", "benefits", "gallery", "reviews"].map((tab) => ({ path: `${company}/${tab}` })),
    { path: "/employee/settings/export" },
    { path: "/employee/settings/delete" },
    { path: "/employee/settings" },
  ];
}

function companyPages(ids: Ids): Page[] {
  const profile = `/company/profile/${ids.company}`;
  const job = `/company/jobs/${ids.companyJob}`;
  return [
    { path: "/company", redirects: true },
    { path: "/company/profile", redirects: true },
    { path: "/company/profile/create", redirects: true },
    { path: profile, redirects: true },
    ...["about", "jobs", "benefits", "gallery", "reviews"].map((tab) => ({ path: `${profile}/${tab}` })),
    ...(ids.galleryImage ? [{ path: `${profile}/gallery/${ids.galleryImage}/delete` }] : []),
    { path: "/company/jobs/create" },
    { path: job, redirects: true },
    ...["description", "requirements", "benefits", "applicants", "edit", "delete"].map((tab) => ({
      path: `${job}/${tab}`,
    })),
    { path: "/company/applicants" },
    { path: `/company/applicants/${ids.companyApplication}` },
    { path: "/company/billing" },
    { path: "/company/settings/export" },
    { path: "/company/settings/delete" },
    { path: "/company/settings" },
  ];
}

test.describe("who may open the signed-in areas", () => {
  test.beforeEach(({ jsDisabled }) => {
    test.skip(jsDisabled, "plain HTTP: the same for a browser with or without JavaScript");
  });
  test.slow();

  test("every page of both areas: its role gets it, a guest is sent to log in, the other role to its own area", async () => {
    const [employee, company] = await Promise.all([tokensFor(DEMO.employee), tokensFor(DEMO.company)]);
    const api = await httpRequest.newContext({ baseURL: baseURL() });
    const cookies = (tokens: Tokens) => ({ Cookie: `access=${tokens.access}; refresh=${tokens.refresh}` });
    try {
      const ids = await demoIds(api, employee, company);
      const areas = [
        { pages: employeePages(ids), own: employee, other: company, otherHome: /^\/company(\/|$)/ },
        { pages: companyPages(ids), own: company, other: employee, otherHome: /^\/employee(\/|$)/ },
      ];
      for (const { pages, own, other, otherHome } of areas) {
        for (const { path, redirects } of pages) {
          const guest = await api.get(path, { maxRedirects: 0 });
          expect(guest.status(), `${path} as a guest`).toBe(302);
          expect(guest.headers().location, `${path} as a guest`).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);

          const wrong = await api.get(path, { maxRedirects: 0, headers: cookies(other) });
          expect(wrong.status(), `${path} as the other role`).toBe(302);
          expect(wrong.headers().location ?? "", `${path} as the other role`).toMatch(otherHome);

          const right = await api.get(path, { maxRedirects: 0, headers: cookies(own) });
          expect(right.status(), `${path} as its own role`).toBe(redirects ? 302 : 200);
        }
      }
    } finally {
      await api.dispose();
    }
  });
});
