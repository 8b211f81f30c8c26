CREATE TABLE "heart_rate_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"ab_group" varchar(16) NOT NULL,
	"content_type" varchar(16) NOT NULL,
	"content_id" varchar(100) NOT NULL,
	"content_name" varchar(200) DEFAULT 'Bilinmeyen' NOT NULL,
	"heart_rate_before" integer NOT NULL,
	"heart_rate_after" integer NOT NULL,
	"duration_seconds" integer NOT NULL,
	"listened_seconds" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "heart_rate_sessions_content_type_check" CHECK ("heart_rate_sessions"."content_type" in ('relaxation', 'binaural')),
	CONSTRAINT "heart_rate_sessions_group_check" CHECK ("heart_rate_sessions"."ab_group" in ('control', 'experiment')),
	CONSTRAINT "heart_rate_sessions_before_check" CHECK ("heart_rate_sessions"."heart_rate_before" between 40 and 200),
	CONSTRAINT "heart_rate_sessions_after_check" CHECK ("heart_rate_sessions"."heart_rate_after" between 40 and 200),
	CONSTRAINT "heart_rate_sessions_duration_check" CHECK ("heart_rate_sessions"."duration_seconds" >= 0 and "heart_rate_sessions"."listened_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "heart_rate_sessions" ADD CONSTRAINT "heart_rate_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "heart_rate_sessions_user_created_idx" ON "heart_rate_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "heart_rate_sessions_created_idx" ON "heart_rate_sessions" USING btree ("created_at");