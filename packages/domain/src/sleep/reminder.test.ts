import { describe, expect, it } from 'vitest';
import { lastNightMissing } from './reminder.js';

describe('lastNightMissing', () => {
  // 2026-11-23 06:30 in Istanbul (UTC+3) is 03:30 UTC.
  const morning = new Date('2026-11-23T03:30:00Z');

  it('asks when there is no record at all', () => {
    expect(lastNightMissing([], morning)).toBe(true);
  });

  it('asks when only older nights are recorded', () => {
    expect(lastNightMissing([{ sleep_date: '2026-11-22' }, { sleep_date: '2026-11-20' }], morning)).toBe(true);
  });

  it('is satisfied by a record dated the morning the night ended', () => {
    expect(lastNightMissing([{ sleep_date: '2026-11-22' }, { sleep_date: '2026-11-23' }], morning)).toBe(false);
  });

  it('uses the Istanbul day, not the device day: 22:30 UTC is already the next morning in Istanbul', () => {
    const lateUtc = new Date('2026-11-22T22:30:00Z'); // 01:30 on 23 November in Istanbul
    expect(lastNightMissing([{ sleep_date: '2026-11-22' }], lateUtc)).toBe(true);
    expect(lastNightMissing([{ sleep_date: '2026-11-23' }], lateUtc)).toBe(false);
  });
});
