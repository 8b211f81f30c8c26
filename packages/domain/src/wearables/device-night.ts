import { studyZoneWallTime } from '../sleep/calendar.js';

/**
 * A night as the participant's wearable recorded it (docs/sleep-metrics.md, "Device nights"): kept
 * apart from the diary, which stays self-report. Made on the participant's phone from the vendor's
 * own export; only these figures leave the phone, never the file.
 */

export const DEVICE_VENDORS = ['apple', 'fitbit', 'samsung', 'oura', 'garmin'] as const;
export type DeviceVendor = (typeof DEVICE_VENDORS)[number];

export interface DeviceNight {
  /** The morning the main sleep ended, on the device's own clock (the diary's date). */
  date: string;
  vendor: DeviceVendor;
  /** ISO 8601 with the offset the device recorded (or the study zone's when it recorded none). */
  in_bed_start: string;
  in_bed_end: string;
  /** The first and the end of the last asleep sample. */
  sleep_onset: string;
  final_wake: string;
  /** Minutes per stage; null when the device gave no stages (never invented). */
  rem_minutes: number | null;
  deep_minutes: number | null;
  light_minutes: number | null;
  /** Awake minutes between sleep onset and the final wake. */
  awake_minutes: number;
  /** Minutes asleep between onset and final wake (every asleep stage). */
  asleep_minutes: number;
  stages_available: boolean;
  /** Not the day's main sleep (a shorter episode ending the same morning's date). */
  nap: boolean;
}

export type SampleStage = 'in_bed' | 'asleep' | 'awake' | 'light' | 'deep' | 'rem';
const ASLEEP: ReadonlySet<SampleStage> = new Set(['asleep', 'light', 'deep', 'rem']);
const STAGED: ReadonlySet<SampleStage> = new Set(['light', 'deep', 'rem']);

/** One interval of a device's record: epoch milliseconds and the offset it was recorded in. */
export interface SleepSample {
  start: number;
  end: number;
  stage: SampleStage;
  /** Minutes east of UTC, as the device wrote them. */
  offsetMinutes: number;
  /** The recording device or app, where several write to one export (Apple: phone and watch). */
  source?: string;
}

/** Episodes further apart than this are separate sleeps. */
export const EPISODE_GAP_MINUTES = 60;
const MINUTE = 60_000;

// ---- Time zones ----

/** A wall-clock time written without an offset (`2026-11-20T23:10:00`), read in the study's zone. */
export function studyWallTime(text: string): { ms: number; offsetMinutes: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?$/.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '0', frac = '0'] = match;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), Math.round(Number(`0.${frac}`) * 1000));
  return studyZoneWallTime(wall);
}

/** `2026-11-21T07:05:00+03:00`: the instant written in the given offset, to the second. */
export function isoWithOffset(ms: number, offsetMinutes: number): string {
  const local = new Date(ms + offsetMinutes * MINUTE).toISOString().slice(0, 19);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const size = Math.abs(offsetMinutes);
  return `${local}${sign}${String(Math.floor(size / 60)).padStart(2, '0')}:${String(size % 60).padStart(2, '0')}`;
}

/**
 * The calendar day of an instant on the device's clock (its recorded offset): a night slept abroad
 * belongs to the morning the participant woke up there, not to Istanbul's day at that instant.
 */
export function localDay(ms: number, offsetMinutes: number): string {
  return isoWithOffset(ms, offsetMinutes).slice(0, 10);
}

// ---- Samples to nights ----

const minutes = (ms: number) => Math.round(ms / MINUTE);
const overlap = (a: SleepSample, b: SleepSample) => a.start < b.end && b.start < a.end;

/**
 * Where several sources recorded the same sleep (Apple: the phone's "asleep" and the watch's
 * stages), the one with stages is kept and the others' asleep and awake samples in that time are
 * dropped, so no minute counts twice — nor does a sample imported twice. In-bed samples of every
 * source still bound the night.
 */
export function resolveSources(samples: readonly SleepSample[]): SleepSample[] {
  const bySource = new Map<string, SleepSample[]>();
  for (const sample of samples) {
    const key = sample.source ?? '';
    bySource.set(key, [...(bySource.get(key) ?? []), sample]);
  }
  // Staged sources first, then the one with more asleep time: the best record wins every overlap.
  const rank = (list: readonly SleepSample[]) => [
    list.some((s) => STAGED.has(s.stage)) ? 1 : 0,
    list.filter((s) => ASLEEP.has(s.stage)).reduce((sum, s) => sum + (s.end - s.start), 0),
  ];
  const ordered = [...bySource.values()].sort((a, b) => {
    const [sa, ta] = rank(a);
    const [sb, tb] = rank(b);
    return (sb ?? 0) - (sa ?? 0) || (tb ?? 0) - (ta ?? 0);
  });
  const kept: SleepSample[] = [];
  for (const list of ordered) {
    for (const sample of list) {
      if (sample.stage === 'in_bed') kept.push(sample);
      else if (!kept.some((other) => other.stage !== 'in_bed' && overlap(other, sample))) kept.push(sample);
    }
  }
  return kept.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** Samples in runs no more than EPISODE_GAP_MINUTES apart. */
export function episodes(samples: readonly SleepSample[]): SleepSample[][] {
  const sorted = [...samples].sort((a, b) => a.start - b.start || a.end - b.end);
  const runs: SleepSample[][] = [];
  let current: SleepSample[] = [];
  let reach = -Infinity;
  for (const sample of sorted) {
    if (current.length > 0 && sample.start - reach > EPISODE_GAP_MINUTES * MINUTE) {
      runs.push(current);
      current = [];
      reach = -Infinity;
    }
    current.push(sample);
    reach = Math.max(reach, sample.end);
  }
  if (current.length > 0) runs.push(current);
  return runs;
}

/** Records this close count as one stretch in bed (a watch's records touch to the second or minute). */
const ADJACENT_MS = MINUTE;

/**
 * The time in bed around the sleep: the span from onset to final wake, grown by every record that
 * overlaps it or touches it, and by those touching them in turn. A separate in-bed record later in
 * the episode (back to bed after getting up) does not stretch the night's end.
 */
function bedSpan(run: readonly SleepSample[], onset: number, finalWake: number): { start: number; end: number } {
  let start = onset;
  let end = finalWake;
  for (let grown = true; grown; ) {
    grown = false;
    for (const sample of run) {
      if (sample.start > end + ADJACENT_MS || sample.end < start - ADJACENT_MS) continue;
      if (sample.start < start || sample.end > end) {
        start = Math.min(start, sample.start);
        end = Math.max(end, sample.end);
        grown = true;
      }
    }
  }
  return { start, end };
}

/** One episode's night, or null when it holds no asleep sample. */
function nightOf(run: readonly SleepSample[], vendor: DeviceVendor): Omit<DeviceNight, 'nap'> | null {
  const asleep = run.filter((s) => ASLEEP.has(s.stage));
  const first = asleep[0];
  if (!first) return null;
  const onset = Math.min(...asleep.map((s) => s.start));
  const lastAsleep = asleep.reduce((latest, s) => (s.end > latest.end ? s : latest), first);
  const finalWake = lastAsleep.end;
  const { start: inBedStart, end: inBedEnd } = bedSpan(run, onset, finalWake);
  const startSample = run.find((s) => s.start === inBedStart) ?? first;
  const endSample = run.find((s) => s.end === inBedEnd) ?? lastAsleep;
  const within = (stage: SampleStage) =>
    run.filter((s) => s.stage === stage).reduce((sum, s) => sum + Math.max(0, Math.min(s.end, finalWake) - Math.max(s.start, onset)), 0);
  const stages = asleep.some((s) => STAGED.has(s.stage));
  const staged = (stage: SampleStage) => (stages ? minutes(within(stage)) : null);
  return {
    date: localDay(finalWake, lastAsleep.offsetMinutes),
    vendor,
    in_bed_start: isoWithOffset(inBedStart, startSample.offsetMinutes),
    in_bed_end: isoWithOffset(inBedEnd, endSample.offsetMinutes),
    sleep_onset: isoWithOffset(onset, first.offsetMinutes),
    final_wake: isoWithOffset(finalWake, lastAsleep.offsetMinutes),
    rem_minutes: staged('rem'),
    deep_minutes: staged('deep'),
    light_minutes: staged('light'),
    awake_minutes: minutes(within('awake')),
    asleep_minutes: minutes(asleep.reduce((sum, s) => sum + (s.end - s.start), 0)),
    stages_available: stages,
  };
}

/**
 * The device's nights from its samples: sources resolved, episodes split at gaps over an hour, each
 * dated by the morning it ended on the device's clock; per date the longest sleep is the main one,
 * the others naps.
 */
export function nightsFromSamples(samples: readonly SleepSample[], vendor: DeviceVendor): DeviceNight[] {
  // Sources are resolved within each episode: a few hundred samples at most, so the overlap check
  // stays cheap for a year of watch data, and each night keeps its own best source.
  const nights = episodes(samples)
    .map((run) => nightOf(resolveSources(run), vendor))
    .filter((night): night is Omit<DeviceNight, 'nap'> => night !== null);
  return markNaps(nights);
}

/** Per date, the night with the most sleep is the main one; the rest are naps. */
export function markNaps(nights: readonly Omit<DeviceNight, 'nap'>[]): DeviceNight[] {
  const main = new Map<string, Omit<DeviceNight, 'nap'>>();
  for (const night of nights) {
    const best = main.get(night.date);
    if (!best || night.asleep_minutes > best.asleep_minutes) main.set(night.date, night);
  }
  return nights
    .map((night) => ({ ...night, nap: main.get(night.date) !== night }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.sleep_onset < b.sleep_onset ? -1 : 1));
}
