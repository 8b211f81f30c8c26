import { describe, expect, it } from 'vitest';
import { compareWithDiary } from './misperception.js';

describe('compareWithDiary', () => {
  const staged = {
    in_bed_start: '2026-03-02T22:40:00+00:00',
    sleep_onset: '2026-03-02T23:00:00+00:00',
    final_wake: '2026-03-03T06:10:00+00:00',
    rem_minutes: 90,
    deep_minutes: 70,
    light_minutes: 240,
    awake_minutes: 30,
    stages_available: true,
  };

  it('subtracts the device’s total sleep (its stages) and latency (in bed → onset) from the diary’s', () => {
    // Device: 90 + 70 + 240 = 400 minutes asleep, 20 minutes from in bed to onset.
    expect(compareWithDiary(staged, { totalSleepMinutes: 415, sleepOnsetLatency: 40 })).toEqual({
      device_tst: 400,
      diary_tst: 415,
      misperception: 15,
      device_sol: 20,
      diary_sol: 40,
      sol_misperception: 20,
    });
  });

  it('reads a night without stages from onset to final wake less the awake minutes, and gives no index without a diary night', () => {
    const classic = { ...staged, rem_minutes: null, deep_minutes: null, light_minutes: null, stages_available: false };
    // 23:00 → 06:10 is 430 minutes, less 30 awake.
    expect(compareWithDiary(classic, { totalSleepMinutes: null, sleepOnsetLatency: null })).toEqual({
      device_tst: 400,
      diary_tst: null,
      misperception: null,
      device_sol: 20,
      diary_sol: null,
      sol_misperception: null,
    });
  });
});
