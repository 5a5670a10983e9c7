CREATE TABLE "review_reports" (
	"review_id" integer NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reports_review_id_reporter_id_pk" PRIMARY KEY("review_id","reporter_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_review_notices" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "company_reviews" ADD COLUMN "author_id" uuid;--> statement-breakpoint
ALTER TABLE "company_reviews" ADD COLUMN "season" smallint;--> statement-breakpoint
ALTER TABLE "company_reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "company_reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_reviews" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Reviews written before this column existed were never edited: their last change is when they were written.
UPDATE "company_reviews" SET "updated_at" = "created_at";--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_company_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."company_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_reviews" ADD CONSTRAINT "company_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_reviews_author_season_unique" ON "company_reviews" USING btree ("company_id","author_id","season");