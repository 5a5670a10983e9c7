import { relations } from "drizzle-orm";
import { subscriptions } from "./billing";
import { companies, companyBenefits, companyGalleryImages, companyReviews } from "./companies";
import { availabilities, employeeLanguages, employeeProfiles, skills, workExperiences } from "./employees";
import { applications, jobs } from "./jobs";
import { activationTokens, refreshTokens, users } from "./users";

/** Relations for drizzle's relational queries (`db.query.jobs.findMany({ with: { company: true } })`). */
export const usersRelations = relations(users, ({ many, one }) => ({
  employeeProfile: one(employeeProfiles, { fields: [users.id], references: [employeeProfiles.userId] }),
  companies: many(companies),
  activationTokens: many(activationTokens),
  refreshTokens: many(refreshTokens),
}));

export const activationTokensRelations = relations(activationTokens, ({ one }) => ({
  user: one(users, { fields: [activationTokens.userId], references: [users.id] }),
}));

export const refreshTokensRelations = relations(refreshTokens, ({ one }) => ({
  user: one(users, { fields: [refreshTokens.userId], references: [users.id] }),
}));

export const employeeProfilesRelations = relations(employeeProfiles, ({ one, many }) => ({
  user: one(users, { fields: [employeeProfiles.userId], references: [users.id] }),
  workExperiences: many(workExperiences),
  skills: many(skills),
  languages: many(employeeLanguages),
  availabilities: many(availabilities),
  applications: many(applications),
}));

export const workExperiencesRelations = relations(workExperiences, ({ one }) => ({
  employee: one(employeeProfiles, { fields: [workExperiences.employeeId], references: [employeeProfiles.id] }),
}));

export const skillsRelations = relations(skills, ({ one }) => ({
  employee: one(employeeProfiles, { fields: [skills.employeeId], references: [employeeProfiles.id] }),
}));

export const employeeLanguagesRelations = relations(employeeLanguages, ({ one }) => ({
  employee: one(employeeProfiles, { fields: [employeeLanguages.employeeId], references: [employeeProfiles.id] }),
}));

export const availabilitiesRelations = relations(availabilities, ({ one }) => ({
  employee: one(employeeProfiles, { fields: [availabilities.employeeId], references: [employeeProfiles.id] }),
}));

export const companiesRelations = relations(companies, ({ one, many }) => ({
  owner: one(users, { fields: [companies.ownerId], references: [users.id] }),
  benefits: many(companyBenefits),
  galleryImages: many(companyGalleryImages),
  reviews: many(companyReviews),
  jobs: many(jobs),
  subscriptions: many(subscriptions),
}));

export const companyBenefitsRelations = relations(companyBenefits, ({ one }) => ({
  company: one(companies, { fields: [companyBenefits.companyId], references: [companies.id] }),
}));

export const companyGalleryImagesRelations = relations(companyGalleryImages, ({ one }) => ({
  company: one(companies, { fields: [companyGalleryImages.companyId], references: [companies.id] }),
}));

export const companyReviewsRelations = relations(companyReviews, ({ one }) => ({
  company: one(companies, { fields: [companyReviews.companyId], references: [companies.id] }),
}));

export const jobsRelations = relations(jobs, ({ one, many }) => ({
  company: one(companies, { fields: [jobs.companyId], references: [companies.id] }),
  applications: many(applications),
}));

export const applicationsRelations = relations(applications, ({ one }) => ({
  job: one(jobs, { fields: [applications.jobId], references: [jobs.id] }),
  employee: one(employeeProfiles, { fields: [applications.employeeId], references: [employeeProfiles.id] }),
}));

export const subscriptionsRelations = relations(subscriptions, ({ one }) => ({
  company: one(companies, { fields: [subscriptions.companyId], references: [companies.id] }),
}));
