import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { STUDY_TIME_ZONE } from '@uyku/domain';

/**
 * The group a record counts for: the group the participant was in at the record's own time, read
 * from group_history, never the group at the moment it was saved (docs/decisions/009-study-protocol.md,
 * docs/sleep-metrics.md "Group of a record"). A night's time is its final awakening (diary date +
 * wake time, in the study's time zone); a heart-rate session's or form response's is its instant.
 * Before the first history row the first group counts (a night entered for a day before
 * registration); a participant without history (an admin) keeps users.ab_group. The lookups use
 * group_history's (user_id, from_at) index, so the diary's busiest write stays one statement.
 * Values may be placeholders of a prepared query (db/prepared-queries.ts).
 */
export function groupOnDate(userId: string | Placeholder, instant: SQL): SQL<'control' | 'experiment'> {
  const user = sql`${userId}::uuid`;
  return sql<'control' | 'experiment'>`coalesce(
    (select gh.ab_group from group_history gh where gh.user_id = ${user} and gh.from_at <= ${instant}
      order by gh.from_at desc, gh.id desc limit 1),
    (select gh.ab_group from group_history gh where gh.user_id = ${user} order by gh.from_at, gh.id limit 1),
    (select u.ab_group from users u where u.id = ${user}))`;
}

/** A night's final awakening as an instant: its diary date at the wake time, study time zone. */
export function nightEnd(date: string | Placeholder, wakeTime: string | Placeholder): SQL {
  return sql`((${date}::date + ${wakeTime}::time) at time zone ${STUDY_TIME_ZONE})`;
}
