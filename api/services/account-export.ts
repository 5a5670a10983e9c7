/**
 * Everything the product holds about one account, as one JSON document (issue 12, GDPR articles 15 and 20;
 * docs/sessions-and-accounts.md#exporting-and-deleting-an-account). Built from the API's own serializers (the profile,
 * company, job, application and review shapes the endpoints answer), so the export reads like the API; uploads become
 * absolute links on PUBLIC_URL. Never a password hash or a token hash: the account part is picked field by field.
 */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { AccountExport } from "../../contract/accounts";
import type { Plan } from "../../contract/payments";
import type { AppDatabase } from "../db/client";
import {
  applications,
  companies,
  companyFollows,
  seasonInvitations,
  seasonJobs,
  searchAlerts,
  applicationMessages,
  messageBlocks,
  messageTemplates,
  companyReviews,
  employeeProfiles,
  jobs,
  reviewReports,
  subscriptions,
  users,
} from "../db/schema";
import { selectApplications, toApplications } from "../models/application-rows";
import { loadCompaniesOwnedBy } from "./company-profiles";
import { toReview } from "./company-reviews";
import { loadEmployeeProfile } from "./employee-profiles";
import { jobDetailColumns, toJob } from "./job-serializer";
import { toSubscription } from "./payments/subscriptions";
import { toPublicUser } from "./sign-in";
import { serializeAlert } from "../models/search-alerts";

type Account = typeof users.$inferSelect;

/** A stored upload path (`/media/…`, `/images/demo/…`) as a link that works outside the site. */
export function absoluteLink(publicUrl: string, path: string | null): string | null {
  return path === null || path === "" ? path : new URL(path, publicUrl).toString();
}

function accountPart(account: Account) {
  return {
    ...toPublicUser(account),
    phone_number: account.phoneNumber,
    street_name: account.streetName,
    street_number: account.streetNumber,
    zip_code: account.zipCode,
    city: account.city,
    state: account.state,
    country: account.country,
    tax_id: account.taxId,
    birthdate: account.birthdate,
    language: account.language,
    is_active: account.isActive,
    /** Whether the account signs in with a password (else only with Google or Facebook); never the hash. */
    has_password: account.passwordHash !== null,
    last_login_at: account.lastLoginAt?.toISOString() ?? null,
    created_at: account.createdAt.toISOString(),
    updated_at: account.updatedAt.toISOString(),
  };
}

async function employeePart(db: AppDatabase, account: Account, publicUrl: string) {
  const [profileRow] = await db
    .select({ id: employeeProfiles.id })
    .from(employeeProfiles)
    .where(eq(employeeProfiles.userId, account.id))
    .limit(1);
  const profile = profileRow ? await loadEmployeeProfile(db, profileRow.id) : null;
  const [applicationRows, reviewRows, followRows, reportRows] = await Promise.all([
    profileRow ? selectApplications(db, eq(applications.employeeId, profileRow.id)) : Promise.resolve([]),
    db
      .select()
      .from(companyReviews)
      .where(eq(companyReviews.authorId, account.id))
      .orderBy(desc(companyReviews.createdAt)),
    db
      .select({ company: companies.id, companyName: companies.name, followedAt: companyFollows.createdAt })
      .from(companyFollows)
      .innerJoin(companies, eq(companies.id, companyFollows.companyId))
      .where(eq(companyFollows.userId, account.id))
      .orderBy(asc(companyFollows.createdAt)),
    db
      .select()
      .from(reviewReports)
      .where(eq(reviewReports.reporterId, account.id))
      .orderBy(asc(reviewReports.createdAt)),
  ]);
  const alertRows = await db
    .select()
    .from(searchAlerts)
    .where(eq(searchAlerts.userId, account.id))
    .orderBy(asc(searchAlerts.createdAt), asc(searchAlerts.id));
  const { work_experiences: experiences = [], ...rest } = profile ?? {};
  return {
    profile: profile ? { ...rest, avatar: absoluteLink(publicUrl, profile.avatar) } : null,
    experiences,
    applications: await toApplications(db, applicationRows, "employee"),
    reviews: reviewRows.map((row) => ({
      ...toReview(row),
      company: row.companyId,
      avatar: absoluteLink(publicUrl, row.avatar),
    })),
    follows: followRows.map((row) => ({
      company: row.company,
      company_name: row.companyName,
      followed_at: row.followedAt.toISOString(),
    })),
    search_alerts: alertRows.map(serializeAlert),
    review_reports: reportRows.map((row) => ({
      review: row.reviewId,
      reason: row.reason,
      created_at: row.createdAt.toISOString(),
    })),
    ...(profileRow ? await seasonPart(db, profileRow.id) : { season_job: null, invitations: [] }),
    messages: await threadMessages(
      db,
      applicationRows.map((row) => row.id),
    ),
    message_blocks: (
      await db
        .select({ company: messageBlocks.companyId, createdAt: messageBlocks.createdAt })
        .from(messageBlocks)
        .where(eq(messageBlocks.userId, account.id))
        .orderBy(asc(messageBlocks.createdAt))
    ).map((row) => ({ company: row.company, blocked_at: row.createdAt.toISOString() })),
  };
}

/** The messages of these applications' threads, oldest first, each with its side (docs/conversations.md). */
async function threadMessages(db: AppDatabase, applicationIds: number[]) {
  if (applicationIds.length === 0) return [];
  const rows = await db
    .select({
      application: applicationMessages.applicationId,
      author: applicationMessages.authorRole,
      body: applicationMessages.body,
      createdAt: applicationMessages.createdAt,
    })
    .from(applicationMessages)
    .where(inArray(applicationMessages.applicationId, applicationIds))
    .orderBy(asc(applicationMessages.id));
  return rows.map((row) => ({
    application: row.application,
    author: row.author,
    body: row.body,
    created_at: row.createdAt.toISOString(),
  }));
}

/** The worker's job for the season and the invitations back they got (docs/season.md). */
async function seasonPart(db: AppDatabase, profileId: string) {
  const [seasonJob] = await db.select().from(seasonJobs).where(eq(seasonJobs.employeeId, profileId)).limit(1);
  const invitations = await db
    .select({
      job: seasonInvitations.jobId,
      company: seasonInvitations.companyId,
      answer: seasonInvitations.answer,
      answeredAt: seasonInvitations.answeredAt,
      createdAt: seasonInvitations.createdAt,
    })
    .from(seasonInvitations)
    .where(eq(seasonInvitations.employeeId, profileId))
    .orderBy(asc(seasonInvitations.createdAt));
  return {
    season_job: seasonJob
      ? {
          application: seasonJob.applicationId,
          employer_name: seasonJob.employerName,
          start_date: seasonJob.startDate,
          end_date: seasonJob.endDate,
          created_at: seasonJob.createdAt.toISOString(),
        }
      : null,
    invitations: invitations.map((row) => ({
      job: row.job,
      company: row.company,
      answer: row.answer,
      answered_at: row.answeredAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

async function companyPart(db: AppDatabase, account: Account, publicUrl: string, plans: readonly Plan[]) {
  const owned = await loadCompaniesOwnedBy(db, account.id);
  const ids = owned.map((company) => company.uuid);
  const [jobRows, applicationRows, subscriptionRows] = ids.length
    ? await Promise.all([
        db
          .select(jobDetailColumns)
          .from(jobs)
          .innerJoin(companies, eq(companies.id, jobs.companyId))
          .where(inArray(jobs.companyId, ids))
          .orderBy(asc(jobs.createdAt), asc(jobs.id)),
        selectApplications(db, inArray(companies.id, ids)),
        db
          .select()
          .from(subscriptions)
          .where(inArray(subscriptions.companyId, ids))
          .orderBy(asc(subscriptions.createdAt)),
      ])
    : [[], [], []];
  return {
    companies: owned.map((company) => ({
      ...company,
      logo: absoluteLink(publicUrl, company.logo),
      logo_thumb: absoluteLink(publicUrl, company.logo_thumb),
      cover_image: absoluteLink(publicUrl, company.cover_image),
      gallery: company.gallery.map((image) => ({
        ...image,
        url: absoluteLink(publicUrl, image.url),
        thumb_url: absoluteLink(publicUrl, image.thumb_url),
      })),
    })),
    jobs: jobRows.map((row) => {
      const job = toJob(row);
      const company = {
        ...job.company,
        logo: absoluteLink(publicUrl, job.company.logo),
        logo_thumb: absoluteLink(publicUrl, job.company.logo_thumb),
      };
      return { ...job, company };
    }),
    applications_received: await toApplications(db, applicationRows, "company"),
    messages: await threadMessages(
      db,
      applicationRows.map((row) => row.id),
    ),
    message_templates: (ids.length
      ? await db
          .select()
          .from(messageTemplates)
          .where(inArray(messageTemplates.companyId, ids))
          .orderBy(asc(messageTemplates.id))
      : []
    ).map((row) => ({
      company: row.companyId,
      name: row.name,
      body: row.body,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    })),
    subscriptions: subscriptionRows.map((row) => ({
      ...toSubscription(row, plans),
      provider: row.provider,
      provider_customer_id: row.providerCustomerId,
      provider_subscription_id: row.providerSubscriptionId,
      updated_at: row.updatedAt.toISOString(),
    })),
  };
}

/** The export of the signed-in account; undefined when it is gone. */
export async function exportAccount(
  db: AppDatabase,
  userId: string,
  options: { publicUrl: string; plans: readonly Plan[]; now?: Date },
): Promise<AccountExport | undefined> {
  const [account] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true)))
    .limit(1);
  if (!account) return undefined;
  const roleData =
    account.role === "EMPLOYEE"
      ? await employeePart(db, account, options.publicUrl)
      : await companyPart(db, account, options.publicUrl, options.plans);
  return {
    format: "seasonal-jobs-export/1",
    exported_at: (options.now ?? new Date()).toISOString(),
    account: accountPart(account),
    mail_preferences: {
      status_updates: account.mailStatusUpdates,
      job_alerts: account.mailJobAlerts,
      review_notices: account.mailReviewNotices,
      interviews: account.mailInterviews,
      invitations: account.mailInvitations,
      messages: account.mailMessages,
    },
    ...roleData,
  };
}
