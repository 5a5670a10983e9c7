/**
 * Reading applications as the contract shows them (design section 7): the job's title, company and place for
 * the employee's list, and the applicant for the owning company's. Each query here joins the application's job,
 * company, profile and user, so "the caller's own" is one condition, `visibleTo`, in its `where`.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import {
  statusSetBy,
  type Applicant,
  type ApplicantPageQuery,
  type Application,
  type ApplicationStatusChange,
} from "../../contract/applications";
import type { ApplicationStatus } from "../../contract/enums";
import type { AppDatabase } from "../db/client";
import {
  applicationNotes,
  applicationStatusChanges,
  applications,
  availabilities,
  companies,
  employeeLanguages,
  employeeProfiles,
  jobs,
  seasonJobs,
  users,
} from "../db/schema";
import { ownedBy } from "../services/owners";

export type ApplicationViewer = "employee" | "company";

/** The applications `userId` may see: as the employee, their own; as a company, those to the jobs it owns. */
export function visibleTo(userId: string, viewer: ApplicationViewer): SQL {
  return viewer === "employee" ? eq(employeeProfiles.userId, userId) : ownedBy(userId);
}

const applicationColumns = {
  id: applications.id,
  jobId: applications.jobId,
  jobTitle: jobs.title,
  jobLocation: jobs.location,
  jobCity: jobs.city,
  companyId: companies.id,
  companyName: companies.name,
  coverLetter: applications.coverLetter,
  status: applications.status,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  employeeId: employeeProfiles.id,
  headline: employeeProfiles.headline,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  deletedAt: users.deletedAt,
  // The company's view only (docs/applications.md#the-companys-side): the season, the seasonal facts, its private note
  // and rating.
  jobStartDate: jobs.startDate,
  jobEndDate: jobs.endDate,
  rightToWork: employeeProfiles.rightToWork,
  hasAfm: employeeProfiles.hasAfm,
  hasAmka: employeeProfiles.hasAmka,
  healthCertificate: employeeProfiles.healthCertificate,
  drivingLicence: employeeProfiles.drivingLicence,
  needsAccommodation: employeeProfiles.needsAccommodation,
  note: applicationNotes.note,
  rating: applicationNotes.rating,
  // Until when the worker has a job for this season (docs/season.md), read with the row: no query per applicant.
  takenUntil: seasonJobs.endDate,
};

function applicationQuery(db: AppDatabase) {
  return db
    .select(applicationColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(employeeProfiles, eq(employeeProfiles.id, applications.employeeId))
    .innerJoin(users, eq(users.id, employeeProfiles.userId))
    .leftJoin(applicationNotes, eq(applicationNotes.applicationId, applications.id))
    .leftJoin(
      seasonJobs,
      and(eq(seasonJobs.employeeId, employeeProfiles.id), sql`${seasonJobs.endDate} >= current_date`),
    );
}

export type ApplicationRow = Awaited<ReturnType<typeof applicationQuery>>[number];

/** Applications matching `where`, newest first, with everything either viewer's answer needs. */
export async function selectApplications(db: AppDatabase, where: SQL | undefined): Promise<ApplicationRow[]> {
  return applicationQuery(db).where(where).orderBy(desc(applications.createdAt), desc(applications.id));
}

/**
 * One page of the applications matching `where`, ordered in SQL: newest first, or best rated first (unrated last)
 * with the newest first among equal ratings; the id breaks ties, so pages never repeat or skip a row.
 */
export async function selectApplicationPage(
  db: AppDatabase,
  where: SQL | undefined,
  page: { sort: NonNullable<ApplicantPageQuery["sort"]>; limit: number; offset: number },
): Promise<ApplicationRow[]> {
  const newest = [desc(applications.createdAt), desc(applications.id)];
  const order = page.sort === "rating" ? [sql`${applicationNotes.rating} desc nulls last`, ...newest] : newest;
  // The page's ids first, from the tables the filter and the order need; the applicant's columns are joined for
  // those rows alone (a busy job's 200 applications would otherwise each be joined to its profile and user).
  const pageIds = db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(applicationNotes, eq(applicationNotes.applicationId, applications.id))
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  return applicationQuery(db)
    .where(inArray(applications.id, pageIds))
    .orderBy(...order);
}

/** How many applications match `where` (the company's own, of one job or all), per status, in one grouped query. */
export async function countApplicationsByStatus(
  db: AppDatabase,
  where: SQL | undefined,
): Promise<Map<ApplicationStatus, number>> {
  const rows = await db
    .select({ status: applications.status, count: count() })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(where)
    .groupBy(applications.status);
  return new Map(rows.map((row) => [row.status, Number(row.count)]));
}

/** One application, if the user may see it: its employee's user, or the user owning the job's company. */
export async function findVisibleApplication(
  db: AppDatabase,
  id: number,
  userId: string,
  viewer: ApplicationViewer,
): Promise<ApplicationRow | undefined> {
  const [row] = await selectApplications(db, and(eq(applications.id, id), visibleTo(userId, viewer)));
  return row;
}

/** The timelines of the given applications, oldest step first, in one query. */
export async function historiesOf(
  db: AppDatabase,
  ids: readonly number[],
): Promise<Map<number, ApplicationStatusChange[]>> {
  const histories = new Map<number, ApplicationStatusChange[]>();
  if (ids.length === 0) return histories;
  const rows = await db
    .select()
    .from(applicationStatusChanges)
    .where(inArray(applicationStatusChanges.applicationId, [...ids]))
    .orderBy(asc(applicationStatusChanges.createdAt), asc(applicationStatusChanges.id));
  for (const row of rows) {
    const step = { status: row.status, changed_at: row.createdAt.toISOString(), changed_by: statusSetBy(row.status) };
    const history = histories.get(row.applicationId);
    if (history) history.push(step);
    else histories.set(row.applicationId, [step]);
  }
  return histories;
}

type ApplicantLists = Pick<Applicant, "languages" | "availability">;

/** The spoken languages and availability windows of the given profiles, in two queries. */
export async function applicantListsOf(
  db: AppDatabase,
  profileIds: readonly string[],
): Promise<Map<string, ApplicantLists>> {
  const lists = new Map<string, ApplicantLists>();
  const ids = [...new Set(profileIds)];
  if (ids.length === 0) return lists;
  const listOf = (id: string) => {
    let found = lists.get(id);
    if (!found) lists.set(id, (found = { languages: [], availability: [] }));
    return found;
  };
  const [languageRows, availabilityRows] = await Promise.all([
    db
      .select()
      .from(employeeLanguages)
      .where(inArray(employeeLanguages.employeeId, ids))
      .orderBy(asc(employeeLanguages.id)),
    db
      .select()
      .from(availabilities)
      .where(inArray(availabilities.employeeId, ids))
      .orderBy(asc(availabilities.availableFrom), asc(availabilities.id)),
  ]);
  for (const row of languageRows) listOf(row.employeeId).languages.push({ language: row.language, level: row.level });
  for (const row of availabilityRows) {
    listOf(row.employeeId).availability.push({ available_from: row.availableFrom, available_to: row.availableTo });
  }
  return lists;
}

/** Applications as the contract shows them, each with its timeline (and, for the company, the applicant's lists). */
export async function toApplications(
  db: AppDatabase,
  rows: readonly ApplicationRow[],
  viewer: ApplicationViewer,
): Promise<Application[]> {
  const [histories, lists] = await Promise.all([
    historiesOf(
      db,
      rows.map((row) => row.id),
    ),
    viewer === "company"
      ? applicantListsOf(
          db,
          rows.map((row) => row.employeeId),
        )
      : new Map<string, ApplicantLists>(),
  ]);
  return rows.map((row) => toApplication(row, viewer, histories.get(row.id) ?? [], lists.get(row.employeeId)));
}

function toApplication(
  row: ApplicationRow,
  viewer: ApplicationViewer,
  history: ApplicationStatusChange[],
  lists: ApplicantLists | undefined,
): Application {
  const application: Application = {
    id: row.id,
    job: row.jobId,
    job_title: row.jobTitle,
    company: row.companyId,
    company_name: row.companyName,
    job_location: row.jobLocation || row.jobCity,
    cover_letter: row.coverLetter,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    history,
  };
  if (viewer === "company") {
    // A deleted account's row holds no names any more; its tombstone address is not the worker's
    // (docs/sessions-and-accounts.md#exporting-and-deleting-an-account).
    const deleted = row.deletedAt !== null;
    application.applicant = {
      uuid: row.employeeId,
      deleted,
      first_name: row.firstName,
      last_name: row.lastName,
      email: deleted ? "" : row.email,
      headline: row.headline,
      languages: lists?.languages ?? [],
      availability: lists?.availability ?? [],
      right_to_work: row.rightToWork,
      has_afm: row.hasAfm,
      has_amka: row.hasAmka,
      health_certificate: row.healthCertificate,
      driving_licence: row.drivingLicence,
      needs_accommodation: row.needsAccommodation,
      taken_until: row.takenUntil,
    };
    application.job_start_date = row.jobStartDate;
    application.job_end_date = row.jobEndDate;
    application.note = row.note ?? "";
    application.rating = row.rating;
  }
  return application;
}
