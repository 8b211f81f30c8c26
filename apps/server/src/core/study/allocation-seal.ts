import { and, asc, count, eq, sql } from 'drizzle-orm';
import { STUDY_MSG, type AbGroup, type AllocationListState, type BlockSize } from '@uyku/domain';
import type { Database } from '../../db/client.js';
import {
  allocationLog,
  allocationSeal,
  allocationSequence,
  type AllocationSealRow,
  type StudySettingsRow,
} from '../../db/schema/index.js';
import { conflict } from '../../errors.js';
import { recordAudit } from '../../lib/audit.js';
import type { AuthUser } from '../../plugins/auth.js';
import { inTransaction } from '../../db/transaction.js';
import {
  allocationListCsv,
  commitmentOf,
  cryptoDraw,
  drawStratum,
  newSalt,
  strataOf,
  type DrawBelow,
  type ListSlot,
  type StratumStart,
} from './sealed-list.js';

/**
 * The sealed allocation list in the database (docs/decisions/033-sealed-allocation-list.md):
 * drawn when randomisation is switched on, redrawn only while nobody is allocated, revealed once.
 */

/** Serialises allocations and seals across instances: two approvals never take one slot. */
export const ALLOCATION_LOCK_KEY = 727_014;
export const lockAllocations = (tx: Database) => tx.execute(sql`select pg_advisory_xact_lock(${ALLOCATION_LOCK_KEY})`);

export async function readSeal(db: Database): Promise<AllocationSealRow | undefined> {
  const [row] = await db.select().from(allocationSeal).where(eq(allocationSeal.id, 1)).limit(1);
  return row;
}

export function presentSeal(row: AllocationSealRow | undefined): AllocationListState | null {
  if (!row) return null;
  return { sealed_at: row.sealedAt.toISOString(), commitment: row.commitment, revealed_at: row.revealedAt?.toISOString() ?? null };
}

/** Where each stratum stands in the allocation log (a study randomised before lists were sealed). */
async function startsOf(tx: Database, strata: readonly string[]): Promise<Map<string, StratumStart>> {
  const rows = await tx
    .select({ stratum: allocationLog.stratum, blockNumber: allocationLog.blockNumber, blockSize: allocationLog.blockSize, result: allocationLog.result })
    .from(allocationLog)
    .orderBy(asc(allocationLog.blockNumber), asc(allocationLog.blockPosition));
  const starts = new Map<string, StratumStart>(strata.map((s) => [s, { used: 0, lastBlock: null }]));
  for (const row of rows) {
    const start = starts.get(row.stratum) ?? { used: 0, lastBlock: null };
    start.used += 1;
    if (start.lastBlock?.number !== row.blockNumber) start.lastBlock = { number: row.blockNumber, size: row.blockSize as BlockSize, given: [] };
    start.lastBlock.given.push(row.result);
    starts.set(row.stratum, start);
  }
  return starts;
}

/**
 * Draws and seals a new list for the settings' block scheme and strata, replacing an unrevealed
 * one. Runs in the caller's transaction under the allocation lock. `draw` is node:crypto's except
 * for the demo study, whose list is drawn from its own seed so the demo is the same every time.
 */
export async function sealList(tx: Database, settings: StudySettingsRow, draw: DrawBelow = cryptoDraw): Promise<AllocationSealRow> {
  await lockAllocations(tx);
  const strata = strataOf(settings.stratificationQuestion, settings.stratificationOptions);
  const starts = await startsOf(tx, strata);
  const slots: ListSlot[] = strata.flatMap((stratum) =>
    drawStratum(stratum, settings.blockScheme, starts.get(stratum) ?? { used: 0, lastBlock: null }, draw),
  );
  await tx.delete(allocationSequence);
  for (let i = 0; i < slots.length; i += 1000) await tx.insert(allocationSequence).values(slots.slice(i, i + 1000));
  const salt = newSalt();
  const values = {
    sealedAt: new Date(),
    commitment: commitmentOf(salt, allocationListCsv(slots)),
    salt,
    blockScheme: settings.blockScheme,
    strata,
    revealedAt: null,
  };
  const [row] = await tx
    .insert(allocationSeal)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: allocationSeal.id, set: values })
    .returning();
  if (!row) throw new Error('allocation seal not written');
  return row;
}

const sameStrata = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * After a settings save: a randomised study gets a sealed list, drawn anew while nobody is
 * allocated if the block scheme or strata changed. Returns whether a list was (re)sealed.
 */
export async function sealIfNeeded(tx: Database, settings: StudySettingsRow, allocations: number): Promise<boolean> {
  if (settings.allocationMode !== 'randomised') return false;
  const seal = await readSeal(tx);
  if (seal?.revealedAt) return false;
  const strata = strataOf(settings.stratificationQuestion, settings.stratificationOptions);
  if (seal && (allocations > 0 || (seal.blockScheme === settings.blockScheme && sameStrata(seal.strata, strata)))) return false;
  await sealList(tx, settings);
  return true;
}

/**
 * The arm of the stratum's next slot, logged for the participant. A study randomised before
 * lists were sealed is sealed here first, continuing its log. Refused once the list is revealed.
 */
export async function takeNextSlot(
  tx: Database,
  settings: StudySettingsRow,
  participant: { id: string; participantNumber: number },
  stratum: string,
  at?: Date,
): Promise<AbGroup> {
  await lockAllocations(tx);
  const seal = (await readSeal(tx)) ?? (await sealList(tx, settings));
  if (seal.revealedAt) throw conflict(STUDY_MSG.allocationAfterReveal);
  const [used] = await tx.select({ n: count() }).from(allocationLog).where(eq(allocationLog.stratum, stratum));
  const [slot] = await tx
    .select()
    .from(allocationSequence)
    .where(and(eq(allocationSequence.stratum, stratum), eq(allocationSequence.slot, used?.n ?? 0)))
    .limit(1);
  if (!slot) throw conflict(STUDY_MSG.listExhausted);
  await tx.insert(allocationLog).values({
    participantNumber: participant.participantNumber,
    userId: participant.id,
    stratum,
    blockNumber: slot.blockNumber,
    blockPosition: slot.blockPosition,
    blockSize: slot.blockSize,
    result: slot.arm,
    ...(at ? { allocatedAt: at } : {}),
  });
  return slot.arm;
}

/** allocation_list.csv as sealed: the seal's strata in order, each stratum's slots ascending. */
export async function sealedListCsv(db: Database, seal: AllocationSealRow): Promise<string> {
  const rows = await db.select().from(allocationSequence).orderBy(asc(allocationSequence.slot));
  const slots: ListSlot[] = seal.strata.flatMap((stratum) =>
    rows.filter((r) => r.stratum === stratum).map((r) => ({ ...r, blockSize: r.blockSize as BlockSize })),
  );
  return allocationListCsv(slots);
}

/**
 * 'Atama Listesini Aç': ends concealment for good. The list and salt go into the study ZIP from
 * now on, so anyone can recompute the commitment; no randomised allocation is made after it.
 */
export async function revealList(db: Database, actor: AuthUser): Promise<void> {
  await inTransaction(db, async (tx) => {
    await lockAllocations(tx);
    const seal = await readSeal(tx);
    if (!seal) throw conflict(STUDY_MSG.noSealedList);
    if (seal.revealedAt) throw conflict(STUDY_MSG.listAlreadyRevealed);
    await tx.update(allocationSeal).set({ revealedAt: new Date() }).where(eq(allocationSeal.id, 1));
    await recordAudit(tx, { actor, action: 'study.allocation_list_revealed', details: { commitment: seal.commitment } });
  });
}
