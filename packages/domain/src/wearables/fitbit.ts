import { nightsFromSamples, studyWallTime, type DeviceNight, type SampleStage, type SleepSample } from './device-night.js';

/**
 * Fitbit through Google Takeout: `Fitbit/Global Export Data/sleep-YYYY-MM-DD.json`, each an array
 * of sleep logs, or a Web API response (`{"sleep": [...]}`, as apps that fetch it save it). A log's
 * times are the device's wall clock without an offset, read in the study's zone. `type` 'stages'
 * gives deep/light/REM/wake; 'classic' only asleep/restless/awake, so no stage minutes are made up
 * from it (restless counts as awake, as Fitbit's own awake total does). A stages log's `shortData`
 * holds the short wakes (up to three minutes) inside the stages: they are cut out of the sleep
 * they interrupt, as Fitbit does, so the night's sleep equals the log's own `minutesAsleep`.
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

function levelSamples(entries: unknown): SleepSample[] {
  const samples: SleepSample[] = [];
  for (const entry of Array.isArray(entries) ? (entries as FitbitLevel[]) : []) {
    const stage = typeof entry.level === 'string' ? LEVELS[entry.level] : undefined;
    const start = typeof entry.dateTime === 'string' ? studyWallTime(entry.dateTime) : null;
    if (!stage || !start || typeof entry.seconds !== 'number' || entry.seconds <= 0) continue;
    samples.push({ start: start.ms, end: start.ms + entry.seconds * 1000, stage, offsetMinutes: start.offsetMinutes });
  }
  return samples;
}

/** The samples with each short wake cut out of the sleep it falls in, and added as awake. */
function withShortWakes(samples: readonly SleepSample[], wakes: readonly SleepSample[]): SleepSample[] {
  let result = [...samples];
  for (const wake of wakes) {
    result = result.flatMap((sample) => {
      if (sample.stage === 'awake' || wake.end <= sample.start || wake.start >= sample.end) return [sample];
      const parts: SleepSample[] = [];
      if (wake.start > sample.start) parts.push({ ...sample, end: wake.start });
      parts.push({ ...sample, start: Math.max(sample.start, wake.start), end: Math.min(sample.end, wake.end), stage: 'awake' });
      if (wake.end < sample.end) parts.push({ ...sample, start: wake.end });
      return parts;
    });
  }
  return result;
}

function samplesOfLog(log: Record<string, unknown>): SleepSample[] {
  const levels = (log.levels ?? {}) as { data?: unknown; shortData?: unknown };
  const shortWakes = levelSamples(levels.shortData).filter((s) => s.stage === 'awake');
  const samples = withShortWakes(levelSamples(levels.data), shortWakes);
  // The log's own start and end bound the time in bed, even where the levels begin later.
  const begin = typeof log.startTime === 'string' ? studyWallTime(log.startTime) : null;
  const end = typeof log.endTime === 'string' ? studyWallTime(log.endTime) : null;
  if (begin && end && end.ms > begin.ms) samples.push({ start: begin.ms, end: end.ms, stage: 'in_bed', offsetMinutes: begin.offsetMinutes });
  return samples;
}

/** The logs of a file: the Takeout's array, or the Web API's `{"sleep": [...]}`. */
export function fitbitLogs(file: unknown): Record<string, unknown>[] {
  const list = Array.isArray(file) ? file : typeof file === 'object' && file !== null ? (file as { sleep?: unknown }).sleep : undefined;
  return Array.isArray(list) ? list.filter((log): log is Record<string, unknown> => typeof log === 'object' && log !== null) : [];
}

/**
 * The nights of one or more sleep files (each parsed JSON, in either shape). A log is one sleep
 * episode; Fitbit's own `isMainSleep` is not trusted over the rule every vendor follows (the longest
 * sleep ending on a morning is the night, the others naps).
 */
export function parseFitbitSleep(files: readonly unknown[]): DeviceNight[] {
  const samples: SleepSample[] = [];
  for (const file of files) for (const log of fitbitLogs(file)) samples.push(...samplesOfLog(log));
  return nightsFromSamples(samples, 'fitbit');
}
