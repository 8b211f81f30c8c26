import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import tCdf from '@stdlib/stats-base-dists-t-cdf';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';

/**
 * The study's inferential statistics (decision 017). The distributions (Student's t, the normal) come
 * from stdlib (docs/decisions/010-statistics-library.md); the statistics themselves are the
 * textbook formulas, pinned against SciPy in statistics.test.ts (scripts/stats-reference.py).
 * Every function answers null when its inputs cannot give a result (too few values, no spread)
 * rather than a number that looks like one.
 */

const CONFIDENCE = 0.95;

export interface Description {
  n: number;
  mean: number | null;
  /** Sample standard deviation (n − 1); null below two values. */
  sd: number | null;
}

export interface Interval {
  low: number;
  high: number;
}

export interface WelchResult {
  t: number;
  df: number;
  /** Two-sided. */
  p: number;
  /** mean(x) − mean(y) and its 95% CI on Welch's degrees of freedom. */
  difference: number;
  ci: Interval;
}

export interface CohensDResult {
  /** (mean(x) − mean(y)) / pooled SD. */
  d: number;
  /** 95% CI from the normal approximation of d's standard error (Hedges & Olkin). */
  ci: Interval;
}

export interface PairedResult {
  n: number;
  /** Mean of after − before and its 95% CI. */
  meanChange: number;
  ci: Interval;
  t: number;
  df: number;
  p: number;
}

export interface CorrelationResult {
  n: number;
  r: number;
  /** Two-sided, t on n − 2 degrees of freedom. */
  p: number;
  /** 95% CI by Fisher's z; null below four pairs. */
  ci: Interval | null;
}

function finite(values: readonly number[]): number[] {
  return values.filter((value) => Number.isFinite(value));
}

function mean(values: readonly number[]): number {
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

/** Sample variance (n − 1); the caller makes sure n ≥ 2. */
function variance(values: readonly number[], centre = mean(values)): number {
  let sum = 0;
  for (const value of values) sum += (value - centre) ** 2;
  return sum / (values.length - 1);
}

function twoSidedP(t: number, df: number): number {
  return 2 * tCdf(-Math.abs(t), df);
}

/** n, mean and SD of the finite values (missing ones are skipped). */
export function describe(values: readonly number[]): Description {
  const xs = finite(values);
  if (xs.length === 0) return { n: 0, mean: null, sd: null };
  const centre = mean(xs);
  return { n: xs.length, mean: centre, sd: xs.length >= 2 ? Math.sqrt(variance(xs, centre)) : null };
}

/** Welch's unequal-variances t-test of x against y; null when a group has fewer than two values or neither varies. */
export function welchTTest(x: readonly number[], y: readonly number[]): WelchResult | null {
  const a = finite(x);
  const b = finite(y);
  if (a.length < 2 || b.length < 2) return null;
  const va = variance(a) / a.length;
  const vb = variance(b) / b.length;
  const se2 = va + vb;
  if (!(se2 > 0)) return null;
  const difference = mean(a) - mean(b);
  const se = Math.sqrt(se2);
  const df = se2 ** 2 / (va ** 2 / (a.length - 1) + vb ** 2 / (b.length - 1));
  const t = difference / se;
  const margin = tQuantile(1 - (1 - CONFIDENCE) / 2, df) * se;
  return { t, df, p: twoSidedP(t, df), difference, ci: { low: difference - margin, high: difference + margin } };
}

/** Cohen's d of x against y with the pooled SD; null when a group has fewer than two values or nothing varies. */
export function cohensD(x: readonly number[], y: readonly number[]): CohensDResult | null {
  const a = finite(x);
  const b = finite(y);
  if (a.length < 2 || b.length < 2) return null;
  const pooled = ((a.length - 1) * variance(a) + (b.length - 1) * variance(b)) / (a.length + b.length - 2);
  if (!(pooled > 0)) return null;
  const d = (mean(a) - mean(b)) / Math.sqrt(pooled);
  const n = a.length + b.length;
  const se = Math.sqrt(n / (a.length * b.length) + d ** 2 / (2 * n));
  const z = normalQuantile(1 - (1 - CONFIDENCE) / 2, 0, 1);
  return { d, ci: { low: d - z * se, high: d + z * se } };
}

/**
 * Paired t-test of after − before over the pairs where both are finite; null below two pairs or
 * when every change is the same (the t statistic is undefined).
 */
export function pairedTTest(before: readonly number[], after: readonly number[]): PairedResult | null {
  const changes: number[] = [];
  for (let i = 0; i < Math.min(before.length, after.length); i += 1) {
    const change = (after[i] as number) - (before[i] as number);
    if (Number.isFinite(change)) changes.push(change);
  }
  if (changes.length < 2) return null;
  const meanChange = mean(changes);
  const se = Math.sqrt(variance(changes, meanChange) / changes.length);
  if (!(se > 0)) return null;
  const df = changes.length - 1;
  const t = meanChange / se;
  const margin = tQuantile(1 - (1 - CONFIDENCE) / 2, df) * se;
  return { n: changes.length, meanChange, ci: { low: meanChange - margin, high: meanChange + margin }, t, df, p: twoSidedP(t, df) };
}

/** Pearson's r over the pairs where both are finite; null below three pairs or when one side does not vary. */
export function pearsonCorrelation(x: readonly number[], y: readonly number[]): CorrelationResult | null {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i < Math.min(x.length, y.length); i += 1) {
    const a = x[i] as number;
    const b = y[i] as number;
    if (Number.isFinite(a) && Number.isFinite(b)) {
      xs.push(a);
      ys.push(b);
    }
  }
  const n = xs.length;
  if (n < 3) return null;
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i += 1) {
    const dx = (xs[i] as number) - mx;
    const dy = (ys[i] as number) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (!(sxx > 0) || !(syy > 0)) return null;
  // Rounding can push |r| a hair past 1 for perfectly related data.
  const r = Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
  const df = n - 2;
  const p = Math.abs(r) === 1 ? 0 : twoSidedP(r * Math.sqrt(df / (1 - r * r)), df);
  let ci: Interval | null = null;
  if (n >= 4 && Math.abs(r) < 1) {
    const z = Math.atanh(r);
    const margin = normalQuantile(1 - (1 - CONFIDENCE) / 2, 0, 1) / Math.sqrt(n - 3);
    ci = { low: Math.tanh(z - margin), high: Math.tanh(z + margin) };
  }
  return { n, r, p, ci };
}
