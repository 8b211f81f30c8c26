import { sql, type SQL } from 'drizzle-orm';
import {
  COMPARISON_METRICS,
  cohensD,
  describe,
  welchTTest,
  type ComparisonMetric,
  type GroupComparisonResponse,
  type StudyGroup,
  type WeeklyTrendPoint,
} from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { rowsOf } from './rows.js';
import { GROUP_AT_RECORD, PARTICIPANT_SLEEP } from './study-sql.js';

/**
 * Control vs experiment over a date range (issue 15): each participant's mean of each measure over
 * their nights in the range is one observation of the arm they were in on those nights, so a
 * participant with many nights does not weigh more than one with few.
 */

interface ParticipantMeans {
  grp: StudyGroup;
  records: number;
  sleepQuality: number | null;
  totalSleep: number | null;
  sleepEfficiency: number | null;
  sleepOnsetLatency: number | null;
  awakenings: number | null;
  stress: number | null;
}

function rangeFilter(from: string | undefined, to: string | undefined): SQL {
  const parts: SQL[] = [sql`true`];
  if (from) parts.push(sql`s.sleep_date >= ${from}::date`);
  if (to) parts.push(sql`s.sleep_date <= ${to}::date`);
  return sql.join(parts, sql` and `);
}

export async function groupComparison(db: Database, from?: string, to?: string): Promise<GroupComparisonResponse> {
  const where = rangeFilter(from, to);
  const means = await rowsOf<ParticipantMeans>(
    db,
    sql`select ${GROUP_AT_RECORD} as grp, count(*)::int as records,
          avg(s.sleep_quality)::float8 as "sleepQuality", avg(s.total_sleep_minutes)::float8 as "totalSleep",
          avg(s.sleep_efficiency)::float8 as "sleepEfficiency", avg(s.sleep_onset_latency)::float8 as "sleepOnsetLatency",
          avg(s.night_awakenings)::float8 as awakenings, avg(s.stress_level)::float8 as stress
        from ${PARTICIPANT_SLEEP} where ${where}
        group by s.user_id, ${GROUP_AT_RECORD}`,
  );
  const trend = await rowsOf<WeeklyTrendPoint>(
    db,
    sql`select ${GROUP_AT_RECORD} as "group", ((s.sleep_date - f.first_day) / 7 + 1)::int as week,
          count(distinct s.user_id)::int as participants,
          round(avg(s.sleep_efficiency), 1)::float8 as "sleepEfficiency", round(avg(s.sleep_quality), 1)::float8 as "sleepQuality"
        from ${PARTICIPANT_SLEEP}
        join (select user_id, min(sleep_date) as first_day from sleep_sessions group by user_id) f on f.user_id = s.user_id
        where ${where}
        group by 1, 2 order by 2, 1`,
  );
  const of = (group: StudyGroup) => means.filter((row) => row.grp === group);
  const values = (group: StudyGroup, metric: ComparisonMetric) => of(group).map((row) => row[metric] ?? Number.NaN);
  return {
    success: true,
    counts: {
      control: { participants: of('control').length, records: of('control').reduce((sum, row) => sum + row.records, 0) },
      experiment: { participants: of('experiment').length, records: of('experiment').reduce((sum, row) => sum + row.records, 0) },
    },
    metrics: COMPARISON_METRICS.map((metric) => {
      const experiment = values('experiment', metric);
      const control = values('control', metric);
      return { metric, control: describe(control), experiment: describe(experiment), welch: welchTTest(experiment, control), cohensD: cohensD(experiment, control) };
    }),
    trend,
  };
}
