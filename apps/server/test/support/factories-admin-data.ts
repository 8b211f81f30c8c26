import type { HeartRateMeasurement, HeartRateValue } from '@uyku/domain';
import { heartRateColumns, measurementColumns, rowOfSides } from '../../src/db/heart-rate-values.js';
import { sql } from 'drizzle-orm';
import { computeSleepMetrics } from '@uyku/domain';
import type { Database } from '../../src/db/client.js';
import { heartRateSessions, nights, users } from '../../src/db/schema/index.js';

/** Rows of the admin's data views, inserted directly (the diary and audio routes are tested elsewhere). */

export interface NightOverrides {
  sleepQuality?: number;
  remDuration?: number;
  deepSleepDuration?: number;
  lightSleepDuration?: number;
  awakeDuration?: number;
  heartRate?: number | null;
  notes?: string;
  stressLevel?: number;
}

/** One night on `sleepDate`; the derived metrics come from the domain, as when the diary saves it. */
export async function insertNight(db: Database, userId: string, sleepDate: string, overrides: NightOverrides = {}): Promise<string> {
  const stages = {
    rem_duration: overrides.remDuration ?? 90,
    deep_sleep_duration: overrides.deepSleepDuration ?? 80,
    light_sleep_duration: overrides.lightSleepDuration ?? 250,
  };
  const metrics = computeSleepMetrics({
    bedtime: '23:00',
    sleep_time: '23:20',
    wake_time: '07:00',
    awake_duration: overrides.awakeDuration ?? 10,
    ...stages,
  });
  const [row] = await db
    .insert(nights)
    .values({
      userId,
      group: sql`(select ${users.group} from ${users} where ${users.id} = ${userId})`,
      sleepDate,
      bedtime: '23:00',
      sleepTime: '23:20',
      wakeTime: '07:00',
      remDuration: stages.rem_duration,
      deepSleepDuration: stages.deep_sleep_duration,
      lightSleepDuration: stages.light_sleep_duration,
      awakeDuration: overrides.awakeDuration ?? 10,
      heartRate: overrides.heartRate === undefined ? 60 : overrides.heartRate,
      sleepQuality: overrides.sleepQuality ?? 7,
      stressLevel: overrides.stressLevel ?? 4,
      screenTime: 30,
      roomTemperature: 21.5,
      moodBeforeSleep: 3,
      moodAfterSleep: 4,
      notes: overrides.notes ?? '',
      timeInBed: metrics.timeInBed,
      sleepOnsetLatency: metrics.sleepOnsetLatency,
      totalSleepMinutes: metrics.totalSleepMinutes,
      sleepEfficiency: metrics.sleepEfficiency,
      tstSource: metrics.tstSource,
    })
    .returning({ id: nights.id });
  if (!row) throw new Error('night insert returned nothing');
  return row.id;
}

export interface HeartRateOverrides {
  contentType?: 'relaxation' | 'binaural';
  contentName?: string;
  /** A number, or why it is missing. */
  before?: HeartRateValue;
  after?: HeartRateValue;
  durationSeconds?: number;
  createdAt?: Date;
  group?: 'control' | 'experiment';
  /** How each value was obtained; typed when left out. */
  beforeMeasurement?: HeartRateMeasurement;
  afterMeasurement?: HeartRateMeasurement;
}

export async function insertHeartRate(db: Database, userId: string, overrides: HeartRateOverrides = {}): Promise<string> {
  const before = heartRateColumns(overrides.before ?? 80);
  const after = heartRateColumns(overrides.after ?? 70);
  // Without a measurement the method columns stay empty, as on rows stored before methods were recorded.
  const none = measurementColumns('not_measured', undefined);
  const beforeHow = overrides.beforeMeasurement ? measurementColumns(overrides.before ?? 80, overrides.beforeMeasurement) : none;
  const afterHow = overrides.afterMeasurement ? measurementColumns(overrides.after ?? 70, overrides.afterMeasurement) : none;
  const [row] = await db
    .insert(heartRateSessions)
    .values({
      userId,
      group: overrides.group ?? 'experiment',
      contentType: overrides.contentType ?? 'relaxation',
      contentId: 'box-breathing-1',
      contentName: overrides.contentName ?? 'Kutu Nefesi',
      heartRateBefore: before.value,
      heartRateBeforeMissing: before.missing,
      heartRateAfter: after.value,
      heartRateAfterMissing: after.missing,
      ...rowOfSides(beforeHow, afterHow),
      durationSeconds: overrides.durationSeconds ?? 240,
      listenedSeconds: overrides.durationSeconds ?? 240,
      ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
    })
    .returning({ id: heartRateSessions.id });
  if (!row) throw new Error('heart-rate insert returned nothing');
  return row.id;
}
