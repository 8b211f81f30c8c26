import { eq } from 'drizzle-orm';
import { studyTimepoint, type StudyTimeline, type StudyTimepoint } from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { readSettings, timelineOf } from './settings.js';

/** Dates a participant's records on their study timeline: `(day) => { studyDay, phase }`. */
export async function timepointsOf(db: Database, userId: string): Promise<(day: string) => StudyTimepoint> {
  const [settings, [user]] = await Promise.all([
    readSettings(db),
    db.select({ enrolledOn: users.enrolledOn }).from(users).where(eq(users.id, userId)).limit(1),
  ]);
  return timepointsAt(timelineOf(settings), user?.enrolledOn ?? null);
}

/** The same for a caller that read the enrolment date itself, in a statement it runs anyway. */
export function timepointsAt(timeline: StudyTimeline, enrolledOn: string | null): (day: string) => StudyTimepoint {
  return (day) => studyTimepoint(timeline, enrolledOn, day);
}
