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
import { AppError } from '../../errors.js';
import { recordAudit } from '../../lib/audit.js';
import type { AuthUser } from '../../plugins/auth.js';
import { inTransaction } from '../../db/transaction.js';
import { analysisPlanState, recordPlanChange } from './analysis-plan.js';
import { lockAllocations, presentSeal, readSeal, sealIfNeeded } from './allocation-seal.js';
import { settingsWritten } from './settings-cache.js';
import { readSettings } from './settings-row.js';

export { readSettings };

type SettingsInput = z.output<typeof studySettingsRequestSchema>;

async function allocationCount(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(allocationLog);
  return row?.total ?? 0;
}

export async function presentSettings(db: Database, row: StudySettingsRow, allocations: number): Promise<StudySettings> {
  return {
    study_start_date: row.studyStartDate,
    baseline_days: row.baselineDays,
    intervention_days: row.interventionDays,
    follow_up_days: row.followUpDays,
    allocation_mode: row.allocationMode,
    // The sealed list itself is never returned before the reveal: only its commitment.
    block_scheme: row.blockScheme,
    primary_outcome: primaryOutcomeOf(row.primaryOutcome),
    video_wait_minutes: row.videoWaitMinutes,
    after_value_window_hours: row.afterValueWindowHours,
    heart_rate_reference: row.heartRateReference,
    control_description: row.controlDescription,
    experiment_description: row.experimentDescription,
    study_contact: row.studyContact,
    stratification_question: row.stratificationQuestion,
    stratification_options: row.stratificationOptions,
    audio_open_in_follow_up: row.audioOpenInFollowUp,
    min_nights_per_phase: row.minNightsPerPhase,
    analysis_tst_source: row.analysisTstSource,
    heart_rate_measured_only: row.heartRateMeasuredOnly,
    heart_rate_exclude_delayed: row.heartRateExcludeDelayed,
    untouched_stress_missing: row.untouchedStressMissing,
    allocations,
    settings_locked: allocations > 0,
    allocation_list: presentSeal(await readSeal(db)),
    analysis_plan: await analysisPlanState(db, row),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function getSettings(db: Database): Promise<StudySettings> {
  return presentSettings(db, await readSettings(db), await allocationCount(db));
}

const sameOptions = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * Saves the settings. Once the first participant is allocated, the allocation mode, the block
 * scheme and the stratification stay as they were (409 STUDY_LOCKED): changing them would bend
 * the sequence under way. A randomised study gets its sealed list here (allocation-seal.ts), and
 * a locked analysis plan moves only with a reason (analysis-plan.ts).
 */
export async function saveSettings(db: Database, actor: AuthUser, input: SettingsInput): Promise<StudySettings> {
  const saved = await inTransaction(db, async (tx) => {
    // Under the allocation lock: no approval allocates between the check below and the save.
    await lockAllocations(tx);
    const before = await readSettings(tx);
    const allocations = await allocationCount(tx);
    if (
      allocations > 0 &&
      (input.allocationMode !== before.allocationMode ||
        input.blockScheme !== before.blockScheme ||
        input.stratificationQuestion !== before.stratificationQuestion ||
        !sameOptions(input.stratificationOptions, before.stratificationOptions))
    ) {
      throw new AppError(409, 'STUDY_LOCKED', STUDY_MSG.lockedAfterAllocation);
    }
    const { planChangeReason, ...fields } = input;
    const [after] = await tx
      .update(studySettings)
      // A client that does not send an optional setting leaves it as it was.
      .set({
        ...fields,
        primaryOutcome: input.primaryOutcome ?? before.primaryOutcome,
        videoWaitMinutes: input.videoWaitMinutes ?? before.videoWaitMinutes,
        afterValueWindowHours: input.afterValueWindowHours ?? before.afterValueWindowHours,
        heartRateReference: input.heartRateReference ?? before.heartRateReference,
        audioOpenInFollowUp: input.audioOpenInFollowUp ?? before.audioOpenInFollowUp,
        minNightsPerPhase: input.minNightsPerPhase ?? before.minNightsPerPhase,
        analysisTstSource: input.analysisTstSource ?? before.analysisTstSource,
        heartRateMeasuredOnly: input.heartRateMeasuredOnly ?? before.heartRateMeasuredOnly,
        heartRateExcludeDelayed: input.heartRateExcludeDelayed ?? before.heartRateExcludeDelayed,
        untouchedStressMissing: input.untouchedStressMissing ?? before.untouchedStressMissing,
        controlDescription: input.controlDescription === undefined ? before.controlDescription : input.controlDescription,
        experimentDescription:
          input.experimentDescription === undefined ? before.experimentDescription : input.experimentDescription,
        studyContact: input.studyContact === undefined ? before.studyContact : input.studyContact,
        updatedAt: new Date(),
      })
      .where(eq(studySettings.id, 1))
      .returning();
    if (!after) throw new Error('study settings row missing');
    await recordPlanChange(tx, actor, before, after, planChangeReason);
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
        audioOpenInFollowUp: after.audioOpenInFollowUp,
        minNightsPerPhase: after.minNightsPerPhase,
        analysisTstSource: after.analysisTstSource,
        heartRateMeasuredOnly: after.heartRateMeasuredOnly,
        heartRateExcludeDelayed: after.heartRateExcludeDelayed,
        untouchedStressMissing: after.untouchedStressMissing,
        controlDescription: after.controlDescription,
        experimentDescription: after.experimentDescription,
        // The study's own contact is no participant's data; the log says that it changed.
        studyContactChanged: after.studyContact !== before.studyContact,
      },
    });
    if (await sealIfNeeded(tx, after, allocations)) {
      const seal = await readSeal(tx);
      await recordAudit(tx, { actor, action: 'study.allocation_list_sealed', details: { commitment: seal?.commitment ?? null } });
    }
    return presentSettings(tx, await readSettings(tx), allocations);
  });
  settingsWritten(db);
  return saved;
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
