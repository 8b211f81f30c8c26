import { describe, expect, it } from 'vitest';
import { addCalendarDays, isCalendarDay, todayInStudyZone } from './calendar.js';
import { formatMinutesAsHours, formatOneDecimal, formatSleepDuration } from './format.js';
import { recentWindowStart, sleepTrend, summarizeSleep } from './summary.js';

const record = (sleep_date: string, sleep_quality: number, sleep_duration: number) => ({ sleep_date, sleep_quality, sleep_duration });

describe('calendar days', () => {
  it("knows today in Istanbul even when UTC is still on yesterday", () => {
    expect(todayInStudyZone(new Date('2025-10-08T21:30:00Z'))).toBe('2025-10-09');
    expect(todayInStudyZone(new Date('2025-10-08T20:30:00Z'))).toBe('2025-10-08');
  });
  it('adds days across month and year ends', () => {
    expect(addCalendarDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
  });
  it('tells real calendar days from look-alikes', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-2-3')).toBe(false);
  });
});

describe('sleep summary (tiles and dashboard cards)', () => {
  const today = '2025-10-08';

  it('is empty without records', () => {
    expect(summarizeSleep([], today)).toEqual({ count: 0, averageQuality: null, averageDuration: null, lastWeekCount: 0 });
  });

  it('averages quality to one decimal and duration to the minute, and counts the last 7 days', () => {
    const records = [
      record('2025-10-08', 8, 450), // today
      record('2025-10-02', 7, 421), // sixth day back: inside the window
      record('2025-10-01', 6, 400), // seventh day back: outside
    ];
    expect(summarizeSleep(records, today)).toEqual({
      count: 3,
      averageQuality: 7, // 21 / 3
      averageDuration: 424, // 1271 / 3 = 423.67
      lastWeekCount: 2,
    });
    expect(recentWindowStart(today)).toBe('2025-10-02');
  });

  it('rounds the average quality to one decimal', () => {
    expect(summarizeSleep([record('2025-10-08', 8, 60), record('2025-10-07', 7, 60), record('2025-10-06', 7, 60)], today).averageQuality).toBe(7.3);
  });

  it('builds a 30-day trend with gaps on days without an entry', () => {
    const trend = sleepTrend([record('2025-10-08', 8, 450), record('2025-09-09', 5, 300), record('2025-09-08', 4, 200)], today);
    expect(trend).toHaveLength(30);
    expect(trend[0]).toEqual({ date: '2025-09-09', quality: 5, durationHours: 5 });
    expect(trend[29]).toEqual({ date: '2025-10-08', quality: 8, durationHours: 7.5 });
    expect(trend[15]).toEqual({ date: '2025-09-24', quality: null, durationHours: null });
  });
});

describe('Turkish number texts', () => {
  it('shows durations as hours and minutes', () => {
    expect(formatSleepDuration(450)).toBe('7 sa 30 dk');
    expect(formatSleepDuration(59.6)).toBe('1 sa 0 dk');
    expect(formatSleepDuration(0)).toBe('0 sa 0 dk');
  });
  it('uses the decimal comma', () => {
    expect(formatOneDecimal(7.25)).toBe('7,3');
    expect(formatOneDecimal(8)).toBe('8,0');
    expect(formatMinutesAsHours(390)).toBe('6,5');
  });
});
