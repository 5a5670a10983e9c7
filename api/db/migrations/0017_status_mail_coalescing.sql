ALTER TABLE "application_status_changes" ADD COLUMN "message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "mailed_status" text;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_mailed_status_check" CHECK ("applications"."mailed_status" is null or "applications"."mailed_status" in ('APPLIED', 'VIEWED_BY_COMPANY', 'SHORTLISTED', 'REJECTED', 'WITHDRAWN'));--> statement-breakpoint
-- Until now every company move was mailed at once: the status an application has is the one its worker heard of.
UPDATE "applications" SET "mailed_status" = "status" WHERE "status" IN ('VIEWED_BY_COMPANY', 'SHORTLISTED', 'REJECTED');
