import gammaln from '@stdlib/math-base-special-gammaln';
import { cohensD, type Interval } from './statistics.js';
import { noncentralityFor } from './noncentral-t.js';

/**
 * Hedges' g beside Cohen's d (docs/decisions/017-analysis-itt-participant-unit.md): d with the
 * small-sample correction J(ν) = Γ(ν/2) / (√(ν/2) Γ((ν − 1)/2)), ν = n₁ + n₂ − 2, and the exact
 * 95% interval: the pooled t = d / √(1/n₁ + 1/n₂) is noncentral t with noncentrality δ; the
 * limits are the δ at which the observed t sits at the 97.5th and 2.5th percentiles, rescaled
 * to d by √(1/n₁ + 1/n₂) and multiplied by J like g itself.
 */

const CONFIDENCE = 0.95;

export interface HedgesGResult {
  /** J · d; experiment − control when called as (experiment, control). */
  g: number;
  /** The correction factor J(ν) (< 1; near 1 for large samples). */
  correction: number;
  /** Exact noncentral-t 95% CI, on g's scale. */
  ci: Interval;
}

/** The exact small-sample correction J(ν) of Hedges (1981), from log-gamma. */
export function hedgesCorrection(df: number): number {
  return Math.exp(gammaln(df / 2) - 0.5 * Math.log(df / 2) - gammaln((df - 1) / 2));
}

/** Hedges' g of x against y with its exact CI; null when Cohen's d is (a group below two, no spread). */
export function hedgesG(x: readonly number[], y: readonly number[]): HedgesGResult | null {
  const cohen = cohensD(x, y);
  if (!cohen) return null;
  const nx = x.filter((value) => Number.isFinite(value)).length;
  const ny = y.filter((value) => Number.isFinite(value)).length;
  const df = nx + ny - 2;
  const scale = Math.sqrt(1 / nx + 1 / ny);
  const correction = hedgesCorrection(df);
  const t = cohen.d / scale;
  const tail = (1 - CONFIDENCE) / 2;
  const low = noncentralityFor(t, df, 1 - tail) * scale * correction;
  const high = noncentralityFor(t, df, tail) * scale * correction;
  return { g: cohen.d * correction, correction, ci: { low, high } };
}
