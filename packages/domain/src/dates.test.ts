import { describe, expect, it } from 'vitest';
import {
  formatDateLong,
  formatDateShort,
  formatDateTime,
  formatDayMonth,
  formatDayMonthShort,
  formatDayMonthWeekday,
  formatWeekdayShort,
} from './dates.js';

describe('Turkish dates', () => {
  it('formats a calendar date without moving it across time zones', () => {
    expect(formatDateShort('2025-10-08')).toBe('08.10.2025');
    expect(formatDateLong('2025-10-08')).toBe('8 Ekim 2025 Çarşamba');
  });
  it('shows instants in Istanbul time', () => {
    expect(formatDateTime('2025-10-08T21:30:00Z')).toBe('09.10.2025 00:30');
  });
  it('writes every calendar day exactly as the tr-TR Intl formatter does', () => {
    const intl = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', day: 'numeric', month: 'numeric', year: 'numeric' });
    const day = new Date('1999-12-01T12:00:00Z');
    for (let i = 0; i < 366 * 32; i += 1) {
      const iso = day.toISOString().slice(0, 10);
      expect(formatDateShort(iso), iso).toBe(intl.format(day));
      day.setUTCDate(day.getUTCDate() + 1);
    }
    // Days a month lacks roll over as Date reads them; years before 1000 lose their leading zero.
    expect(formatDateShort('2025-02-30')).toBe(intl.format(new Date('2025-02-30T12:00:00Z')));
    expect(formatDateShort('2024-02-29')).toBe('29.02.2024');
    expect(formatDateShort('0999-01-05')).toBe(intl.format(new Date('0999-01-05T12:00:00Z')));
    expect(formatDateShort('2025-13-01')).toBe('Geçersiz tarih');
  });
  it("writes days, weekdays and months with tr-TR's own names (Intl)", () => {
    expect(formatDateLong('2015-01-15')).toBe('15 Ocak 2015 Perşembe');
    expect(formatDateLong('2024-02-29')).toBe('29 Şubat 2024 Perşembe');
    expect(formatDateLong('2025-10-08T21:30:00Z')).toBe('9 Ekim 2025 Perşembe');
    // The week's bars on the dashboard.
    expect(formatWeekdayShort('2026-11-26')).toBe('Per');
    expect(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-27', '2026-11-28'].map(formatWeekdayShort)).toEqual([
      'Paz',
      'Pzt',
      'Sal',
      'Çar',
      'Cum',
      'Cmt',
    ]);
    expect(formatDayMonthWeekday('2026-11-23')).toBe('23 Kasım Pazartesi');
    // The intervention gate's opening day, the sleep chart's axis.
    expect(formatDayMonth('2026-12-05')).toBe('5 Aralık');
    expect(formatDayMonthShort('2026-01-05')).toBe('5 Oca');
    expect(formatDayMonthShort('2026-08-31')).toBe('31 Ağu');
  });
  it("shows 'Geçersiz tarih' for what cannot be parsed", () => {
    expect(formatDateShort('dün')).toBe('Geçersiz tarih');
    expect(formatDateLong(null)).toBe('Geçersiz tarih');
    expect(formatWeekdayShort('dün')).toBe('Geçersiz tarih');
    expect(formatDayMonthShort('dün')).toBe('Geçersiz tarih');
  });
});
