import { describe, expect, it } from 'vitest';
import { numberAxis } from './format';

describe('numberAxis', () => {
  it('writes chart ticks with the decimal comma the tables use', () => {
    expect(numberAxis.valueFormatter(0.2)).toBe('0,2');
    expect(numberAxis.valueFormatter(-1.25)).toBe('-1,25');
    expect(numberAxis.valueFormatter(89)).toBe('89');
  });
});
