import { describe, expect, it } from 'vitest';
import { computeSleepMetrics, nightProblems, stageTotal, type SleepNightInput } from './metrics.js';
import { minutesUntil } from './calendar.js';

const noStages = { rem_duration: 0, deep_sleep_duration: 0, light_sleep_duration: 0, awake_duration: 0 };
const night = (overrides: Partial<SleepNightInput>): SleepNightInput => ({
  bedtime: '22:00',
  sleep_time: '23:00',
  wake_time: '07:00',
  ...noStages,
  ...overrides,
});

describe('clock arithmetic across midnight', () => {
  it('counts forward to the next occurrence of the later time', () => {
    expect(minutesUntil('23:00', '07:00')).toBe(480);
    expect(minutesUntil('01:15', '09:45')).toBe(510);
    expect(minutesUntil('23:50', '00:05')).toBe(15);
    expect(minutesUntil('07:00', '07:00')).toBe(0);
  });
});

describe('Consensus Sleep Diary metrics (worked examples of docs/sleep-metrics.md)', () => {
  it('a night that crosses midnight, with stages from a wearable', () => {
    // In bed 23:30, asleep 00:10, up 07:30; REM 95 + deep 80 + light 225 = 400 min.
    const metrics = computeSleepMetrics(
      night({ bedtime: '23:30', sleep_time: '00:10', wake_time: '07:30', rem_duration: 95, deep_sleep_duration: 80, light_sleep_duration: 225, awake_duration: 25 }),
    );
    expect(metrics).toEqual({
      timeInBed: 480, // 23:30 → 07:30
      sleepOnsetLatency: 40, // 23:30 → 00:10
      totalSleepTime: 400, // the stages; the awake minutes are already outside them
      sleepEfficiency: 83.3, // 400 / 480 = 83.33 %
      fromStages: true,
    });
  });

  it('a night without stages: asleep → wake minus the minutes awake', () => {
    // In bed 22:00, asleep 23:00, up 07:00, 20 minutes awake in the night.
    const metrics = computeSleepMetrics(night({ awake_duration: 20 }));
    expect(metrics).toEqual({
      timeInBed: 540, // 22:00 → 07:00
      sleepOnsetLatency: 60,
      totalSleepTime: 460, // (23:00 → 07:00 = 480) − 20
      sleepEfficiency: 85.2, // 460 / 540 = 85.19 %
      fromStages: false,
    });
  });

  it('a night that starts after midnight, with stages', () => {
    // In bed 01:00, asleep 01:20, up 09:00; 90 + 70 + 270 = 430 min asleep.
    const metrics = computeSleepMetrics(
      night({ bedtime: '01:00', sleep_time: '01:20', wake_time: '09:00', rem_duration: 90, deep_sleep_duration: 70, light_sleep_duration: 270 }),
    );
    expect(metrics).toMatchObject({ timeInBed: 480, sleepOnsetLatency: 20, totalSleepTime: 430, sleepEfficiency: 89.6 });
  });

  it('the spec defaults (22:00 / 23:00 / 07:00, nothing else entered) give 8 hours asleep', () => {
    expect(computeSleepMetrics(night({}))).toMatchObject({ timeInBed: 540, sleepOnsetLatency: 60, totalSleepTime: 480, sleepEfficiency: 88.9 });
  });

  it('falling asleep at once and sleeping through is 100 %', () => {
    expect(computeSleepMetrics(night({ sleep_time: '22:00' })).sleepEfficiency).toBe(100);
  });

  it('one stage alone counts as stages entered', () => {
    const metrics = computeSleepMetrics(night({ light_sleep_duration: 300, awake_duration: 40 }));
    expect(metrics).toMatchObject({ totalSleepTime: 300, fromStages: true, sleepEfficiency: 55.6 });
  });

  it('stage total is REM + deep + light (awake excluded)', () => {
    expect(stageTotal({ rem_duration: 90, deep_sleep_duration: 60, light_sleep_duration: 240 })).toBe(390);
  });
});

describe('impossible nights', () => {
  it('accepts ordinary nights', () => {
    expect(nightProblems(night({}))).toEqual([]);
    expect(nightProblems(night({ bedtime: '23:30', sleep_time: '00:10', wake_time: '07:30', light_sleep_duration: 480 }))).toEqual([]);
    expect(nightProblems(night({ awake_duration: 480 }))).toEqual([]);
  });

  it('refuses a wake time equal to the bedtime', () => {
    expect(nightProblems(night({ wake_time: '22:00' }))).toEqual([
      { field: 'wake_time', message: 'Uyanma saati yatış saatiyle aynı olamaz' },
    ]);
  });

  it('refuses falling asleep before going to bed or after waking', () => {
    for (const sleep_time of ['21:30', '07:30', '12:00']) {
      expect(nightProblems(night({ sleep_time }))).toEqual([
        { field: 'sleep_time', message: 'Uykuya dalma saati, yatış saati ile uyanma saati arasında olmalıdır' },
      ]);
    }
  });

  it('refuses stages that add up to more than the time in bed (efficiency above 100 %)', () => {
    expect(nightProblems(night({ rem_duration: 200, deep_sleep_duration: 200, light_sleep_duration: 141 }))).toEqual([
      { field: 'total_sleep_minutes', message: 'Uyku aşamalarının toplamı yatakta geçen süreyi aşamaz' },
    ]);
    expect(nightProblems(night({ rem_duration: 200, deep_sleep_duration: 200, light_sleep_duration: 140 }))).toEqual([]);
  });

  it('refuses more awake minutes than the time between falling asleep and waking (no stages)', () => {
    expect(nightProblems(night({ awake_duration: 481 }))).toEqual([
      { field: 'awake_duration', message: 'Uyanık geçen süre, uykuya dalma ile uyanma arasındaki süreyi aşamaz' },
    ]);
  });

  it('leaves malformed clock times to their own fields', () => {
    expect(nightProblems(night({ bedtime: '25:00' }))).toEqual([]);
  });
});
