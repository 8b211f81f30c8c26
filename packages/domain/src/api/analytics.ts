import { z } from 'zod';
import { isCalendarDay } from '../sleep/calendar.js';
import type { AncovaResult } from '../analytics/ancova.js';
import type { HedgesGResult } from '../analytics/effect-size.js';
import type { CohensDResult, CorrelationResult, Description, PairedResult, WelchResult } from '../analytics/statistics.js';

/**
 * Contracts of the admin's 'Analiz' tab and the whole-study export (issue 15), under
 * /api/admin/analytics and /api/admin/export/study. The server aggregates; the browser only shows.
 * Groups are 'control' and 'experiment'; comparisons are experiment − control.
 */

export const ANALYTICS_MSG = {
  invalidDay: 'Tarih YYYY-AA-GG biçiminde olmalıdır',
  invalidRange: 'Başlangıç tarihi bitiş tarihinden sonra olamaz',
  invalidUserId: 'Geçersiz kullanıcı kimliği',
  invalidAlertKind: 'Geçersiz uyarı türü',
  alertNotFound: 'Bu uyarı artık geçerli değil',
  invalidTstSource: 'Uyku süresi kaynağı "diary" veya "device" olmalıdır',
} as const;

const dayParam = z.string({ error: ANALYTICS_MSG.invalidDay }).refine(isCalendarDay, { error: ANALYTICS_MSG.invalidDay });

/**
 * Which total sleep time an analysis reads (docs/sleep-metrics.md, "TST from two sources"):
 * `diary` (the default, the Consensus Sleep Diary's clock-time TST, every night) or `device`
 * (REM + deep + light, only nights with all three stages). Sleep efficiency follows the same TST.
 */
export const ANALYSIS_TST_SOURCES = ['diary', 'device'] as const;
export type AnalysisTstSource = (typeof ANALYSIS_TST_SOURCES)[number];
const tstSourceParam = z.enum(ANALYSIS_TST_SOURCES, { error: ANALYTICS_MSG.invalidTstSource }).default('diary');

const rangeShape = { from: dayParam.optional(), to: dayParam.optional() };
const rangeOrder = (q: { from?: string | undefined; to?: string | undefined }) => !q.from || !q.to || q.from <= q.to;

/** `?from&to` of the heart-rate analysis. */
export const analyticsRangeQuerySchema = z.object(rangeShape).refine(rangeOrder, { error: ANALYTICS_MSG.invalidRange, path: ['from'] });
export type AnalyticsRangeQuery = z.input<typeof analyticsRangeQuerySchema>;

/** `?from&to&tst_source` of the group comparison. */
export const groupComparisonQuerySchema = z
  .object({ ...rangeShape, tst_source: tstSourceParam })
  .refine(rangeOrder, { error: ANALYTICS_MSG.invalidRange, path: ['from'] });
export type GroupComparisonQuery = z.input<typeof groupComparisonQuerySchema>;

/** `?tst_source` of the primary analysis. */
export const primaryAnalysisQuerySchema = z.object({ tst_source: tstSourceParam });
export type PrimaryAnalysisQuery = z.input<typeof primaryAnalysisQuerySchema>;

/**
 * The two analysis populations (docs/decisions/017-analysis-itt-participant-unit.md): `itt`, every
 * participant in the arm first allocated (or chosen at registration, the first row of
 * group_history), whatever happened later; `perProtocol`, the same without anyone who changed arm.
 */
export const ANALYSIS_POPULATIONS = ['itt', 'perProtocol'] as const;
export type AnalysisPopulation = (typeof ANALYSIS_POPULATIONS)[number];

/** How each test answers the multiplicity question: the primary outcome raw, the secondaries Holm-adjusted. */
export interface Multiplicity {
  /** This row is the study's primary outcome (study_settings.primary_outcome). */
  primary: boolean;
  /** Holm-adjusted p over the secondary outcomes of the same table; null for the primary and where no test ran. */
  pAdjusted: number | null;
}

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

export interface MetricComparison extends Multiplicity {
  metric: ComparisonMetric;
  control: Description;
  experiment: Description;
  welch: WelchResult | null;
  cohensD: CohensDResult | null;
  hedgesG: HedgesGResult | null;
}

export interface GroupCounts {
  participants: number;
  records: number;
}

export interface WeeklyTrendPoint {
  group: StudyGroup;
  /** Study week: days 1–7 after the participant's enrolment (study day 1) are week 1. */
  week: number;
  participants: number;
  /** Mean over participants of each participant's mean that week (unrounded; the tab rounds). */
  sleepEfficiency: number | null;
  sleepQuality: number | null;
}

/** One population's comparison: each participant's mean over the range is one observation. */
export interface GroupComparisonPopulation {
  population: AnalysisPopulation;
  /** n is participants (each once, in their allocated arm), records are their nights. */
  counts: Record<StudyGroup, GroupCounts>;
  metrics: MetricComparison[];
  trend: WeeklyTrendPoint[];
}

export interface GroupComparisonResponse {
  success: true;
  tstSource: AnalysisTstSource;
  primaryOutcome: PrimaryMetric;
  /** How arms, units and tests were found (shown under the tables). */
  method: string;
  itt: GroupComparisonPopulation;
  perProtocol: GroupComparisonPopulation;
}

export interface HeartRateEffect {
  contentType: 'relaxation' | 'binaural';
  /** Null for the row of a whole content type. */
  contentId: string | null;
  contentName: string | null;
  /** The unit of the test: participants with at least one session of this content. */
  participants: number;
  sessions: number;
  /** Means over participants of each participant's mean (null when there is none). */
  meanBefore: number | null;
  meanAfter: number | null;
  /** Paired t on the participant means: n = participants, df = participants − 1. */
  paired: PairedResult | null;
}

export interface HeartRateAnalysisResponse {
  success: true;
  /** How sessions were summarised (per participant first), shown under the table. */
  method: string;
  byType: HeartRateEffect[];
  byItem: HeartRateEffect[];
}

export interface AdherenceRow {
  userId: string;
  participantCode: string;
  name: string;
  group: StudyGroup;
  days7: number;
  days14: number;
  days30: number;
  /** Consecutive days with an entry ending today or yesterday. */
  streak: number;
  /** The newest diary night, or null. */
  lastEntry: string | null;
  /** Newest of the last diary save, audio session, message and sign-in. */
  lastActivity: string | null;
  /** Days since the last diary night (or since sign-up when there is none). */
  silentDays: number;
}

export interface AdherenceResponse {
  success: true;
  today: string;
  participants: AdherenceRow[];
  /** Those with no entry for SILENT_AFTER_DAYS days or more, longest silence first. */
  silent: AdherenceRow[];
}

export const SILENT_AFTER_DAYS = 3;
export const ALERT_STRESS_LEVEL = 8;
export const ALERT_STRESS_RUN = 3;
export const ALERT_EFFICIENCY_BELOW = 85;
export const ALERT_EFFICIENCY_WINDOW = 7;
export const ALERT_EFFICIENCY_COUNT = 5;

export const ALERT_KINDS = ['stress', 'efficiency'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export interface StudyAlert {
  userId: string;
  participantCode: string;
  name: string;
  group: StudyGroup;
  kind: AlertKind;
  /** The night that completed the pattern; a later one raises the alert again. */
  triggerDate: string;
  acknowledgedAt: string | null;
}

export interface AlertsResponse {
  success: true;
  alerts: StudyAlert[];
}

export const acknowledgeAlertBodySchema = z.object({
  userId: z.uuid({ error: ANALYTICS_MSG.invalidUserId }),
  kind: z.enum(ALERT_KINDS, { error: ANALYTICS_MSG.invalidAlertKind }),
  triggerDate: dayParam,
});
export type AcknowledgeAlertBody = z.infer<typeof acknowledgeAlertBodySchema>;

/** The primary outcome measures: change from baseline to intervention (issue 15). */
export const PRIMARY_METRICS = ['sleepEfficiency', 'totalSleep', 'sleepOnsetLatency', 'waso', 'sleepQuality'] as const;
export type PrimaryMetric = (typeof PRIMARY_METRICS)[number];
/** Fewer nights than this in a phase exclude the participant from the primary analysis. */
export const PRIMARY_MIN_NIGHTS = 4;

export interface PrimaryParticipant {
  userId: string;
  participantCode: string;
  /** The arm of this population: the allocated arm (the first group of group_history). */
  group: StudyGroup;
  /** Moved to the other arm at some point (counted in ITT, left out of per-protocol). */
  switched: boolean;
  baselineNights: number;
  interventionNights: number;
  /** Baseline-phase and intervention-phase means per measure; null where a measure was never given. */
  baseline: Record<PrimaryMetric, number | null>;
  intervention: Record<PrimaryMetric, number | null>;
  /** Intervention mean − baseline mean per measure. */
  change: Record<PrimaryMetric, number | null>;
  /** Seconds of relaxation and binaural listening in each phase (the dose), exact. */
  listeningSecondsBaseline: number;
  listeningSecondsIntervention: number;
}

export interface PrimaryExclusion {
  userId: string;
  participantCode: string;
  group: StudyGroup | null;
  reason: string;
}

export interface PrimaryMetricResult extends Multiplicity {
  metric: PrimaryMetric;
  control: Description;
  experiment: Description;
  /** The change-score test: Welch's t on (intervention − baseline), experiment − control. */
  welch: WelchResult | null;
  cohensD: CohensDResult | null;
  hedgesG: HedgesGResult | null;
  /** Intervention mean ~ arm + baseline mean: the arm difference adjusted for baseline. */
  ancova: AncovaResult | null;
}

export interface PrimaryPopulation {
  population: AnalysisPopulation;
  included: PrimaryParticipant[];
  excluded: PrimaryExclusion[];
  results: PrimaryMetricResult[];
}

export interface DosePoint {
  participantCode: string;
  /** Listening in the intervention phase: exact seconds, and minutes unrounded (seconds ÷ 60). */
  seconds: number;
  minutes: number;
  efficiencyChange: number;
}

export interface PrimaryAnalysisResponse {
  success: true;
  /** How phases, arms, units and tests were found (shown under the table so a reader knows). */
  method: string;
  tstSource: AnalysisTstSource;
  /** The study's primary outcome (study_settings.primary_outcome); the other measures are secondary. */
  primaryOutcome: PrimaryMetric;
  itt: PrimaryPopulation;
  perProtocol: PrimaryPopulation;
  /** ITT experiment arm: intervention listening against the change in sleep efficiency, on exact values. */
  dose: { points: DosePoint[]; correlation: CorrelationResult | null };
}

/** The study's primary outcome as stored (a PRIMARY_METRICS key), or the default for anything else. */
export function primaryOutcomeOf(value: string | null | undefined): PrimaryMetric {
  return (PRIMARY_METRICS as readonly string[]).includes(value ?? '') ? (value as PrimaryMetric) : 'sleepEfficiency';
}
