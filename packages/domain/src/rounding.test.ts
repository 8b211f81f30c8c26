import { describe, expect, it } from 'vitest';
import { percentOneDecimal, ratioOneDecimal } from './rounding.js';

describe('rounding ratios of integers to one decimal', () => {
  it('rounds an exact half up, where the floating quotient would round it down', () => {
    // 306 / 480 = 63.75 %; Math.round(306 / 480 * 100 * 10) / 10 gives 63.7.
    expect(percentOneDecimal(306, 480)).toBe(63.8);
    // 127 / 20 = 6.35; Math.round(6.35 * 10) / 10 gives 6.3.
    expect(ratioOneDecimal(127, 20)).toBe(6.4);
  });

  it('rounds ordinary values to the nearest tenth', () => {
    expect(percentOneDecimal(400, 480)).toBe(83.3);
    expect(percentOneDecimal(460, 540)).toBe(85.2);
    expect(percentOneDecimal(480, 480)).toBe(100);
    expect(percentOneDecimal(0, 480)).toBe(0);
    expect(ratioOneDecimal(450, 60)).toBe(7.5);
  });

  it('rounds negative halves towards +∞, as Math.round does', () => {
    expect(ratioOneDecimal(-5, 4)).toBe(-1.2); // −1.25
    expect(ratioOneDecimal(-7, 4)).toBe(-1.7); // −1.75
    expect(percentOneDecimal(-9, 72)).toBe(-12.5);
  });

  it('falls back to the plain quotient for values that are not integers', () => {
    expect(ratioOneDecimal(21.26, 1)).toBe(21.3);
  });
});
