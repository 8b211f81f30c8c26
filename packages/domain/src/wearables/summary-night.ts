import { studyZoneOffset } from '../sleep/calendar.js';
import { isoWithOffset, localDay, type DeviceNight, type DeviceVendor } from './device-night.js';

/**
 * A night a vendor exports as a summary (Oura without its 5-minute phases, Garmin): the times and
 * the seconds per stage as the device counted them, with no samples to rebuild.
 */
export interface SleepSummaryInput {
  vendor: DeviceVendor;
  inBedStart: number;
  inBedEnd: number;
  sleepOnset: number;
  finalWake: number;
  /** Offset the times are written in; the study zone's when the vendor gives none. */
  offsetMinutes?: number;
  remSeconds: number | null;
  deepSeconds: number | null;
  lightSeconds: number | null;
  /** Awake between sleep onset and the final wake. */
  awakeSeconds: number;
  /** The vendor's own total sleep time, where it gives one (otherwise the stages', or the window less awake). */
  asleepSeconds?: number | null;
  /** The vendor's own date of the night, where it gives one (otherwise the wake's day on the device's clock). */
  date?: string;
}

const minutes = (seconds: number) => Math.round(seconds / 60);

export function nightFromSummary(input: SleepSummaryInput): Omit<DeviceNight, 'nap'> | null {
  if (!(input.inBedEnd > input.inBedStart) || !(input.finalWake > input.sleepOnset)) return null;
  const stages = [input.remSeconds, input.deepSeconds, input.lightSeconds];
  const staged = stages.every((s) => s !== null) && stages.some((s) => (s ?? 0) > 0);
  const asleepSeconds =
    input.asleepSeconds ??
    (staged
      ? (input.remSeconds ?? 0) + (input.deepSeconds ?? 0) + (input.lightSeconds ?? 0)
      : Math.max(0, (input.finalWake - input.sleepOnset) / 1000 - input.awakeSeconds));
  const offset = (ms: number) => input.offsetMinutes ?? studyZoneOffset(ms);
  const at = (ms: number) => isoWithOffset(ms, offset(ms));
  return {
    date: input.date ?? localDay(input.finalWake, offset(input.finalWake)),
    vendor: input.vendor,
    in_bed_start: at(input.inBedStart),
    in_bed_end: at(input.inBedEnd),
    sleep_onset: at(input.sleepOnset),
    final_wake: at(input.finalWake),
    rem_minutes: staged ? minutes(input.remSeconds ?? 0) : null,
    deep_minutes: staged ? minutes(input.deepSeconds ?? 0) : null,
    light_minutes: staged ? minutes(input.lightSeconds ?? 0) : null,
    awake_minutes: minutes(input.awakeSeconds),
    asleep_minutes: minutes(asleepSeconds),
    stages_available: staged,
  };
}
