import { describe, expect, it } from 'vitest';
import { shortDay } from './trend-format';

describe("the trend chart's days", () => {
  it('writes every day of 2020–2035 exactly as the tr-TR Intl formatter does', () => {
    const intl = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const differing: string[] = [];
    for (let date = new Date('2020-01-01T12:00:00Z'); date.getUTCFullYear() < 2036; date.setUTCDate(date.getUTCDate() + 1)) {
      const day = date.toISOString().slice(0, 10);
      if (shortDay(day) !== intl.format(date)) differing.push(day);
    }
    expect(differing).toEqual([]);
    expect(shortDay('2026-01-05')).toBe('5 Oca');
  });

  it("writes 'Geçersiz tarih' for what is not a day", () => {
    expect(shortDay('dün')).toBe('Geçersiz tarih');
  });
});
