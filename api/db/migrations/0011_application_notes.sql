CREATE TABLE "application_notes" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"rating" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_notes_rating_check" CHECK ("application_notes"."rating" is null or "application_notes"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;