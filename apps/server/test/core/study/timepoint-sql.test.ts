import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studyTimepoint, type StudyTimeline } from '@uyku/domain';
import { studyTimepointSql, TIMEPOINT_PLACEHOLDERS, timepointBounds } from '../../../src/core/study/timepoint-sql.js';
import { buildTestApp, type TestApp } from '../../support/helpers.js';

/**
 * `studyTimepointSql` follows the domain's `studyTimepoint` (decision 009), which stays the
 * definition: compared here on every day around every boundary of several timelines.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const TIMELINES: StudyTimeline[] = [
  { studyStartDate: null, baselineDays: 7, interventionDays: 28, followUpDays: 7 },
  { studyStartDate: '2025-10-03', baselineDays: 1, interventionDays: 4, followUpDays: 1 },
  { studyStartDate: null, baselineDays: 0, interventionDays: 3, followUpDays: 0 },
  { studyStartDate: '2025-09-20', baselineDays: 0, interventionDays: 0, followUpDays: 0 },
  { studyStartDate: null, baselineDays: 365, interventionDays: 365, followUpDays: 365 },
];
const ENROLMENTS = [null, '2025-10-01', '2024-02-29'];

interface Point {
  day: string;
  study_day: number | null;
  phase: string;
}

/** Through a prepared query with the timeline's bounds as placeholders, as the night list runs it. */
async function sqlPoints(timeline: StudyTimeline, enrolledOn: string | null, from: string, days: number): Promise<Point[]> {
  const point = studyTimepointSql(TIMEPOINT_PLACEHOLDERS, sql`${sql.placeholder('enrolledOn')}::date`, sql`g.day`);
  const query = t.db
    .select({ day: sql<string>`to_char(g.day, 'YYYY-MM-DD')`, study_day: point.studyDay, phase: point.phase })
    .from(sql`(select (${sql.placeholder('from')}::date + k) as day from generate_series(0, ${sql.placeholder('days')}::int) k) g`)
    .orderBy(sql`g.day`)
    .prepare('');
  const rows = await query.execute({ ...timepointBounds(timeline), enrolledOn, from, days });
  return rows.map((row) => ({ ...row, study_day: row.study_day === null ? null : Number(row.study_day) }));
}

describe('study day and phase in SQL', () => {
  it('agree with the domain on every day from before enrolment to after the study, on five timelines', async () => {
    let compared = 0;
    for (const timeline of TIMELINES) {
      for (const enrolledOn of ENROLMENTS) {
        const from = '2024-02-20';
        const points = await sqlPoints(timeline, enrolledOn, from, 800);
        for (const point of points) {
          const expected = studyTimepoint(timeline, enrolledOn, point.day);
          expect({ day: point.day, studyDay: point.study_day, phase: point.phase }).toEqual({ day: point.day, ...expected });
        }
        compared += points.length;
      }
    }
    expect(compared).toBe(TIMELINES.length * ENROLMENTS.length * 801);
  });

  it('meets every phase in those days, so the comparison is not all "outside"', async () => {
    const points = await sqlPoints(TIMELINES[0]!, '2025-10-01', '2025-09-25', 60);
    expect(new Set(points.map((p) => p.phase))).toEqual(new Set(['outside', 'baseline', 'intervention', 'follow-up']));
  });
});
