CREATE TABLE "reminder_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reminder_date" date NOT NULL,
	"scheduled_time" varchar(5) NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"devices" integer NOT NULL,
	"delivered" integer NOT NULL,
	"outcome" varchar(16) NOT NULL,
	CONSTRAINT "reminder_log_outcome_check" CHECK ("reminder_log"."outcome" in ('sent', 'failed', 'no_device'))
);
--> statement-breakpoint
ALTER TABLE "reminder_log" ADD CONSTRAINT "reminder_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_log_user_id_idx" ON "reminder_log" USING btree ("user_id");