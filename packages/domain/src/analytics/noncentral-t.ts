import betainc from '@stdlib/math-base-special-betainc';
import erfc from '@stdlib/math-base-special-erfc';
import gammaln from '@stdlib/math-base-special-gammaln';

/**
 * The noncentral t distribution's CDF and the inversion that gives the exact confidence interval
 * of a standardised mean difference (docs/decisions/017-analysis-itt-participant-unit.md). stdlib
 * has no noncentral t, so its CDF is the textbook Poisson mixture of regularised incomplete betas
 * (Lenth 1989, AS 243), with stdlib's betainc, erfc and gammaln doing the special-function work;
 * pinned against scipy.stats.nct through the interval in effect-size.test.ts.
 */

/** P(T ≤ t) for T noncentral t with `df` degrees of freedom and noncentrality `delta`. */
export function noncentralTCdf(t: number, df: number, delta: number): number {
  if (t < 0) return 1 - noncentralTCdf(-t, df, -delta);
  const normalTail = 0.5 * erfc(delta / Math.SQRT2); // Φ(−δ)
  if (t === 0) return normalTail;
  const x = (t * t) / (t * t + df);
  const half = (delta * delta) / 2;
  // The Poisson(δ²/2) weights outside centre ± 12 SD (and 20 terms) add less than 1e-15.
  const spread = 12 * Math.sqrt(half) + 20;
  const first = Math.max(0, Math.floor(half - spread));
  const last = Math.ceil(half + spread);
  const logHalf = half > 0 ? Math.log(half) : Number.NEGATIVE_INFINITY;
  let sum = 0;
  for (let j = first; j <= last; j += 1) {
    const logPower = j === 0 ? 0 : j * logHalf;
    const p = Math.exp(logPower - gammaln(j + 1) - half);
    const q = delta === 0 ? 0 : Math.sign(delta) * Math.exp(Math.log(Math.abs(delta)) - 0.5 * Math.LN2 + logPower - gammaln(j + 1.5) - half);
    sum += p * betainc(x, j + 0.5, df / 2) + q * betainc(x, j + 1, df / 2);
  }
  return Math.min(1, Math.max(0, normalTail + sum / 2));
}

/**
 * The noncentrality δ at which P(T ≤ t) equals `probability` (the CDF falls as δ grows), by
 * bisection on a bracket that widens until it holds the root.
 */
export function noncentralityFor(t: number, df: number, probability: number): number {
  let low = t - 10;
  let high = t + 10;
  while (noncentralTCdf(t, df, low) < probability) low -= 10;
  while (noncentralTCdf(t, df, high) > probability) high += 10;
  for (let i = 0; i < 200 && high - low > 1e-12 * Math.max(1, Math.abs(low)); i += 1) {
    const middle = (low + high) / 2;
    if (noncentralTCdf(t, df, middle) > probability) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}
