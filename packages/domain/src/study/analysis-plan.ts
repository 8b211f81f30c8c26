import { z } from 'zod';
import { ANALYSIS_POPULATIONS, ANALYSIS_TST_SOURCES, PRIMARY_METRICS } from '../api/analytics.js';

/**
 * The analysis plan (docs/decisions/035-analysis-plan-locked.md): what the confirmatory analysis
 * is, fixed before the data. Locking stores it as canonical JSON with its SHA-256; a later change
 * needs a reason and is kept in a history, and the study ZIP carries all of it.
 */

export const MIN_NIGHTS_PER_PHASE_DEFAULT = 4;
/** An after-value given later than this after the session ended makes the pair `after_delayed`. */
export const HEART_RATE_AFTER_DELAY_MINUTES = 15;
export const MIN_NIGHTS_PER_PHASE_RANGE = { min: 1, max: 14 } as const;
/** A change to a locked plan says why in at least this many characters. */
export const PLAN_CHANGE_REASON_MIN = 20;
export const PLAN_CHANGE_REASON_MAX = 500;

export const analysisPlanSchema = z.object({
  primary_outcome: z.enum(PRIMARY_METRICS),
  baseline_days: z.number().int(),
  intervention_days: z.number().int(),
  follow_up_days: z.number().int(),
  populations: z.array(z.enum(ANALYSIS_POPULATIONS)),
  min_nights_per_phase: z.number().int(),
  tst_source: z.enum(ANALYSIS_TST_SOURCES),
  heart_rate_pairing: z.object({
    /** Only pairs whose before and after values were both measured (camera or strap). */
    measured_only: z.boolean(),
    /** Hours a cut-short session's after-value is still asked (later: not asked, no pair). */
    after_value_window_hours: z.number().int(),
    /**
     * Pairs whose after-value came more than HEART_RATE_AFTER_DELAY_MINUTES after the session
     * ended stay out of the paired test. Plans stored before the setting existed read as true.
     */
    exclude_delayed: z.boolean().default(true),
  }),
  /**
   * A stress level saved at the form's default without being touched counts as missing
   * (sleep/untouched-fields.ts). Plans stored before the setting existed read as true: their
   * nights carry no untouched fields, so it changes none of their figures.
   */
  untouched_stress_missing: z.boolean().default(true),
});
export type AnalysisPlan = z.infer<typeof analysisPlanSchema>;

/**
 * The plan as one line of JSON with its keys in a fixed order, so the same plan always hashes
 * the same (the SHA-256 shown in the Çalışma tab and written to analysis_plan.json).
 */
export function canonicalPlanJson(plan: AnalysisPlan): string {
  const ordered: AnalysisPlan = {
    primary_outcome: plan.primary_outcome,
    baseline_days: plan.baseline_days,
    intervention_days: plan.intervention_days,
    follow_up_days: plan.follow_up_days,
    populations: [...plan.populations],
    min_nights_per_phase: plan.min_nights_per_phase,
    tst_source: plan.tst_source,
    heart_rate_pairing: {
      measured_only: plan.heart_rate_pairing.measured_only,
      after_value_window_hours: plan.heart_rate_pairing.after_value_window_hours,
      exclude_delayed: plan.heart_rate_pairing.exclude_delayed,
    },
    untouched_stress_missing: plan.untouched_stress_missing,
  };
  return JSON.stringify(ordered);
}

export const ANALYSIS_PLAN_TEXTS = {
  locked: (date: string, hex12: string) => `Analiz planı kilitlendi: ${date} · ${hex12}`,
  notLocked: 'Analiz planı kilitlenmedi',
  preSpecified: 'Önceden belirlenmiş birincil sonuç',
  exploratory: 'Keşfedici analiz',
} as const;

export const analysisPlanHistoryEntrySchema = z.object({
  changed_at: z.string(),
  /** The admin's account name (admins have no participant code); null once that account is gone. */
  changed_by: z.string().nullable(),
  reason: z.string(),
  before: analysisPlanSchema,
  after: analysisPlanSchema,
});
export type AnalysisPlanHistoryEntry = z.infer<typeof analysisPlanHistoryEntrySchema>;

export const analysisPlanStateSchema = z.object({
  /** The plan in force: the settings' own, locked or not. */
  plan: analysisPlanSchema,
  locked_at: z.string().nullable(),
  /** SHA-256 of canonicalPlanJson(plan), hex; null until locked. */
  sha256: z.string().nullable(),
  history: z.array(analysisPlanHistoryEntrySchema),
});
export type AnalysisPlanState = z.infer<typeof analysisPlanStateSchema>;
