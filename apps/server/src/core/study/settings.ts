import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import {
  DEFAULT_GROUP_DESCRIPTIONS,
  primaryOutcomeOf,
  STUDY_MSG,
  type studySettingsRequestSchema,
  type StudySettings,
} from '@uyku/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { allocationLog, studySettings, type StudySettingsRow } from '../../db/schema/index.js';
import { badRequest } from '../../errors.js';
import { recordAudit } from '../../lib/audit.js';
import type { AuthUser } from '../../plugins/auth.js';
import { inTransaction } from '../../db/transaction.js';

type SettingsInput = z.output<typeof studySettingsRequestSchema>;

/** The one settings row; the migration inserts it, and this puts it back if a test truncated it. */
export async function readSettings(db: Database): Promise<StudySettingsRow> {
  const [row] = await db.select().from(studySettings).where(eq(studySettings.id, 1)).limit(1);
  if (row) return row;
  const [created] = await db.insert(studySettings).values({ id: 1 }).onConflictDoNothing().returning();
  return created ?? (await readSettings(db));
}

async function allocationCount(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(allocationLog);
  return row?.total ?? 0;
}

export function presentSettings(row: StudySettingsRow, allocations: number): StudySettings {
  return {
    study_start_date: row.studyStartDate,
    baseline_days: row.baselineDays,
    intervention_days: row.interventionDays,
    follow_up_days: row.followUpDays,
    allocation_mode: row.allocationMode,
    // The seed is never returned: from it every allocation, past and next, could be computed.
    block_scheme: row.blockScheme,
    primary_outcome: primaryOutcomeOf(row.primaryOutcome),
    video_wait_minutes: row.videoWaitMinutes,
    after_value_window_hours: row.afterValueWindowHours,
    heart_rate_reference: row.heartRateReference,
    control_description: row.controlDescription,
    experiment_description: row.experimentDescription,
    stratification_question: row.stratificationQuestion,
    stratification_options: row.stratificationOptions,
    allocations,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function getSettings(db: Database): Promise<StudySettings> {
  return presentSettings(await readSettings(db), await allocationCount(db));
}

const sameOptions = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * Saves the settings. Once an allocation is logged, the block sizes, seed and stratification stay
 * as they were (changing them would unbalance the blocks under way); the timeline and the mode may
 * still change. Switching randomisation on draws the seed here, once; no admin sets or sees it.
 */
export async function saveSettings(db: Database, actor: AuthUser, input: SettingsInput): Promise<StudySettings> {
  return inTransaction(db, async (tx) => {
    const before = await readSettings(tx);
    const allocations = await allocationCount(tx);
    const seed = before.seed !== '' ? before.seed : input.allocationMode === 'randomised' ? randomBytes(16).toString('hex') : '';
    if (
      allocations > 0 &&
      (input.blockScheme !== before.blockScheme ||
        input.stratificationQuestion !== before.stratificationQuestion ||
        !sameOptions(input.stratificationOptions, before.stratificationOptions))
    ) {
      throw badRequest(STUDY_MSG.lockedAfterAllocation);
    }
    const [after] = await tx
      .update(studySettings)
      // A client that does not send the primary outcome leaves it as it was.
      .set({
        ...input,
        primaryOutcome: input.primaryOutcome ?? before.primaryOutcome,
        videoWaitMinutes: input.videoWaitMinutes ?? before.videoWaitMinutes,
        afterValueWindowHours: input.afterValueWindowHours ?? before.afterValueWindowHours,
        heartRateReference: input.heartRateReference ?? before.heartRateReference,
        controlDescription: input.controlDescription === undefined ? before.controlDescription : input.controlDescription,
        experimentDescription:
          input.experimentDescription === undefined ? before.experimentDescription : input.experimentDescription,
        seed,
        updatedAt: new Date(),
      })
      .where(eq(studySettings.id, 1))
      .returning();
    if (!after) throw new Error('study settings row missing');
    await recordAudit(tx, {
      actor,
      action: 'study.settings',
      details: {
        allocationMode: after.allocationMode,
        blockScheme: after.blockScheme,
        primaryOutcome: after.primaryOutcome,
        studyStartDate: after.studyStartDate,
        days: [after.baselineDays, after.interventionDays, after.followUpDays],
        videoWaitMinutes: after.videoWaitMinutes,
        afterValueWindowHours: after.afterValueWindowHours,
        heartRateReference: after.heartRateReference,
        controlDescription: after.controlDescription,
        experimentDescription: after.experimentDescription,
      },
    });
    return presentSettings(after, allocations);
  });
}

/** Minutes a video call request waits for an admin before it expires (docs/product.md, "Video"). */
export async function videoWaitMinutes(db: Database): Promise<number> {
  return (await readSettings(db)).videoWaitMinutes;
}

/**
 * The descriptions shown under 'Kontrol Grubu' and 'Deney Grubu' when participants choose: the
 * study's own, else the spec's (docs/product.md, "Registration and sign-in").
 */
export function groupDescriptionsOf(row: StudySettingsRow): { control: string; experiment: string } {
  return {
    control: row.controlDescription ?? DEFAULT_GROUP_DESCRIPTIONS.control,
    experiment: row.experimentDescription ?? DEFAULT_GROUP_DESCRIPTIONS.experiment,
  };
}
