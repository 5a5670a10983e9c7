ALTER TABLE "jobs" ADD COLUMN "listed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Existing jobs became visible when they were posted (the search alerts' "new" until now): no job posted before this
-- migration looks new to the next run of the alerts.
UPDATE "jobs" SET "listed_at" = "created_at";--> statement-breakpoint
CREATE INDEX "jobs_listed_idx" ON "jobs" USING btree ("listed_at");
