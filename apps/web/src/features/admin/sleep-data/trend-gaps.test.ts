import { describe, expect, it } from 'vitest';
import { fillTrendGaps } from './trend-gaps';

describe('fillTrendGaps', () => {
  it('puts a null day where no night was recorded, and keeps every recorded night', () => {
    const trend = [
      { sleep_date: '2026-01-02', sleep_quality: 7, sleep_duration: 420 },
      { sleep_date: '2026-01-05', sleep_quality: 5, sleep_duration: 300 },
    ];
    expect(fillTrendGaps(trend, '2026-01-01', '2026-01-05')).toEqual([
      { sleep_date: '2026-01-01', sleep_quality: null, sleep_duration: null },
      { sleep_date: '2026-01-02', sleep_quality: 7, sleep_duration: 420 },
      { sleep_date: '2026-01-03', sleep_quality: null, sleep_duration: null },
      { sleep_date: '2026-01-04', sleep_quality: null, sleep_duration: null },
      { sleep_date: '2026-01-05', sleep_quality: 5, sleep_duration: 300 },
    ]);
  });

  it('crosses month ends and leaves out nights outside the range', () => {
    const days = fillTrendGaps([{ sleep_date: '2026-03-02', sleep_quality: 6, sleep_duration: 400 }], '2026-02-27', '2026-03-01');
    expect(days.map((day) => day.sleep_date)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(days.every((day) => day.sleep_quality === null)).toBe(true);
  });
});
