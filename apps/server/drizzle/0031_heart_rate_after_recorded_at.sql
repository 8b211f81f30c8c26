ALTER TABLE "heart_rate_sessions" ADD COLUMN "heart_rate_after_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "study_settings" ADD COLUMN "heart_rate_exclude_delayed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Sessions stored before this column were saved whole with their after-value: it was given at the save.
UPDATE "heart_rate_sessions" SET "heart_rate_after_recorded_at" = "occurred_at" WHERE "heart_rate_after_missing" IS DISTINCT FROM 'not_asked';
