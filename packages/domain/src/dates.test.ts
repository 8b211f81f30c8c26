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
  it("shows 'Geçersiz tarih' for what cannot be parsed", () => {
    expect(formatDateShort('dün')).toBe('Geçersiz tarih');
    expect(formatDateLong(null)).toBe('Geçersiz tarih');
  });
});
