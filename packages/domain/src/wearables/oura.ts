import { markNaps, type DeviceNight } from './device-night.js';
import { nightFromSummary } from './summary-night.js';

/**
 * Oura's sleep periods, as the app's data export and the API give them, in both generations:
 * - v1 (`{ "sleep": [...] }`): `total` (sleep seconds), `awake`, `rem`, `deep`, `light`,
 *   `onset_latency`, `duration`, and `hypnogram_5min`;
 * - v2 (`{ "data": [...] }` or the array): `total_sleep_duration`, `awake_time`,
 *   `rem_sleep_duration`, `deep_sleep_duration`, `light_sleep_duration`, `latency`, `type`, and
 *   `sleep_phase_5_min`.
 * Both have `bedtime_start` and `bedtime_end` (ISO 8601 with the device's offset). The night is
 * counted as Oura counts it: its sleep time, awake time, latency and stage seconds are Oura's own
 * figures; the 5-minute hypnogram (one digit per five minutes from bedtime start: 1 deep, 2 light,
 * 3 REM, 4 awake) gives the final wake, and the stage seconds where a period has no figures for
 * them. A rest period (v2 `type` 'rest' or 'deleted') is not sleep.
 */

const FIVE_MINUTES_S = 300;

function instant(text: unknown): { ms: number; offsetMinutes: number } | null {
  if (typeof text !== 'string') return null;
  const match = /([+-])(\d{2}):(\d{2})$|Z$/.exec(text);
  const ms = Date.parse(text);
  if (!match || Number.isNaN(ms)) return null;
  const offset = match[0] === 'Z' ? 0 : (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
  return { ms, offsetMinutes: offset };
}

const seconds = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);
/** The first of the fields that holds a number of seconds (v2's name, then v1's). */
const first = (period: Record<string, unknown>, ...names: string[]) => names.map((name) => seconds(period[name])).find((v) => v !== null) ?? null;

/** The periods of an export: `{ sleep: [...] }`, `{ data: [...] }` or the array itself. */
function periodsOf(document: unknown): Record<string, unknown>[] {
  const list = Array.isArray(document)
    ? document
    : typeof document === 'object' && document !== null
      ? ((document as { sleep?: unknown; data?: unknown }).sleep ?? (document as { data?: unknown }).data)
      : undefined;
  return Array.isArray(list) ? list.filter((p): p is Record<string, unknown> => typeof p === 'object' && p !== null) : [];
}

function hypnogramOf(period: Record<string, unknown>): string {
  const text = [period.sleep_phase_5_min, period.hypnogram_5min].find((v): v is string => typeof v === 'string' && /^[1-4]+$/.test(v));
  return text ?? '';
}

function periodNight(period: Record<string, unknown>): Omit<DeviceNight, 'nap'> | null {
  const start = instant(period.bedtime_start);
  const end = instant(period.bedtime_end);
  if (!start || !end || end.ms <= start.ms) return null;
  if (period.type === 'rest' || period.type === 'deleted') return null;
  const hypnogram = hypnogramOf(period);
  const count = (digit: string) => [...hypnogram].filter((d) => d === digit).length * FIVE_MINUTES_S;
  const fromHypnogram = hypnogram.length > 0;
  const rem = first(period, 'rem_sleep_duration', 'rem') ?? (fromHypnogram ? count('3') : null);
  const deep = first(period, 'deep_sleep_duration', 'deep') ?? (fromHypnogram ? count('1') : null);
  const light = first(period, 'light_sleep_duration', 'light') ?? (fromHypnogram ? count('2') : null);
  const total = first(period, 'total_sleep_duration', 'total');
  const awake = first(period, 'awake_time', 'awake');
  const latency = first(period, 'latency', 'onset_latency');
  const lastAsleep = Math.max(...[...hypnogram].map((d, i) => (d === '4' ? -1 : i)));
  const firstAsleep = [...hypnogram].findIndex((d) => d !== '4');
  const sleepOnset = start.ms + 1000 * (latency ?? (firstAsleep >= 0 ? firstAsleep * FIVE_MINUTES_S : 0));
  const finalWake = lastAsleep >= 0 ? Math.min(end.ms, start.ms + (lastAsleep + 1) * FIVE_MINUTES_S * 1000) : end.ms;
  // Oura's awake time covers the whole period; the night's awake minutes are those between sleep
  // onset and the final wake.
  const bed = (end.ms - start.ms) / 1000;
  const asleep = total ?? (rem !== null && deep !== null && light !== null ? rem + deep + light : null);
  const awakeInPeriod = awake ?? (asleep !== null ? Math.max(0, bed - asleep) : 0);
  const outside = (sleepOnset - start.ms) / 1000 + (end.ms - finalWake) / 1000;
  return nightFromSummary({
    vendor: 'oura',
    inBedStart: start.ms,
    inBedEnd: end.ms,
    sleepOnset,
    finalWake,
    offsetMinutes: start.offsetMinutes,
    remSeconds: rem,
    deepSeconds: deep,
    lightSeconds: light,
    awakeSeconds: Math.max(0, awakeInPeriod - outside),
    asleepSeconds: asleep,
  });
}

export function parseOuraSleep(document: unknown): DeviceNight[] {
  return markNaps(periodsOf(document).flatMap((period) => periodNight(period) ?? []));
}
