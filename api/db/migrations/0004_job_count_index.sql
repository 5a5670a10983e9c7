-- Custom migration (drizzle-kit generate --custom): drizzle-kit cannot write INCLUDE columns.
-- The job list's count (docs/decisions/150) reads up to 1,001 matching jobs. From the table that means wide
-- rows (about 1.6 KB each with their texts); from this index, which holds every column the structured filters
-- and the public visibility test, it is an index-only scan of a few pages (0.3-1 ms instead of 2-8 ms at
-- 100,000 jobs). Full-text search, the place filters and a company's own view still read the table.
CREATE INDEX IF NOT EXISTS "jobs_open_count_idx" ON "jobs" USING btree ("created_at")
  INCLUDE ("closes_on", "company_id", "employment_type", "experience_level", "work_hours", "accommodation", "meals",
    "experience_min_years", "experience_max_years", "salary_min", "salary_max", "salary_currency", "is_remote",
    "start_date", "end_date", "latitude", "longitude", "country")
  WHERE "is_active";
