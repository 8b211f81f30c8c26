import { addCalendarDays } from '../sleep/calendar.js';
import type { StudyPhase, StudyTimeline } from './timeline.js';

/**
 * One participant's study phases as calendar-day ranges (decision 009, docs/sleep-metrics.md
 * "Study day and phase"): baseline from the enrolment day, then the intervention, then the
 * follow-up. The admin's sleep chart shades them. Days before the study's start date are outside
 * the study, so a band is cut there and a band wholly before it is left out.
 */

export type StudyBandPhase = Exclude<StudyPhase, 'outside'>;

export interface StudyPhaseBand {
  phase: StudyBandPhase;
  /** First day of the phase (YYYY-MM-DD), included. */
  from: string;
  /** Last day of the phase (YYYY-MM-DD), included. */
  to: string;
}

export function studyPhaseBands(timeline: StudyTimeline, enrolledOn: string | null): StudyPhaseBand[] {
  if (enrolledOn === null) return [];
  const lengths: [StudyBandPhase, number][] = [
    ['baseline', timeline.baselineDays],
    ['intervention', timeline.interventionDays],
    ['follow-up', timeline.followUpDays],
  ];
  const bands: StudyPhaseBand[] = [];
  let start = enrolledOn;
  for (const [phase, days] of lengths) {
    if (days <= 0) continue;
    const to = addCalendarDays(start, days - 1);
    const from = timeline.studyStartDate !== null && start < timeline.studyStartDate ? timeline.studyStartDate : start;
    if (from <= to) bands.push({ phase, from, to });
    start = addCalendarDays(to, 1);
  }
  return bands;
}
