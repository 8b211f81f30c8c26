/**
 * Rounding of the study's figures to one decimal, half up (docs/product.md, "Dates, numbers and texts").
 *
 * `Math.round(x * 10) / 10` on a floating quotient is wrong at exact halves: 306 / 480 × 100 is
 * 63.75, but the double nearest to it times 10 is 637.4999…, which rounds to 63.7. Every figure
 * the study reports is a ratio of whole numbers (minutes, scores, beats), so the ratio is rounded
 * from the integers themselves and the float never decides a half.
 */

/** `numerator ÷ denominator` to one decimal, half up (towards +∞, as Math.round). Denominator > 0. */
export function ratioOneDecimal(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    return roundToOneDecimal(numerator / denominator);
  }
  // tenths = floor(10·n/d + 1/2) = floor((20·n + d) / (2·d)), in integer arithmetic.
  const top = 20 * numerator + denominator;
  const bottom = 2 * denominator;
  const remainder = ((top % bottom) + bottom) % bottom;
  return (top - remainder) / bottom / 10;
}

/** `part ÷ whole × 100` to one decimal, half up, from the integers: 306 of 480 → 63.8. */
export function percentOneDecimal(part: number, whole: number): number {
  return ratioOneDecimal(part * 100, whole);
}

/**
 * A value that is not a ratio of integers (a typed room temperature such as 21.26) to one decimal.
 * For ratios use `ratioOneDecimal`, which is exact at halves.
 */
export function roundToOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}
