import { sql } from 'drizzle-orm';
import {
  ancova,
  ANALYSIS_POPULATIONS,
  compareGroups,
  meanOf,
  participantCode,
  primaryOutcomeOf,
  pearsonCorrelation,
  PRIMARY_METRICS,
  withMultiplicity,
  type AnalysisPlanSummary,
  type AnalysisPopulation,
  type GroupAssignment,
  type AnalysisTstSource,
  type NightValues,
  type PrimaryAnalysisResponse,
  type PrimaryExclusion,
  type PrimaryMetric,
  type PrimaryParticipant,
  type PrimaryPopulation,
  type StudyGroup,
  type StudyPhase,
} from '@uyku/domain';
import type { Database } from '../../../db/client.js';
import { assignmentOf, readNights, readParticipants, type AnalysisParticipant } from './analysis-data.js';
import { readSettings } from '../../../core/study/settings-row.js';
import { primaryMethod } from './analysis-method.js';
import { z } from 'zod';
import { day, rowsOf } from '../rows.js';
import { timelineOf } from '../../../core/study/timeline.js';
import { SESSION_DAY, timepointOf } from '../study-sql.js';

/**
 * The primary analysis (docs/decisions/017-analysis-itt-participant-unit.md): per participant, the
 * mean of the intervention nights minus the mean of the baseline nights for each outcome; the arms'
 * change scores compared with Welch's t, Cohen's d and Hedges' g (experiment − control), and the
 * intervention means by ANCOVA on the baseline means. Twice: by allocated arm (ITT) and without
 * those who changed arm (per-protocol). The primary outcome keeps its raw p; the others are Holm-adjusted.
 */

export interface PhaseNight {
  userId: string;
  phase: StudyPhase;
  values: NightValues;
}

export interface PhaseListening {
  userId: string;
  phase: StudyPhase;
  /** Whole seconds listened (summed as integers, so nothing is lost before the statistics). */
  seconds: number;
}

export interface PrimaryInput {
  participants: readonly AnalysisParticipant[];
  nights: readonly PhaseNight[];
  listening: readonly PhaseListening[];
  method: string;
  tstSource: AnalysisTstSource;
  primaryOutcome: PrimaryMetric;
  /** The analysis plan's nights per phase a participant needs to be analysed. */
  minNights: number;
  assignment: GroupAssignment;
  plan: AnalysisPlanSummary;
}

type Measures = Record<PrimaryMetric, number | null>;

function phaseMeans(nights: readonly PhaseNight[]): Measures {
  const means = {} as Measures;
  for (const metric of PRIMARY_METRICS) means[metric] = meanOf(nights.map((night) => night.values[metric]));
  return means;
}

function exclusionReasons(
  person: AnalysisParticipant,
  baseline: number,
  intervention: number,
  population: AnalysisPopulation,
  minNights: number,
): string[] {
  const reasons: string[] = [];
  if (person.enrolledOn === null) reasons.push('Çalışmaya başlama tarihi yok');
  else {
    if (baseline < minNights) reasons.push(`Başlangıç döneminde ${baseline} gece (en az ${minNights})`);
    if (intervention < minNights) reasons.push(`Müdahale döneminde ${intervention} gece (en az ${minNights})`);
  }
  if (population === 'perProtocol' && person.switched) reasons.push('Grup değiştirdi (protokol dışı)');
  return reasons;
}

function byUser<T extends { userId: string }>(rows: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const own = map.get(row.userId);
    if (own) own.push(row);
    else map.set(row.userId, [row]);
  }
  return map;
}

function population(input: PrimaryInput, which: AnalysisPopulation): PrimaryPopulation {
  const included: PrimaryParticipant[] = [];
  const excluded: PrimaryExclusion[] = [];
  const nights = byUser(input.nights);
  const listening = byUser(input.listening);
  for (const person of input.participants) {
    const own = nights.get(person.userId) ?? [];
    const baseline = own.filter((night) => night.phase === 'baseline');
    const intervention = own.filter((night) => night.phase === 'intervention');
    const code = participantCode(person.n);
    const reasons = exclusionReasons(person, baseline.length, intervention.length, which, input.minNights);
    if (reasons.length > 0) {
      excluded.push({ userId: person.userId, participantCode: code, group: person.allocated, reason: reasons.join('; ') });
      continue;
    }
    const before = phaseMeans(baseline);
    const after = phaseMeans(intervention);
    const change = {} as Measures;
    for (const metric of PRIMARY_METRICS) {
      const b = before[metric];
      const a = after[metric];
      change[metric] = a === null || b === null ? null : a - b;
    }
    const seconds = (phase: StudyPhase) => (listening.get(person.userId) ?? []).filter((row) => row.phase === phase).reduce((sum, row) => sum + row.seconds, 0);
    included.push({
      userId: person.userId,
      participantCode: code,
      group: person.allocated,
      switched: person.switched,
      baselineNights: baseline.length,
      interventionNights: intervention.length,
      baseline: before,
      intervention: after,
      change,
      listeningSecondsBaseline: seconds('baseline'),
      listeningSecondsIntervention: seconds('intervention'),
    });
  }
  const of = (group: StudyGroup) => included.filter((p) => p.group === group);
  const results = PRIMARY_METRICS.map((metric) => {
    const changes = (group: StudyGroup) => of(group).map((p) => p.change[metric] ?? Number.NaN);
    const adjusted = ancova(
      included.map((p) => ({ experiment: p.group === 'experiment', baseline: p.baseline[metric] ?? Number.NaN, followUp: p.intervention[metric] ?? Number.NaN })),
    );
    return { metric, ...compareGroups(changes('experiment'), changes('control')), ancova: adjusted };
  });
  return { population: which, included, excluded, results: withMultiplicity(results, input.primaryOutcome) };
}

/** The sensitivity analysis's rule for missing nights: one night in each phase is enough. */
export const SENSITIVITY_MIN_NIGHTS = 1;

export function analysePrimary(input: PrimaryInput): PrimaryAnalysisResponse {
  const [itt, perProtocol] = ANALYSIS_POPULATIONS.map((which) => population(input, which)) as [PrimaryPopulation, PrimaryPopulation];
  const lenient = population({ ...input, minNights: SENSITIVITY_MIN_NIGHTS }, 'itt');
  // The dose on exact values: seconds ÷ 60, never a rounded minute (rounding is the screen's job).
  const points = itt.included
    .filter((p) => p.group === 'experiment' && p.change.sleepEfficiency !== null)
    .map((p) => ({
      participantCode: p.participantCode,
      seconds: p.listeningSecondsIntervention,
      minutes: p.listeningSecondsIntervention / 60,
      efficiencyChange: p.change.sleepEfficiency as number,
    }));
  return {
    success: true,
    assignment: input.assignment,
    plan: input.plan,
    method: `${input.method} Bu kurala göre analiz dışı kalan (ilk gruba göre): ${itt.excluded.length} katılımcı; duyarlılık analizi ('En az 1 gece') her dönemde en az bir gecesi olan herkesi alır.`,
    tstSource: input.tstSource,
    primaryOutcome: input.primaryOutcome,
    itt,
    perProtocol,
    sensitivity: {
      minNights: SENSITIVITY_MIN_NIGHTS,
      included: lenient.included.length,
      excluded: lenient.excluded.length,
      result: lenient.results.find((r) => r.metric === input.primaryOutcome) ?? null,
    },
    dose: { points, correlation: pearsonCorrelation(points.map((p) => p.minutes), points.map((p) => p.efficiencyChange)) },
  };
}

/**
 * The primary analysis as the analysis plan fixes it; `tstSource` other than the plan's is an
 * exploratory variant the tab offers beside it.
 */
export async function primaryAnalysis(db: Database, requestedTstSource?: AnalysisTstSource): Promise<PrimaryAnalysisResponse> {
  const settings = await readSettings(db);
  const timeline = timelineOf(settings);
  const primaryOutcome = primaryOutcomeOf(settings.primaryOutcome);
  const tstSource = requestedTstSource ?? settings.analysisTstSource;
  const participants = await readParticipants(db);
  const enrolment = new Map(participants.map((p) => [p.userId, p.enrolledOn]));
  const assignment = assignmentOf(participants, settings.allocationMode);
  const nights = await readNights(db, tstSource);
  // Whole seconds listened per participant and calendar day of the session's own time (../study-sql.ts).
  const listening = await rowsOf(
    db,
    z.object({ userId: z.string(), day, seconds: z.number() }),
    sql`select h.user_id as "userId", ${SESSION_DAY} as day, sum(h.listened_seconds)::int as seconds
        from heart_rate_sessions h join users u on u.id = h.user_id and not u.is_admin
        group by 1, 2`,
  );
  const phaseOf = (userId: string, day: string) => timepointOf(timeline, enrolment.get(userId) ?? null, day).phase;
  return analysePrimary({
    participants,
    nights: nights.map((night) => ({ userId: night.userId, phase: phaseOf(night.userId, night.sleepDate), values: night.values })),
    listening: listening.map((row) => ({ userId: row.userId, seconds: row.seconds, phase: phaseOf(row.userId, row.day) })),
    method: primaryMethod(timeline, tstSource, primaryOutcome, { minNights: settings.minNightsPerPhase, assignment }),
    tstSource,
    primaryOutcome,
    minNights: settings.minNightsPerPhase,
    assignment,
    plan: {
      lockedAt: settings.planLockedAt?.toISOString() ?? null,
      sha256: settings.planSha256,
      tstSource: settings.analysisTstSource,
      minNightsPerPhase: settings.minNightsPerPhase,
    },
  });
}
