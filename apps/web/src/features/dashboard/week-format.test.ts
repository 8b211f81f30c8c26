import { describe, expect, it } from 'vitest';
import { minutesChangeText, pointsChangeText } from './week-format';

describe('week texts', () => {
  it('signs the changes and writes Turkish decimals', () => {
    expect(minutesChangeText(18)).toBe('Önceki haftaya göre +18 dk');
    expect(minutesChangeText(-65)).toBe('Önceki haftaya göre −1 sa 5 dk');
    expect(minutesChangeText(0)).toBe('Önceki haftayla aynı');
    expect(minutesChangeText(null)).toBe('Önceki hafta kayıt yok');
    expect(pointsChangeText(3.4)).toBe('Önceki haftaya göre +3,4 puan');
    expect(pointsChangeText(-0.5)).toBe('Önceki haftaya göre −0,5 puan');
  });
});
