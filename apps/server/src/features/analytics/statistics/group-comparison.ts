import {
  ANALYSIS_POPULATIONS,
  COMPARISON_METRICS,
  compareGroups,
  meanOf,
  STUDY_GROUPS,
  withMultiplicity,
  type AnalysisPopulation,
  type AnalysisTstSource,
  type ComparisonMetric,
  type GroupComparisonPopulation,
  type GroupComparisonResponse,
  type NightValues,
  type StudyGroup,
  type WeeklyTrendPoint,
} from '@uyku/domain';
import type { Database } from '../../../db/client.js';
import { readNights, assignmentOf, readParticipants, readPrimaryOutcome, type AnalysisNight, type AnalysisParticipant } from './analysis-data.js';
import { commonMethod } from './analysis-method.js';
import { readSettings } from '../../../core/study/settings-row.js';

/**
 * Control vs experiment over a date range (docs/decisions/017-analysis-itt-participant-unit.md):
 * each participant's mean of each measure over their nights in the range is one observation of
 * their allocated arm (ITT), or of it without those who changed arm (per-protocol), so nobody is
 * in both samples and a participant with many nights weighs as much as one with few. The weekly
 * trend counts weeks from each participant's enrolment (study day 1) and averages participants'
 * weekly means, not nights.
 */

const DAY_MS = 86_400_000;

function weekOf(enrolledOn: string, day: string): number {
  return Math.floor((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${enrolledOn}T00:00:00Z`)) / DAY_MS / 7) + 1;
}

function participantMeans(nights: readonly AnalysisNight[]): NightValues {
  const means = {} as NightValues;
  for (const metric of COMPARISON_METRICS) means[metric] = meanOf(nights.map((night) => night.values[metric]));
  return means;
}

function trendOf(people: readonly { person: AnalysisParticipant; nights: AnalysisNight[] }[]): WeeklyTrendPoint[] {
  // group → week → one mean per participant
  const cells = new Map<string, { group: StudyGroup; week: number; efficiency: number[]; quality: number[]; participants: number }>();
  for (const { person, nights } of people) {
    if (person.enrolledOn === null) continue;
    const weeks = new Map<number, AnalysisNight[]>();
    for (const night of nights) {
      const week = weekOf(person.enrolledOn, night.sleepDate);
      if (week < 1) continue; // before study day 1
      weeks.set(week, [...(weeks.get(week) ?? []), night]);
    }
    for (const [week, own] of weeks) {
      const key = `${person.allocated}:${week}`;
      const cell = cells.get(key) ?? { group: person.allocated, week, efficiency: [], quality: [], participants: 0 };
      const efficiency = meanOf(own.map((night) => night.values.sleepEfficiency));
      const quality = meanOf(own.map((night) => night.values.sleepQuality));
      if (efficiency !== null) cell.efficiency.push(efficiency);
      if (quality !== null) cell.quality.push(quality);
      cell.participants += 1;
      cells.set(key, cell);
    }
  }
  return [...cells.values()]
    .map((cell) => ({
      group: cell.group,
      week: cell.week,
      participants: cell.participants,
      counts: { sleepEfficiency: cell.efficiency.length, sleepQuality: cell.quality.length },
      sleepEfficiency: meanOf(cell.efficiency),
      sleepQuality: meanOf(cell.quality),
    }))
    .sort((a, b) => a.week - b.week || a.group.localeCompare(b.group));
}

function compare(
  participants: readonly AnalysisParticipant[],
  nightsByUser: Map<string, AnalysisNight[]>,
  which: AnalysisPopulation,
  primary: ComparisonMetric,
): GroupComparisonPopulation {
  const people = participants
    .filter((person) => which === 'itt' || !person.switched)
    .map((person) => ({ person, nights: nightsByUser.get(person.userId) ?? [] }))
    .filter(({ nights }) => nights.length > 0);
  const means = people.map(({ person, nights }) => ({ group: person.allocated, records: nights.length, values: participantMeans(nights) }));
  const of = (group: StudyGroup) => means.filter((row) => row.group === group);
  const counts = Object.fromEntries(
    STUDY_GROUPS.map((group) => [group, { participants: of(group).length, records: of(group).reduce((sum, row) => sum + row.records, 0) }]),
  ) as GroupComparisonPopulation['counts'];
  const values = (group: StudyGroup, metric: ComparisonMetric) => of(group).map((row) => row.values[metric] ?? Number.NaN);
  const metrics = COMPARISON_METRICS.map((metric) => ({ metric, ...compareGroups(values('experiment', metric), values('control', metric)) }));
  return { population: which, counts, metrics: withMultiplicity(metrics, primary), trend: trendOf(people) };
}

export async function groupComparison(db: Database, options: { from?: string | undefined; to?: string | undefined; tstSource?: AnalysisTstSource } = {}): Promise<GroupComparisonResponse> {
  const tstSource = options.tstSource ?? 'diary';
  const primaryOutcome = await readPrimaryOutcome(db);
  const participants = await readParticipants(db);
  const assignment = assignmentOf(participants, (await readSettings(db)).allocationMode);
  const nightsByUser = new Map<string, AnalysisNight[]>();
  for (const night of await readNights(db, tstSource, options)) {
    const own = nightsByUser.get(night.userId);
    if (own) own.push(night);
    else nightsByUser.set(night.userId, [night]);
  }
  const [itt, perProtocol] = ANALYSIS_POPULATIONS.map((which) => compare(participants, nightsByUser, which, primaryOutcome)) as [
    GroupComparisonPopulation,
    GroupComparisonPopulation,
  ];
  return { success: true, tstSource, primaryOutcome, assignment, method: commonMethod(tstSource, primaryOutcome, assignment), itt, perProtocol };
}
