import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { StudyPhase, StudyTimeline } from '@uyku/domain';

/**
 * The domain's `studyTimepoint` (decision 009) as SQL, for an answer the database writes whole
 * (the night list, features/sleep/list.ts). The domain stays the definition: this follows it branch
 * by branch, and `timepoint-sql.test.ts` compares the two on every boundary of several timelines.
 * The timeline's numbers and the phase names go in as parameters, never into the SQL text.
 */
export interface TimepointSql {
  /** Integer study day; null without an enrolment date. */
  studyDay: SQL<number | null>;
  phase: SQL<StudyPhase>;
}

const phase = (name: StudyPhase) => sql`${name}::text`;

export function studyTimepointSql(timeline: StudyTimeline, enrolledOn: SQLWrapper, day: SQLWrapper): TimepointSql {
  // date - date is a whole number of days in SQL, as `studyDayOf` counts them.
  const studyDay = sql<number | null>`(${day} - ${enrolledOn} + 1)`;
  const baselineEnd = timeline.baselineDays;
  const interventionEnd = baselineEnd + timeline.interventionDays;
  const followUpEnd = interventionEnd + timeline.followUpDays;
  const beforeStart = timeline.studyStartDate === null ? sql`false` : sql`${day} < ${timeline.studyStartDate}::date`;
  return {
    studyDay,
    phase: sql<StudyPhase>`(case
      when ${enrolledOn} is null then ${phase('outside')}
      when ${beforeStart} then ${phase('outside')}
      when ${studyDay} < 1 then ${phase('outside')}
      when ${studyDay} <= ${baselineEnd}::int then ${phase('baseline')}
      when ${studyDay} <= ${interventionEnd}::int then ${phase('intervention')}
      when ${studyDay} <= ${followUpEnd}::int then ${phase('follow-up')}
      else ${phase('outside')} end)`,
  };
}
