import tQuantile from '@stdlib/stats-base-dists-t-quantile';

/**
 * Bland–Altman agreement of a measurement against a reference device (Bland & Altman, Lancet 1986;
 * docs/heart-rate-validation.md): the differences measured − reference, their mean (the bias),
 * their sample SD, the 95% limits of agreement bias ± 1.96 SD, and approximate 95% confidence
 * intervals of the bias (SE = SD/√n) and of each limit (SE ≈ SD·√(3/n)), both on Student's t with
 * n − 1 degrees of freedom. Pairs from one person are treated as independent, so with several
 * pairs per participant the intervals are too narrow (the protocol says so).
 */

export interface AgreementPair {
  measured: number;
  reference: number;
}

export interface AgreementInterval {
  low: number;
  high: number;
}

export interface BlandAltman {
  n: number;
  /** Mean of measured − reference (bpm): positive when the measurement reads high. */
  bias: number;
  /** Sample SD of the differences (n − 1). */
  sd: number;
  lower: number;
  upper: number;
  biasCi: AgreementInterval;
  lowerCi: AgreementInterval;
  upperCi: AgreementInterval;
}

/** 1.96: the normal's 97.5th percentile, as the limits of agreement are conventionally written. */
export const LIMITS_Z = 1.96;

const around = (centre: number, margin: number): AgreementInterval => ({ low: centre - margin, high: centre + margin });

/** Null below two finite pairs (no SD to speak of). */
export function blandAltman(pairs: readonly AgreementPair[]): BlandAltman | null {
  const differences = pairs.map((pair) => pair.measured - pair.reference).filter((d) => Number.isFinite(d));
  const n = differences.length;
  if (n < 2) return null;
  const bias = differences.reduce((sum, d) => sum + d, 0) / n;
  const sd = Math.sqrt(differences.reduce((sum, d) => sum + (d - bias) ** 2, 0) / (n - 1));
  const lower = bias - LIMITS_Z * sd;
  const upper = bias + LIMITS_Z * sd;
  const t = tQuantile(0.975, n - 1);
  const biasMargin = t * (sd / Math.sqrt(n));
  const limitMargin = t * sd * Math.sqrt(3 / n);
  return {
    n,
    bias,
    sd,
    lower,
    upper,
    biasCi: around(bias, biasMargin),
    lowerCi: around(lower, limitMargin),
    upperCi: around(upper, limitMargin),
  };
}
