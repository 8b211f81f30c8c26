import { eq } from 'drizzle-orm';
import { studyTimepoint, type StudyTimeline, type StudyTimepoint } from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { users, type StudySettingsRow } from '../../db/schema/index.js';
import { readSettings } from './settings-row.js';

/**
 * The study timeline (decision 009) is read here only: from the one settings row, whose column
 * defaults (db/schema/study.ts) are the only copy of the default phase lengths.
 */
export function timelineOf(row: StudySettingsRow): StudyTimeline {
  return {
    studyStartDate: row.studyStartDate,
    baselineDays: row.baselineDays,
    interventionDays: row.interventionDays,
    followUpDays: row.followUpDays,
  };
}

export async function readTimeline(db: Database): Promise<StudyTimeline> {
  return timelineOf(await readSettings(db));
}

/** Dates a participant's records on their study timeline: `(day) => { studyDay, phase }`. */
export async function timepointsOf(db: Database, userId: string): Promise<(day: string) => StudyTimepoint> {
  const [timeline, [user]] = await Promise.all([
    readTimeline(db),
    db.select({ enrolledOn: users.enrolledOn }).from(users).where(eq(users.id, userId)).limit(1),
  ]);
  return timepointsAt(timeline, user?.enrolledOn ?? null);
}

/** The same for a caller that read the enrolment date itself, in a statement it runs anyway. */
export function timepointsAt(timeline: StudyTimeline, enrolledOn: string | null): (day: string) => StudyTimepoint {
  return (day) => studyTimepoint(timeline, enrolledOn, day);
}
