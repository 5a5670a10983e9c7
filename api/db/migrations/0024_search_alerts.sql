CREATE TABLE "search_alert_jobs_sent" (
	"recipient" text NOT NULL,
	"job_id" bigint NOT NULL,
	"alert_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_alert_jobs_sent_recipient_job_id_pk" PRIMARY KEY("recipient","job_id")
);
--> statement-breakpoint
CREATE TABLE "search_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text,
	"language" text DEFAULT 'gr' NOT NULL,
	"name" text NOT NULL,
	"frequency" text NOT NULL,
	"is_paused" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"query" text NOT NULL,
	"search" text,
	"search_query" "tsquery",
	"location_patterns" text[],
	"city" text,
	"country" text,
	"employment_types" text[],
	"experience_levels" text[],
	"work_hours" text[],
	"accommodations" text[],
	"meals" text[],
	"experience_min_years" integer,
	"experience_max_years" integer,
	"salary_min" numeric(10, 2),
	"salary_max" numeric(10, 2),
	"salary_currency" text,
	"is_remote" boolean,
	"start_date_from" date,
	"start_date_to" date,
	"end_date_from" date,
	"end_date_to" date,
	"company_id" uuid,
	"lat_min" double precision,
	"lat_max" double precision,
	"lng_min" double precision,
	"lng_max" double precision,
	"checked_through" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_alerts_owner_check" CHECK (("search_alerts"."user_id" is null) <> ("search_alerts"."email" is null)),
	CONSTRAINT "search_alerts_frequency_check" CHECK ("search_alerts"."frequency" in ('INSTANT', 'DAILY', 'WEEKLY')),
	CONSTRAINT "search_alerts_language_check" CHECK ("search_alerts"."language" in ('en', 'gr'))
);
--> statement-breakpoint
ALTER TABLE "search_alert_jobs_sent" ADD CONSTRAINT "search_alert_jobs_sent_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_alert_jobs_sent" ADD CONSTRAINT "search_alert_jobs_sent_alert_id_search_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."search_alerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_alerts" ADD CONSTRAINT "search_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_alert_jobs_sent_alert_idx" ON "search_alert_jobs_sent" USING btree ("alert_id");--> statement-breakpoint
CREATE INDEX "search_alerts_due_idx" ON "search_alerts" USING btree ("frequency","id") WHERE "search_alerts"."confirmed_at" is not null and not "search_alerts"."is_paused";--> statement-breakpoint
CREATE INDEX "search_alerts_user_idx" ON "search_alerts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "search_alerts_email_idx" ON "search_alerts" USING btree (lower("email"));