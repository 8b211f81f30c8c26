import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studyTimepoint, type StudyTimeline } from '@uyku/domain';
import { studyTimepointSql } from '../../../src/core/study/timepoint-sql.js';
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

async function sqlPoints(timeline: StudyTimeline, enrolledOn: string | null, from: string, days: number): Promise<Point[]> {
  const point = studyTimepointSql(timeline, sql`${enrolledOn}::date`, sql`g.day`);
  const result = (await t.db.execute(sql`
    select to_char(g.day, 'YYYY-MM-DD') as day, ${point.studyDay} as study_day, ${point.phase} as phase
    from (select (${from}::date + k) as day from generate_series(0, ${days}) k) g
    order by g.day`)) as unknown as { rows: Point[] };
  return result.rows.map((row) => ({ ...row, study_day: row.study_day === null ? null : Number(row.study_day) }));
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
