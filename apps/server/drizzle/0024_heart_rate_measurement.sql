ALTER TABLE "heart_rate_sessions" ADD COLUMN "before_method" varchar(16);--> statement-breakpoint
ALTER TABLE "heart_rate_sessions" ADD COLUMN "before_quality" real;--> statement-breakpoint
ALTER TABLE "heart_rate_sessions" ADD COLUMN "before_seconds" integer;--> statement-breakpoint
ALTER TABLE "heart_rate_sessions" ADD COLUMN "before_rmssd_ms" real;--> statement-breakpoint
ALTER TABLE "heart_rate_sessions" ADD COLUMN "before_rr_count" integer;--> statement-breakpoint
ALTER TABLE "heart_rate_sessions" ADD COLUMN "after_method" varchar(16);--> statement-breakpoint
ALTER TABLE "heart_rate_sessions" ADD COLUMN "after_quality" real;--> statement-breakpoint
ALTER TABLE "heart_rate_sessions" ADD COLUMN "after_seconds" integer;--> statement-breakpoint
ALTER TABLE "heart_rate_sessions" ADD COLUMN "after_rmssd_ms" real;--> statement-breakpoint
ALTER TABLE "heart_rate_sessions" ADD COLUMN "after_rr_count" integer;--> statement-breakpoint
ALTER TABLE "heart_rate_sessions" ADD CONSTRAINT "heart_rate_sessions_method_check" CHECK (coalesce("heart_rate_sessions"."before_method", 'manual') in ('manual', 'camera', 'bluetooth') and coalesce("heart_rate_sessions"."after_method", 'manual') in ('manual', 'camera', 'bluetooth'));--> statement-breakpoint
-- Every value saved before this change was typed into the modal.
UPDATE "heart_rate_sessions" SET "before_method" = 'manual' WHERE "heart_rate_before" IS NOT NULL;--> statement-breakpoint
UPDATE "heart_rate_sessions" SET "after_method" = 'manual' WHERE "heart_rate_after" IS NOT NULL;
