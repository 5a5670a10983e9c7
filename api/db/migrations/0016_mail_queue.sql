ALTER TABLE "outgoing_mails" DROP CONSTRAINT "outgoing_mails_status_check";--> statement-breakpoint
ALTER TABLE "outgoing_mails" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "outgoing_mails" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "outgoing_mails" ADD COLUMN "sealed" text;--> statement-breakpoint
-- Mails from before the queue that were never sent ('failed', or 'pending' since a crash) have no job and no
-- link to rebuild them with (their tokens were redacted): nothing will send them any more.
UPDATE "outgoing_mails" SET "status" = 'dead' WHERE "status" IN ('pending', 'failed');--> statement-breakpoint
ALTER TABLE "outgoing_mails" ADD CONSTRAINT "outgoing_mails_status_check" CHECK ("outgoing_mails"."status" in ('pending', 'sent', 'dead'));