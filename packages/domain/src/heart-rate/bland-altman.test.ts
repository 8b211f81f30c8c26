import { describe, expect, it } from 'vitest';
import { blandAltman } from './bland-altman.js';

/**
 * Hand-computed: differences 2, −1, −2, 2, 5 → bias 6/5 = 1.2; squared deviations
 * 0.64 + 4.84 + 10.24 + 0.64 + 14.44 = 30.8, SD √(30.8/4) = 2.774887; limits 1.2 ∓ 1.96·SD =
 * −4.238779 and 6.638779; t(0.975, 4) = 2.776445, so the bias's CI half-width is
 * 2.776445·2.774887/√5 = 3.445478 and each limit's 2.776445·2.774887·√(3/5) = 5.967743.
 */
const PAIRS = [
  { measured: 72, reference: 70 },
  { measured: 75, reference: 76 },
  { measured: 68, reference: 70 },
  { measured: 80, reference: 78 },
  { measured: 90, reference: 85 },
];

describe('blandAltman', () => {
  it('gives the bias, SD, limits of agreement and their CIs of a hand-computed series', () => {
    const result = blandAltman(PAIRS);
    expect(result).not.toBeNull();
    const r = result!;
    expect(r.n).toBe(5);
    expect(r.bias).toBeCloseTo(1.2, 10);
    expect(r.sd).toBeCloseTo(2.774887, 5);
    expect(r.lower).toBeCloseTo(-4.238779, 5);
    expect(r.upper).toBeCloseTo(6.638779, 5);
    expect(r.biasCi.low).toBeCloseTo(1.2 - 3.445478, 5);
    expect(r.biasCi.high).toBeCloseTo(1.2 + 3.445478, 5);
    expect(r.lowerCi.low).toBeCloseTo(-4.238779 - 5.967743, 5);
    expect(r.lowerCi.high).toBeCloseTo(-4.238779 + 5.967743, 5);
    expect(r.upperCi.low).toBeCloseTo(6.638779 - 5.967743, 5);
    expect(r.upperCi.high).toBeCloseTo(6.638779 + 5.967743, 5);
  });

  it('reads a measurement that is high as a positive bias, and one that is always equal as no spread', () => {
    const same = blandAltman([{ measured: 70, reference: 70 }, { measured: 80, reference: 80 }]);
    expect(same).toMatchObject({ n: 2, bias: 0, sd: 0, lower: 0, upper: 0 });
    expect(blandAltman([{ measured: 75, reference: 70 }, { measured: 77, reference: 70 }])?.bias).toBe(6);
  });

  it('answers null below two pairs and skips pairs that are not numbers', () => {
    expect(blandAltman([])).toBeNull();
    expect(blandAltman([{ measured: 70, reference: 71 }])).toBeNull();
    expect(blandAltman([{ measured: 70, reference: 71 }, { measured: Number.NaN, reference: 71 }])).toBeNull();
  });
});
