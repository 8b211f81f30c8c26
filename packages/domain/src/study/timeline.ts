import { todayInStudyZone } from '../sleep/calendar.js';

/**
 * The study's timeline (decision 009, docs/sleep-metrics.md "Study day and phase").
 * Every participant has an enrolment date (day 1); the phases follow one another from there:
 * days 1..baseline, then the intervention, then the follow-up; anything else is 'outside'.
 * One function computes it for the server, the web app and the analysis alike; nothing stores it.
 */

export const STUDY_PHASES = ['baseline', 'intervention', 'follow-up', 'outside'] as const;
export type StudyPhase = (typeof STUDY_PHASES)[number];

export const ALLOCATION_MODES = ['choice', 'randomised'] as const;
export type AllocationMode = (typeof ALLOCATION_MODES)[number];

export const BLOCK_SIZES = [4, 6] as const;
export type BlockSize = (typeof BLOCK_SIZES)[number];

/**
 * How block sizes are chosen: always 4, always 6, or each block 4 or 6 at random (from the
 * concealed seed), so the end of a block, and with it the last allocations, cannot be foreseen.
 */
export const BLOCK_SCHEMES = ['fixed-4', 'fixed-6', 'random-4-6'] as const;
export type BlockScheme = (typeof BLOCK_SCHEMES)[number];

export const BLOCK_SCHEME_LABELS: Record<BlockScheme, string> = {
  'fixed-4': 'Sabit 4',
  'fixed-6': 'Sabit 6',
  'random-4-6': 'Rastgele 4 veya 6',
};

/** Turkish labels of the phases as the diary and the admin panel show them. */
export const STUDY_PHASE_LABELS: Record<StudyPhase, string> = {
  baseline: 'Başlangıç',
  intervention: 'Müdahale',
  'follow-up': 'İzlem',
  outside: 'Çalışma dışı',
};

export interface StudyTimeline {
  /** YYYY-MM-DD; null when not set. Records dated before it are 'outside'. */
  studyStartDate: string | null;
  baselineDays: number;
  interventionDays: number;
  followUpDays: number;
}

export interface StudyTimepoint {
  /** 1 = the enrolment day; 0 and below are days before it; null without an enrolment date. */
  studyDay: number | null;
  phase: StudyPhase;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** Study day of a calendar day (YYYY-MM-DD): the enrolment day is 1, the day before it 0. */
export function studyDayOf(enrolledOn: string, day: string): number {
  return dayNumber(day) - dayNumber(enrolledOn) + 1;
}

/** The phase of a study day; `day` (YYYY-MM-DD) is checked against the study's start date. */
export function studyPhaseOf(timeline: StudyTimeline, studyDay: number, day?: string): StudyPhase {
  if (day !== undefined && timeline.studyStartDate !== null && day < timeline.studyStartDate) return 'outside';
  if (studyDay < 1) return 'outside';
  const baselineEnd = timeline.baselineDays;
  const interventionEnd = baselineEnd + timeline.interventionDays;
  const followUpEnd = interventionEnd + timeline.followUpDays;
  if (studyDay <= baselineEnd) return 'baseline';
  if (studyDay <= interventionEnd) return 'intervention';
  if (studyDay <= followUpEnd) return 'follow-up';
  return 'outside';
}

/**
 * Study day and phase of a record dated `day` (YYYY-MM-DD): a night's diary date (the morning the
 * night ended), or the study-zone day of a heart-rate session or form response (`recordDay`).
 */
export function studyTimepoint(timeline: StudyTimeline, enrolledOn: string | null, day: string): StudyTimepoint {
  if (enrolledOn === null) return { studyDay: null, phase: 'outside' };
  const studyDay = studyDayOf(enrolledOn, day);
  return { studyDay, phase: studyPhaseOf(timeline, studyDay, day) };
}

/** The calendar day (study time zone) of a timestamp, for records that are instants. */
export function recordDay(instant: Date | string): string {
  return todayInStudyZone(typeof instant === 'string' ? new Date(instant) : instant);
}

/** The number of days the timeline covers (baseline + intervention + follow-up). */
export function studyLength(timeline: StudyTimeline): number {
  return timeline.baselineDays + timeline.interventionDays + timeline.followUpDays;
}

/** 'Çalışma günü 9 · Müdahale': how the admin panel names a record's study day. */
export function studyDayText(studyDay: number, phase: StudyPhase): string {
  return `Çalışma günü ${studyDay} · ${STUDY_PHASE_LABELS[phase]}`;
}

/**
 * 'Gün 12 / 42': the only study-day wording a participant reads (docs/product.md, "Sleep diary").
 * Phases, arms and days outside the timeline are the researchers' words: null when the day is not
 * between 1 and the timeline's length.
 */
export function participantStudyDayText(studyDay: number | null, length: number): string | null {
  if (studyDay === null || studyDay < 1 || studyDay > length) return null;
  return `Gün ${studyDay} / ${length}`;
}
