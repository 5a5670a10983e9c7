/**
 * Companies as the API shows them (contract `companySchema`, `companySummarySchema`): the stored columns plus
 * what is counted from other tables (reviews, rating, open jobs), benefits and gallery.
 */
import { asc, eq, sql, type SQL } from "drizzle-orm";
import type { Company, CompanyCreateRequest, CompanySummary } from "../../contract/profiles";
import type { AppDatabase } from "../db/client";
import { companies, companyBenefits, companyGalleryImages } from "../db/schema";
import { FIRST_COMPANY_FIRST } from "./owners";

type CompanyRow = typeof companies.$inferSelect;

/** Written out in full: drizzle leaves columns unqualified in one-table selects, which a subquery would misread. */
const COMPANY_ID = sql.raw(`"companies"."id"`);

/**
 * Counted at read time rather than read from columns: `companies.review_count` is kept by the seed and the review
 * writes (api/models/company-reviews.ts), but a count of the rows cannot drift; and a job closes by the calendar
 * (past `apply_by`, else `start_date`), which no write would notice.
 */
export const companyStats = {
  reviewCount: sql<number>`(select count(*)::int from company_reviews as review where review.company_id = ${COMPANY_ID})`,
  rating: sql<number>`(select coalesce(round(avg(review.rating), 1), 0)::float8 from company_reviews as review where review.company_id = ${COMPANY_ID})`,
  openJobCount: sql<number>`(select count(*)::int from jobs as job where job.company_id = ${COMPANY_ID} and job.is_active and (job.closes_on is null or job.closes_on >= current_date))`,
};

type Stats = { reviewCount: number; rating: number; openJobCount: number };

/** The companies matching `where` with their stats, in `orderBy` order. */
async function selectCompanies(db: AppDatabase, where: SQL, orderBy: SQL[], page?: { limit: number; offset: number }) {
  const query = db
    .select({ company: companies, ...companyStats })
    .from(companies)
    .where(where)
    .orderBy(...orderBy);
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function loadCompany(db: AppDatabase, companyId: string): Promise<Company | null> {
  const [row] = await selectCompanies(db, sql`${companies.id} = ${companyId}`, []);
  return row ? withDetails(db, row.company, row) : null;
}

/**
 * `GET /companies/` without parameters: the caller's own (one per account,
 * docs/profiles-and-companies.md#company-search).
 */
export async function loadCompaniesOwnedBy(db: AppDatabase, userId: string): Promise<Company[]> {
  const rows = await selectCompanies(db, sql`${companies.ownerId} = ${userId}`, FIRST_COMPANY_FIRST);
  return Promise.all(rows.map((row) => withDetails(db, row.company, row)));
}

/** A page of summaries for the search list. */
export async function loadCompanySummaries(
  db: AppDatabase,
  where: SQL,
  page: { limit: number; offset: number },
): Promise<CompanySummary[]> {
  const rows = await selectCompanies(db, where, [asc(sql`lower(${companies.name})`), asc(companies.id)], page);
  return rows.map((row) => summary(row.company, row));
}

function summary(company: CompanyRow, stats: Stats): CompanySummary {
  return {
    uuid: company.id,
    name: company.name,
    logo: company.logo,
    logo_thumb: company.logoThumb,
    cover_image: company.coverImage,
    industries: company.industries,
    city: company.city,
    area: company.area,
    country: company.country,
    years_in_business: company.yearsInBusiness,
    employee_count: company.employeeCount,
    review_count: stats.reviewCount,
    rating: stats.rating,
    open_job_count: stats.openJobCount,
  };
}

async function withDetails(db: AppDatabase, company: CompanyRow, stats: Stats): Promise<Company> {
  const [benefits, gallery] = await Promise.all([
    db
      .select({
        id: companyBenefits.id,
        title: companyBenefits.title,
        description: companyBenefits.description,
        icon: companyBenefits.icon,
      })
      .from(companyBenefits)
      .where(eq(companyBenefits.companyId, company.id))
      .orderBy(asc(companyBenefits.sortOrder), asc(companyBenefits.id)),
    db
      .select({
        id: companyGalleryImages.id,
        url: companyGalleryImages.url,
        thumb_url: companyGalleryImages.thumbUrl,
        alt: companyGalleryImages.alt,
        caption: companyGalleryImages.caption,
      })
      .from(companyGalleryImages)
      .where(eq(companyGalleryImages.companyId, company.id))
      .orderBy(asc(companyGalleryImages.sortOrder), asc(companyGalleryImages.id)),
  ]);
  return {
    ...summary(company, stats),
    about: company.about,
    website: company.website,
    email: company.email,
    phone_number: company.phoneNumber,
    location: company.location,
    latitude: company.latitude,
    longitude: company.longitude,
    benefits,
    gallery,
    created_at: company.createdAt.toISOString(),
  };
}

/** The columns of a company write; on PATCH, fields left out are undefined and drizzle leaves them alone. */
export function companyColumns(data: Partial<CompanyCreateRequest>) {
  return {
    name: data.name,
    industries: data.industries,
    about: data.about,
    website: data.website,
    email: data.email,
    phoneNumber: data.phone_number,
    location: data.location,
    city: data.city,
    area: data.area,
    country: data.country,
    latitude: data.latitude,
    longitude: data.longitude,
    yearsInBusiness: data.years_in_business,
    employeeCount: data.employee_count,
  };
}

/** Replaces the benefits when the write carries them (a list sent replaces the stored one). */
export async function replaceBenefits(tx: AppDatabase, companyId: string, benefits: CompanyCreateRequest["benefits"]) {
  if (!benefits) return;
  await tx.delete(companyBenefits).where(eq(companyBenefits.companyId, companyId));
  if (benefits.length === 0) return;
  await tx.insert(companyBenefits).values(
    benefits.map((benefit, sortOrder) => ({
      companyId,
      title: benefit.title,
      description: benefit.description ?? "",
      icon: benefit.icon ?? "",
      sortOrder,
    })),
  );
}
