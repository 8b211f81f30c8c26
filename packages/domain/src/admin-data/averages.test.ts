import { describe, expect, it } from 'vitest';
import {
  durationMinutesFromSeconds,
  foldForSearch,
  heartRateAverages,
  heartRateChange,
  heartRateContentLabel,
  inPeriod,
  meanMinutes,
  meanOneDecimal,
  periodStart,
  sleepAverages,
  sleepPeriodAverages,
  sleepTotals,
  type SleepNightForAnalysis,
} from './averages.js';

const night = (sleep_date: string, over: Partial<SleepNightForAnalysis> = {}): SleepNightForAnalysis => ({
  sleep_date,
  sleep_quality: 7,
  sleep_duration: 420,
  rem_duration: 90,
  deep_sleep_duration: 80,
  light_sleep_duration: 250,
  heart_rate: 60,
  ...over,
});

describe('analysis periods (the last 7, 15 and 30 days)', () => {
  const today = '2026-11-21';

  it('start N − 1 days before today, so each holds exactly N calendar days', () => {
    expect(periodStart(today, 7)).toBe('2026-11-15');
    expect(periodStart(today, 15)).toBe('2026-11-07');
    expect(periodStart(today, 30)).toBe('2026-10-23');
  });

  it('include both ends and nothing beyond them', () => {
    expect(inPeriod('2026-11-21', today, 7)).toBe(true); // today
    expect(inPeriod('2026-11-15', today, 7)).toBe(true); // first day
    expect(inPeriod('2026-11-14', today, 7)).toBe(false); // the day before
    expect(inPeriod('2026-11-22', today, 7)).toBe(false); // a future date
    expect(inPeriod('2026-11-07', today, 15)).toBe(true);
    expect(inPeriod('2026-11-06', today, 15)).toBe(false);
    expect(inPeriod('2026-10-23', today, 30)).toBe(true);
    expect(inPeriod('2026-10-22', today, 30)).toBe(false);
  });

  it('cross month and year ends', () => {
    expect(periodStart('2026-03-01', 7)).toBe('2026-02-23');
    expect(periodStart('2027-01-05', 15)).toBe('2026-12-22');
  });

  it('count each night in every period that holds it', () => {
    const nights = [night('2026-11-21'), night('2026-11-15'), night('2026-11-14'), night('2026-11-07'), night('2026-11-06'), night('2026-10-23'), night('2026-10-22')];
    expect(sleepPeriodAverages(nights, today).map((p) => [p.days, p.count])).toEqual([
      [7, 2],
      [15, 4],
      [30, 6],
    ]);
  });
});

describe('rounding', () => {
  it('takes quality to one decimal, half up', () => {
    expect(meanOneDecimal(22, 3)).toBe(7.3); // 7.333
    expect(meanOneDecimal(20, 3)).toBe(6.7); // 6.667
    expect(meanOneDecimal(15, 2)).toBe(7.5);
    expect(meanOneDecimal(127, 20)).toBe(6.4); // 6.35 exactly: half up from the integers, not 6.3 from the float
    expect(meanOneDecimal(0, 0)).toBeNull();
  });

  it('rounds durations to the whole minute, half up', () => {
    expect(meanMinutes(1271, 3)).toBe(424); // 423.67
    expect(meanMinutes(841, 2)).toBe(421); // 420.5
    expect(meanMinutes(1262, 3)).toBe(421); // 420.67
    expect(meanMinutes(0, 0)).toBeNull();
  });

  it('turns heart-rate seconds into whole minutes for the admin view', () => {
    expect(durationMinutesFromSeconds(240)).toBe(4);
    expect(durationMinutesFromSeconds(89)).toBe(1); // 1.48
    expect(durationMinutesFromSeconds(90)).toBe(2); // 1.5, half up
    expect(durationMinutesFromSeconds(29)).toBe(0);
  });
});

describe('sleep averages skip what was not measured', () => {
  it('leaves nights without stages out of the stage means and nights without heart rate out of its mean', () => {
    const nights = [
      night('2026-11-21', { sleep_quality: 8, sleep_duration: 450, rem_duration: 100, deep_sleep_duration: 90, light_sleep_duration: 260, heart_rate: 58 }),
      night('2026-11-20', { sleep_quality: 5, sleep_duration: 400, rem_duration: 0, deep_sleep_duration: 0, light_sleep_duration: 0, heart_rate: null }),
      night('2026-11-19', { sleep_quality: 6, sleep_duration: 361, rem_duration: 81, deep_sleep_duration: 0, light_sleep_duration: 280, heart_rate: 61 }),
    ];
    expect(sleepAverages(sleepTotals(nights))).toEqual({
      count: 3,
      averageQuality: 6.3, // 19 / 3
      averageDuration: 404, // 1211 / 3 = 403.67
      averageRem: 91, // (100 + 81) / 2 = 90.5: the night without stages is not a 0
      averageDeep: 45, // (90 + 0) / 2: a night with stages keeps its entered 0
      averageLight: 270,
      averageHeartRate: 59.5, // (58 + 61) / 2
    });
  });

  it('answers null averages for an empty period, not zeros', () => {
    expect(sleepAverages(sleepTotals([]))).toEqual({
      count: 0,
      averageQuality: null,
      averageDuration: null,
      averageRem: null,
      averageDeep: null,
      averageLight: null,
      averageHeartRate: null,
    });
  });
});

describe('heart rate around the audio', () => {
  it('gives the change and its percent of the before value', () => {
    expect(heartRateChange(80, 68)).toEqual({ change: -12, percent: -15 });
    expect(heartRateChange(75, 70)).toEqual({ change: -5, percent: -6.7 });
    expect(heartRateChange(60, 63)).toEqual({ change: 3, percent: 5 });
  });

  it('averages before, after and change to one decimal', () => {
    expect(heartRateAverages({ count: 3, beforeSum: 80 + 75 + 71, afterSum: 68 + 70 + 70 })).toEqual({
      count: 3,
      averageBefore: 75.3,
      averageAfter: 69.3,
      averageChange: -6, // -18 / 3
    });
    expect(heartRateAverages({ count: 0, beforeSum: 0, afterSum: 0 }).averageChange).toBeNull();
  });

  it("labels relaxation 'Rahatlama' and anything else 'Binaural'", () => {
    expect(heartRateContentLabel('relaxation')).toBe('Rahatlama');
    expect(heartRateContentLabel('binaural')).toBe('Binaural');
    expect(heartRateContentLabel('other')).toBe('Binaural');
  });
});

describe('search folding', () => {
  it('finds Turkish names typed with or without their letters, in any case', () => {
    expect(foldForSearch('Çağrı İLKÖZ Şükrü')).toBe('cagri ilkoz sukru');
    expect(foldForSearch('AYŞE')).toBe(foldForSearch('ayse'));
  });
});
