ALTER TABLE "study_settings" DROP CONSTRAINT "study_settings_block_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "stratum_answer" varchar(100);--> statement-breakpoint
ALTER TABLE "study_settings" ADD COLUMN "block_scheme" varchar(16) DEFAULT 'random-4-6' NOT NULL;--> statement-breakpoint
-- A study whose allocation has begun keeps the block size it was set to; one that has not begun
-- starts with random sizes (docs/decisions/009-study-protocol.md).
UPDATE "study_settings" SET "block_scheme" = 'fixed-' || "block_size" WHERE EXISTS (SELECT 1 FROM "allocation_log");--> statement-breakpoint
ALTER TABLE "study_settings" DROP COLUMN "block_size";--> statement-breakpoint
ALTER TABLE "study_settings" ADD CONSTRAINT "study_settings_block_scheme_check" CHECK ("study_settings"."block_scheme" in ('fixed-4', 'fixed-6', 'random-4-6'));