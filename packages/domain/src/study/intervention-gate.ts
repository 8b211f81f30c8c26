import { addCalendarDays } from '../sleep/calendar.js';
import { formatDayMonth } from '../dates.js';
import { studyTimepoint, type StudyTimeline } from './timeline.js';

/**
 * The intervention only in its phase (docs/decisions/034-intervention-phase-gate.md): once the
 * study has a timeline, an experiment-arm participant reaches the relaxation, binaural and
 * heart-rate routes only on their own intervention-phase days (and, when the study says so, in
 * follow-up). Baseline nights are then nights before any exposure, as the change-score test and
 * the ANCOVA assume.
 */

export const INTERVENTION_GATE_MSG = {
  /** '<gün ay>': the day and the month's name, e.g. '5 Aralık'. */
  opensOn: (dayMonth: string) => `Rahatlama içerikleri ${dayMonth} tarihinde açılacak`,
  ended: 'Rahatlama içeriklerinin kullanım dönemi sona erdi',
} as const;

export type InterventionGate =
  | { open: true }
  | { open: false; opensOn: string; message: string }
  | { open: false; opensOn: null; message: string };

/** Whether the study has a timeline the gate follows: a start date and intervention days. */
export function hasInterventionTimeline(timeline: StudyTimeline): boolean {
  return timeline.studyStartDate !== null && timeline.interventionDays > 0;
}

/** '2026-12-05' → '5 Aralık'. */
export function dayMonthText(day: string): string {
  return formatDayMonth(day);
}

/**
 * Whether the audio content is open on `day` (YYYY-MM-DD, the participant's own calendar day) for
 * a participant enrolled on `enrolledOn`. Without a timeline, or without an enrolment date (no
 * study days to count), the spec's behaviour stays: open.
 */
export function interventionGate(
  timeline: StudyTimeline,
  enrolledOn: string | null,
  day: string,
  openInFollowUp: boolean,
): InterventionGate {
  if (!hasInterventionTimeline(timeline) || enrolledOn === null) return { open: true };
  const { phase } = studyTimepoint(timeline, enrolledOn, day);
  if (phase === 'intervention' || (phase === 'follow-up' && openInFollowUp)) return { open: true };
  // The first intervention day: study day baseline + 1, not before the study's start date.
  let first = addCalendarDays(enrolledOn, timeline.baselineDays);
  const start = timeline.studyStartDate as string;
  if (first < start) first = start;
  const last = addCalendarDays(enrolledOn, timeline.baselineDays + timeline.interventionDays - 1);
  if (day < first && first <= last) return { open: false, opensOn: first, message: INTERVENTION_GATE_MSG.opensOn(dayMonthText(first)) };
  return { open: false, opensOn: null, message: INTERVENTION_GATE_MSG.ended };
}
