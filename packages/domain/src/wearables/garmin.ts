import { markNaps, type DeviceNight } from './device-night.js';
import { nightFromSummary } from './summary-night.js';

/**
 * Garmin Connect's account export: `DI_CONNECT/DI-Connect-Wellness/*_sleepData.json`, an array of
 * nights with `calendarDate` (the device's own date of the night), `sleepStartTimestampGMT` and
 * `sleepEndTimestampGMT` (UTC, written without a zone) and seconds of deep, light, REM and awake
 * sleep. Garmin gives no time in bed apart from the sleep window, so the window stands for both.
 * As Garmin counts them: an entry `UNCONFIRMED` (no sleep detected, only the user's usual sleep
 * window) or with no stage fields at all is no night and is skipped; nights Garmin could not stage
 * (`unmeasurableSeconds` only) carry no stage minutes.
 */

const STAGE_FIELDS = ['deepSleepSeconds', 'lightSleepSeconds', 'remSleepSeconds', 'awakeSleepSeconds', 'unmeasurableSeconds'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function gmt(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const ms = Date.parse(/[zZ]|[+-]\d{2}:\d{2}$/.test(text) ? text : `${text}Z`);
  return Number.isNaN(ms) ? null : ms;
}

const seconds = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);

export function parseGarminSleep(files: readonly unknown[]): DeviceNight[] {
  const nights: Omit<DeviceNight, 'nap'>[] = [];
  for (const file of files) {
    if (!Array.isArray(file)) continue;
    for (const entry of file) {
      if (typeof entry !== 'object' || entry === null) continue;
      const record = entry as Record<string, unknown>;
      if (record.sleepWindowConfirmationType === 'UNCONFIRMED') continue;
      if (!STAGE_FIELDS.some((field) => typeof record[field] === 'number')) continue;
      const start = gmt(record.sleepStartTimestampGMT);
      const end = gmt(record.sleepEndTimestampGMT);
      if (start === null || end === null) continue;
      const night = nightFromSummary({
        vendor: 'garmin',
        inBedStart: start,
        inBedEnd: end,
        sleepOnset: start,
        finalWake: end,
        remSeconds: seconds(record.remSleepSeconds),
        deepSeconds: seconds(record.deepSleepSeconds),
        lightSeconds: seconds(record.lightSleepSeconds),
        awakeSeconds: seconds(record.awakeSleepSeconds) ?? 0,
        ...(typeof record.calendarDate === 'string' && DATE.test(record.calendarDate) ? { date: record.calendarDate } : {}),
      });
      if (night) nights.push(night);
    }
  }
  return markNaps(nights);
}
