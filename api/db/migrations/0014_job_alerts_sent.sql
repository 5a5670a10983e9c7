CREATE TABLE "job_alerts_sent" (
	"job_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"season" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alerts_sent_job_id_user_id_season_pk" PRIMARY KEY("job_id","user_id","season")
);
--> statement-breakpoint
ALTER TABLE "job_alerts_sent" ADD CONSTRAINT "job_alerts_sent_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts_sent" ADD CONSTRAINT "job_alerts_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alerts_sent_user_idx" ON "job_alerts_sent" USING btree ("user_id");