import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import {
  DRIVING_LICENCES,
  LANGUAGE_LEVELS,
  RIGHT_TO_WORK,
  SKILL_CATEGORIES,
  SKILL_LEVELS,
  WORK_HOURS,
  type GreekArea,
} from "../../../contract/enums";
import { createdAt, oneOf, updatedAt } from "./columns";
import { users } from "./users";

/** The job seeker's profile; one per EMPLOYEE user. */
export const employeeProfiles = pgTable(
  "employee_profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .unique("employee_profiles_user_unique")
      .references(() => users.id, { onDelete: "cascade" }),
    headline: text("headline").notNull().default(""),
    bio: text("bio").notNull().default(""),
    location: text("location").notNull().default(""),
    city: text("city").notNull().default(""),
    /** ISO 3166-1 alpha-2 code. */
    country: text("country").notNull().default("GR"),
    avatar: text("avatar"),
    // The seasonal facts (areas.md); null is "not said". Never the AFM or AMKA numbers, only whether there is one.
    rightToWork: text("right_to_work", { enum: RIGHT_TO_WORK }),
    hasAfm: boolean("has_afm"),
    hasAmka: boolean("has_amka"),
    healthCertificate: boolean("health_certificate"),
    drivingLicence: text("driving_licence", { enum: DRIVING_LICENCES }),
    needsAccommodation: boolean("needs_accommodation"),
    preferredAreas: jsonb("preferred_areas").$type<GreekArea[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("employee_profiles_right_to_work_check", oneOf(t.rightToWork, RIGHT_TO_WORK)),
    check("employee_profiles_driving_licence_check", oneOf(t.drivingLicence, DRIVING_LICENCES)),
  ],
);

const profileId = () =>
  uuid("employee_id")
    .notNull()
    .references(() => employeeProfiles.id, { onDelete: "cascade" });

export const workExperiences = pgTable(
  "work_experiences",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    employeeId: profileId(),
    jobTitle: text("job_title").notNull(),
    companyName: text("company_name").notNull(),
    location: text("location").notNull().default(""),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    isCurrent: boolean("is_current").notNull().default(false),
    description: text("description").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("work_experiences_employee_idx").on(t.employeeId, t.startDate),
    check("work_experiences_dates_check", sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

export const skills = pgTable(
  "skills",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    employeeId: profileId(),
    name: text("name").notNull(),
    level: text("level", { enum: SKILL_LEVELS }).notNull(),
    category: text("category", { enum: SKILL_CATEGORIES }).notNull(),
  },
  (t) => [
    unique("skills_employee_name_unique").on(t.employeeId, t.name),
    check("skills_level_check", oneOf(t.level, SKILL_LEVELS)),
    check("skills_category_check", oneOf(t.category, SKILL_CATEGORIES)),
  ],
);

/** Spoken languages; `language` is an ISO 639-1 code (`el`, `en`, `de`), rendered with Intl.DisplayNames. */
export const employeeLanguages = pgTable(
  "employee_languages",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    employeeId: profileId(),
    language: text("language").notNull(),
    level: text("level", { enum: LANGUAGE_LEVELS }).notNull(),
  },
  (t) => [
    unique("employee_languages_employee_language_unique").on(t.employeeId, t.language),
    check("employee_languages_level_check", oneOf(t.level, LANGUAGE_LEVELS)),
  ],
);

/** Periods in which the employee can work. */
export const availabilities = pgTable(
  "availabilities",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    employeeId: profileId(),
    availableFrom: date("available_from", { mode: "string" }).notNull(),
    availableTo: date("available_to", { mode: "string" }),
    workHours: text("work_hours", { enum: WORK_HOURS }),
    notes: text("notes").notNull().default(""),
  },
  (t) => [
    index("availabilities_employee_idx").on(t.employeeId),
    check("availabilities_work_hours_check", oneOf(t.workHours, WORK_HOURS)),
    check("availabilities_dates_check", sql`${t.availableTo} is null or ${t.availableTo} >= ${t.availableFrom}`),
  ],
);
