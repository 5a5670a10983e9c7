import { COMPANIES_EN } from "./companies-en";
import { COMPANIES_GR } from "./companies-gr";
import { addCompany, addOwner, allocateJobs, rolesFor } from "./company-rows";
import { addDays, isoDate, startOfUtcDay } from "./dates";
import { buildJob, type JobRow } from "./jobs";
import { addLongValues } from "./long-values";
import { DEMO_ACCOUNTS, DEMO_COMPANY_SLUG, type DemoAccount } from "./people";
import { addApplicants, addApplications, addDemoEmployee } from "./people-rows";
import { PLACES, type PlaceKey } from "./places";
import { createRandom } from "./random";
import { emptyDemoData, type DemoData } from "./rows";

export type { DemoData } from "./rows";

export type DemoOptions = {
  now: Date;
  /** argon2id hashes of the demo password by demo e-mail; every other demo user gets no password. */
  passwordHashes: Readonly<Record<string, string>>;
};

/** Jobs in the whole demo set, the demo company's share, and which posts are featured, inactive or closed. */
const JOB_TOTAL = 300;
const DEMO_COMPANY_JOBS = 12;
const isFeatured = (index: number) => index % 25 === 3;
const isInactive = (index: number) => !isFeatured(index) && index % 37 === 5;
const isClosed = (index: number) => !isFeatured(index) && !isInactive(index) && index % 41 === 7;
/** Cities hire all year; the islands and resorts hire for the summer. */
const YEAR_ROUND_PLACES: readonly PlaceKey[] = ["athens", "piraeus", "thessaloniki", "nafplio", "corfu"];

/** Builds the demo data set of design section 12. Pure and deterministic for a given day (docs/data.md#demo-data). */
export function buildDemoData({ now, passwordHashes }: DemoOptions): DemoData {
  const random = createRandom(20_270_401);
  const today = startOfUtcDay(now);
  const data = emptyDemoData();
  // Everything is relative to midnight, so a rerun on the same day builds the same rows.
  const past = (minDays: number, maxDays: number) =>
    new Date(today.getTime() - random.int(minDays * 86_400, maxDays * 86_400) * 1000);

  const addAccount = (account: DemoAccount) => {
    const id = random.uuid();
    data.users.push({
      ...account,
      id,
      username: account.email,
      passwordHash: passwordHashes[account.email] ?? null,
      country: "GR",
      isActive: true,
      createdAt: past(90, 400),
    });
    return id;
  };
  const employeeUserId = addAccount(DEMO_ACCOUNTS.employee);
  const companyUserId = addAccount(DEMO_ACCOUNTS.company);
  addAccount(DEMO_ACCOUNTS.newEmployee);
  addAccount(DEMO_ACCOUNTS.newCompany);
  const demoProfileId = addDemoEmployee(data, random, employeeUserId, today);
  const applicantProfileIds = addApplicants(data, random, past);

  const isDemoCompany = (slug: string) => slug === DEMO_COMPANY_SLUG;
  const companies = [...COMPANIES_EN, ...COMPANIES_GR].sort(
    (a, b) => Number(isDemoCompany(b.slug)) - Number(isDemoCompany(a.slug)),
  );
  const jobCounts = allocateJobs(companies, JOB_TOTAL, DEMO_COMPANY_JOBS);
  let demoCompanyJobs: JobRow[] = [];
  companies.forEach((company, index) => {
    const ownerId = isDemoCompany(company.slug)
      ? companyUserId
      : addOwner(data, random, company, index, past(200, 500));
    const companyId = addCompany(data, random, company, index, ownerId, today, past(120, 700));
    const jobs = rolesFor(random, company, jobCounts[index]).map((role, n) =>
      buildJob({
        random,
        today,
        id: data.jobs.length + n + 1,
        companyId,
        company,
        place: PLACES[company.place],
        role,
        plainTitle: n === 0,
        yearRound: YEAR_ROUND_PLACES.includes(company.place),
      }),
    );
    data.jobs.push(...jobs);
    if (isDemoCompany(company.slug)) demoCompanyJobs = jobs;
  });
  data.jobs.forEach((job, index) => {
    job.isFeatured = isFeatured(index);
    job.isActive = !isInactive(index);
    if (isClosed(index)) job.applyBy = isoDate(addDays(today, -random.int(1, 10)));
  });

  addApplications(data, random, today, demoProfileId, applicantProfileIds, demoCompanyJobs);
  addLongValues(data, today, demoCompanyJobs);
  return data;
}
