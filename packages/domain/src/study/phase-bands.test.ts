import { describe, expect, it } from 'vitest';
import { studyPhaseBands } from './phase-bands.js';
import { studyTimepoint, type StudyTimeline } from './timeline.js';

const timeline: StudyTimeline = { studyStartDate: null, baselineDays: 7, interventionDays: 28, followUpDays: 14 };

describe('studyPhaseBands', () => {
  it('lays the three phases end to end from the enrolment day, both ends included', () => {
    expect(studyPhaseBands(timeline, '2026-01-01')).toEqual([
      { phase: 'baseline', from: '2026-01-01', to: '2026-01-07' },
      { phase: 'intervention', from: '2026-01-08', to: '2026-02-04' },
      { phase: 'follow-up', from: '2026-02-05', to: '2026-02-18' },
    ]);
  });

  it('agrees with studyTimepoint on every day of every band', () => {
    for (const band of studyPhaseBands(timeline, '2026-03-28')) {
      expect(studyTimepoint(timeline, '2026-03-28', band.from).phase).toBe(band.phase);
      expect(studyTimepoint(timeline, '2026-03-28', band.to).phase).toBe(band.phase);
    }
  });

  it('has no bands without an enrolment date, skips empty phases and cuts at the study start', () => {
    expect(studyPhaseBands(timeline, null)).toEqual([]);
    expect(studyPhaseBands({ ...timeline, interventionDays: 0 }, '2026-01-01').map((band) => band.phase)).toEqual([
      'baseline',
      'follow-up',
    ]);
    expect(studyPhaseBands({ ...timeline, studyStartDate: '2026-01-10' }, '2026-01-01')).toEqual([
      { phase: 'intervention', from: '2026-01-10', to: '2026-02-04' },
      { phase: 'follow-up', from: '2026-02-05', to: '2026-02-18' },
    ]);
  });
});
