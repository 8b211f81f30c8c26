ALTER TABLE "study_settings" ADD COLUMN "video_wait_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "study_settings" ADD CONSTRAINT "study_settings_video_wait_check" CHECK ("study_settings"."video_wait_minutes" between 1 and 60);--> statement-breakpoint
-- Admins have no participant code (docs/product.md, "Audit log"): the log names them by role and account.
UPDATE "audit_log" SET "actor_code" = 'ADMIN' WHERE "actor_id" IN (SELECT "id" FROM "users" WHERE "is_admin");--> statement-breakpoint
UPDATE "audit_log" SET "target_code" = 'ADMIN' WHERE "target_user_id" IN (SELECT "id" FROM "users" WHERE "is_admin");
