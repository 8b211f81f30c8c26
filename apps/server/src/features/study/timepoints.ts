import { eq } from 'drizzle-orm';
import { studyTimepoint, type StudyTimepoint } from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { readSettings, timelineOf } from './settings-service.js';

/** Dates a participant's records on their study timeline: `(day) => { studyDay, phase }`. */
export async function timepointsOf(db: Database, userId: string): Promise<(day: string) => StudyTimepoint> {
  const [settings, [user]] = await Promise.all([
    readSettings(db),
    db.select({ enrolledOn: users.enrolledOn }).from(users).where(eq(users.id, userId)).limit(1),
  ]);
  const timeline = timelineOf(settings);
  const enrolledOn = user?.enrolledOn ?? null;
  return (day) => studyTimepoint(timeline, enrolledOn, day);
}
