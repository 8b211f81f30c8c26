import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
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

/**
 * The timeline's numbers the SQL uses: values, or placeholders of a prepared query bound with
 * `timepointBounds(timeline)` (db/prepared-queries.ts).
 */
export interface TimepointBounds {
  baselineEnd: number | Placeholder;
  interventionEnd: number | Placeholder;
  followUpEnd: number | Placeholder;
  /** Null: the study has no start date. */
  studyStartDate: string | null | Placeholder;
}

/** The bounds of a timeline as values, named as `TIMEPOINT_PLACEHOLDERS` names them. */
export function timepointBounds(timeline: StudyTimeline): { [K in keyof TimepointBounds]: Exclude<TimepointBounds[K], Placeholder> } {
  const baselineEnd = timeline.baselineDays;
  const interventionEnd = baselineEnd + timeline.interventionDays;
  return { baselineEnd, interventionEnd, followUpEnd: interventionEnd + timeline.followUpDays, studyStartDate: timeline.studyStartDate };
}

export const TIMEPOINT_PLACEHOLDERS: TimepointBounds = {
  baselineEnd: sql.placeholder('baselineEnd'),
  interventionEnd: sql.placeholder('interventionEnd'),
  followUpEnd: sql.placeholder('followUpEnd'),
  studyStartDate: sql.placeholder('studyStartDate'),
};

const phase = (name: StudyPhase) => sql`${name}::text`;

export function studyTimepointSql(bounds: TimepointBounds, enrolledOn: SQLWrapper, day: SQLWrapper): TimepointSql {
  // date - date is a whole number of days in SQL, as `studyDayOf` counts them.
  const studyDay = sql<number | null>`(${day} - ${enrolledOn} + 1)`;
  const start = sql`${bounds.studyStartDate}::date`;
  return {
    studyDay,
    phase: sql<StudyPhase>`(case
      when ${enrolledOn} is null then ${phase('outside')}
      when ${start} is not null and ${day} < ${start} then ${phase('outside')}
      when ${studyDay} < 1 then ${phase('outside')}
      when ${studyDay} <= ${bounds.baselineEnd}::int then ${phase('baseline')}
      when ${studyDay} <= ${bounds.interventionEnd}::int then ${phase('intervention')}
      when ${studyDay} <= ${bounds.followUpEnd}::int then ${phase('follow-up')}
      else ${phase('outside')} end)`,
  };
}
