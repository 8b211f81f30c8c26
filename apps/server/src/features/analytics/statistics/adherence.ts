import { sql } from 'drizzle-orm';
import {
  addCalendarDays,
  participantCode,
  SILENT_AFTER_DAYS,
  todayInStudyZone,
  type AdherenceResponse,
  type AdherenceRow,
} from '@uyku/domain';
import type { Database } from '../../../db/client.js';
import { z } from 'zod';
import { day, rowsOf, studyGroup } from '../rows.js';

/**
 * Adherence per participant (docs/product.md, "Analysis"): diary days in the last 7/14/30 days (today included, as
 * the sleep tab counts periods), the current streak, the last activity, and who has been silent.
 */

const participantDays = z.object({
  userId: z.string(),
  participantNumber: z.number(),
  name: z.string(),
  grp: studyGroup,
  allocated: studyGroup,
  signedUp: day,
  /** Diary nights of the last year, newest first. */
  days: z.array(day).nullable(),
  lastActivity: z.string().nullable(),
});
type ParticipantDays = z.infer<typeof participantDays>;

/** Whole days from `from` to `to` (calendar days, no time zone involved). */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Consecutive nights ending today or yesterday (a diary is written the morning after). */
export function currentStreak(daysNewestFirst: readonly string[], today: string): number {
  const first = daysNewestFirst[0];
  if (!first || daysFrom(first, today) > 1) return 0;
  let streak = 1;
  for (let i = 1; i < daysNewestFirst.length; i += 1) {
    if (daysNewestFirst[i] !== addCalendarDays(daysNewestFirst[i - 1] as string, -1)) break;
    streak += 1;
  }
  return streak;
}

export function adherenceOf(row: ParticipantDays, today: string): AdherenceRow {
  const days = row.days ?? [];
  const within = (n: number) => days.filter((day) => day <= today && day >= addCalendarDays(today, -(n - 1))).length;
  const lastEntry = days[0] ?? null;
  return {
    userId: row.userId,
    participantCode: participantCode(row.participantNumber),
    name: row.name,
    group: row.grp,
    allocatedGroup: row.allocated,
    days7: within(7),
    days14: within(14),
    days30: within(30),
    streak: currentStreak(days, today),
    lastEntry,
    lastActivity: row.lastActivity,
    silentDays: Math.max(0, daysFrom(lastEntry ?? row.signedUp, today)),
  };
}

export async function adherence(db: Database, today = todayInStudyZone()): Promise<AdherenceResponse> {
  const rows = await rowsOf(
    db,
    participantDays,
    sql`select u.id as "userId", u.participant_number as "participantNumber", u.name, u.ab_group as grp,
          coalesce((select h.ab_group from group_history h where h.user_id = u.id order by h.from_at, h.id limit 1), u.ab_group) as allocated,
          (u.created_at at time zone 'Europe/Istanbul')::date as "signedUp",
          (select array_agg(d.sleep_date order by d.sleep_date desc) from sleep_sessions d
            where d.user_id = u.id and d.sleep_date > ${today}::date - 366) as days,
          greatest(
            (select max(updated_at) from sleep_sessions x where x.user_id = u.id),
            (select max(created_at) from heart_rate_sessions x where x.user_id = u.id),
            (select max(created_at) from messages x where x.user_id = u.id and x.sender = 'user'),
            u.last_login_at) as "lastActivity"
        from users u where not u.is_admin and u.is_approved
        order by u.participant_number`,
  );
  const participants = rows.map((row) => adherenceOf(row, today));
  const silent = participants.filter((row) => row.silentDays >= SILENT_AFTER_DAYS).sort((a, b) => b.silentDays - a.silentDays);
  return { success: true, today, participants, silent };
}
