/**
 * "Invite back" (docs/season.md): a company lists the workers it shortlisted in past seasons (by the application's
 * status history and the job's season), invites several to one of its open jobs in one action (never twice to the
 * same job), and reads their answers; the worker lists their invitations, applies from one in one step (the
 * existing apply rules) or says "not this year". An invitation that is not the caller's is a 404.
 */
import { and, desc, eq, exists, inArray, isNull, lt, sql } from "drizzle-orm";
import type {
  Invitation,
  InvitationApplied,
  InvitationList,
  InvitationRequest,
  InvitationResult,
  PastWorkerList,
} from "../../contract/season";
import { ACCEPTED_STATUS } from "../../contract/season-rules";
import type { AppDatabase } from "../db/client";
import {
  applicationStatusChanges,
  applications,
  companies,
  employeeProfiles,
  jobs,
  seasonInvitations,
  users,
} from "../db/schema";
import { jobIsOpen } from "../services/jobs-query";
import { employeeProfileIdOf } from "../services/owners";
import { mailInvitations, type SeasonMailDeps } from "../services/season-mails";
import { apply, requireApplicantProfile } from "./applications";
import { ownCompany } from "./companies";
import { fail } from "./errors";
import { takenUntilOf, todayIso } from "./season-jobs";

/** A job's season: the year of its start date, else of its posting (as reviews and job alerts count them). */
const jobSeason = sql<number>`extract(year from coalesce(${jobs.startDate}, ${jobs.createdAt}))::int`;

type PastRow = { employee: string; firstName: string; lastName: string; season: number; jobTitle: string };

/** The workers company `companyId` shortlisted in a season before this year's, each with their latest such season. */
async function pastWorkersOf(db: AppDatabase, companyId: string, only?: readonly string[]): Promise<PastRow[]> {
  const rows = await db
    .selectDistinctOn([employeeProfiles.id], {
      employee: employeeProfiles.id,
      firstName: users.firstName,
      lastName: users.lastName,
      season: jobSeason,
      jobTitle: jobs.title,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(employeeProfiles, eq(employeeProfiles.id, applications.employeeId))
    .innerJoin(users, eq(users.id, employeeProfiles.userId))
    .where(
      and(
        eq(jobs.companyId, companyId),
        lt(jobSeason, sql`extract(year from current_date)::int`),
        exists(
          db
            .select({ one: sql`1` })
            .from(applicationStatusChanges)
            .where(
              and(
                eq(applicationStatusChanges.applicationId, applications.id),
                eq(applicationStatusChanges.status, ACCEPTED_STATUS),
              ),
            ),
        ),
        ...(only ? [inArray(employeeProfiles.id, [...only])] : []),
      ),
    )
    .orderBy(employeeProfiles.id, desc(jobSeason), desc(jobs.createdAt));
  return rows.map((row) => ({ ...row, season: Number(row.season) }));
}

/** `GET /companies/{uuid}/past-workers/`: most recent season first, then by name. */
export async function listPastWorkers(
  db: AppDatabase,
  userId: string,
  companyUuid: string,
  hideTaken: boolean,
): Promise<PastWorkerList> {
  const company = await ownCompany(db, userId, companyUuid);
  const rows = await pastWorkersOf(db, company.id);
  const ids = rows.map((row) => row.employee);
  const taken = await takenUntilOf(db, ids, todayIso());
  const invitations =
    ids.length === 0
      ? []
      : await db
          .select({ employee: seasonInvitations.employeeId, job: seasonInvitations.jobId })
          .from(seasonInvitations)
          .where(and(eq(seasonInvitations.companyId, company.id), inArray(seasonInvitations.employeeId, ids)))
          .orderBy(seasonInvitations.jobId);
  const results = rows
    .filter((row) => !(hideTaken && taken.has(row.employee)))
    .sort(
      (a, b) =>
        b.season - a.season ||
        a.lastName.localeCompare(b.lastName) ||
        a.firstName.localeCompare(b.firstName) ||
        a.employee.localeCompare(b.employee),
    )
    .map((row) => ({
      employee: row.employee,
      first_name: row.firstName,
      last_name: row.lastName,
      last_season: row.season,
      last_job_title: row.jobTitle,
      taken_until: taken.get(row.employee) ?? null,
      invited_to: invitations.filter((invitation) => invitation.employee === row.employee).map((i) => i.job),
    }));
  return { results };
}

/** `POST /companies/{uuid}/invitations/`: all named workers checked first, then invited at once. */
export async function inviteBack(
  deps: SeasonMailDeps & { db: AppDatabase },
  userId: string,
  companyUuid: string,
  input: InvitationRequest,
): Promise<InvitationResult> {
  const { db } = deps;
  const company = await ownCompany(db, userId, companyUuid);
  const [job] = await db
    .select({ isActive: jobs.isActive, isOpen: sql<boolean>`${jobIsOpen}` })
    .from(jobs)
    .where(and(eq(jobs.id, input.job), eq(jobs.companyId, company.id)))
    .limit(1);
  if (!job) throw fail.invalidField("job", "invitation_job_not_yours");
  if (!job.isActive) throw fail.invalidField("job", "job_not_active");
  if (!job.isOpen) throw fail.invalidField("job", "job_closed");
  const named = [...new Set(input.employees.map((id) => id.toLowerCase()))];
  const past = new Set((await pastWorkersOf(db, company.id, named)).map((row) => row.employee));
  if (named.some((id) => !past.has(id))) throw fail.invalidField("employees", "not_past_worker");
  const invited = await deps.mailer.transaction(async (tx) => {
    const rows = await tx
      .insert(seasonInvitations)
      .values(named.map((employeeId) => ({ jobId: input.job, companyId: company.id, employeeId })))
      .onConflictDoNothing({ target: [seasonInvitations.jobId, seasonInvitations.employeeId] })
      .returning({ employee: seasonInvitations.employeeId });
    const ids = rows.map((row) => row.employee);
    await mailInvitations(deps, tx, input.job, ids);
    return ids;
  });
  const now = new Set(invited);
  return { invited: named.filter((id) => now.has(id)), already_invited: named.filter((id) => !now.has(id)) };
}

const invitationColumns = {
  id: seasonInvitations.id,
  job: seasonInvitations.jobId,
  jobTitle: jobs.title,
  company: seasonInvitations.companyId,
  companyName: companies.name,
  employee: seasonInvitations.employeeId,
  firstName: users.firstName,
  lastName: users.lastName,
  answer: seasonInvitations.answer,
  answeredAt: seasonInvitations.answeredAt,
  jobOpen: sql<boolean>`(${jobs.isActive} and ${jobIsOpen})`,
  createdAt: seasonInvitations.createdAt,
};

function invitationQuery(db: AppDatabase) {
  return db
    .select(invitationColumns)
    .from(seasonInvitations)
    .innerJoin(jobs, eq(jobs.id, seasonInvitations.jobId))
    .innerJoin(companies, eq(companies.id, seasonInvitations.companyId))
    .innerJoin(employeeProfiles, eq(employeeProfiles.id, seasonInvitations.employeeId))
    .innerJoin(users, eq(users.id, employeeProfiles.userId));
}

type InvitationRow = Awaited<ReturnType<ReturnType<typeof invitationQuery>["execute"]>>[number];

function serialize(row: InvitationRow): Invitation {
  return {
    id: row.id,
    job: row.job,
    job_title: row.jobTitle,
    company: row.company,
    company_name: row.companyName,
    employee: row.employee,
    first_name: row.firstName,
    last_name: row.lastName,
    answer: row.answer,
    answered_at: row.answeredAt?.toISOString() ?? null,
    job_open: Boolean(row.jobOpen),
    created_at: row.createdAt.toISOString(),
  };
}

/** `GET /companies/{uuid}/invitations/`: newest first. */
export async function companyInvitations(
  db: AppDatabase,
  userId: string,
  companyUuid: string,
): Promise<InvitationList> {
  const company = await ownCompany(db, userId, companyUuid);
  const rows = await invitationQuery(db)
    .where(eq(seasonInvitations.companyId, company.id))
    .orderBy(desc(seasonInvitations.createdAt), desc(seasonInvitations.id));
  return { results: rows.map(serialize) };
}

/** `GET /invitations/`: the worker's, newest first (none without a profile). */
export async function ownInvitations(db: AppDatabase, userId: string): Promise<InvitationList> {
  const profileId = await employeeProfileIdOf(db, userId);
  if (!profileId) return { results: [] };
  const rows = await invitationQuery(db)
    .where(eq(seasonInvitations.employeeId, profileId))
    .orderBy(desc(seasonInvitations.createdAt), desc(seasonInvitations.id));
  return { results: rows.map(serialize) };
}

async function ownInvitation(db: AppDatabase, profileId: string | null, id: number): Promise<Invitation> {
  if (!profileId) throw fail.notFound();
  const [row] = await invitationQuery(db)
    .where(and(eq(seasonInvitations.id, id), eq(seasonInvitations.employeeId, profileId)))
    .limit(1);
  if (!row) throw fail.notFound();
  return serialize(row);
}

/** Records the worker's answer, once: a second answer (or a race lost) is `invitation_answered`. */
async function answer(db: AppDatabase, id: number, value: "APPLIED" | "DECLINED"): Promise<void> {
  const updated = await db
    .update(seasonInvitations)
    .set({ answer: value, answeredAt: new Date() })
    .where(and(eq(seasonInvitations.id, id), isNull(seasonInvitations.answer)))
    .returning({ id: seasonInvitations.id });
  if (updated.length === 0) throw fail.invalid("invitation_answered");
}

/** `POST /invitations/{id}/apply/`: the existing apply, then the answer APPLIED. */
export async function applyFromInvitation(
  db: AppDatabase,
  userId: string,
  id: number,
  coverLetter: string | undefined,
): Promise<InvitationApplied> {
  const invitation = await ownInvitation(db, await employeeProfileIdOf(db, userId), id);
  if (invitation.answer !== null) throw fail.invalid("invitation_answered");
  const profileId = await requireApplicantProfile(db, userId);
  const application = await apply(db, userId, profileId, { job: invitation.job, cover_letter: coverLetter });
  await answer(db, id, "APPLIED");
  return { invitation: await ownInvitation(db, profileId, id), application: application.id };
}

/** `POST /invitations/{id}/decline/`: "not this year". */
export async function declineInvitation(db: AppDatabase, userId: string, id: number): Promise<Invitation> {
  const profileId = await employeeProfileIdOf(db, userId);
  const invitation = await ownInvitation(db, profileId, id);
  if (invitation.answer !== null) throw fail.invalid("invitation_answered");
  await answer(db, id, "DECLINED");
  return ownInvitation(db, profileId, id);
}
