import { describe, expect, it } from 'vitest';
import { nightRequestSchema } from '../api/sleep.js';
import { rowFromWire } from './field-mapper.js';
import { SLEEP_FIELDS } from './fields.js';
import { sleepFlags, type FlaggableNight } from './flags.js';
import { newNight } from './form-values.js';

/**
 * A night saved from the entry form untouched, as the server stores it: the form's defaults through
 * the request schema into the row, so every catalogue field is in it (the defaults themselves are
 * pinned in request.test.ts).
 */
const defaults: FlaggableNight = {
  sleepDate: '2026-03-10',
  ...rowFromWire(SLEEP_FIELDS, nightRequestSchema.parse(newNight('2026-03-10'))),
  // 09:00 Istanbul on the diary date: two hours after waking.
  createdAt: '2026-03-10T06:00:00Z',
  clientCreatedAt: null,
};
const real = { ...defaults, sleepQuality: 7, bedtime: '23:10' };

describe('sleep data-quality flags', () => {
  it('flags an entry equal to the form defaults, and nothing on a real night', () => {
    expect(sleepFlags(defaults)).toEqual(['untouched_defaults']);
    expect(sleepFlags(real)).toEqual([]);
  });

  it('flags an entry made more than 36 hours after the final awakening (07:00 Istanbul = 04:00Z)', () => {
    expect(sleepFlags({ ...real, createdAt: '2026-03-11T16:00:00Z' })).toEqual([]); // exactly 36 h
    expect(sleepFlags({ ...real, createdAt: '2026-03-11T16:01:00Z' })).toEqual(['late_entry']);
  });

  it('reads the wake time in the zone Istanbul kept that day: UTC+02:00 in the winter of 2015', () => {
    // 07:00 Istanbul on 15 January 2015 was 05:00Z (a fixed +03:00 would read 04:00Z).
    const winter = { ...real, sleepDate: '2015-01-15', createdAt: '2015-01-16T17:00:00Z' };
    expect(sleepFlags(winter)).toEqual([]); // exactly 36 h
    expect(sleepFlags({ ...winter, createdAt: '2015-01-16T17:01:00Z' })).toEqual(['late_entry']);
    expect(sleepFlags({ ...winter, createdAt: '2015-01-15T04:30:00Z' })).toEqual(['saved_before_wake']);
  });

  it('reads a plausible client save time instead of the receipt, for late_entry and saved_before_wake', () => {
    // Saved offline 2 h after waking, received 3 days later: timely.
    expect(sleepFlags({ ...real, createdAt: '2026-03-13T09:00:00Z', clientCreatedAt: '2026-03-10T06:00:00Z' })).toEqual([]);
    // Saved offline before waking, received after: saved before the wake.
    expect(sleepFlags({ ...real, createdAt: '2026-03-10T08:00:00Z', clientCreatedAt: '2026-03-09T21:30:00Z' })).toEqual(['saved_before_wake']);
    // A client time 8 days before the receipt is not believed: the late receipt counts.
    expect(sleepFlags({ ...real, createdAt: '2026-03-18T09:00:00Z', clientCreatedAt: '2026-03-10T06:00:00Z' })).toEqual(['late_entry']);
  });

  it('flags a long night kept after confirmation', () => {
    expect(sleepFlags({ ...real, longNightConfirmed: true })).toEqual(['confirmed_implausible']);
  });

  it('flags stage totals that do not match the sleep period (23:00 → 07:00 = 480 min)', () => {
    const staged = { ...real, remDuration: 100, deepSleepDuration: 90, lightSleepDuration: 250, awakeDuration: 10, nightAwakenings: 1 }; // 450
    expect(sleepFlags(staged)).toEqual([]);
    expect(sleepFlags({ ...staged, lightSleepDuration: 180 })).toEqual(['stage_mismatch']); // 380: 100 short
    expect(sleepFlags({ ...staged, lightSleepDuration: 300 })).toEqual(['stage_mismatch']); // 500: over (old records)
    // One stage alone is not a wearable's night: the clock times count, nothing to compare.
    expect(sleepFlags({ ...real, deepSleepDuration: 90 })).toEqual([]);
  });

  it('flags a night first saved before its own final awakening (07:00 Istanbul = 04:00Z)', () => {
    // Saved at 00:30 Istanbul on the diary date, six and a half hours before waking.
    expect(sleepFlags({ ...real, createdAt: '2026-03-09T21:30:00Z' })).toEqual(['saved_before_wake']);
    expect(sleepFlags({ ...real, createdAt: '2026-03-10T04:00:00Z' })).toEqual([]); // at the wake time
  });

  it('flags awakenings and WASO that contradict each other, by the WASO used', () => {
    expect(sleepFlags({ ...real, awakeDuration: 20 })).toEqual(['waso_without_awakenings']);
    expect(sleepFlags({ ...real, nightAwakenings: 2 })).toEqual(['awakenings_without_waso']);
    expect(sleepFlags({ ...real, nightAwakenings: 2, awakeDuration: 20 })).toEqual([]);
    // The self-reported WASO decides over the awake minutes.
    expect(sleepFlags({ ...real, nightAwakenings: 2, awakeDuration: 20, wasoMinutes: 0 })).toEqual(['awakenings_without_waso']);
    expect(sleepFlags({ ...real, wasoMinutes: 15 })).toEqual(['waso_without_awakenings']);
  });
});
