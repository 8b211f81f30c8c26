import { desc, eq, sql } from 'drizzle-orm';
import { AUDIO_AFTER_VALUE_WINDOW_RANGE, AUDIO_MSG, entryInstant, type HeartRateSessionInput } from '@uyku/domain';
import { badRequest } from '../../errors.js';
import type { Database } from '../../db/client.js';
import { heartRateColumns, measurementColumns, rowOfSides } from '../../db/heart-rate-values.js';
import { heartRateSessions, type HeartRateSessionRow } from '../../db/schema/index.js';
import type { Listener } from '../../core/study/listener.js';
import { groupOnDate } from '../../core/study/group-on-date.js';

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
  const savedAt = entryInstant({ createdAt: new Date(), clientCreatedAt });
  const occurredAt = new Date(savedAt - afterDelayMs(input.ended_at, clientCreatedAt));
  const before = heartRateColumns(input.heart_rate_before);
  const after = heartRateColumns(input.heart_rate_after);
  const beforeHow = measurementColumns(input.heart_rate_before, input.heart_rate_before_measurement);
  const afterHow = measurementColumns(input.heart_rate_after, input.heart_rate_after_measurement);
  const [row] = await db
    .insert(heartRateSessions)
    .values({
      userId: listener.id,
      group: groupOnDate(listener.id, sql`${occurredAt.toISOString()}::timestamptz`),
      contentType: input.content_type,
      contentId: input.content_id,
      contentName: input.content_name,
      heartRateBefore: before.value,
      heartRateBeforeMissing: before.missing,
      heartRateAfter: after.value,
      heartRateAfterMissing: after.missing,
      // A value never asked was never given; any other answer was given at the save.
      heartRateAfterRecordedAt: after.missing === 'not_asked' ? null : new Date(savedAt),
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

/** A clock step of the device between the end and the save is forgiven up to this much. */
const CLOCK_SLACK_MS = 60_000;
const MAX_DELAY_MS = (AUDIO_AFTER_VALUE_WINDOW_RANGE.max + 1) * 3_600_000;

/**
 * How long after playback ended the after-value was saved, both read on the device's clock (its
 * `X-Client-Time`, else the receipt), so a device whose clock is off still gives the right gap.
 * The session is dated by its end, the after-value by the save (docs/sleep-metrics.md).
 */
function afterDelayMs(endedAt: string | undefined, clientCreatedAt: Date | null): number {
  if (endedAt === undefined) return 0;
  const delay = (clientCreatedAt ?? new Date()).getTime() - Date.parse(endedAt);
  if (delay < -CLOCK_SLACK_MS || delay > MAX_DELAY_MS) throw badRequest(AUDIO_MSG.endedAtInvalid);
  return Math.max(0, delay);
}

/** The caller's own sessions, newest first. */
export async function listOwnSessions(db: Database, userId: string): Promise<HeartRateSessionRow[]> {
  return db
    .select()
    .from(heartRateSessions)
    .where(eq(heartRateSessions.userId, userId))
    .orderBy(desc(heartRateSessions.occurredAt), desc(heartRateSessions.createdAt));
}
