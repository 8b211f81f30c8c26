import { describe, expect, it } from 'vitest';
import { ancova } from './ancova.js';
import { hedgesG } from './effect-size.js';
import { holmAdjust } from './holm.js';
import { noncentralTCdf } from './noncentral-t.js';
import { participantPairedSummary } from './participant-summary.js';
import { REFERENCE_INPUTS as IN, REFERENCE_VALUES as REF } from './reference-fixture.js';
import { cohensD, welchTTest } from './statistics.js';

/**
 * The analysis rules (docs/decisions/017-analysis-itt-participant-unit.md) against SciPy 1.10 and
 * statsmodels 0.13 on the fixed study in reference-fixture.ts, written by
 * `scripts/stats-reference.py --fixture`. Agreement is required to 4 significant digits at least;
 * the tolerance below is a relative 1e-6.
 */
function close(actual: number | null | undefined, expected: number) {
  expect(actual).toBeTypeOf('number');
  expect(Math.abs((actual as number) - expected)).toBeLessThanOrEqual(Math.abs(expected) * 1e-6 + 1e-12);
}

const changes = (group: 'experiment' | 'control') => IN.study.filter((row) => row.arm === group).map((row) => row.followUp - row.baseline);

describe('change-score comparison on the fixed study (experiment − control)', () => {
  it('Welch t, df, p and the difference with its CI match SciPy', () => {
    const result = welchTTest(changes('experiment'), changes('control'));
    close(result?.t, REF.welch.t);
    close(result?.df, REF.welch.df);
    close(result?.p, REF.welch.p);
    close(result?.difference, REF.welch.difference);
    close(result?.ci.low, REF.welch.low);
    close(result?.ci.high, REF.welch.high);
  });

  it("Hedges' g, its correction and its exact noncentral-t CI match scipy.stats.nct", () => {
    const result = hedgesG(changes('experiment'), changes('control'));
    close(cohensD(changes('experiment'), changes('control'))?.d, REF.hedges.d);
    close(result?.g, REF.hedges.g);
    close(result?.correction, REF.hedges.j);
    close(result?.ci.low, REF.hedges.low);
    close(result?.ci.high, REF.hedges.high);
  });

  it("Hedges' g for tiny groups (3 vs 4), where the interval crosses 0", () => {
    const result = hedgesG(IN.hedgesSmall.x, IN.hedgesSmall.y);
    close(result?.g, REF.hedges_small.g);
    close(result?.ci.low, REF.hedges_small.low);
    close(result?.ci.high, REF.hedges_small.high);
    expect(hedgesG([1], [2, 3])).toBeNull();
  });

  it('the noncentral t CDF reduces to Student t and to the normal at t = 0', () => {
    // P(T ≤ 0; δ) = Φ(−δ): Φ(−1) = 0.158655253931457.
    close(noncentralTCdf(0, 10, 1), 0.158655253931457);
    close(noncentralTCdf(2, 10, 0), 0.9633059826146297);
    close(noncentralTCdf(-2, 10, 0), 1 - 0.9633059826146297);
  });
});

describe('ANCOVA: intervention mean ~ arm + baseline mean', () => {
  it('matches statsmodels OLS', () => {
    const result = ancova(IN.study.map((row) => ({ experiment: row.arm === 'experiment', baseline: row.baseline, followUp: row.followUp })));
    close(result?.difference, REF.ancova.difference);
    close(result?.se, REF.ancova.se);
    close(result?.t, REF.ancova.t);
    close(result?.p, REF.ancova.p);
    close(result?.df, REF.ancova.df);
    close(result?.ci.low, REF.ancova.low);
    close(result?.ci.high, REF.ancova.high);
    close(result?.baselineSlope, REF.ancova.slope);
  });

  it('answers null below two participants per arm', () => {
    expect(ancova([{ experiment: true, baseline: 1, followUp: 2 }, { experiment: false, baseline: 2, followUp: 2 }, { experiment: false, baseline: 3, followUp: 1 }])).toBeNull();
  });
});

describe('Holm', () => {
  it("matches statsmodels' multipletests(method='holm')", () => {
    const adjusted = holmAdjust(IN.secondaryP);
    REF.holm.forEach((expected, i) => close(adjusted[i], expected));
  });

  it('keeps a missing p missing and out of m', () => {
    expect(holmAdjust([0.02, null, 0.04])).toEqual([0.04, null, 0.04]);
  });
});

describe('heart rate: within-session change summarised per participant first', () => {
  it('one mean before and after per participant, paired t on those (n = participants), as SciPy', () => {
    const summary = participantPairedSummary(IN.heartRate);
    expect(summary.participants).toBe(REF.heart_rate.participants);
    expect(summary.sessions).toBe(IN.heartRate.length);
    close(summary.meanBefore, REF.heart_rate.mean_before);
    close(summary.meanAfter, REF.heart_rate.mean_after);
    close(summary.paired?.t, REF.heart_rate.t);
    expect(summary.paired?.df).toBe(REF.heart_rate.df);
    close(summary.paired?.p, REF.heart_rate.p);
    close(summary.paired?.meanChange, REF.heart_rate.mean_change);
    close(summary.paired?.ci.low, REF.heart_rate.low);
    close(summary.paired?.ci.high, REF.heart_rate.high);
  });
});
