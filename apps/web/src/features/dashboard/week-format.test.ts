import { describe, expect, it } from 'vitest';
import { longWeekday, minutesChangeText, pointsChangeText, shortWeekday } from './week-format';

describe('week texts', () => {
  it('signs the changes and writes Turkish decimals', () => {
    expect(minutesChangeText(18)).toBe('Önceki haftaya göre +18 dk');
    expect(minutesChangeText(-65)).toBe('Önceki haftaya göre −1 sa 5 dk');
    expect(minutesChangeText(0)).toBe('Önceki haftayla aynı');
    expect(minutesChangeText(null)).toBe('Önceki hafta kayıt yok');
    expect(pointsChangeText(3.4)).toBe('Önceki haftaya göre +3,4 puan');
    expect(pointsChangeText(-0.5)).toBe('Önceki haftaya göre −0,5 puan');
  });

  it('names the night by its weekday', () => {
    expect(shortWeekday('2026-11-26')).toBe('Per');
    expect(longWeekday('2026-11-23')).toBe('23 Kasım Pazartesi');
    expect(shortWeekday('dün')).toBe('Geçersiz tarih');
  });

  it('writes every day of 2020–2035 exactly as the tr-TR Intl formatters do', () => {
    const short = new Intl.DateTimeFormat('tr-TR', { weekday: 'short', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat('tr-TR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
    const differing: string[] = [];
    for (let date = new Date('2020-01-01T12:00:00Z'); date.getUTCFullYear() < 2036; date.setUTCDate(date.getUTCDate() + 1)) {
      const day = date.toISOString().slice(0, 10);
      if (shortWeekday(day) !== short.format(date) || longWeekday(day) !== long.format(date)) differing.push(day);
    }
    expect(differing).toEqual([]);
  });
});
