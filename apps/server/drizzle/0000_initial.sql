CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participant_number" integer GENERATED ALWAYS AS IDENTITY (sequence name "users_participant_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" varchar(11) NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254),
	"password_hash" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"ab_group" varchar(16) DEFAULT 'control' NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "users_participantNumber_unique" UNIQUE("participant_number"),
	CONSTRAINT "users_phone_unique" UNIQUE("phone"),
	CONSTRAINT "users_ab_group_check" CHECK ("users"."ab_group" in ('control', 'experiment'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"document" varchar(16) NOT NULL,
	"version" varchar(16) NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consents_user_document_version_unique" UNIQUE("user_id","document","version")
);
--> statement-breakpoint
CREATE TABLE "password_reset_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid
);
--> statement-breakpoint
CREATE TABLE "sleep_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"sleep_date" date NOT NULL,
	"bedtime" varchar(5) NOT NULL,
	"sleep_time" varchar(5) NOT NULL,
	"wake_time" varchar(5) NOT NULL,
	"rem_duration" integer DEFAULT 0 NOT NULL,
	"deep_sleep_duration" integer DEFAULT 0 NOT NULL,
	"light_sleep_duration" integer DEFAULT 0 NOT NULL,
	"awake_duration" integer DEFAULT 0 NOT NULL,
	"heart_rate" integer,
	"night_awakenings" integer DEFAULT 0 NOT NULL,
	"snoring_level" integer DEFAULT 0 NOT NULL,
	"sleep_quality" integer NOT NULL,
	"mood_before_sleep" integer DEFAULT 3 NOT NULL,
	"mood_after_sleep" integer DEFAULT 3 NOT NULL,
	"stress_level" integer DEFAULT 3 NOT NULL,
	"screen_time" integer DEFAULT 0 NOT NULL,
	"meal_time" varchar(5),
	"room_temperature" numeric(4, 1) DEFAULT 20 NOT NULL,
	"caffeine_intake" boolean DEFAULT false NOT NULL,
	"alcohol_intake" boolean DEFAULT false NOT NULL,
	"exercise_done" boolean DEFAULT false NOT NULL,
	"medication_taken" boolean DEFAULT false NOT NULL,
	"meditation_done" boolean DEFAULT false NOT NULL,
	"reading_done" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"time_in_bed" integer NOT NULL,
	"sleep_onset_latency" integer NOT NULL,
	"total_sleep_minutes" integer NOT NULL,
	"sleep_efficiency" numeric(4, 1) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sleep_sessions_user_date_unique" UNIQUE("user_id","sleep_date"),
	CONSTRAINT "sleep_sessions_quality_check" CHECK ("sleep_sessions"."sleep_quality" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"sender" varchar(8) NOT NULL,
	"author_id" uuid,
	"text" varchar(2000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "messages_sender_check" CHECK ("messages"."sender" in ('user', 'expert'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"actor_code" varchar(16) NOT NULL,
	"action" varchar(64) NOT NULL,
	"target_user_id" uuid,
	"target_code" varchar(16),
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_requests" ADD CONSTRAINT "password_reset_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_requests" ADD CONSTRAINT "password_reset_requests_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sleep_sessions" ADD CONSTRAINT "sleep_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_reset_requests_status_idx" ON "password_reset_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sleep_sessions_date_idx" ON "sleep_sessions" USING btree ("sleep_date");--> statement-breakpoint
CREATE INDEX "messages_user_created_idx" ON "messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("sender","read_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");