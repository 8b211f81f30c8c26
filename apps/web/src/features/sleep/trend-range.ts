import type { TrendPoint } from '@uyku/domain';

/** The chart never narrows below a week, so a single night does not fill the width alone. */
export const MIN_TREND_DAYS = 7;

/**
 * The days the trend chart draws: the 30-day window from the first recorded night on (never
 * fewer than the last `minDays` days). Ten nights in a 30-day window would otherwise be squeezed
 * into the chart's right third, behind twenty empty days.
 */
export function visibleTrendDays(points: readonly TrendPoint[], minDays: number = MIN_TREND_DAYS): TrendPoint[] {
  const first = points.findIndex((point) => point.quality !== null);
  if (first === -1) return [...points];
  const start = Math.min(first, Math.max(0, points.length - minDays));
  return points.slice(start);
}
