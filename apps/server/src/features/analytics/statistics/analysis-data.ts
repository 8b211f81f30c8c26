import { sql, type SQL } from 'drizzle-orm';
import { deviceTotalSleepMinutes, nightValues, primaryOutcomeOf, type AnalysisTstSource, type GroupAssignment, type NightValues, type PrimaryMetric, type StoredNight } from '@uyku/domain';
import type { Database } from '../../../db/client.js';
import { z } from 'zod';
import { day, rowsOf, studyGroup } from '../rows.js';
import { PARTICIPANT_SLEEP } from '../study-sql.js';
import { comparedNight, deviceNightRows, type DeviceNightRow } from '../export/device-nights.js';
import { latestDeviceNights } from '../export/nights-device.js';
import { readSettings } from '../../../core/study/settings-row.js';

/**
 * What the primary analysis and the group comparison read (docs/decisions/017-analysis-itt-participant-unit.md):
 * the participants with the arm they were allocated to (the first row of their group history: the
 * study's allocation or their choice at registration) and whether they ever changed arm, and their
 * nights with the values every analysis uses (`nightValues`: WASO used, TST from the chosen source).
 */

const analysisParticipant = z.object({
  userId: z.string(),
  n: z.number(),
  enrolledOn: day.nullable(),
  /** The arm allocated at enrolment (or chosen at registration): the ITT arm. */
  allocated: studyGroup,
  /** Was ever in the other arm too (group_history holds both): left out of per-protocol. */
  switched: z.boolean(),
  /**
   * The arm was not drawn by the study's blocks: chosen at registration, set by an admin, or from
   * before the history was kept (the first group-history row is not an 'allocation').
   */
  selfSelected: z.boolean(),
});
export type AnalysisParticipant = z.infer<typeof analysisParticipant>;

/** The stored columns `nightValues` reads (the domain's StoredNight), with whose night it is. */
const storedNight = z.object({
  userId: z.string(),
  n: z.number(),
  sleepDate: day,
  sleep_time: z.string(),
  wake_time: z.string(),
  rem_duration: z.number(),
  deep_sleep_duration: z.number(),
  light_sleep_duration: z.number(),
  awake_duration: z.number(),
  waso_minutes: z.number().nullable(),
  time_in_bed: z.number(),
  sleep_onset_latency: z.number(),
  sleep_quality: z.number(),
  night_awakenings: z.number(),
  stress_level: z.number(),
  untouched_fields: z.array(z.string()),
}) satisfies z.ZodType<StoredNight>;

export interface AnalysisNight {
  userId: string;
  sleepDate: string;
  values: NightValues;
}

/** Participants (not admins) who are approved or have written a night, in participant-number order. */
export async function readParticipants(db: Database): Promise<AnalysisParticipant[]> {
  return rowsOf(
    db,
    analysisParticipant,
    sql`select u.id as "userId", u.participant_number as n, u.enrolled_on as "enrolledOn",
          coalesce((select h.ab_group from group_history h where h.user_id = u.id order by h.from_at, h.id limit 1), u.ab_group) as allocated,
          (select count(distinct h.ab_group) from group_history h where h.user_id = u.id) > 1 as switched,
          coalesce((select h.source from group_history h where h.user_id = u.id order by h.from_at, h.id limit 1) <> 'allocation', true) as "selfSelected"
        from users u
        where not u.is_admin and (u.is_approved or exists (select 1 from sleep_sessions n where n.user_id = u.id))
        order by u.participant_number`,
  );
}

/** Participants' nights (optionally within diary dates), with the analysis values of each. */
export async function readNights(db: Database, tstSource: AnalysisTstSource, range: { from?: string | undefined; to?: string | undefined } = {}): Promise<AnalysisNight[]> {
  const parts: SQL[] = [sql`true`];
  if (range.from) parts.push(sql`s.sleep_date >= ${range.from}::date`);
  if (range.to) parts.push(sql`s.sleep_date <= ${range.to}::date`);
  const rows = await rowsOf(
    db,
    storedNight,
    sql`select s.user_id as "userId", u.participant_number as n, s.sleep_date as "sleepDate", s.sleep_time, s.wake_time, s.rem_duration, s.deep_sleep_duration,
          s.light_sleep_duration, s.awake_duration, s.waso_minutes, s.time_in_bed, s.sleep_onset_latency, s.sleep_quality,
          s.night_awakenings, s.stress_level, s.untouched_fields
        from ${PARTICIPANT_SLEEP} where ${sql.join(parts, sql` and `)} order by s.user_id, s.sleep_date`,
  );
  // The plan may count a stress level saved untouched as missing (sleep/untouched-fields.ts).
  const reading = { untouchedStressMissing: (await readSettings(db)).untouchedStressMissing };
  // The `device` source reads the imported device night of the date (the latest import, as nights_long.csv).
  const devices = tstSource === 'device' ? latestDeviceNights(await deviceNightRows(db)) : new Map<string, DeviceNightRow>();
  return rows.map((row) => {
    const device = devices.get(`${row.n}/${row.sleepDate}`);
    const deviceTotalSleep = device ? deviceTotalSleepMinutes(comparedNight(device)) : null;
    return { userId: row.userId, sleepDate: row.sleepDate, values: nightValues(row, tstSource, deviceTotalSleep, reading) };
  });
}

/** The study's primary outcome, from the settings row as every route reads it (core/study/settings-row.ts). */
export async function readPrimaryOutcome(db: Database): Promise<PrimaryMetric> {
  return primaryOutcomeOf((await readSettings(db)).primaryOutcome);
}

/** How the arms of these participants came about: all randomised, all self-selected, or both. */
export function assignmentOf(participants: readonly AnalysisParticipant[], allocationMode: 'choice' | 'randomised'): GroupAssignment {
  const chose = participants.filter((p) => p.selfSelected).length;
  if (participants.length === 0) return allocationMode === 'choice' ? 'self-selected' : 'randomised';
  if (chose === 0) return 'randomised';
  return chose === participants.length ? 'self-selected' : 'mixed';
}
