-- Study protocol (decision 009). Hand-written parts: records get the group their participant
-- is in NOW (the best the past allows) before the column becomes required; every participant gets a
-- first group-history row; approved participants are enrolled on the day their account was created
-- (the approval date was not kept); the single study_settings row starts in the spec's 'choice' mode.
CREATE TABLE "allocation_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"participant_number" integer NOT NULL,
	"user_id" uuid,
	"allocated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stratum" varchar(100) DEFAULT '' NOT NULL,
	"block_number" integer NOT NULL,
	"block_position" integer NOT NULL,
	"block_size" integer NOT NULL,
	"result" varchar(16) NOT NULL,
	CONSTRAINT "allocation_log_participant_unique" UNIQUE("participant_number"),
	CONSTRAINT "allocation_log_slot_unique" UNIQUE("stratum","block_number","block_position"),
	CONSTRAINT "allocation_log_result_check" CHECK ("allocation_log"."result" in ('control', 'experiment'))
);
--> statement-breakpoint
CREATE TABLE "group_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"ab_group" varchar(16) NOT NULL,
	"from_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" uuid,
	"source" varchar(16) DEFAULT 'admin' NOT NULL,
	CONSTRAINT "group_history_group_check" CHECK ("group_history"."ab_group" in ('control', 'experiment'))
);
--> statement-breakpoint
CREATE TABLE "study_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"study_start_date" date,
	"baseline_days" integer DEFAULT 7 NOT NULL,
	"intervention_days" integer DEFAULT 28 NOT NULL,
	"follow_up_days" integer DEFAULT 7 NOT NULL,
	"allocation_mode" varchar(16) DEFAULT 'choice' NOT NULL,
	"block_size" integer DEFAULT 4 NOT NULL,
	"seed" varchar(64) DEFAULT '' NOT NULL,
	"stratification_question" varchar(200),
	"stratification_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_settings_singleton_check" CHECK ("study_settings"."id" = 1),
	CONSTRAINT "study_settings_mode_check" CHECK ("study_settings"."allocation_mode" in ('choice', 'randomised')),
	CONSTRAINT "study_settings_block_check" CHECK ("study_settings"."block_size" in (4, 6)),
	CONSTRAINT "study_settings_days_check" CHECK ("study_settings"."baseline_days" between 0 and 365 and "study_settings"."intervention_days" between 0 and 365 and "study_settings"."follow_up_days" between 0 and 365)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "enrolled_on" date;--> statement-breakpoint
ALTER TABLE "sleep_sessions" ADD COLUMN "ab_group" varchar(16);--> statement-breakpoint
UPDATE "sleep_sessions" s SET "ab_group" = u."ab_group" FROM "users" u WHERE u."id" = s."user_id";--> statement-breakpoint
ALTER TABLE "sleep_sessions" ALTER COLUMN "ab_group" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "form_responses" ADD COLUMN "ab_group" varchar(16);--> statement-breakpoint
UPDATE "form_responses" r SET "ab_group" = u."ab_group" FROM "users" u WHERE u."id" = r."user_id";--> statement-breakpoint
ALTER TABLE "form_responses" ALTER COLUMN "ab_group" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "form_responses" ADD COLUMN "timepoint_day" integer;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "schedule_days" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "allocation_log" ADD CONSTRAINT "allocation_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_history" ADD CONSTRAINT "group_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_history" ADD CONSTRAINT "group_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_history_user_idx" ON "group_history" USING btree ("user_id","from_at");--> statement-breakpoint
ALTER TABLE "sleep_sessions" ADD CONSTRAINT "sleep_sessions_group_check" CHECK ("sleep_sessions"."ab_group" in ('control', 'experiment'));--> statement-breakpoint
ALTER TABLE "form_responses" ADD CONSTRAINT "form_responses_group_check" CHECK ("form_responses"."ab_group" in ('control', 'experiment'));--> statement-breakpoint
UPDATE "users" SET "enrolled_on" = ("created_at" AT TIME ZONE 'Europe/Istanbul')::date WHERE "is_approved" AND NOT "is_admin";--> statement-breakpoint
INSERT INTO "group_history" ("user_id", "ab_group", "from_at", "source") SELECT "id", "ab_group", "created_at", 'backfill' FROM "users" WHERE NOT "is_admin";--> statement-breakpoint
INSERT INTO "study_settings" ("id") VALUES (1);
