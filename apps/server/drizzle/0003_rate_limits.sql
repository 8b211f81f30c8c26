CREATE TABLE "rate_limit_counters" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"strikes" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_updated_at_idx" ON "rate_limit_counters" USING btree ("updated_at");--> statement-breakpoint
-- Hand-added: keep only the oldest pending request of each user before the unique index.
DELETE FROM "password_reset_requests" AS "later" USING "password_reset_requests" AS "earlier" WHERE "later"."status" = 'pending' AND "earlier"."status" = 'pending' AND "later"."user_id" = "earlier"."user_id" AND ("earlier"."created_at", "earlier"."id") < ("later"."created_at", "later"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_requests_one_pending_idx" ON "password_reset_requests" USING btree ("user_id") WHERE "password_reset_requests"."status" = 'pending';