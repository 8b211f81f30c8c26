import { desc, eq, sql } from 'drizzle-orm';
import type { HeartRateSessionInput } from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { heartRateSessions, type HeartRateSessionRow } from '../../db/schema/index.js';
import type { Listener } from '../../core/study/listener.js';
import { groupAt } from '../../core/study/group-on-date.js';

/**
 * Records one heart-rate session around an audio item, with the participant's group at the
 * session's own time from the group history (study/group-on-date.ts) and the seconds actually heard (the dose). Without `listened_seconds` the whole
 * duration counts; it can never exceed the duration.
 */
export async function recordSession(db: Database, listener: Listener, input: HeartRateSessionInput): Promise<HeartRateSessionRow> {
  const listened = Math.min(input.listened_seconds ?? input.duration, input.duration);
  const [row] = await db
    .insert(heartRateSessions)
    .values({
      userId: listener.id,
      abGroup: groupAt(listener.id, sql`now()`),
      contentType: input.content_type,
      contentId: input.content_id,
      contentName: input.content_name,
      heartRateBefore: input.heart_rate_before,
      heartRateAfter: input.heart_rate_after,
      durationSeconds: input.duration,
      listenedSeconds: listened,
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
    .orderBy(desc(heartRateSessions.createdAt));
}
