ALTER TABLE "applications" DROP CONSTRAINT "applications_job_employee_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "applications_job_employee_live_unique" ON "applications" USING btree ("job_id","employee_id") WHERE "applications"."status" <> 'WITHDRAWN';--> statement-breakpoint
CREATE INDEX "applications_job_idx" ON "applications" USING btree ("job_id");