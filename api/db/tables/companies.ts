import { sql, type SQL } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { bilingualDocument, createdAt, placeColumns, tsvector, updatedAt } from "./columns";
import { users } from "./users";

/** An employer's public profile, owned by a COMPANY user. */
export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Public URL paths of the uploaded images (under /media/). */
    logo: text("logo"),
    /** The logo's small thumbnail (96 px WebP) that Lite pages show; written, replaced and removed with the logo. */
    logoThumb: text("logo_thumb"),
    coverImage: text("cover_image"),
    industries: text("industries")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    about: text("about").notNull().default(""),
    website: text("website"),
    email: text("email"),
    phoneNumber: text("phone_number"),
    ...placeColumns(),
    yearsInBusiness: integer("years_in_business"),
    employeeCount: integer("employee_count"),
    /** Kept equal to the number of rows in company_reviews by whoever writes reviews. */
    reviewCount: integer("review_count").notNull().default(0),
    searchVector: tsvector("search_vector").generatedAlwaysAs((): SQL =>
      bilingualDocument([
        [sql`${companies.name}`, "A"],
        [sql`${companies.city} || ' ' || ${companies.area}`, "B"],
      ]),
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("companies_owner_idx").on(t.ownerId),
    index("companies_name_idx").on(sql`lower(${t.name})`),
    index("companies_industries_idx").using("gin", t.industries),
    index("companies_search_idx").using("gin", t.searchVector),
  ],
);

const companyId = () =>
  uuid("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" });

export const companyBenefits = pgTable(
  "company_benefits",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyId(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** Name of an icon of the web app's icon set (home, utensils, bus ...). */
    icon: text("icon").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("company_benefits_company_idx").on(t.companyId, t.sortOrder)],
);

export const companyGalleryImages = pgTable(
  "company_gallery_images",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyId(),
    url: text("url").notNull(),
    thumbUrl: text("thumb_url"),
    alt: text("alt").notNull().default(""),
    caption: text("caption").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("company_gallery_images_company_idx").on(t.companyId, t.sortOrder)],
);

/**
 * What workers say of a company (areas.md "Write a review"). The demo data's reviews carry only a text `author`;
 * a review written through the API also names its author's account (cleared if that account is deleted, the
 * review and its shown name stay) and the season (a year) it is about: one per worker, company and season
 * (the unique index; NULLs never collide, so authorless rows are free). The company may reply once.
 */
export const companyReviews = pgTable(
  "company_reviews",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyId(),
    /** As shown: "Maria K." for a review written on the site; empty once its author deleted the account (168). */
    author: text("author").notNull(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    avatar: text("avatar"),
    rating: smallint("rating").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    /** The year of the season the review is about. */
    season: smallint("season"),
    title: text("title").notNull(),
    content: text("content").notNull(),
    /** The reviewer's job at the company. */
    position: text("position").notNull().default(""),
    location: text("location").notNull().default(""),
    verified: boolean("verified").notNull().default(false),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("company_reviews_company_idx").on(t.companyId, t.date),
    uniqueIndex("company_reviews_author_season_unique").on(t.companyId, t.authorId, t.season),
    check("company_reviews_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Reports of a review for moderation (areas.md): one per user and review, the first reason kept. Nothing reads
 * them in the product yet; they are kept for the people who moderate.
 */
export const reviewReports = pgTable(
  "review_reports",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => companyReviews.id, { onDelete: "cascade" }),
    reporterId: uuid("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.reporterId] })],
);

/**
 * Companies a worker follows (areas.md "Follow a company"): one row per worker and company. The company's index
 * serves the new-job alert, which looks up a company's followers.
 */
export const companyFollows = pgTable(
  "company_follows",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: companyId(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] }), index("company_follows_company_idx").on(t.companyId)],
);
