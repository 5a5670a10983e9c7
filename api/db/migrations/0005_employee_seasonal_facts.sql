ALTER TABLE "employee_profiles" ADD COLUMN "right_to_work" text;--> statement-breakpoint
ALTER TABLE "employee_profiles" ADD COLUMN "has_afm" boolean;--> statement-breakpoint
ALTER TABLE "employee_profiles" ADD COLUMN "has_amka" boolean;--> statement-breakpoint
ALTER TABLE "employee_profiles" ADD COLUMN "health_certificate" boolean;--> statement-breakpoint
ALTER TABLE "employee_profiles" ADD COLUMN "driving_licence" text;--> statement-breakpoint
ALTER TABLE "employee_profiles" ADD COLUMN "needs_accommodation" boolean;--> statement-breakpoint
ALTER TABLE "employee_profiles" ADD COLUMN "preferred_areas" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_profiles" ADD CONSTRAINT "employee_profiles_right_to_work_check" CHECK ("employee_profiles"."right_to_work" in ('EU_CITIZEN', 'NON_EU_PERMIT', 'NON_EU_NEEDS_PERMIT'));--> statement-breakpoint
ALTER TABLE "employee_profiles" ADD CONSTRAINT "employee_profiles_driving_licence_check" CHECK ("employee_profiles"."driving_licence" in ('NONE', 'CAR', 'MOTORBIKE', 'CAR_AND_MOTORBIKE'));