ALTER TABLE "heart_rate_sessions" ADD COLUMN "client_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "heart_rate_sessions" ADD COLUMN "occurred_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Sessions saved before this change happened when the server received them.
UPDATE "heart_rate_sessions" SET "occurred_at" = "created_at";
