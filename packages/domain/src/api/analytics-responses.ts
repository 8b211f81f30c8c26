import { z } from 'zod';
import type { AncovaResult } from '../analytics/ancova.js';
import type { HedgesGResult } from '../analytics/effect-size.js';
import type { CohensDResult, CorrelationResult, Description, PairedResult, WelchResult } from '../analytics/statistics.js';
import { ALERT_KINDS, ANALYSIS_POPULATIONS, ANALYSIS_TST_SOURCES, COMPARISON_METRICS, PRIMARY_METRICS } from './analytics.js';

/**
 * The answers of the 'Analiz' tab's routes (/api/admin/analytics/*), as schemas the server
 * serialises through like every other route: a key not listed here never leaves the server, and
 * the types the web reads are inferred from the same schemas.
 */

/**
 * A computed statistic. Finite in practice (the calculations drop non-finite inputs), but a
 * degenerate case must still answer as JSON always did (`null` for NaN), never as a 500.
 */
const statistic = z.custom<number>((value) => typeof value === 'number');
const optionalStatistic = statistic.nullable();

const group = z.enum(['control', 'experiment']);
const interval = z.object({ low: statistic, high: statistic });

const description = z.object({ n: z.number(), mean: optionalStatistic, sd: optionalStatistic });
const welch = z.object({ t: statistic, df: statistic, p: statistic, difference: statistic, ci: interval });
const cohensD = z.object({ d: statistic, ci: interval });
const hedgesG = z.object({ g: statistic, correction: statistic, ci: interval });
const paired = z.object({ n: z.number(), meanChange: statistic, ci: interval, t: statistic, df: statistic, p: statistic });
const correlation = z.object({ n: z.number(), r: statistic, p: statistic, ci: interval.nullable() });
const ancova = z.object({
  n: z.number(),
  difference: statistic,
  ci: interval,
  se: statistic,
  t: statistic,
  df: statistic,
  p: statistic,
  baselineSlope: statistic,
});

/** The schemas above describe the domain's own result types exactly: a change to one fails the build here. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const resultShapesMatch: [
  Same<z.infer<typeof description>, Description>,
  Same<z.infer<typeof welch>, WelchResult>,
  Same<z.infer<typeof cohensD>, CohensDResult>,
  Same<z.infer<typeof hedgesG>, HedgesGResult>,
  Same<z.infer<typeof paired>, PairedResult>,
  Same<z.infer<typeof correlation>, CorrelationResult>,
  Same<z.infer<typeof ancova>, AncovaResult>,
] = [true, true, true, true, true, true, true];
void resultShapesMatch;

/** How each test answers the multiplicity question: the primary outcome raw, the secondaries Holm-adjusted. */
const multiplicity = {
  /** This row is the study's primary outcome (study_settings.primary_outcome). */
  primary: z.boolean(),
  /** Holm-adjusted p over the secondary outcomes of the same table; null for the primary and where no test ran. */
  pAdjusted: optionalStatistic,
};

export type Multiplicity = z.infer<z.ZodObject<typeof multiplicity>>;

const metricComparison = z.object({
  ...multiplicity,
  metric: z.enum(COMPARISON_METRICS),
  control: description,
  experiment: description,
  welch: welch.nullable(),
  cohensD: cohensD.nullable(),
  hedgesG: hedgesG.nullable(),
});
export type MetricComparison = z.infer<typeof metricComparison>;

const groupCounts = z.object({ participants: z.number(), records: z.number() });
export type GroupCounts = z.infer<typeof groupCounts>;

const weeklyTrendPoint = z.object({
  group,
  /** Study week: days 1–7 after the participant's enrolment (study day 1) are week 1. */
  week: z.number(),
  /** Participants with a night that week. */
  participants: z.number(),
  /**
   * Participants behind each mean: those with a value of that measure that week (with the device
   * or stage-sum TST, fewer than `participants`).
   */
  counts: z.object({ sleepEfficiency: z.number(), sleepQuality: z.number() }),
  /** Mean over participants of each participant's mean that week (unrounded; the tab rounds). */
  sleepEfficiency: optionalStatistic,
  sleepQuality: optionalStatistic,
});
export type WeeklyTrendPoint = z.infer<typeof weeklyTrendPoint>;

/** One population's comparison: each participant's mean over the range is one observation. */
const groupComparisonPopulation = z.object({
  population: z.enum(ANALYSIS_POPULATIONS),
  /** n is participants (each once, in their allocated arm), records are their nights. */
  counts: z.object({ control: groupCounts, experiment: groupCounts }),
  metrics: z.array(metricComparison),
  trend: z.array(weeklyTrendPoint),
});
export type GroupComparisonPopulation = z.infer<typeof groupComparisonPopulation>;

/**
 * How the arms came about (docs/decisions/035-analysis-plan-locked.md): every participant of the
 * analysis allocated by the study's blocks, every one by their own choice at registration, or both.
 * A self-selected comparison is observational and is labelled so.
 */
export const GROUP_ASSIGNMENTS = ['randomised', 'self-selected', 'mixed'] as const;
export type GroupAssignment = (typeof GROUP_ASSIGNMENTS)[number];

export const groupComparisonResponseSchema = z.object({
  success: z.literal(true),
  tstSource: z.enum(ANALYSIS_TST_SOURCES),
  primaryOutcome: z.enum(PRIMARY_METRICS),
  assignment: z.enum(GROUP_ASSIGNMENTS),
  /** How arms, units and tests were found (shown under the tables). */
  method: z.string(),
  itt: groupComparisonPopulation,
  perProtocol: groupComparisonPopulation,
});
export type GroupComparisonResponse = z.infer<typeof groupComparisonResponseSchema>;

const heartRateEffect = z.object({
  contentType: z.enum(['relaxation', 'binaural']),
  /** Null for the row of a whole content type. */
  contentId: z.string().nullable(),
  contentName: z.string().nullable(),
  /** The unit of the test: participants with at least one session of this content. */
  participants: z.number(),
  sessions: z.number(),
  /** Means over participants of each participant's mean (null when there is none). */
  meanBefore: optionalStatistic,
  meanAfter: optionalStatistic,
  /** Paired t on the participant means: n = participants, df = participants − 1. */
  paired: paired.nullable(),
});
export type HeartRateEffect = z.infer<typeof heartRateEffect>;

/** How many heart-rate values of each method went into an analysis (before and after counted apart). */
export const heartRateMethodCountsSchema = z.object({ manual: z.number(), camera: z.number(), bluetooth: z.number() });
export type HeartRateMethodCounts = z.infer<typeof heartRateMethodCountsSchema>;

export const heartRateAnalysisResponseSchema = z.object({
  success: z.literal(true),
  /** How sessions were summarised (per participant first), shown under the table. */
  method: z.string(),
  /** Whether only camera- and Bluetooth-measured values went in (`measured_only`). */
  measuredOnly: z.boolean(),
  methodCounts: heartRateMethodCountsSchema,
  /** Pairs that went in with a before and an after value of different methods (`mixed_methods`). */
  mixedMethods: z.number(),
  /** Pairs whose after-value came more than 15 minutes after the session ended (`after_delayed`). */
  delayed: z.number(),
  /** Whether the plan leaves the delayed pairs out (they are then not in the counts above). */
  excludeDelayed: z.boolean(),
  byType: z.array(heartRateEffect),
  byItem: z.array(heartRateEffect),
});
export type HeartRateAnalysisResponse = z.infer<typeof heartRateAnalysisResponseSchema>;

const adherenceRow = z.object({
  userId: z.string(),
  participantCode: z.string(),
  name: z.string(),
  /** The current group. */
  group,
  /** The arm first allocated (or chosen at registration): the ITT arm, which a later move does not change. */
  allocatedGroup: group,
  days7: z.number(),
  days14: z.number(),
  days30: z.number(),
  /** Consecutive days with an entry ending today or yesterday. */
  streak: z.number(),
  /** The newest diary night, or null. */
  lastEntry: z.string().nullable(),
  /** Newest of the last diary save, audio session, message and sign-in. */
  lastActivity: z.string().nullable(),
  /** Days since the last diary night (or since sign-up when there is none). */
  silentDays: z.number(),
});
export type AdherenceRow = z.infer<typeof adherenceRow>;

export const adherenceResponseSchema = z.object({
  success: z.literal(true),
  today: z.string(),
  participants: z.array(adherenceRow),
  /** Those with no entry for SILENT_AFTER_DAYS days or more, longest silence first. */
  silent: z.array(adherenceRow),
});
export type AdherenceResponse = z.infer<typeof adherenceResponseSchema>;

const studyAlert = z.object({
  userId: z.string(),
  participantCode: z.string(),
  name: z.string(),
  group,
  kind: z.enum(ALERT_KINDS),
  /** The night that completed the pattern; a later one raises the alert again. */
  triggerDate: z.string(),
  acknowledgedAt: z.string().nullable(),
});
export type StudyAlert = z.infer<typeof studyAlert>;

/** The alerts, and also the answer of acknowledging one (the list as it is afterwards). */
export const alertsResponseSchema = z.object({ success: z.literal(true), alerts: z.array(studyAlert) });
export type AlertsResponse = z.infer<typeof alertsResponseSchema>;

/** One value per primary measure; null where a measure was never given. */
const perMetric = z.object({
  sleepEfficiency: optionalStatistic,
  totalSleep: optionalStatistic,
  sleepOnsetLatency: optionalStatistic,
  waso: optionalStatistic,
  sleepQuality: optionalStatistic,
} satisfies Record<(typeof PRIMARY_METRICS)[number], z.ZodType>);

const primaryParticipant = z.object({
  userId: z.string(),
  participantCode: z.string(),
  /** The arm of this population: the allocated arm (the first group of group_history). */
  group,
  /** Moved to the other arm at some point (counted in ITT, left out of per-protocol). */
  switched: z.boolean(),
  baselineNights: z.number(),
  interventionNights: z.number(),
  /** Baseline-phase and intervention-phase means per measure. */
  baseline: perMetric,
  intervention: perMetric,
  /** Intervention mean − baseline mean per measure. */
  change: perMetric,
  /** Seconds of relaxation and binaural listening in each phase (the dose), exact. */
  listeningSecondsBaseline: z.number(),
  listeningSecondsIntervention: z.number(),
});
export type PrimaryParticipant = z.infer<typeof primaryParticipant>;

const primaryExclusion = z.object({
  userId: z.string(),
  participantCode: z.string(),
  group: group.nullable(),
  reason: z.string(),
});
export type PrimaryExclusion = z.infer<typeof primaryExclusion>;

const primaryMetricResult = z.object({
  ...multiplicity,
  metric: z.enum(PRIMARY_METRICS),
  control: description,
  experiment: description,
  /** The change-score test: Welch's t on (intervention − baseline), experiment − control. */
  welch: welch.nullable(),
  cohensD: cohensD.nullable(),
  hedgesG: hedgesG.nullable(),
  /** Intervention mean ~ arm + baseline mean: the arm difference adjusted for baseline. */
  ancova: ancova.nullable(),
});
export type PrimaryMetricResult = z.infer<typeof primaryMetricResult>;

const primaryPopulation = z.object({
  population: z.enum(ANALYSIS_POPULATIONS),
  included: z.array(primaryParticipant),
  excluded: z.array(primaryExclusion),
  results: z.array(primaryMetricResult),
});
export type PrimaryPopulation = z.infer<typeof primaryPopulation>;

const dosePoint = z.object({
  participantCode: z.string(),
  /** Listening in the intervention phase: exact seconds, and minutes unrounded (seconds ÷ 60). */
  seconds: z.number(),
  minutes: statistic,
  efficiencyChange: statistic,
});
export type DosePoint = z.infer<typeof dosePoint>;


/** The analysis plan as the Analiz tab needs it: whether it is locked, and what it fixes. */
export const analysisPlanSummarySchema = z.object({
  lockedAt: z.string().nullable(),
  sha256: z.string().nullable(),
  tstSource: z.enum(ANALYSIS_TST_SOURCES),
  minNightsPerPhase: z.number().int(),
});
export type AnalysisPlanSummary = z.infer<typeof analysisPlanSummarySchema>;

export const primaryAnalysisResponseSchema = z.object({
  success: z.literal(true),
  assignment: z.enum(GROUP_ASSIGNMENTS),
  plan: analysisPlanSummarySchema,
  /** How phases, arms, units and tests were found (shown under the table so a reader knows). */
  method: z.string(),
  tstSource: z.enum(ANALYSIS_TST_SOURCES),
  /** The study's primary outcome (study_settings.primary_outcome); the other measures are secondary. */
  primaryOutcome: z.enum(PRIMARY_METRICS),
  itt: primaryPopulation,
  perProtocol: primaryPopulation,
  /**
   * The missing-data sensitivity analysis ('En az 1 gece'): the primary outcome by first arm with
   * everyone who has at least one night in each phase, beside the plan's complete-case rule.
   */
  sensitivity: z.object({
    minNights: z.number().int(),
    included: z.number().int(),
    excluded: z.number().int(),
    result: primaryMetricResult.nullable(),
  }),
  /** ITT experiment arm: intervention listening against the change in sleep efficiency, on exact values. */
  dose: z.object({ points: z.array(dosePoint), correlation: correlation.nullable() }),
});
export type PrimaryAnalysisResponse = z.infer<typeof primaryAnalysisResponseSchema>;
