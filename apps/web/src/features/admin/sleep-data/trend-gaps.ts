import { addCalendarDays } from '@uyku/domain';

/** One day of the admin's sleep chart: null where no night was recorded. */
export interface ChartDay {
  sleep_date: string;
  sleep_quality: number | null;
  sleep_duration: number | null;
}

/**
 * Every calendar day from `from` to `to` (both included), with the recorded nights in place and
 * null on the others, so the chart breaks its lines over a missed night instead of drawing across
 * it (docs/product.md, "Sleep data"). Nights outside the range are left out.
 */
export function fillTrendGaps(
  trend: readonly { sleep_date: string; sleep_quality: number; sleep_duration: number }[],
  from: string,
  to: string,
): ChartDay[] {
  const byDate = new Map(trend.map((night) => [night.sleep_date, night]));
  const days: ChartDay[] = [];
  for (let day = from; day <= to; day = addCalendarDays(day, 1)) {
    const night = byDate.get(day);
    days.push({ sleep_date: day, sleep_quality: night?.sleep_quality ?? null, sleep_duration: night?.sleep_duration ?? null });
  }
  return days;
}
