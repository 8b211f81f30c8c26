import { describe, expect, it } from 'vitest';
import { todayInStudyZone } from './sleep/calendar.js';
import { formatNumber, formatOneDecimal } from './sleep/format.js';
import {
  formatTurkishDecimal,
  TURKISH_MONTHS,
  TURKISH_MONTHS_SHORT,
  TURKISH_WEEKDAYS,
  TURKISH_WEEKDAYS_SHORT,
  turkishUpperCase,
} from './turkish-format.js';

/** A fixed-seed generator, so a failure names a number that fails again. */
function numbers(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('Turkish names without Intl', () => {
  it('names every weekday and month as the tr-TR formatter does', () => {
    const long = new Intl.DateTimeFormat('tr-TR', { weekday: 'long', timeZone: 'UTC' });
    const short = new Intl.DateTimeFormat('tr-TR', { weekday: 'short', timeZone: 'UTC' });
    for (let day = 0; day < 7; day += 1) {
      const date = new Date(Date.UTC(2026, 10, 22 + day, 12));
      expect(TURKISH_WEEKDAYS[date.getUTCDay()]).toBe(long.format(date));
      expect(TURKISH_WEEKDAYS_SHORT[date.getUTCDay()]).toBe(short.format(date));
    }
    const month = new Intl.DateTimeFormat('tr-TR', { month: 'long', timeZone: 'UTC' });
    const monthShort = new Intl.DateTimeFormat('tr-TR', { month: 'short', timeZone: 'UTC' });
    for (let index = 0; index < 12; index += 1) {
      const date = new Date(Date.UTC(2026, index, 5, 12));
      expect(TURKISH_MONTHS[index]).toBe(month.format(date));
      expect(TURKISH_MONTHS_SHORT[index]).toBe(monthShort.format(date));
    }
  });

  it('upper-cases every character as toLocaleUpperCase("tr-TR") does', () => {
    const differing: string[] = [];
    for (let code = 0; code <= 0xffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const char = String.fromCharCode(code);
      if (turkishUpperCase(char) !== char.toLocaleUpperCase('tr-TR')) differing.push(`U+${code.toString(16)}`);
    }
    expect(differing).toEqual([]);
    expect(turkishUpperCase('ışık istanbul')).toBe('IŞIK İSTANBUL');
  });
});

describe('Turkish numbers without Intl', () => {
  const oneDecimal = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const plain = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });

  it('writes halves, carries, signs and thousands exactly as Intl does', () => {
    const cases = [0, -0, 7.25, 7.35, -0.05, 0.05, -0.04, 1.005, 1.45, 9.95, 99.95, 999.999, -3.455, 1200, 1234, 12_345.678];
    for (const value of cases) {
      expect(formatOneDecimal(value), String(value)).toBe(oneDecimal.format(value));
      expect(formatNumber(value), String(value)).toBe(plain.format(value));
    }
    expect(formatOneDecimal(63.75)).toBe('63,8');
    expect(formatNumber(1_234_567.891)).toBe('1.234.567,89');
  });

  it('agrees with Intl on 100,000 numbers of every size and on the edges it leaves to Intl', () => {
    const random = numbers(20_261_127);
    const differing: string[] = [];
    for (let i = 0; i < 100_000; i += 1) {
      const scale = 10 ** Math.floor(random() * 12 - 4);
      const sign = random() < 0.2 ? -1 : 1;
      // Numbers with few decimals hit exact halves; the others are any double.
      const value = i % 2 === 0 ? (sign * Math.round(random() * 100_000)) / 1000 : sign * random() * scale;
      if (formatOneDecimal(value) !== oneDecimal.format(value) || formatNumber(value) !== plain.format(value)) {
        differing.push(String(value));
      }
    }
    expect(differing).toEqual([]);
    for (const value of [1e-7, -2.5e-7, 1e21, -3e25, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(formatTurkishDecimal(value, 0, 2)).toBeUndefined();
      expect(formatNumber(value)).toBe(plain.format(value));
    }
  });
});

describe('today in the study zone without Intl', () => {
  it('reads the same day as the time-zone database, hour by hour, from 2016 to 2040', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' });
    // From a day before Turkey's last change of offset; 59 minutes apart, so the minutes move too.
    const differing: string[] = [];
    for (let instant = Date.UTC(2016, 2, 26); instant < Date.UTC(2040, 0, 1); instant += 59 * 60 * 1000) {
      const now = new Date(instant);
      if (todayInStudyZone(now) !== intl.format(now)) differing.push(now.toISOString());
    }
    expect(differing).toEqual([]);
    // Around midnight in Istanbul, 21:00 UTC.
    expect(todayInStudyZone(new Date('2026-11-26T20:59:59.999Z'))).toBe('2026-11-26');
    expect(todayInStudyZone(new Date('2026-11-26T21:00:00.000Z'))).toBe('2026-11-27');
    // Before the fixed offset, winter time was UTC+02:00.
    expect(todayInStudyZone(new Date('2015-01-10T22:30:00Z'))).toBe('2015-01-11');
    expect(todayInStudyZone(new Date('2015-01-10T21:30:00Z'))).toBe('2015-01-10');
  });
});
