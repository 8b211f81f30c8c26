CREATE TABLE "allocation_seal" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"sealed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"commitment" varchar(64) NOT NULL,
	"salt" varchar(64) NOT NULL,
	"block_scheme" varchar(16) NOT NULL,
	"strata" jsonb NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "allocation_seal_singleton_check" CHECK ("allocation_seal"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "allocation_sequence" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"stratum" varchar(100) NOT NULL,
	"slot" integer NOT NULL,
	"block_number" integer NOT NULL,
	"block_position" integer NOT NULL,
	"block_size" integer NOT NULL,
	"arm" varchar(16) NOT NULL,
	CONSTRAINT "allocation_sequence_slot_unique" UNIQUE("stratum","slot"),
	CONSTRAINT "allocation_sequence_arm_check" CHECK ("allocation_sequence"."arm" in ('control', 'experiment'))
);
--> statement-breakpoint
CREATE TABLE "analysis_plan_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" uuid,
	"reason" varchar(500) NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "study_settings" ADD COLUMN "audio_open_in_follow_up" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "study_settings" ADD COLUMN "min_nights_per_phase" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "study_settings" ADD COLUMN "analysis_tst_source" varchar(8) DEFAULT 'diary' NOT NULL;--> statement-breakpoint
ALTER TABLE "study_settings" ADD COLUMN "heart_rate_measured_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "study_settings" ADD COLUMN "plan_locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "study_settings" ADD COLUMN "plan_json" jsonb;--> statement-breakpoint
ALTER TABLE "study_settings" ADD COLUMN "plan_sha256" varchar(64);--> statement-breakpoint
ALTER TABLE "analysis_plan_history" ADD CONSTRAINT "analysis_plan_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_settings" ADD CONSTRAINT "study_settings_min_nights_check" CHECK ("study_settings"."min_nights_per_phase" between 1 and 14);--> statement-breakpoint
ALTER TABLE "study_settings" ADD CONSTRAINT "study_settings_tst_source_check" CHECK ("study_settings"."analysis_tst_source" in ('diary', 'device'));