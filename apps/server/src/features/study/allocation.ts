import { asc, desc, eq, sql } from 'drizzle-orm';
import { participantCode, STUDY_MSG, type AbGroup, type AllocationEntry, type BlockSize } from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { allocationLog, groupHistory, type StudySettingsRow } from '../../db/schema/index.js';
import { badRequest } from '../../errors.js';
import { blockSequence, nextSlot } from './blocks.js';

/** Serialises allocations across instances: two registrations never take one block slot. */
const ALLOCATION_LOCK_KEY = 727_014;

/** The stratum of a registration: its answer, checked against the offered options. */
export function stratumOf(settings: StudySettingsRow, answer: string | undefined): string {
  if (settings.stratificationQuestion === null) return '';
  if (answer === undefined || answer.trim() === '') throw badRequest(STUDY_MSG.stratumRequired);
  if (!settings.stratificationOptions.includes(answer.trim())) throw badRequest(STUDY_MSG.stratumInvalid);
  return answer.trim();
}

/**
 * Allocates a new participant inside the registration's transaction and logs it once. The unique
 * participant number and block slot in allocation_log make a second allocation fail rather than
 * happen; there is no route that allocates again. `at` is for the demo seeder, whose participants
 * registered days ago; a registration takes the database's now.
 */
export async function allocate(
  tx: Database,
  settings: StudySettingsRow,
  participant: { id: string; participantNumber: number },
  stratum: string,
  at?: Date,
): Promise<AbGroup> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ALLOCATION_LOCK_KEY})`);
  const [last] = await tx
    .select({
      blockNumber: allocationLog.blockNumber,
      blockPosition: allocationLog.blockPosition,
      blockSize: allocationLog.blockSize,
    })
    .from(allocationLog)
    .where(eq(allocationLog.stratum, stratum))
    .orderBy(desc(allocationLog.blockNumber), desc(allocationLog.blockPosition))
    .limit(1);
  const slot = nextSlot(last ? { ...last, blockSize: last.blockSize as BlockSize } : undefined, settings.blockSize as BlockSize);
  const result = blockSequence(settings.seed, stratum, slot.blockNumber, slot.blockSize)[slot.blockPosition] as AbGroup;
  await tx.insert(allocationLog).values({
    participantNumber: participant.participantNumber,
    userId: participant.id,
    stratum,
    ...slot,
    result,
    ...(at ? { allocatedAt: at } : {}),
  });
  return result;
}

/**
 * A participant's first group-history row: chosen at registration, allocated, or set by an admin.
 * `at` as in `allocate`.
 */
export async function recordFirstGroup(
  tx: Database,
  userId: string,
  abGroup: AbGroup,
  source: 'registration' | 'allocation' | 'admin',
  changedBy: string | null = null,
  at?: Date,
): Promise<void> {
  await tx.insert(groupHistory).values({ userId, abGroup, source, changedBy, ...(at ? { fromAt: at } : {}) });
}

export async function listAllocations(db: Database): Promise<AllocationEntry[]> {
  const rows = await db.select().from(allocationLog).orderBy(asc(allocationLog.id));
  return rows.map((row) => ({
    participant_code: participantCode(row.participantNumber),
    allocated_at: row.allocatedAt.toISOString(),
    stratum: row.stratum,
    block_number: row.blockNumber,
    block_position: row.blockPosition,
    block_size: row.blockSize,
    result: row.result,
  }));
}
