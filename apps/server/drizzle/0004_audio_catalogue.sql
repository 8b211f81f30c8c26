CREATE TABLE "audio_usage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"ab_group" varchar(16) NOT NULL,
	"content_type" varchar(16) NOT NULL,
	"content_id" uuid NOT NULL,
	"interaction_type" varchar(16) NOT NULL,
	"listened_seconds" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audio_usage_content_type_check" CHECK ("audio_usage"."content_type" in ('relaxation', 'binaural')),
	CONSTRAINT "audio_usage_group_check" CHECK ("audio_usage"."ab_group" in ('control', 'experiment')),
	CONSTRAINT "audio_usage_seconds_check" CHECK ("audio_usage"."listened_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "binaural_sounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"base_frequency" real NOT NULL,
	"binaural_frequency" real NOT NULL,
	"duration" integer NOT NULL,
	"purpose" varchar(200) DEFAULT '' NOT NULL,
	"brainwave_type" varchar(8) NOT NULL,
	"url" varchar(200),
	"play_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "binaural_sounds_type_check" CHECK ("binaural_sounds"."brainwave_type" in ('delta', 'theta', 'alpha')),
	CONSTRAINT "binaural_sounds_duration_check" CHECK ("binaural_sounds"."duration" > 0 and "binaural_sounds"."play_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "catalogue_seeds" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relaxation_content" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" varchar(32) NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"url" varchar(200),
	"duration" integer NOT NULL,
	"type" varchar(8) DEFAULT 'audio' NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "relaxation_content_category_check" CHECK ("relaxation_content"."category" in ('box_breathing', 'guided_imagery', 'progressive_relaxation')),
	CONSTRAINT "relaxation_content_type_check" CHECK ("relaxation_content"."type" in ('audio', 'video')),
	CONSTRAINT "relaxation_content_duration_check" CHECK ("relaxation_content"."duration" > 0 and "relaxation_content"."view_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "audio_usage" ADD CONSTRAINT "audio_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audio_usage_user_created_idx" ON "audio_usage" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "binaural_sounds_type_idx" ON "binaural_sounds" USING btree ("brainwave_type","created_at");--> statement-breakpoint
CREATE INDEX "relaxation_content_category_idx" ON "relaxation_content" USING btree ("category","created_at");