import { z } from 'zod';
import { isCalendarDay } from '../sleep/calendar.js';

/**
 * Contracts of the admin's 'Analiz' tab and the whole-study export, under
 * /api/admin/analytics and /api/admin/export/study. The server aggregates; the browser only shows.
 * Groups are 'control' and 'experiment'; comparisons are experiment − control.
 */

export const ANALYTICS_MSG = {
  invalidDay: 'Tarih YYYY-AA-GG biçiminde olmalıdır',
  invalidRange: 'Başlangıç tarihi bitiş tarihinden sonra olamaz',
  invalidUserId: 'Geçersiz kullanıcı kimliği',
  invalidAlertKind: 'Geçersiz uyarı türü',
  alertNotFound: 'Bu uyarı artık geçerli değil',
  invalidTstSource: 'Uyku süresi kaynağı "diary", "device" veya "stage_sum" olmalıdır',
  invalidMeasuredOnly: 'Yalnızca ölçülen değerler seçeneği "true" veya "false" olmalıdır',
} as const;

const dayParam = z.string({ error: ANALYTICS_MSG.invalidDay }).refine(isCalendarDay, { error: ANALYTICS_MSG.invalidDay });

/**
 * Which total sleep time an analysis reads (docs/sleep-metrics.md, "TST sources"): `diary` (the
 * default, the Consensus Sleep Diary's clock-time TST, every night), `device` (the imported device
 * night of the date, device_nights; nights without one have none) or `stage_sum` (REM + deep + light
 * typed or copied into the diary, 'Günlükteki evre toplamı'; only nights with all three stages).
 * Sleep efficiency follows the same TST.
 */
export const ANALYSIS_TST_SOURCES = ['diary', 'device', 'stage_sum'] as const;
export type AnalysisTstSource = (typeof ANALYSIS_TST_SOURCES)[number];
const tstSourceParam = z.enum(ANALYSIS_TST_SOURCES, { error: ANALYTICS_MSG.invalidTstSource }).default('diary');

const rangeShape = { from: dayParam.optional(), to: dayParam.optional() };
const rangeOrder = (q: { from?: string | undefined; to?: string | undefined }) => !q.from || !q.to || q.from <= q.to;

/** `?from&to` of the heart-rate analysis. */
export const analyticsRangeQuerySchema = z.object(rangeShape).refine(rangeOrder, { error: ANALYTICS_MSG.invalidRange, path: ['from'] });
export type AnalyticsRangeQuery = z.input<typeof analyticsRangeQuerySchema>;

/**
 * `?from&to&measured_only` of the heart-rate analysis: `measured_only=true` keeps only sessions whose
 * before and after values were both measured by the camera or a Bluetooth strap (typed ones left
 * out; docs/heart-rate-validation.md). Off by default.
 */
export const heartRateAnalysisQuerySchema = z
  .object({
    ...rangeShape,
    measured_only: z
      .enum(['true', 'false'], { error: ANALYTICS_MSG.invalidMeasuredOnly })
      .default('false')
      .transform((value) => value === 'true'),
  })
  .refine(rangeOrder, { error: ANALYTICS_MSG.invalidRange, path: ['from'] });
export type HeartRateAnalysisQuery = z.input<typeof heartRateAnalysisQuerySchema>;

/** `?from&to&tst_source` of the group comparison. */
export const groupComparisonQuerySchema = z
  .object({ ...rangeShape, tst_source: tstSourceParam })
  .refine(rangeOrder, { error: ANALYTICS_MSG.invalidRange, path: ['from'] });
export type GroupComparisonQuery = z.input<typeof groupComparisonQuerySchema>;

/** `?tst_source` of the primary analysis; left out, the analysis plan's. */
export const primaryAnalysisQuerySchema = z.object({
  tst_source: z.enum(ANALYSIS_TST_SOURCES, { error: ANALYTICS_MSG.invalidTstSource }).optional(),
});
export type PrimaryAnalysisQuery = z.input<typeof primaryAnalysisQuerySchema>;

/**
 * The two analysis populations (docs/decisions/017-analysis-itt-participant-unit.md): `itt`, every
 * participant in the arm first allocated (or chosen at registration, the first row of
 * group_history), whatever happened later; `perProtocol`, the same without anyone who changed arm.
 */
export const ANALYSIS_POPULATIONS = ['itt', 'perProtocol'] as const;
export type AnalysisPopulation = (typeof ANALYSIS_POPULATIONS)[number];

export type StudyGroup = 'control' | 'experiment';
export const STUDY_GROUPS: readonly StudyGroup[] = ['control', 'experiment'];

/** The sleep measures compared between the arms, in the order the tab shows them. */
export const COMPARISON_METRICS = ['sleepQuality', 'totalSleep', 'sleepEfficiency', 'sleepOnsetLatency', 'waso', 'awakenings', 'stress'] as const;
export type ComparisonMetric = (typeof COMPARISON_METRICS)[number];

/** Whether a higher value is the better outcome, so the tab can say which arm did better. */
export const METRIC_HIGHER_IS_BETTER: Record<ComparisonMetric | PrimaryMetric, boolean> = {
  sleepQuality: true,
  totalSleep: true,
  sleepEfficiency: true,
  sleepOnsetLatency: false,
  awakenings: false,
  stress: false,
  waso: false,
};

export const SILENT_AFTER_DAYS = 3;
export const ALERT_STRESS_LEVEL = 8;
export const ALERT_STRESS_RUN = 3;
export const ALERT_EFFICIENCY_BELOW = 85;
export const ALERT_EFFICIENCY_WINDOW = 7;
export const ALERT_EFFICIENCY_COUNT = 5;

export const ALERT_KINDS = ['stress', 'efficiency'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const acknowledgeAlertBodySchema = z.object({
  userId: z.uuid({ error: ANALYTICS_MSG.invalidUserId }),
  kind: z.enum(ALERT_KINDS, { error: ANALYTICS_MSG.invalidAlertKind }),
  triggerDate: dayParam,
});
export type AcknowledgeAlertBody = z.infer<typeof acknowledgeAlertBodySchema>;

/** The primary outcome measures: change from baseline to intervention (decision 017). */
export const PRIMARY_METRICS = ['sleepEfficiency', 'totalSleep', 'sleepOnsetLatency', 'waso', 'sleepQuality'] as const;
export type PrimaryMetric = (typeof PRIMARY_METRICS)[number];
/** Fewer nights than this in a phase exclude the participant from the primary analysis. */

/** The study's primary outcome as stored (a PRIMARY_METRICS key), or the default for anything else. */
export function primaryOutcomeOf(value: string | null | undefined): PrimaryMetric {
  return (PRIMARY_METRICS as readonly string[]).includes(value ?? '') ? (value as PrimaryMetric) : 'sleepEfficiency';
}
