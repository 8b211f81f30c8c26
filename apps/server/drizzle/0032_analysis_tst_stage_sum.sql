ALTER TABLE "study_settings" DROP CONSTRAINT "study_settings_tst_source_check";--> statement-breakpoint
ALTER TABLE "study_settings" ALTER COLUMN "analysis_tst_source" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "study_settings" ALTER COLUMN "analysis_tst_source" SET DEFAULT 'diary';--> statement-breakpoint
ALTER TABLE "study_settings" ADD CONSTRAINT "study_settings_tst_source_check" CHECK ("study_settings"."analysis_tst_source" in ('diary', 'device', 'stage_sum'));