import { asc, eq } from 'drizzle-orm';
import { participantCode, STUDY_MSG, type AbGroup, type AllocationEntry } from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { allocationLog, groupChoiceLog, groupHistory, users, type StudySettingsRow } from '../../db/schema/index.js';
import { groupDescriptionsOf, readSettings } from './settings.js';
import { badRequest } from '../../errors.js';
import { takeNextSlot } from './allocation-seal.js';

/** The stratum of a registration: its answer, checked against the offered options. */
export function stratumOf(settings: StudySettingsRow, answer: string | undefined): string {
  if (settings.stratificationQuestion === null) return '';
  // Named by its field, so the form shows the message on the question itself.
  const refuse = (message: string) => badRequest(message, [{ field: 'stratumAnswer', message }]);
  if (answer === undefined || answer.trim() === '') throw refuse(STUDY_MSG.stratumRequired);
  if (!settings.stratificationOptions.includes(answer.trim())) throw refuse(STUDY_MSG.stratumInvalid);
  return answer.trim();
}

/**
 * Allocates a participant inside the approval's transaction (eligibility confirmed, so a
 * registrant who is never approved takes no slot) and logs it once: the stratum's next slot of
 * the sealed list (allocation-seal.ts). The unique participant number and block slot in
 * allocation_log make a second allocation fail rather than happen; there is no route that
 * allocates again. `at` is for the demo seeder, whose participants were approved days ago; an
 * approval takes the database's now.
 */
export function allocate(
  tx: Database,
  settings: StudySettingsRow,
  participant: { id: string; participantNumber: number },
  stratum: string,
  at?: Date,
): Promise<AbGroup> {
  return takeNextSlot(tx, settings, participant, stratum, at);
}

/**
 * A participant's first group-history row: chosen at registration, allocated, or set by an admin.
 * `at` as in `allocate`.
 */
export async function recordFirstGroup(
  tx: Database,
  userId: string,
  group: AbGroup,
  source: 'registration' | 'allocation' | 'admin',
  changedBy: string | null = null,
  at?: Date,
): Promise<void> {
  await tx.insert(groupHistory).values({ userId, group, source, changedBy, ...(at ? { fromAt: at } : {}) });
}

/**
 * Records a participant's own choice of group at registration with the descriptions they were
 * shown under each group's name (docs/product.md, "Study"): what a self-selected comparison was
 * chosen on. The settings are the ones the registration read. `at` as in `allocate`.
 */
export async function recordGroupChoice(
  tx: Database,
  settings: StudySettingsRow,
  participant: { id: string; participantNumber: number },
  group: AbGroup,
  at?: Date,
): Promise<void> {
  const shown = groupDescriptionsOf(settings);
  await tx.insert(groupChoiceLog).values({
    participantNumber: participant.participantNumber,
    userId: participant.id,
    result: group,
    controlDescription: shown.control,
    experimentDescription: shown.experiment,
    ...(at ? { chosenAt: at } : {}),
  });
}

/**
 * The allocation record for admins: block allocations and choices at registration, oldest first.
 * Nothing about a block still being filled is shown (its number, the positions and the size are
 * null): with the arms already given, they would tell the block's last allocations.
 */
export async function listAllocations(db: Database): Promise<AllocationEntry[]> {
  const rows = await db.select().from(allocationLog).orderBy(asc(allocationLog.id));
  const filled = new Map<string, number>();
  const key = (row: { stratum: string; blockNumber: number }) => `${row.stratum}\u0000${row.blockNumber}`;
  for (const row of rows) filled.set(key(row), (filled.get(key(row)) ?? 0) + 1);
  const allocated: AllocationEntry[] = rows.map((row) => {
    const complete = (filled.get(key(row)) ?? 0) >= row.blockSize;
    return {
      participant_code: participantCode(row.participantNumber),
      method: 'randomised',
      allocated_at: row.allocatedAt.toISOString(),
      stratum: row.stratum,
      block_number: complete ? row.blockNumber : null,
      block_position: complete ? row.blockPosition : null,
      block_size: complete ? row.blockSize : null,
      result: row.result,
      control_description: null,
      experiment_description: null,
    };
  });
  const choices = await db.select().from(groupChoiceLog).orderBy(asc(groupChoiceLog.id));
  const chosen: AllocationEntry[] = choices.map((row) => ({
    participant_code: participantCode(row.participantNumber),
    method: 'choice',
    allocated_at: row.chosenAt.toISOString(),
    stratum: '',
    block_number: null,
    block_position: null,
    block_size: null,
    result: row.result,
    control_description: row.controlDescription,
    experiment_description: row.experimentDescription,
  }));
  // Oldest first across both (ISO instants in UTC sort as text); a stable sort keeps each log's order.
  return [...allocated, ...chosen].sort((a, b) =>
    a.allocated_at < b.allocated_at ? -1 : a.allocated_at > b.allocated_at ? 1 : 0,
  );
}

/**
 * Allocation at approval (decision 009): in a randomised study, a participant approved for the
 * first time is allocated by the blocks, their group set and the history given an 'allocation'
 * row. Returns the group, or null when the study lets participants choose, the account is an
 * admin's, or the participant was allocated before (approval withdrawn and given again).
 * The stratum is the answer kept from registration; one no longer among the options (the study
 * was stratified after they registered) counts as no answer.
 */
export async function allocateOnApproval(
  tx: Database,
  participant: { id: string; participantNumber: number; isAdmin: boolean; stratumAnswer: string | null },
): Promise<AbGroup | null> {
  if (participant.isAdmin) return null;
  const settings = await readSettings(tx);
  if (settings.allocationMode !== 'randomised') return null;
  const [earlier] = await tx
    .select({ id: allocationLog.id })
    .from(allocationLog)
    .where(eq(allocationLog.participantNumber, participant.participantNumber))
    .limit(1);
  if (earlier) return null;
  const answer = participant.stratumAnswer ?? '';
  const stratum = settings.stratificationQuestion !== null && settings.stratificationOptions.includes(answer) ? answer : '';
  const group = await allocate(tx, settings, participant, stratum);
  await tx.update(users).set({ group, updatedAt: new Date() }).where(eq(users.id, participant.id));
  await recordFirstGroup(tx, participant.id, group, 'allocation');
  return group;
}
