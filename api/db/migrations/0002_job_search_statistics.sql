-- Custom migration (drizzle-kit generate --custom): planner statistics drizzle-kit cannot express.
-- With the default target (100) the most-common-lexeme list of jobs.search_vector is short, so PostgreSQL
-- guesses about 1% of the jobs for any word missing from it: a rare or unknown word then walks the whole
-- created_at index, detoasting every vector (seconds at 100,000 jobs) instead of asking the GIN index
-- (docs/decisions/065). A larger list makes rare words look rare.
ALTER TABLE "jobs" ALTER COLUMN "search_vector" SET STATISTICS 1000;
--> statement-breakpoint
-- A database that already holds jobs gets the longer list now rather than at autovacuum's next analyze.
ANALYZE "jobs" ("search_vector");
