import { sql } from 'drizzle-orm';
import {
  cohensD,
  describe,
  participantCode,
  pearsonCorrelation,
  PRIMARY_METRICS,
  PRIMARY_MIN_NIGHTS,
  welchTTest,
  type PrimaryAnalysisResponse,
  type PrimaryExclusion,
  type PrimaryMetric,
  type PrimaryParticipant,
  type StudyGroup,
  type StudyPhase,
} from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { rowsOf } from './rows.js';
import { GROUP_AT_RECORD, PARTICIPANT_SLEEP, phaseMethod, readTimeline, timepointOf } from './study-sql.js';

/**
 * The primary analysis (issue 15): per participant, the mean of the intervention nights minus the
 * mean of the baseline nights for each outcome; the arms' change scores compared with Welch's t and
 * Cohen's d (experiment − control). A participant counts in the arm of their intervention nights.
 */

type Phase = 'baseline' | 'intervention';

export interface PhaseNight {
  userId: string;
  n: number;
  /** Study day 1; null when the participant has not been enrolled. */
  enrolledOn: string | null;
  phase: StudyPhase;
  grp: StudyGroup;
  sleepEfficiency: number;
  totalSleep: number;
  sleepOnsetLatency: number;
  waso: number | null;
  sleepQuality: number;
}

export interface PhaseListening {
  userId: string;
  phase: StudyPhase;
  minutes: number;
}

const mean = (values: number[]) => (values.length > 0 ? values.reduce((sum, value) => sum + value, 0) / values.length : null);

export function analysePrimary(nights: readonly PhaseNight[], listening: readonly PhaseListening[], method: string): PrimaryAnalysisResponse {
  const byUser = new Map<string, PhaseNight[]>();
  for (const night of nights) byUser.set(night.userId, [...(byUser.get(night.userId) ?? []), night]);
  const included: PrimaryParticipant[] = [];
  const excluded: PrimaryExclusion[] = [];
  for (const [userId, own] of byUser) {
    const baseline = own.filter((night) => night.phase === 'baseline');
    const intervention = own.filter((night) => night.phase === 'intervention');
    const code = participantCode(own[0]?.n ?? 0);
    const groups = new Set(intervention.map((night) => night.grp));
    const group = intervention[0]?.grp ?? own.at(-1)?.grp ?? null;
    const reasons: string[] = [];
    if (own[0]?.enrolledOn === null) reasons.push('Çalışmaya başlama tarihi yok');
    else if (baseline.length < PRIMARY_MIN_NIGHTS) reasons.push(`Başlangıç döneminde ${baseline.length} gece (en az ${PRIMARY_MIN_NIGHTS})`);
    if (own[0]?.enrolledOn !== null && intervention.length < PRIMARY_MIN_NIGHTS) reasons.push(`Müdahale döneminde ${intervention.length} gece (en az ${PRIMARY_MIN_NIGHTS})`);
    if (groups.size > 1) reasons.push('Müdahale döneminde grup değişti');
    if (reasons.length > 0 || !group) {
      excluded.push({ userId, participantCode: code, group, reason: reasons.join('; ') });
      continue;
    }
    const change = {} as Record<PrimaryMetric, number | null>;
    for (const metric of PRIMARY_METRICS) {
      const values = (rows: PhaseNight[]) => rows.map((night) => night[metric]).filter((value): value is number => value !== null);
      const before = mean(values(baseline));
      const after = mean(values(intervention));
      change[metric] = before === null || after === null ? null : after - before;
    }
    const minutes = (phase: Phase) => listening.filter((row) => row.userId === userId && row.phase === phase).reduce((sum, row) => sum + row.minutes, 0);
    included.push({
      userId,
      participantCode: code,
      group,
      baselineNights: baseline.length,
      interventionNights: intervention.length,
      change,
      listeningBaseline: minutes('baseline'),
      listeningIntervention: minutes('intervention'),
    });
  }
  const changes = (group: StudyGroup, metric: PrimaryMetric) =>
    included.filter((p) => p.group === group).map((p) => p.change[metric] ?? Number.NaN);
  const results = PRIMARY_METRICS.map((metric) => {
    const experiment = changes('experiment', metric);
    const control = changes('control', metric);
    return { metric, control: describe(control), experiment: describe(experiment), welch: welchTTest(experiment, control), cohensD: cohensD(experiment, control) };
  });
  const points = included
    .filter((p) => p.group === 'experiment' && p.change.sleepEfficiency !== null)
    .map((p) => ({ participantCode: p.participantCode, minutes: Math.round(p.listeningIntervention * 10) / 10, efficiencyChange: p.change.sleepEfficiency as number }));
  return {
    success: true,
    method,
    included: included.sort((a, b) => a.participantCode.localeCompare(b.participantCode)),
    excluded: excluded.sort((a, b) => a.participantCode.localeCompare(b.participantCode)),
    results,
    dose: { points, correlation: pearsonCorrelation(points.map((p) => p.minutes), points.map((p) => p.efficiencyChange)) },
  };
}

export async function primaryAnalysis(db: Database): Promise<PrimaryAnalysisResponse> {
  const timeline = await readTimeline(db);
  const nights = await rowsOf<Omit<PhaseNight, 'phase'> & { sleepDate: string }>(
    db,
    sql`select s.user_id as "userId", u.participant_number as n, u.enrolled_on as "enrolledOn", s.sleep_date as "sleepDate",
          ${GROUP_AT_RECORD} as grp, s.sleep_efficiency::float8 as "sleepEfficiency", s.total_sleep_minutes as "totalSleep",
          s.sleep_onset_latency as "sleepOnsetLatency", s.waso_minutes as waso, s.sleep_quality as "sleepQuality"
        from ${PARTICIPANT_SLEEP} order by u.participant_number, s.sleep_date`,
  );
  // Listening minutes per participant and Istanbul calendar day (the day a session counts on).
  const listening = await rowsOf<{ userId: string; enrolledOn: string | null; day: string; minutes: number }>(
    db,
    sql`select h.user_id as "userId", u.enrolled_on as "enrolledOn", (h.created_at at time zone 'Europe/Istanbul')::date as day,
          (sum(h.listened_seconds) / 60.0)::float8 as minutes
        from heart_rate_sessions h join users u on u.id = h.user_id and not u.is_admin
        group by 1, 2, 3`,
  );
  return analysePrimary(
    nights.map((night) => ({ ...night, phase: timepointOf(timeline, night.enrolledOn, night.sleepDate).phase })),
    listening.map((row) => ({ userId: row.userId, minutes: row.minutes, phase: timepointOf(timeline, row.enrolledOn, row.day).phase })),
    phaseMethod(timeline),
  );
}
