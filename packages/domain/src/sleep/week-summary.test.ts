import { describe, expect, it } from 'vitest';
import { weekSummary, type WeekNight } from './week-summary.js';

const today = '2026-11-26';
const night = (sleep_date: string, sleep_duration: number, sleep_efficiency: number, study_day: number | null = null): WeekNight => ({
  sleep_date,
  sleep_duration,
  sleep_efficiency,
  study_day,
  study_length: 42,
});

describe('weekSummary', () => {
  it("counts this week's nights, carries the study day to today and compares with the week before", () => {
    const records = [
      night('2026-11-26', 430, 90, 12),
      night('2026-11-25', 400, 85, 11),
      night('2026-11-23', 460, 88, 9),
      night('2026-11-21', 380, 80, 7),
      night('2026-11-20', 420, 84, 6), // this week starts on the 20th: today and the six days before
      night('2026-11-19', 360, 80, 5), // the week before
      night('2026-11-14', 400, 84, 0),
      night('2026-11-12', 999, 99, null), // older than two weeks: in neither
    ];
    const summary = weekSummary(records, today);
    expect(summary).toMatchObject({ nights: 5, possibleNights: 7, studyDayText: 'Gün 12 / 42' });
    // (430 + 400 + 460 + 380 + 420) / 5 = 418; the week before (360 + 400) / 2 = 380.
    expect(summary.averageSleepMinutes).toBe(418);
    expect(summary.sleepMinutesChange).toBe(38);
    // (90 + 85 + 88 + 80 + 84) / 5 = 85.4; before 82.0.
    expect(summary.averageEfficiency).toBe(85.4);
    expect(summary.efficiencyChange).toBe(3.4);
    expect(summary.bars.map((b) => b.minutes)).toEqual([420, 380, null, 460, null, 400, 430]);
    expect(summary.bars[0]?.date).toBe('2026-11-20');
  });

  it('counts only the nights the study has had so far, and the day from the latest night even without one today', () => {
    const summary = weekSummary([night('2026-11-24', 420, 90, 2), night('2026-11-23', 400, 80, 1)], today);
    expect(summary).toMatchObject({ nights: 2, possibleNights: 4, studyDayText: 'Gün 4 / 42', sleepMinutesChange: null, efficiencyChange: null });
  });

  it('says nothing it does not know: no nights, no averages, no day outside the study', () => {
    expect(weekSummary([], today)).toMatchObject({
      nights: 0,
      possibleNights: 7,
      studyDayText: null,
      averageSleepMinutes: null,
      averageEfficiency: null,
    });
    expect(weekSummary([night('2026-11-26', 420, 90, -2)], today).studyDayText).toBeNull();
    expect(weekSummary([night('2026-11-26', 420, 90, 60)], today).studyDayText).toBeNull();
  });
});
