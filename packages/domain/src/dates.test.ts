import { describe, expect, it } from 'vitest';
import { formatDateLong, formatDateShort, formatDateTime } from './dates.js';

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
  it('writes every calendar day long exactly as the tr-TR Intl formatter does, without building it', () => {
    const intl = new Intl.DateTimeFormat('tr-TR', {
      timeZone: 'Europe/Istanbul',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    const differing: string[] = [];
    const day = new Date('1999-12-01T12:00:00Z');
    for (let i = 0; i < 366 * 32; i += 1) {
      const iso = day.toISOString().slice(0, 10);
      if (formatDateLong(iso) !== intl.format(day)) differing.push(iso);
      day.setUTCDate(day.getUTCDate() + 1);
    }
    expect(differing).toEqual([]);
    // What is not a plain calendar day still goes to Intl.
    expect(formatDateLong('2025-02-30')).toBe(intl.format(new Date('2025-02-30T12:00:00Z')));
    expect(formatDateLong('0999-01-05')).toBe(intl.format(new Date('0999-01-05T12:00:00Z')));
    expect(formatDateLong('2025-10-08T21:30:00Z')).toBe('9 Ekim 2025 Perşembe');
  });
  it("shows 'Geçersiz tarih' for what cannot be parsed", () => {
    expect(formatDateShort('dün')).toBe('Geçersiz tarih');
    expect(formatDateLong(null)).toBe('Geçersiz tarih');
  });
});
