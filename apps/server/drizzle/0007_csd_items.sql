-- Optional items of the Consensus Sleep Diary beside the spec's fields (docs/sleep-metrics.md):
-- time tried to sleep, time out of bed, self-reported WASO, and the confirmation of a time in bed over
-- 16 hours. Existing nights did not have them: null, not confirmed, terminal wakefulness 0.
ALTER TABLE "sleep_sessions" ADD COLUMN "tried_to_sleep_time" varchar(5);--> statement-breakpoint
ALTER TABLE "sleep_sessions" ADD COLUMN "out_of_bed_time" varchar(5);--> statement-breakpoint
ALTER TABLE "sleep_sessions" ADD COLUMN "waso_minutes" integer;--> statement-breakpoint
ALTER TABLE "sleep_sessions" ADD COLUMN "long_night_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sleep_sessions" ADD COLUMN "terminal_wakefulness" integer DEFAULT 0 NOT NULL;