import { markNaps, nightsFromSamples, type DeviceNight, type SampleStage, type SleepSample } from './device-night.js';
import { nightFromSummary } from './summary-night.js';

/**
 * Oura's export (the app's data export or the API's `sleep` documents): sleep periods with
 * `bedtime_start` and `bedtime_end` (ISO 8601 with the offset), stage durations in seconds and,
 * where present, `sleep_phase_5_min` — one digit per five minutes from bedtime start:
 * 1 deep, 2 light, 3 REM, 4 awake. The phases are preferred, since they give the true sleep onset
 * and final wake; without them the summary is used.
 */

const PHASES: Record<string, SampleStage> = { '1': 'deep', '2': 'light', '3': 'rem', '4': 'awake' };
const FIVE_MINUTES = 5 * 60_000;

function instant(text: unknown): { ms: number; offsetMinutes: number } | null {
  if (typeof text !== 'string') return null;
  const match = /([+-])(\d{2}):(\d{2})$|Z$/.exec(text);
  const ms = Date.parse(text);
  if (!match || Number.isNaN(ms)) return null;
  const offset = match[0] === 'Z' ? 0 : (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
  return { ms, offsetMinutes: offset };
}

const seconds = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);

/** The periods of an export: `{ sleep: [...] }`, `{ data: [...] }` or the array itself. */
function periodsOf(document: unknown): Record<string, unknown>[] {
  const list = Array.isArray(document)
    ? document
    : typeof document === 'object' && document !== null
      ? ((document as { sleep?: unknown; data?: unknown }).sleep ?? (document as { data?: unknown }).data)
      : undefined;
  return Array.isArray(list) ? list.filter((p): p is Record<string, unknown> => typeof p === 'object' && p !== null) : [];
}

export function parseOuraSleep(document: unknown): DeviceNight[] {
  const sampled: SleepSample[] = [];
  const summarised: Omit<DeviceNight, 'nap'>[] = [];
  for (const period of periodsOf(document)) {
    const start = instant(period.bedtime_start);
    const end = instant(period.bedtime_end);
    if (!start || !end || end.ms <= start.ms) continue;
    // A rest period is not sleep.
    if (period.type === 'rest') continue;
    const phases = typeof period.sleep_phase_5_min === 'string' ? period.sleep_phase_5_min : '';
    if (/^[1-4]+$/.test(phases)) {
      sampled.push({ start: start.ms, end: end.ms, stage: 'in_bed', offsetMinutes: start.offsetMinutes });
      [...phases].forEach((digit, index) => {
        const stage = PHASES[digit];
        const from = start.ms + index * FIVE_MINUTES;
        if (stage && from < end.ms) sampled.push({ start: from, end: Math.min(from + FIVE_MINUTES, end.ms), stage, offsetMinutes: start.offsetMinutes });
      });
      continue;
    }
    const latency = seconds(period.latency) ?? 0;
    const night = nightFromSummary({
      vendor: 'oura',
      inBedStart: start.ms,
      inBedEnd: end.ms,
      sleepOnset: start.ms + latency * 1000,
      finalWake: end.ms,
      offsetMinutes: start.offsetMinutes,
      remSeconds: seconds(period.rem_sleep_duration),
      deepSeconds: seconds(period.deep_sleep_duration),
      lightSeconds: seconds(period.light_sleep_duration),
      awakeSeconds: seconds(period.awake_time) ?? 0,
    });
    if (night) summarised.push(night);
  }
  const fromPhases = nightsFromSamples(sampled, 'oura').map(({ nap: _nap, ...night }) => night);
  return markNaps([...fromPhases, ...summarised]);
}
