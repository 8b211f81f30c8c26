import { desc, eq, sql } from 'drizzle-orm';
import { entryInstant, type HeartRateSessionInput } from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { heartRateColumns, measurementColumns, rowOfSides } from '../../db/heart-rate-values.js';
import { heartRateSessions, type HeartRateSessionRow } from '../../db/schema/index.js';
import type { Listener } from '../../core/study/listener.js';
import { groupAt } from '../../core/study/group-on-date.js';

/**
 * Records one heart-rate session around an audio item, with the participant's group at the
 * session's own time (the moment 'Kaydet' was pressed, when the device sent a believable one) from the group history (study/group-on-date.ts) and the seconds actually heard (the dose). Without `listened_seconds` the whole
 * duration counts; it can never exceed the duration.
 */
export async function recordSession(
  db: Database,
  listener: Listener,
  input: HeartRateSessionInput,
  clientCreatedAt: Date | null = null,
): Promise<HeartRateSessionRow> {
  const listened = Math.min(input.listened_seconds ?? input.duration, input.duration);
  // The device's time when believable, so a session kept offline overnight counts on its own day.
  const occurredAt = new Date(entryInstant({ createdAt: new Date(), clientCreatedAt }));
  const before = heartRateColumns(input.heart_rate_before);
  const after = heartRateColumns(input.heart_rate_after);
  const beforeHow = measurementColumns(input.heart_rate_before, input.heart_rate_before_measurement);
  const afterHow = measurementColumns(input.heart_rate_after, input.heart_rate_after_measurement);
  const [row] = await db
    .insert(heartRateSessions)
    .values({
      userId: listener.id,
      abGroup: groupAt(listener.id, sql`${occurredAt.toISOString()}::timestamptz`),
      contentType: input.content_type,
      contentId: input.content_id,
      contentName: input.content_name,
      heartRateBefore: before.value,
      heartRateBeforeMissing: before.missing,
      heartRateAfter: after.value,
      heartRateAfterMissing: after.missing,
      ...rowOfSides(beforeHow, afterHow),
      durationSeconds: input.duration,
      listenedSeconds: listened,
      clientCreatedAt,
      occurredAt,
    })
    .returning();
  if (!row) throw new Error('heart-rate insert returned no row');
  return row;
}

/** The caller's own sessions, newest first. */
export async function listOwnSessions(db: Database, userId: string): Promise<HeartRateSessionRow[]> {
  return db
    .select()
    .from(heartRateSessions)
    .where(eq(heartRateSessions.userId, userId))
    .orderBy(desc(heartRateSessions.occurredAt), desc(heartRateSessions.createdAt));
}
