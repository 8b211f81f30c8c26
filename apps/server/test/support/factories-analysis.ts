import { addCalendarDays, computeSleepMetrics, type AbGroup } from '@uyku/domain';
import type { Database } from '../../src/db/client.js';
import { metricColumns } from '../../src/db/sleep-metric-columns.js';
import { groupHistory, heartRateSessions, nights } from '../../src/db/schema/index.js';
import { createUser } from './factories.js';

/**
 * A small study written straight into the database, night by night, for the analysis rules
 * (docs/decisions/017-analysis-itt-participant-unit.md): participants with an enrolment date and a
 * group history (optionally a move to the other arm), nights with every diary field that decides a
 * WASO or a TST, and audio sessions with exact listened seconds.
 */

export interface StudyPerson {
  id: string;
  enrolledOn: string;
  /** The date of study day `day` (day 1 = enrolment). */
  date: (day: number) => string;
  /** The group on study day `day` (the moved arm from `switchDay` on). */
  groupOn: (day: number) => AbGroup;
}

export async function studyParticipant(
  db: Database,
  options: { name: string; group: AbGroup; enrolledOn: string; switchDay?: number },
): Promise<StudyPerson> {
  const other: AbGroup = options.group === 'experiment' ? 'control' : 'experiment';
  const current = options.switchDay ? other : options.group;
  const user = await createUser(db, { name: options.name, group: current, enrolledOn: options.enrolledOn });
  const date = (day: number) => addCalendarDays(options.enrolledOn, day - 1);
  await db.insert(groupHistory).values({ userId: user.id, group: options.group, source: 'registration', fromAt: new Date(`${options.enrolledOn}T09:00:00+03:00`) });
  if (options.switchDay) {
    await db.insert(groupHistory).values({ userId: user.id, group: other, source: 'admin', fromAt: new Date(`${date(options.switchDay)}T00:00:00+03:00`) });
  }
  return {
    id: user.id,
    enrolledOn: options.enrolledOn,
    date,
    groupOn: (day) => (options.switchDay && day >= options.switchDay ? other : options.group),
  };
}

export interface StudyNight {
  sleepTime?: string;
  wakeTime?: string;
  awake: number;
  /** The recalled WASO; absent: not given (null). */
  waso?: number;
  /** REM, deep, light. */
  stages?: [number, number, number];
  quality?: number;
}

export async function studyNight(db: Database, person: StudyPerson, day: number, night: StudyNight): Promise<void> {
  const [rem, deep, light] = night.stages ?? [0, 0, 0];
  const input = {
    bedtime: '23:00',
    sleep_time: night.sleepTime ?? '23:20',
    wake_time: night.wakeTime ?? '07:00',
    rem_duration: rem,
    deep_sleep_duration: deep,
    light_sleep_duration: light,
    awake_duration: night.awake,
    waso_minutes: night.waso ?? null,
  };
  await db.insert(nights).values({
    userId: person.id,
    group: person.groupOn(day),
    sleepDate: person.date(day),
    bedtime: input.bedtime,
    sleepTime: input.sleep_time,
    wakeTime: input.wake_time,
    remDuration: rem,
    deepSleepDuration: deep,
    lightSleepDuration: light,
    awakeDuration: night.awake,
    wasoMinutes: night.waso ?? null,
    sleepQuality: night.quality ?? 7,
    ...metricColumns(computeSleepMetrics(input)),
    createdAt: new Date(`${person.date(day)}T08:00:00+03:00`),
  });
}

export async function studySession(
  db: Database,
  person: StudyPerson,
  day: number,
  session: {
    before: number;
    after: number;
    listenedSeconds?: number;
    type?: 'relaxation' | 'binaural';
    /** Minutes after the session ended that the after-value was given (0 by default). */
    afterDelayMinutes?: number;
    beforeMethod?: 'manual' | 'camera';
    afterMethod?: 'manual' | 'camera';
  },
): Promise<void> {
  const listened = session.listenedSeconds ?? 600;
  const at = new Date(`${person.date(day)}T22:00:00+03:00`);
  const camera = { quality: 0.8, seconds: 30 };
  await db.insert(heartRateSessions).values({
    userId: person.id,
    group: person.groupOn(day),
    contentType: session.type ?? 'relaxation',
    contentId: 'kural-kutu-nefesi',
    contentName: 'Kutu Nefesi',
    heartRateBefore: session.before,
    heartRateAfter: session.after,
    durationSeconds: listened,
    listenedSeconds: listened,
    beforeMethod: session.beforeMethod ?? null,
    ...(session.beforeMethod === 'camera' ? { beforeQuality: camera.quality, beforeSeconds: camera.seconds } : {}),
    afterMethod: session.afterMethod ?? null,
    ...(session.afterMethod === 'camera' ? { afterQuality: camera.quality, afterSeconds: camera.seconds } : {}),
    heartRateAfterRecordedAt: new Date(at.getTime() + (session.afterDelayMinutes ?? 0) * 60_000),
    createdAt: at,
    occurredAt: at,
  });
}
