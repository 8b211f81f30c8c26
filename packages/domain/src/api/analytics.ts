import { z } from 'zod';
import { isCalendarDay } from '../sleep/calendar.js';
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
} as const;

const dayParam = z.string({ error: ANALYTICS_MSG.invalidDay }).refine(isCalendarDay, { error: ANALYTICS_MSG.invalidDay });

export const analyticsRangeQuerySchema = z
  .object({ from: dayParam.optional(), to: dayParam.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: ANALYTICS_MSG.invalidRange, path: ['from'] });
export type AnalyticsRangeQuery = z.input<typeof analyticsRangeQuerySchema>;

export type StudyGroup = 'control' | 'experiment';
export const STUDY_GROUPS: readonly StudyGroup[] = ['control', 'experiment'];

/** The sleep measures compared between the arms, in the order the tab shows them. */
export const COMPARISON_METRICS = ['sleepQuality', 'totalSleep', 'sleepEfficiency', 'sleepOnsetLatency', 'awakenings', 'stress'] as const;
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

export interface MetricComparison {
  metric: ComparisonMetric;
  control: Description;
  experiment: Description;
  welch: WelchResult | null;
  cohensD: CohensDResult | null;
}

export interface GroupCounts {
  participants: number;
  records: number;
}

export interface WeeklyTrendPoint {
  group: StudyGroup;
  /** Study week: days 1–7 of a participant (day 1 = their first record) are week 1. */
  week: number;
  participants: number;
  sleepEfficiency: number | null;
  sleepQuality: number | null;
}

export interface GroupComparisonResponse {
  success: true;
  /** Each participant's mean over the range is one observation: n is participants, not nights. */
  counts: Record<StudyGroup, GroupCounts>;
  metrics: MetricComparison[];
  trend: WeeklyTrendPoint[];
}

export interface HeartRateEffect {
  contentType: 'relaxation' | 'binaural';
  /** Null for the row of a whole content type. */
  contentId: string | null;
  contentName: string | null;
  sessions: number;
  meanBefore: number;
  meanAfter: number;
  paired: PairedResult | null;
}

export interface HeartRateAnalysisResponse {
  success: true;
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
  group: StudyGroup;
  baselineNights: number;
  interventionNights: number;
  /** Intervention mean − baseline mean per measure; null where a measure was never given. */
  change: Record<PrimaryMetric, number | null>;
  /** Minutes of relaxation and binaural listening in each phase (the dose). */
  listeningBaseline: number;
  listeningIntervention: number;
}

export interface PrimaryExclusion {
  userId: string;
  participantCode: string;
  group: StudyGroup | null;
  reason: string;
}

export interface PrimaryMetricResult {
  metric: PrimaryMetric;
  control: Description;
  experiment: Description;
  welch: WelchResult | null;
  cohensD: CohensDResult | null;
}

export interface PrimaryAnalysisResponse {
  success: true;
  /** How phases and groups were found (shown under the table so a reader knows). */
  method: string;
  included: PrimaryParticipant[];
  excluded: PrimaryExclusion[];
  results: PrimaryMetricResult[];
  /** Experiment arm: intervention listening minutes against the change in sleep efficiency. */
  dose: { points: { participantCode: string; minutes: number; efficiencyChange: number }[]; correlation: CorrelationResult | null };
}
