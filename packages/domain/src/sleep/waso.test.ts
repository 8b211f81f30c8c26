import { describe, expect, it } from 'vitest';
import { computeSleepMetrics, type SleepNightInput } from './metrics.js';
import { tstBySource, wasoUsed } from './waso.js';

const night: SleepNightInput = {
  bedtime: '22:00',
  sleep_time: '23:00',
  wake_time: '07:00',
  rem_duration: 0,
  deep_sleep_duration: 0,
  light_sleep_duration: 0,
  awake_duration: 40,
};

describe('WASO used', () => {
  it('takes the self-reported WASO when given, else the awake minutes', () => {
    expect(wasoUsed(night)).toEqual({ minutes: 40, source: 'awake_minutes' });
    expect(wasoUsed({ ...night, waso_minutes: null })).toEqual({ minutes: 40, source: 'awake_minutes' });
    expect(wasoUsed({ ...night, waso_minutes: 25 })).toEqual({ minutes: 25, source: 'self_report' });
    // A recalled 0 is an answer, not a missing value.
    expect(wasoUsed({ ...night, waso_minutes: 0 })).toEqual({ minutes: 0, source: 'self_report' });
  });
});

describe('TST by source', () => {
  it('gives the diary TST always and the stage sum only with all three stages', () => {
    expect(tstBySource(night)).toEqual({ diary: 440, stageSum: null });
    expect(tstBySource({ ...night, deep_sleep_duration: 90 })).toEqual({ diary: 440, stageSum: null });
    const staged = { ...night, rem_duration: 100, deep_sleep_duration: 90, light_sleep_duration: 250, awake_duration: 10, waso_minutes: 25 };
    expect(tstBySource(staged)).toEqual({ diary: 455, stageSum: 440 });
  });

  it('agrees with the stored TST: the stage sum when it exists, else the diary one', () => {
    for (const input of [night, { ...night, rem_duration: 100, deep_sleep_duration: 90, light_sleep_duration: 250 }]) {
      const both = tstBySource(input);
      expect(computeSleepMetrics(input).totalSleepMinutes).toBe(both.stageSum ?? both.diary);
    }
  });
});
