import { z } from 'zod';
import { TST_SOURCES } from '../sleep/metrics.js';
import { WASO_SOURCES } from '../sleep/waso.js';
import { STUDY_PHASES } from '../study/timeline.js';

/**
 * Additions to the admin's night and participant detail (docs/product.md, "Sleep data"): a
 * night's derived metrics (docs/sleep-metrics.md) and the participant's study phases as date
 * ranges for the chart. Minutes are whole; the efficiency is a percent with one decimal.
 */

export const adminNightMetricsSchema = z.object({
  time_in_bed: z.number(),
  sleep_onset_latency: z.number(),
  terminal_wakefulness: z.number(),
  total_sleep_time: z.number(),
  /** 'stages' (REM + deep + light) or 'clock' (the clock times). */
  tst_source: z.enum(TST_SOURCES),
  sleep_efficiency: z.number(),
  /** The WASO the analysis uses: the participant's own figure, else the awake minutes. */
  waso_used: z.number(),
  waso_source: z.enum(WASO_SOURCES),
});
export type AdminNightMetrics = z.infer<typeof adminNightMetricsSchema>;

export const adminPhaseBandSchema = z.object({
  phase: z.enum(STUDY_PHASES).exclude(['outside']),
  from: z.string(),
  to: z.string(),
});
