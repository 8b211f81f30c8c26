import tCdf from '@stdlib/stats-base-dists-t-cdf';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import type { Interval } from './statistics.js';

/**
 * ANCOVA of the primary comparison (docs/decisions/017-analysis-itt-participant-unit.md): per
 * participant, the intervention-phase mean regressed on the arm (experiment 1, control 0) and the
 * baseline mean by ordinary least squares, y = b₀ + b₁·arm + b₂·baseline. b₁ is the difference
 * between the arms adjusted for baseline, with its t on n − 3 degrees of freedom. Pinned against
 * statsmodels' OLS in ancova.test.ts.
 */

const CONFIDENCE = 0.95;

export interface AncovaObservation {
  experiment: boolean;
  baseline: number;
  followUp: number;
}

export interface AncovaResult {
  n: number;
  /** Experiment − control, adjusted for the baseline mean (b₁), with its 95% CI. */
  difference: number;
  ci: Interval;
  se: number;
  t: number;
  df: number;
  p: number;
  /** The baseline mean's slope (b₂). */
  baselineSlope: number;
}

/** Solves the 3×3 system a·b = c by Gaussian elimination with partial pivoting; null when singular. */
function solve3(a: number[][], c: number[]): number[] | null {
  const m = a.map((row, i) => [...row, c[i] as number]);
  for (let col = 0; col < 3; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < 3; row += 1) if (Math.abs(m[row]![col]!) > Math.abs(m[pivot]![col]!)) pivot = row;
    if (!(Math.abs(m[pivot]![col]!) > 1e-12)) return null;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let row = 0; row < 3; row += 1) {
      if (row === col) continue;
      const factor = m[row]![col]! / m[col]![col]!;
      for (let k = col; k < 4; k += 1) m[row]![k]! -= factor * m[col]![k]!;
    }
  }
  return m.map((row, i) => row[3]! / row[i]!);
}

/** OLS of follow-up on arm and baseline over the finite rows; null below two per arm or a singular design. */
export function ancova(rows: readonly AncovaObservation[]): AncovaResult | null {
  const data = rows.filter((row) => Number.isFinite(row.baseline) && Number.isFinite(row.followUp));
  const n = data.length;
  const treated = data.filter((row) => row.experiment).length;
  if (treated < 2 || n - treated < 2 || n < 4) return null;
  // Centre the baseline so the normal equations stay well conditioned.
  const centre = data.reduce((sum, row) => sum + row.baseline, 0) / n;
  const xs = data.map((row) => [1, row.experiment ? 1 : 0, row.baseline - centre]);
  const xtx = [0, 1, 2].map((i) => [0, 1, 2].map((j) => xs.reduce((sum, x) => sum + x[i]! * x[j]!, 0)));
  const column = (k: number) => [0, 1, 2].map((j) => (j === k ? 1 : 0));
  const xty = [0, 1, 2].map((i) => xs.reduce((sum, x, r) => sum + x[i]! * data[r]!.followUp, 0));
  const beta = solve3(xtx, xty);
  // The group coefficient's column of (XᵀX)⁻¹: its diagonal entry scales the difference's variance.
  const inverseGroupColumn = solve3(xtx, column(1));
  if (!beta || !inverseGroupColumn) return null;
  const residual = data.reduce((sum, row, r) => {
    const x = xs[r]!;
    const fitted = beta[0]! * x[0]! + beta[1]! * x[1]! + beta[2]! * x[2]!;
    return sum + (row.followUp - fitted) ** 2;
  }, 0);
  const df = n - 3;
  const se = Math.sqrt((residual / df) * inverseGroupColumn[1]!);
  if (!(se > 0)) return null;
  const difference = beta[1]!;
  const t = difference / se;
  const margin = tQuantile(1 - (1 - CONFIDENCE) / 2, df) * se;
  return { n, difference, ci: { low: difference - margin, high: difference + margin }, se, t, df, p: 2 * tCdf(-Math.abs(t), df), baselineSlope: beta[2]! };
}
