import { describe, expect, it } from 'vitest';
import {
  participantStudyDayText,
  recordDay,
  studyDayOf,
  studyLength,
  studyPhaseOf,
  studyTimepoint,
  type StudyTimeline,
} from './timeline.js';

const timeline: StudyTimeline = { studyStartDate: '2026-01-01', baselineDays: 7, interventionDays: 28, followUpDays: 7 };

describe('study day', () => {
  it('is 1 on the enrolment day and counts calendar days across months and DST', () => {
    expect(studyDayOf('2026-01-10', '2026-01-10')).toBe(1);
    expect(studyDayOf('2026-01-10', '2026-01-09')).toBe(0);
    expect(studyDayOf('2026-01-10', '2026-02-09')).toBe(31);
    expect(studyDayOf('2026-03-28', '2026-03-30')).toBe(3); // across a European clock change
    expect(studyDayOf('2028-02-28', '2028-03-01')).toBe(3); // leap day
  });
});

describe('phase at the boundaries', () => {
  const cases: [number, string][] = [
    [0, 'outside'],
    [1, 'baseline'],
    [7, 'baseline'],
    [8, 'intervention'],
    [35, 'intervention'],
    [36, 'follow-up'],
    [42, 'follow-up'],
    [43, 'outside'],
  ];
  it.each(cases)('day %i is %s', (day, phase) => expect(studyPhaseOf(timeline, day)).toBe(phase));

  it('is outside before the study start even on a positive study day', () => {
    expect(studyPhaseOf(timeline, 3, '2025-12-31')).toBe('outside');
    expect(studyPhaseOf(timeline, 3, '2026-01-01')).toBe('baseline');
  });

  it('skips a phase of zero days', () => {
    const noBaseline = { ...timeline, baselineDays: 0 };
    expect(studyPhaseOf(noBaseline, 1)).toBe('intervention');
    expect(studyLength(noBaseline)).toBe(35);
  });
});

describe('studyTimepoint', () => {
  it('combines day and phase, and is outside without an enrolment date', () => {
    expect(studyTimepoint(timeline, '2026-01-05', '2026-01-12')).toEqual({ studyDay: 8, phase: 'intervention' });
    expect(studyTimepoint(timeline, null, '2026-01-12')).toEqual({ studyDay: null, phase: 'outside' });
  });

  it('dates an instant by the study time zone (Istanbul, UTC+3)', () => {
    expect(recordDay('2026-01-11T22:30:00Z')).toBe('2026-01-12');
    expect(recordDay(new Date('2026-01-11T20:30:00Z'))).toBe('2026-01-11');
  });
});

describe("the participant's study day", () => {
  it("reads 'Gün x / y' for a day between 1 and the timeline's length", () => {
    expect(participantStudyDayText(1, 42)).toBe('Gün 1 / 42');
    expect(participantStudyDayText(12, 42)).toBe('Gün 12 / 42');
    expect(participantStudyDayText(42, 42)).toBe('Gün 42 / 42');
  });

  it('says nothing before day 1, after the last day, or without an enrolment date', () => {
    for (const day of [0, -1, 43, null]) expect(participantStudyDayText(day, 42)).toBeNull();
  });
});
