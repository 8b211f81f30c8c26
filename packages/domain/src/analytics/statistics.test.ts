import { describe as group, expect, it } from 'vitest';
import { cohensD, describe, pairedTTest, pearsonCorrelation, welchTTest } from './statistics.js';

/**
 * Reference values from SciPy 1.17 (Debian python3-scipy), printed by scripts/stats-reference.py
 * for exactly these inputs: ttest_ind(equal_var=False) with confidence_interval(), ttest_rel,
 * pearsonr with its Fisher-z interval; Cohen's d as written out in the script.
 */
function close(actual: number | undefined, expected: number) {
  expect(actual).toBeDefined();
  expect(Math.abs((actual as number) - expected)).toBeLessThanOrEqual(Math.abs(expected) * 1e-6 + 1e-12);
}

const UNEQUAL_X = [4.1, 5.3, 6.2, 5.8, 7.0, 6.6, 5.1];
const UNEQUAL_Y = [3.2, 4.4, 3.9, 5.0];
const EQUAL_X = [88.5, 91.2, 79.4, 85.0, 90.1, 83.3];
const EQUAL_Y = [80.2, 78.9, 84.1, 76.5, 82.0, 79.8];

group('welchTTest', () => {
  it('matches SciPy for unequal group sizes (7 vs 4)', () => {
    const result = welchTTest(UNEQUAL_X, UNEQUAL_Y);
    close(result?.t, 3.006209672);
    close(result?.df, 7.871798240);
    close(result?.p, 0.01722824519);
    close(result?.difference, 1.603571429);
    close(result?.ci.low, 0.3700076417);
    close(result?.ci.high, 2.837135215);
  });

  it('matches SciPy for equal group sizes', () => {
    const result = welchTTest(EQUAL_X, EQUAL_Y);
    close(result?.t, 2.822683059);
    close(result?.df, 8.008260487);
    close(result?.p, 0.02237803279);
    close(result?.difference, 6.0);
    close(result?.ci.low, 1.099151865);
    close(result?.ci.high, 10.90084813);
  });

  it('gives no result for a group of one participant, an empty group, or no spread', () => {
    expect(welchTTest([5.1], UNEQUAL_Y)).toBeNull();
    expect(welchTTest(UNEQUAL_X, [])).toBeNull();
    expect(welchTTest([2, 2, 2], [3, 3])).toBeNull();
  });

  it('skips missing values instead of counting them', () => {
    expect(welchTTest([...UNEQUAL_X, Number.NaN], UNEQUAL_Y)?.t).toBe(welchTTest(UNEQUAL_X, UNEQUAL_Y)?.t);
  });
});

group('cohensD', () => {
  it('matches the pooled-SD d and its normal-approximation CI (7 vs 4)', () => {
    const result = cohensD(UNEQUAL_X, UNEQUAL_Y);
    close(result?.d, 1.747124330);
    close(result?.ci.low, 0.3180907159);
    close(result?.ci.high, 3.176157943);
  });

  it('matches for equal group sizes', () => {
    const result = cohensD(EQUAL_X, EQUAL_Y);
    close(result?.d, 1.629676824);
    close(result?.ci.low, 0.3236970558);
    close(result?.ci.high, 2.935656592);
  });

  it('gives no result for a group of one participant', () => {
    expect(cohensD(UNEQUAL_X, [4.0])).toBeNull();
  });
});

group('pairedTTest', () => {
  const before = [72, 80, 68, 90, 75, 77, 84, 70];
  const after = [66, 74, 67, 82, 71, 75, 76, 69];

  it('matches SciPy ttest_rel(after, before) and the CI of the mean change', () => {
    const result = pairedTTest(before, after);
    expect(result?.n).toBe(8);
    close(result?.t, -4.347413024);
    close(result?.df, 7);
    close(result?.p, 0.003365463800);
    close(result?.meanChange, -4.5);
    close(result?.ci.low, -6.947618635);
    close(result?.ci.high, -2.052381365);
  });

  it('gives no result for one pair or for identical changes', () => {
    expect(pairedTTest([72], [66])).toBeNull();
    expect(pairedTTest([70, 80], [65, 75])).toBeNull();
  });
});

group('pearsonCorrelation', () => {
  it('matches SciPy pearsonr with its Fisher-z interval', () => {
    const result = pearsonCorrelation([10, 25, 40, 15, 60, 35, 5, 50, 45], [1.2, 2.5, 4.1, 0.8, 6.0, 3.3, -0.5, 4.4, 5.2]);
    expect(result?.n).toBe(9);
    close(result?.r, 0.9756078205);
    close(result?.p, 7.287352322e-6);
    close(result?.ci?.low, 0.8847085199);
    close(result?.ci?.high, 0.9950284043);
  });

  it('gives no result below three pairs or without spread', () => {
    expect(pearsonCorrelation([1, 2], [3, 4])).toBeNull();
    expect(pearsonCorrelation([1, 1, 1], [3, 4, 5])).toBeNull();
  });
});

group('describe', () => {
  it('gives n, mean and the sample SD, with no SD for one value', () => {
    const result = describe(UNEQUAL_X);
    expect(result.n).toBe(7);
    close(result.sd ?? undefined, 0.9860937848);
    expect(describe([5])).toEqual({ n: 1, mean: 5, sd: null });
    expect(describe([])).toEqual({ n: 0, mean: null, sd: null });
  });
});
