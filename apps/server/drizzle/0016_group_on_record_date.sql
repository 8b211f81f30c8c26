-- A night counts for the group the participant was in when it ended (diary date + wake time,
-- Europe/Istanbul), read from group_history, not for the group at the moment it was saved
-- (docs/decisions/009-study-protocol.md). Nights saved late for a day before a group change are
-- moved to the arm of their date; before the first history row the first group counts, and a
-- participant without history keeps the stored group. Heart-rate sessions and form responses are
-- dated by the moment they were saved, so their stored group already follows the rule.
UPDATE "sleep_sessions" s SET "ab_group" = g."ab_group"
FROM (
  SELECT s2."id", coalesce(
    (SELECT gh."ab_group" FROM "group_history" gh
      WHERE gh."user_id" = s2."user_id" AND gh."from_at" <= ((s2."sleep_date" + s2."wake_time"::time) AT TIME ZONE 'Europe/Istanbul')
      ORDER BY gh."from_at" DESC, gh."id" DESC LIMIT 1),
    (SELECT gh."ab_group" FROM "group_history" gh WHERE gh."user_id" = s2."user_id" ORDER BY gh."from_at", gh."id" LIMIT 1),
    s2."ab_group") AS "ab_group"
  FROM "sleep_sessions" s2
) g
WHERE g."id" = s."id" AND g."ab_group" <> s."ab_group";
