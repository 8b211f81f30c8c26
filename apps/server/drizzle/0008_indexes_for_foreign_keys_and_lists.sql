DROP INDEX "sleep_sessions_date_idx";--> statement-breakpoint
CREATE INDEX "sleep_sessions_date_id_idx" ON "sleep_sessions" USING btree ("sleep_date","id");