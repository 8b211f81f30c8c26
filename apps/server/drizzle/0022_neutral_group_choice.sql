CREATE TABLE "group_choice_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"participant_number" integer NOT NULL,
	"user_id" uuid,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"result" varchar(16) NOT NULL,
	"control_description" varchar(160) NOT NULL,
	"experiment_description" varchar(160) NOT NULL,
	CONSTRAINT "group_choice_log_participant_unique" UNIQUE("participant_number"),
	CONSTRAINT "group_choice_log_result_check" CHECK ("group_choice_log"."result" in ('control', 'experiment'))
);
--> statement-breakpoint
ALTER TABLE "study_settings" ADD COLUMN "control_description" varchar(160);--> statement-breakpoint
ALTER TABLE "study_settings" ADD COLUMN "experiment_description" varchar(160);--> statement-breakpoint
ALTER TABLE "group_choice_log" ADD CONSTRAINT "group_choice_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Everyone who chose their group before this migration was shown the spec's descriptions (docs/product.md, "Study").
INSERT INTO "group_choice_log" ("participant_number", "user_id", "chosen_at", "result", "control_description", "experiment_description")
SELECT "users"."participant_number", "users"."id", "group_history"."from_at", "group_history"."ab_group", 'Standart deneyim', 'Gelişmiş özellikler (rahatlama ve binaural sesler)'
FROM "group_history" JOIN "users" ON "users"."id" = "group_history"."user_id"
WHERE "group_history"."source" = 'registration' AND NOT "users"."is_admin"
ORDER BY "group_history"."from_at"
ON CONFLICT ("participant_number") DO NOTHING;
