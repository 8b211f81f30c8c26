import { nightsFromSamples, studyWallTime, type DeviceNight, type SampleStage, type SleepSample } from './device-night.js';

/**
 * Fitbit through Google Takeout: `Fitbit/Global Export Data/sleep-YYYY-MM-DD.json`, each an array
 * of sleep logs. A log's times are the device's wall clock without an offset, read in the study's
 * zone. `type` 'stages' gives deep/light/REM/wake; 'classic' only asleep/restless/awake, so no stage
 * minutes are made up from it (restless counts as awake, as Fitbit's own awake total does).
 */

const LEVELS: Record<string, SampleStage> = {
  deep: 'deep',
  light: 'light',
  rem: 'rem',
  wake: 'awake',
  asleep: 'asleep',
  restless: 'awake',
  awake: 'awake',
};

interface FitbitLevel {
  dateTime?: unknown;
  level?: unknown;
  seconds?: unknown;
}

function samplesOfLog(log: Record<string, unknown>): SleepSample[] {
  const levels = (log.levels ?? {}) as { data?: unknown; shortData?: unknown };
  const data = Array.isArray(levels.data) ? (levels.data as FitbitLevel[]) : [];
  const samples: SleepSample[] = [];
  for (const entry of data) {
    const stage = typeof entry.level === 'string' ? LEVELS[entry.level] : undefined;
    const start = typeof entry.dateTime === 'string' ? studyWallTime(entry.dateTime) : null;
    if (!stage || !start || typeof entry.seconds !== 'number' || entry.seconds <= 0) continue;
    samples.push({ start: start.ms, end: start.ms + entry.seconds * 1000, stage, offsetMinutes: start.offsetMinutes });
  }
  // The log's own start and end bound the time in bed, even where the levels begin later.
  const begin = typeof log.startTime === 'string' ? studyWallTime(log.startTime) : null;
  const end = typeof log.endTime === 'string' ? studyWallTime(log.endTime) : null;
  if (begin && end && end.ms > begin.ms) samples.push({ start: begin.ms, end: end.ms, stage: 'in_bed', offsetMinutes: begin.offsetMinutes });
  return samples;
}

/**
 * The nights of one or more Takeout sleep files (each the parsed JSON array). A log is one sleep
 * episode; Fitbit's own `isMainSleep` is not trusted over the rule every vendor follows (the longest
 * sleep ending on a morning is the night, the others naps).
 */
export function parseFitbitSleep(files: readonly unknown[]): DeviceNight[] {
  const samples: SleepSample[] = [];
  for (const file of files) {
    if (!Array.isArray(file)) continue;
    for (const log of file) if (typeof log === 'object' && log !== null) samples.push(...samplesOfLog(log as Record<string, unknown>));
  }
  return nightsFromSamples(samples, 'fitbit');
}
