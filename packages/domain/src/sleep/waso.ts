import { hasAllStages, sleepPeriod, stageTotal, type SleepNightInput } from './metrics.js';

/**
 * Which WASO a night's analysis and exports use, and which TST sources it has
 * (docs/sleep-metrics.md "WASO used" and "TST from two sources"). One rule for the exports and the
 * analysis, so a column and a mean never disagree about the same night.
 */

/** Where the WASO used came from: the participant's recalled figure, or the awake minutes. */
export type WasoSource = 'self_report' | 'awake_minutes';
export const WASO_SOURCES = ['self_report', 'awake_minutes'] as const satisfies readonly WasoSource[];

/** How the admin's Turkish CSVs name the source. */
export const WASO_SOURCE_LABELS: Record<WasoSource, string> = {
  self_report: 'Kendi bildirimi',
  awake_minutes: 'Uyanık geçen süre',
};

export interface WasoUsed {
  minutes: number;
  source: WasoSource;
}

type WasoFields = Pick<SleepNightInput, 'awake_duration' | 'waso_minutes'>;

/** The documented rule: the self-reported WASO (`waso_minutes`) when given, else the awake minutes. */
export function wasoUsed(night: WasoFields): WasoUsed {
  if (night.waso_minutes != null) return { minutes: night.waso_minutes, source: 'self_report' };
  return { minutes: night.awake_duration, source: 'awake_minutes' };
}

export interface TstBySource {
  /** Sleep period (asleep → final awakening) − WASO used, never below 0: the CSD's definition. */
  diary: number;
  /** REM + deep + light when all three stages were entered (decision 017's `stage_sum`); null otherwise. */
  stageSum: number | null;
}

type TstFields = Pick<
  SleepNightInput,
  'sleep_time' | 'wake_time' | 'awake_duration' | 'waso_minutes' | 'rem_duration' | 'deep_sleep_duration' | 'light_sleep_duration'
>;

/** Both total sleep times a night can give; the stored `sleep_duration` is `stageSum ?? diary`. */
export function tstBySource(night: TstFields): TstBySource {
  const diary = Math.max(0, sleepPeriod(night) - wasoUsed(night).minutes);
  return { diary, stageSum: hasAllStages(night) ? stageTotal(night) : null };
}
