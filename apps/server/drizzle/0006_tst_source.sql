-- How each night's total sleep time was derived (docs/sleep-metrics.md): 'stages' when the
-- wearable gave REM, deep and light (all three), else 'clock'. Existing nights are backfilled by
-- the same rule, and re-derived where the old rule was wrong: a night with one or two stages had
-- its total taken from those stages; it now takes the clock times (asleep → wake − awake), and
-- every efficiency is recomputed from the integers (306/480 is 63.8, not 63.7).
ALTER TABLE "sleep_sessions" ADD COLUMN "tst_source" varchar(6);--> statement-breakpoint
UPDATE "sleep_sessions" SET "tst_source" = CASE
	WHEN "rem_duration" > 0 AND "deep_sleep_duration" > 0 AND "light_sleep_duration" > 0 THEN 'stages'
	ELSE 'clock'
END;--> statement-breakpoint
UPDATE "sleep_sessions" SET "total_sleep_minutes" = GREATEST(0,
	(((split_part("wake_time", ':', 1)::int * 60 + split_part("wake_time", ':', 2)::int)
	- (split_part("sleep_time", ':', 1)::int * 60 + split_part("sleep_time", ':', 2)::int)) % 1440 + 1440) % 1440
	- "awake_duration")
WHERE "tst_source" = 'clock';--> statement-breakpoint
UPDATE "sleep_sessions" SET "sleep_efficiency" = CASE
	WHEN "time_in_bed" > 0 THEN round("total_sleep_minutes" * 100::numeric / "time_in_bed", 1)
	ELSE 0
END;--> statement-breakpoint
ALTER TABLE "sleep_sessions" ALTER COLUMN "tst_source" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sleep_sessions" ADD CONSTRAINT "sleep_sessions_tst_source_check" CHECK ("sleep_sessions"."tst_source" in ('stages', 'clock'));
