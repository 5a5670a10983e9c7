/**
 * Deleting an account (issue 12, GDPR article 17; docs/sessions-and-accounts.md#exporting-and-deleting-an-account). A
 * company's running subscriptions are cancelled first, at the provider (a Stripe call cannot sit inside a database
 * transaction; if it fails nothing is deleted). Then, in one transaction under the user's row lock, everything personal
 * goes:
 *
 * - the user row stays as a tombstone (`deleted_at`): no names, address, phone, tax id, birth date or password,
 *   inactive, and an address of its own (`deleted-{uuid}@deleted.invalid`) so the real one can sign up again;
 * every refresh token is revoked, activation, password and e-mail change links deleted, old mails to the address
 * dropped;
 * - a worker: the profile is emptied (it stays only as the anchor of the applications companies keep), the
 *   experiences, skills, languages and availability deleted, the cover letters cleared, follows and the record
 * of job alerts sent deleted, the reviews kept without their shown name and photo (`author` empty: shown as "Deleted
 * user");
 * - a company: every job closed, pending local checkouts expired, logo (and its thumbnail), cover, gallery,
 *   benefits, contact and about removed, the private notes on applicants deleted, its followers' follows removed;
 *   the company's name stays on the jobs workers applied to, and the workers' reviews stay.
 *
 * After the commit, the uploaded files are removed from disk (a leftover file is logged, never shown) and the
 * confirmation mail goes to the address the account had, in its language.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { AppDatabase } from "../db/client";
import {
  activationTokens,
  applicationNotes,
  applications,
  availabilities,
  companies,
  companyBenefits,
  companyFollows,
  searchAlertJobsSent,
  searchAlerts,
  companyGalleryImages,
  companyReviews,
  emailChangeTokens,
  employeeLanguages,
  employeeProfiles,
  jobAlertsSent,
  jobs,
  outgoingMails,
  passwordResetTokens,
  refreshTokens,
  skills,
  subscriptions,
  users,
  workExperiences,
} from "../db/schema";
import type { PaymentProvider } from "./payments/provider";
import { isRunning } from "./payments/subscriptions";
import { ownedBy } from "./owners";

type Account = typeof users.$inferSelect;

/** The address a deleted account keeps: unique, never deliverable (.invalid, RFC 2606), free for the real one. */
export function tombstoneAddress(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}

/** Ends every running subscription of the user's companies at the provider (Stripe or local). */
export async function cancelSubscriptionsOf(
  db: AppDatabase,
  provider: PaymentProvider,
  userId: string,
): Promise<number> {
  const rows = await db
    .select({ subscription: subscriptions })
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .where(ownedBy(userId));
  const running = rows.map((row) => row.subscription).filter((row) => isRunning(row));
  for (const row of running) await provider.cancelNow(row);
  return running.length;
}

/** What is left to do after the commit: files to remove and the mail to send. */
export type DeletedAccount = { email: string; language: Account["language"]; firstName: string; uploads: string[] };

/** Removes the personal data of the account in one transaction; undefined when it is already gone. */
export async function deletePersonalData(
  db: AppDatabase,
  userId: string,
  now = new Date(),
): Promise<DeletedAccount | undefined> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for("update");
    if (!account) return undefined;
    const uploads = account.role === "EMPLOYEE" ? await eraseWorker(tx, userId) : await eraseCompany(tx, userId);
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    await tx.delete(activationTokens).where(eq(activationTokens.userId, userId));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await tx.delete(emailChangeTokens).where(eq(emailChangeTokens.userId, userId));
    await tx.delete(outgoingMails).where(sql`lower(${outgoingMails.to}) = lower(${account.email})`);
    // Search alerts (docs/jobs.md#search-alerts): the worker's own, and which jobs were mailed to the address.
    await tx.delete(searchAlerts).where(eq(searchAlerts.userId, userId));
    await tx.delete(searchAlertJobsSent).where(eq(searchAlertJobsSent.recipient, account.email.toLowerCase()));
    const address = tombstoneAddress(userId);
    await tx
      .update(users)
      .set({
        email: address,
        username: address,
        passwordHash: null,
        firstName: "",
        lastName: "",
        phoneNumber: null,
        streetName: null,
        streetNumber: null,
        zipCode: null,
        country: null,
        city: null,
        state: null,
        taxId: null,
        birthdate: null,
        mailStatusUpdates: false,
        mailJobAlerts: false,
        mailReviewNotices: false,
        mailInterviews: false,
        mailInvitations: false,
        mailMessages: false,
        isActive: false,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    return { email: account.email, language: account.language, firstName: account.firstName, uploads };
  });
}

async function eraseWorker(tx: AppDatabase, userId: string): Promise<string[]> {
  const uploads: string[] = [];
  await tx.delete(companyFollows).where(eq(companyFollows.userId, userId));
  await tx.delete(jobAlertsSent).where(eq(jobAlertsSent.userId, userId));
  await tx.update(companyReviews).set({ author: "", avatar: null }).where(eq(companyReviews.authorId, userId));
  const [profile] = await tx.select().from(employeeProfiles).where(eq(employeeProfiles.userId, userId));
  if (!profile) return uploads;
  if (profile.avatar) uploads.push(profile.avatar);
  for (const table of [workExperiences, skills, employeeLanguages, availabilities]) {
    await tx.delete(table).where(eq(table.employeeId, profile.id));
  }
  await tx.update(applications).set({ coverLetter: null }).where(eq(applications.employeeId, profile.id));
  await tx
    .update(employeeProfiles)
    .set({
      headline: "",
      bio: "",
      location: "",
      city: "",
      avatar: null,
      rightToWork: null,
      hasAfm: null,
      hasAmka: null,
      healthCertificate: null,
      drivingLicence: null,
      needsAccommodation: null,
      preferredAreas: [],
      updatedAt: new Date(),
    })
    .where(eq(employeeProfiles.id, profile.id));
  return uploads;
}

async function eraseCompany(tx: AppDatabase, userId: string): Promise<string[]> {
  const owned = await tx.select().from(companies).where(ownedBy(userId));
  const ids = owned.map((company) => company.id);
  if (ids.length === 0) return [];
  const uploads: string[] = [];
  for (const company of owned)
    uploads.push(...[company.logo, company.logoThumb, company.coverImage].filter((url): url is string => url !== null));
  const gallery = await tx
    .delete(companyGalleryImages)
    .where(inArray(companyGalleryImages.companyId, ids))
    .returning({ url: companyGalleryImages.url, thumbUrl: companyGalleryImages.thumbUrl });
  for (const image of gallery)
    uploads.push(...[image.url, image.thumbUrl].filter((url): url is string => url !== null));
  await tx.delete(companyBenefits).where(inArray(companyBenefits.companyId, ids));
  await tx.delete(companyFollows).where(inArray(companyFollows.companyId, ids));
  await tx.update(jobs).set({ isActive: false, isFeatured: false }).where(inArray(jobs.companyId, ids));
  await tx
    .delete(applicationNotes)
    .where(
      inArray(
        applicationNotes.applicationId,
        tx
          .select({ id: applications.id })
          .from(applications)
          .innerJoin(jobs, eq(jobs.id, applications.jobId))
          .where(inArray(jobs.companyId, ids)),
      ),
    );
  await tx
    .update(subscriptions)
    .set({ status: "incomplete_expired" })
    .where(and(inArray(subscriptions.companyId, ids), eq(subscriptions.status, "incomplete")));
  await tx
    .update(companies)
    .set({
      logo: null,
      logoThumb: null,
      coverImage: null,
      about: "",
      website: null,
      email: null,
      phoneNumber: null,
      updatedAt: new Date(),
    })
    .where(inArray(companies.id, ids));
  return uploads;
}
