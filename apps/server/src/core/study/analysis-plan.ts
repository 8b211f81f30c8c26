import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import {
  ANALYSIS_POPULATIONS,
  canonicalPlanJson,
  primaryOutcomeOf,
  STUDY_MSG,
  type AnalysisPlan,
  type AnalysisPlanState,
} from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { analysisPlanHistory, studySettings, users, type StudySettingsRow } from '../../db/schema/index.js';
import { AppError, conflict } from '../../errors.js';
import { recordAudit } from '../../lib/audit.js';
import type { AuthUser } from '../../plugins/auth.js';
import { inTransaction } from '../../db/transaction.js';
import { settingsWritten } from './settings-cache.js';
import { readSettings } from './settings-row.js';

/**
 * The analysis plan (docs/decisions/035-analysis-plan-locked.md): read from the settings row,
 * locked once by 'Analiz Planını Kilitle', and changed afterwards only with a reason that the
 * history keeps beside the plan before and after.
 */

export function planOf(row: StudySettingsRow): AnalysisPlan {
  return {
    primary_outcome: primaryOutcomeOf(row.primaryOutcome),
    baseline_days: row.baselineDays,
    intervention_days: row.interventionDays,
    follow_up_days: row.followUpDays,
    populations: [...ANALYSIS_POPULATIONS],
    min_nights_per_phase: row.minNightsPerPhase,
    tst_source: row.analysisTstSource,
    heart_rate_pairing: {
      measured_only: row.heartRateMeasuredOnly,
      after_value_window_hours: row.afterValueWindowHours,
      exclude_delayed: row.heartRateExcludeDelayed,
    },
    untouched_stress_missing: row.untouchedStressMissing,
  };
}

export const planSha256 = (plan: AnalysisPlan): string => createHash('sha256').update(canonicalPlanJson(plan), 'utf8').digest('hex');

export const samePlan = (a: AnalysisPlan, b: AnalysisPlan): boolean => canonicalPlanJson(a) === canonicalPlanJson(b);

export async function analysisPlanState(db: Database, row: StudySettingsRow): Promise<AnalysisPlanState> {
  const history = await db
    .select({
      changedAt: analysisPlanHistory.changedAt,
      changedBy: users.name,
      reason: analysisPlanHistory.reason,
      before: analysisPlanHistory.before,
      after: analysisPlanHistory.after,
    })
    .from(analysisPlanHistory)
    .leftJoin(users, eq(users.id, analysisPlanHistory.changedBy))
    .orderBy(asc(analysisPlanHistory.id));
  return {
    plan: planOf(row),
    locked_at: row.planLockedAt?.toISOString() ?? null,
    sha256: row.planSha256,
    history: history.map((h) => ({
      changed_at: h.changedAt.toISOString(),
      changed_by: h.changedBy,
      reason: h.reason,
      before: h.before,
      after: h.after,
    })),
  };
}

/** 'Analiz Planını Kilitle': stores the lock time, the plan and its SHA-256; audited. */
export async function lockPlan(db: Database, actor: AuthUser): Promise<void> {
  await inTransaction(db, async (tx) => {
    const row = await readSettings(tx);
    if (row.planLockedAt !== null) throw conflict(STUDY_MSG.planAlreadyLocked);
    const plan = planOf(row);
    const sha256 = planSha256(plan);
    await tx.update(studySettings).set({ planLockedAt: new Date(), planJson: plan, planSha256: sha256 }).where(eq(studySettings.id, 1));
    await recordAudit(tx, { actor, action: 'study.analysis_plan_locked', details: { sha256 } });
  });
  settingsWritten(db);
}

/**
 * A settings save that moves a locked plan: refused without a reason (409 PLAN_LOCKED), else the
 * change is kept in the history and the stored plan and hash follow it. Runs in the save's
 * transaction, after the row is updated.
 */
export async function recordPlanChange(
  tx: Database,
  actor: AuthUser,
  before: StudySettingsRow,
  after: StudySettingsRow,
  reason: string | undefined,
): Promise<void> {
  if (before.planLockedAt === null) return;
  const was = planOf(before);
  const now = planOf(after);
  if (samePlan(was, now)) return;
  if (reason === undefined) throw new AppError(409, 'PLAN_LOCKED', STUDY_MSG.planLocked);
  const sha256 = planSha256(now);
  await tx.insert(analysisPlanHistory).values({ changedBy: actor.id, reason, before: was, after: now });
  await tx.update(studySettings).set({ planJson: now, planSha256: sha256 }).where(eq(studySettings.id, 1));
  await recordAudit(tx, { actor, action: 'study.analysis_plan_changed', details: { sha256, previous: before.planSha256 } });
}
