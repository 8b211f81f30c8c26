import type { SleepMetrics } from '@uyku/domain';

/**
 * The derived metrics of a night (the domain's computeSleepMetrics) as the sleep_sessions columns
 * that store them beside the answers: every writer of a night stores the same set.
 */
export function metricColumns(metrics: SleepMetrics) {
  return {
    timeInBed: metrics.timeInBed,
    sleepOnsetLatency: metrics.sleepOnsetLatency,
    terminalWakefulness: metrics.terminalWakefulness,
    totalSleepMinutes: metrics.totalSleepMinutes,
    sleepEfficiency: metrics.sleepEfficiency,
    tstSource: metrics.tstSource,
  };
}
