/**
 * Holm's step-down correction for the secondary outcomes (docs/sleep-metrics.md, "Primary and
 * secondary outcomes"): sort the m p values, multiply the i-th smallest (from 0) by m − i, carry
 * the running maximum so the order is kept, cap at 1. Missing p values (no test) stay null and do
 * not count in m. Matches statsmodels' multipletests(method='holm').
 */
export function holmAdjust(pValues: readonly (number | null)[]): (number | null)[] {
  const present = pValues
    .map((p, index) => ({ p, index }))
    .filter((entry): entry is { p: number; index: number } => entry.p !== null && Number.isFinite(entry.p))
    .sort((a, b) => a.p - b.p);
  const adjusted: (number | null)[] = pValues.map(() => null);
  const m = present.length;
  let running = 0;
  present.forEach((entry, rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * entry.p));
    adjusted[entry.index] = running;
  });
  return adjusted;
}
