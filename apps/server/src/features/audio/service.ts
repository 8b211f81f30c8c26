import { asc, eq, sql } from 'drizzle-orm';
import {
  AUDIO_MSG,
  type BinauralSoundInput,
  type BrainwaveType,
  type RelaxationCategory,
  type RelaxationContentInput,
} from '@uyku/domain';
import type { Database } from '../../db/client.js';
import type { Listener } from '../../core/study/listener.js';
import {
  audioUsage,
  binauralSounds,
  relaxationContent,
  type BinauralSoundRow,
  type RelaxationContentRow,
} from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { inTransaction } from '../../db/transaction.js';

/**
 * The audio catalogue: lists for participants, counters and usage rows (the dose), and the
 * admin's changes. Built-in items are ordinary rows seeded once (seed.ts).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;


export async function listContent(db: Database, category?: RelaxationCategory): Promise<RelaxationContentRow[]> {
  return db
    .select()
    .from(relaxationContent)
    .where(category ? eq(relaxationContent.category, category) : undefined)
    .orderBy(asc(relaxationContent.createdAt), asc(relaxationContent.title));
}

export async function listSounds(db: Database, category?: BrainwaveType): Promise<BinauralSoundRow[]> {
  return db
    .select()
    .from(binauralSounds)
    .where(category ? eq(binauralSounds.brainwaveType, category) : undefined)
    .orderBy(asc(binauralSounds.createdAt), asc(binauralSounds.name));
}

/** A start ('view') counts a listen; a stop ('listen') records the seconds heard. Both keep the group. */
export async function trackContentUsage(
  db: Database,
  listener: Listener,
  input: { contentId: string; interactionType: 'view' | 'listen'; durationSeconds: number },
): Promise<void> {
  if (!UUID.test(input.contentId)) throw notFound(AUDIO_MSG.contentNotFound);
  await inTransaction(db, async (tx) => {
    const counted = input.interactionType === 'view' ? 1 : 0;
    const [row] = await tx
      .update(relaxationContent)
      .set({ viewCount: sql`${relaxationContent.viewCount} + ${counted}` })
      .where(eq(relaxationContent.id, input.contentId))
      .returning({ id: relaxationContent.id });
    if (!row) throw notFound(AUDIO_MSG.contentNotFound);
    await tx.insert(audioUsage).values({
      userId: listener.id,
      group: listener.group,
      contentType: 'relaxation',
      contentId: row.id,
      interactionType: input.interactionType,
      listenedSeconds: input.durationSeconds,
    });
  });
}

export async function trackSoundPlay(
  db: Database,
  listener: Listener,
  input: { soundId: string; interactionType: 'play' | 'listen'; durationSeconds: number },
): Promise<void> {
  if (!UUID.test(input.soundId)) throw notFound(AUDIO_MSG.soundNotFound);
  await inTransaction(db, async (tx) => {
    const counted = input.interactionType === 'play' ? 1 : 0;
    const [row] = await tx
      .update(binauralSounds)
      .set({ playCount: sql`${binauralSounds.playCount} + ${counted}` })
      .where(eq(binauralSounds.id, input.soundId))
      .returning({ id: binauralSounds.id });
    if (!row) throw notFound(AUDIO_MSG.soundNotFound);
    await tx.insert(audioUsage).values({
      userId: listener.id,
      group: listener.group,
      contentType: 'binaural',
      contentId: row.id,
      interactionType: input.interactionType,
      listenedSeconds: input.durationSeconds,
    });
  });
}

// ---- admin ----

function contentValues(input: RelaxationContentInput) {
  return {
    category: input.category,
    title: input.title,
    description: input.description,
    url: input.url,
    duration: input.duration,
    type: input.type,
  };
}

export async function createContent(db: Database, input: RelaxationContentInput): Promise<RelaxationContentRow> {
  const [row] = await db.insert(relaxationContent).values(contentValues(input)).returning();
  if (!row) throw new Error('relaxation insert returned no row');
  return row;
}

export async function updateContent(db: Database, id: string, input: RelaxationContentInput): Promise<RelaxationContentRow> {
  const [row] = await db
    .update(relaxationContent)
    .set({ ...contentValues(input), updatedAt: new Date() })
    .where(eq(relaxationContent.id, id))
    .returning();
  if (!row) throw notFound(AUDIO_MSG.contentNotFound);
  return row;
}

export async function deleteContent(db: Database, id: string): Promise<void> {
  const [row] = await db.delete(relaxationContent).where(eq(relaxationContent.id, id)).returning({ id: relaxationContent.id });
  if (!row) throw notFound(AUDIO_MSG.contentNotFound);
}

function soundValues(input: BinauralSoundInput) {
  return {
    name: input.name,
    description: input.description,
    baseFrequency: input.base_frequency,
    binauralFrequency: input.binaural_frequency,
    duration: input.duration,
    purpose: input.purpose,
    brainwaveType: input.brainwave_type,
    url: input.url,
  };
}

export async function createSound(db: Database, input: BinauralSoundInput): Promise<BinauralSoundRow> {
  const [row] = await db.insert(binauralSounds).values(soundValues(input)).returning();
  if (!row) throw new Error('binaural insert returned no row');
  return row;
}

export async function updateSound(db: Database, id: string, input: BinauralSoundInput): Promise<BinauralSoundRow> {
  const [row] = await db
    .update(binauralSounds)
    .set({ ...soundValues(input), updatedAt: new Date() })
    .where(eq(binauralSounds.id, id))
    .returning();
  if (!row) throw notFound(AUDIO_MSG.soundNotFound);
  return row;
}

export async function deleteSound(db: Database, id: string): Promise<void> {
  const [row] = await db.delete(binauralSounds).where(eq(binauralSounds.id, id)).returning({ id: binauralSounds.id });
  if (!row) throw notFound(AUDIO_MSG.soundNotFound);
}
