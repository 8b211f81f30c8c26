import { describe, expect, it } from 'vitest';
import { sleepTrend } from '@uyku/domain';
import { visibleTrendDays } from './trend-range';

const today = '2026-11-23';
const night = (sleep_date: string) => ({ sleep_date, sleep_quality: 7, sleep_duration: 420 });

describe('visibleTrendDays', () => {
  it('starts at the first recorded night, so ten nights fill the chart', () => {
    const days = ['2026-11-14', '2026-11-16', '2026-11-18', '2026-11-20', '2026-11-23'];
    const shown = visibleTrendDays(sleepTrend(days.map(night), today));
    expect(shown[0]?.date).toBe('2026-11-14');
    expect(shown.at(-1)?.date).toBe(today);
    expect(shown).toHaveLength(10);
  });

  it('keeps at least the last week when the only nights are recent', () => {
    const shown = visibleTrendDays(sleepTrend([night('2026-11-22')], today));
    expect(shown).toHaveLength(7);
    expect(shown[0]?.date).toBe('2026-11-17');
  });

  it('keeps all 30 days when the first night is at the start of the window', () => {
    const shown = visibleTrendDays(sleepTrend([night('2026-10-25'), night(today)], today));
    expect(shown).toHaveLength(30);
  });
});
