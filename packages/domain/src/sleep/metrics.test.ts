import { describe, expect, it } from 'vitest';
import { computeSleepMetrics, hasAllStages, nightProblems, stageTotal, type SleepNightInput } from './metrics.js';
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

describe('three metric bugs, fixed and pinned', () => {
  it('one stage does not replace the clock times: deep 90 alone still gives the night from the clock', () => {
    // Bed 22:30, asleep 22:50, up 06:30, deep 90 only, 10 min awake. Before: TST 90, SE 18.8.
    expect(computeSleepMetrics(night({ bedtime: '22:30', sleep_time: '22:50', wake_time: '06:30', deep_sleep_duration: 90, awake_duration: 10 }))).toEqual({
      timeInBed: 480,
      sleepOnsetLatency: 20,
      terminalWakefulness: 0,
      totalSleepMinutes: 450, // (22:50 → 06:30 = 460) − 10
      sleepEfficiency: 93.8, // 450 / 480 = 93.75 %
      tstSource: 'clock',
    });
  });

  it('stages plus awake minutes are checked against the sleep period (asleep → wake), not the time in bed', () => {
    // Bed 22:00, asleep 23:00, up 07:00: 540 min in bed but only 480 after falling asleep. Before: accepted, SE 100.0.
    expect(nightProblems(night({ rem_duration: 200, deep_sleep_duration: 200, light_sleep_duration: 140 }))).toEqual([
      {
        field: 'total_sleep_minutes',
        message: 'REM, derin uyku, hafif uyku ve uyanık geçen sürelerin toplamı (540 dk), uykuya dalma ile uyanma arasındaki süreyi (480 dk) aşamaz',
      },
    ]);
  });

  it('rounds the efficiency from the integers: 306 of 480 is 63.8 %, not 63.7', () => {
    // Bed 23:00, asleep 23:30, up 07:00; REM 100 + deep 80 + light 126 = 306.
    const metrics = computeSleepMetrics(
      night({ bedtime: '23:00', sleep_time: '23:30', wake_time: '07:00', rem_duration: 100, deep_sleep_duration: 80, light_sleep_duration: 126 }),
    );
    expect(metrics).toMatchObject({ timeInBed: 480, totalSleepMinutes: 306, sleepEfficiency: 63.8, tstSource: 'stages' });
  });
});

describe('worked nights (docs/sleep-metrics.md)', () => {
  it('1. crosses midnight, falls asleep after midnight, all three stages from a wearable', () => {
    // In bed 23:30, asleep 00:10, up 07:30; REM 95 + deep 80 + light 225 = 400, 25 awake (425 ≤ 440).
    const metrics = computeSleepMetrics(
      night({ bedtime: '23:30', sleep_time: '00:10', wake_time: '07:30', rem_duration: 95, deep_sleep_duration: 80, light_sleep_duration: 225, awake_duration: 25 }),
    );
    expect(metrics).toEqual({ timeInBed: 480, sleepOnsetLatency: 40, terminalWakefulness: 0, totalSleepMinutes: 400, sleepEfficiency: 83.3, tstSource: 'stages' });
  });

  it('2. crosses midnight, falls asleep after midnight, no wearable', () => {
    // In bed 23:45, asleep 00:30, up 06:15, 30 awake: (00:30 → 06:15 = 345) − 30 = 315; 315 / 390 = 80.77 %.
    const metrics = computeSleepMetrics(night({ bedtime: '23:45', sleep_time: '00:30', wake_time: '06:15', awake_duration: 30 }));
    expect(metrics).toEqual({ timeInBed: 390, sleepOnsetLatency: 45, terminalWakefulness: 0, totalSleepMinutes: 315, sleepEfficiency: 80.8, tstSource: 'clock' });
    expect(nightProblems(night({ bedtime: '23:45', sleep_time: '00:30', wake_time: '06:15', awake_duration: 30 }))).toEqual([]);
  });

  it('3. no stages: asleep → wake minus the minutes awake', () => {
    const metrics = computeSleepMetrics(night({ awake_duration: 20 }));
    expect(metrics).toEqual({ timeInBed: 540, sleepOnsetLatency: 60, terminalWakefulness: 0, totalSleepMinutes: 460, sleepEfficiency: 85.2, tstSource: 'clock' });
  });

  it('4. goes to bed after midnight, all three stages', () => {
    // In bed 01:00, asleep 01:20, up 09:00; 90 + 70 + 270 = 430 of a 460-minute sleep period.
    const metrics = computeSleepMetrics(
      night({ bedtime: '01:00', sleep_time: '01:20', wake_time: '09:00', rem_duration: 90, deep_sleep_duration: 70, light_sleep_duration: 270 }),
    );
    expect(metrics).toEqual({ timeInBed: 480, sleepOnsetLatency: 20, terminalWakefulness: 0, totalSleepMinutes: 430, sleepEfficiency: 89.6, tstSource: 'stages' });
  });

  it("5. the form's defaults (22:00 / 23:00 / 07:00, nothing else) give 8 hours asleep", () => {
    expect(computeSleepMetrics(night({}))).toEqual({ timeInBed: 540, sleepOnsetLatency: 60, terminalWakefulness: 0, totalSleepMinutes: 480, sleepEfficiency: 88.9, tstSource: 'clock' });
  });

  it('6. two stages (no deep) are not a wearable night: the clock times decide', () => {
    // In bed 21:30, asleep 22:00, up 05:30; REM 80 + light 250 entered, 40 awake: (450 − 40) = 410; 410 / 480 = 85.42 %.
    const metrics = computeSleepMetrics(
      night({ bedtime: '21:30', sleep_time: '22:00', wake_time: '05:30', rem_duration: 80, light_sleep_duration: 250, awake_duration: 40 }),
    );
    expect(metrics).toEqual({ timeInBed: 480, sleepOnsetLatency: 30, terminalWakefulness: 0, totalSleepMinutes: 410, sleepEfficiency: 85.4, tstSource: 'clock' });
  });

  it('7. stages and awake minutes that fill the sleep period exactly are accepted', () => {
    // 200 + 200 + 60 + 20 awake = 480 = 23:00 → 07:00.
    const full = night({ rem_duration: 200, deep_sleep_duration: 200, light_sleep_duration: 60, awake_duration: 20 });
    expect(nightProblems(full)).toEqual([]);
    expect(computeSleepMetrics(full)).toEqual({ timeInBed: 540, sleepOnsetLatency: 60, terminalWakefulness: 0, totalSleepMinutes: 460, sleepEfficiency: 85.2, tstSource: 'stages' });
  });

  it('8. falling asleep at once and sleeping through is 100 %', () => {
    expect(computeSleepMetrics(night({ sleep_time: '22:00' }))).toEqual({
      timeInBed: 540,
      sleepOnsetLatency: 0,
      terminalWakefulness: 0,
      totalSleepMinutes: 540,
      sleepEfficiency: 100,
      tstSource: 'clock',
    });
  });

  it('9. CSD terminal wakefulness: awake at 05:00, out of bed at 07:00', () => {
    // In bed and trying to sleep 23:00, asleep 23:20, no waking in the night, final awakening 05:00, out of bed 07:00.
    const csd = night({ bedtime: '23:00', tried_to_sleep_time: '23:00', sleep_time: '23:20', wake_time: '05:00', out_of_bed_time: '07:00', waso_minutes: 0 });
    expect(nightProblems(csd)).toEqual([]);
    expect(computeSleepMetrics(csd)).toEqual({
      timeInBed: 480, // 23:00 → 07:00 (in bed → out of bed)
      sleepOnsetLatency: 20, // tried 23:00 → asleep 23:20
      terminalWakefulness: 120, // 05:00 → 07:00
      totalSleepMinutes: 340, // (23:20 → 05:00 = 340) − 0
      sleepEfficiency: 70.8, // 340 / 480 = 70.83 %
      tstSource: 'clock',
    });
  });

  it('10. CSD items: reading in bed before trying to sleep, self-reported WASO over the awake minutes', () => {
    // In bed 22:00 (reading), tried 22:45, asleep 23:05, final awakening 06:35, out of bed 06:50; recalls 25 min awake.
    const csd = night({
      bedtime: '22:00',
      tried_to_sleep_time: '22:45',
      sleep_time: '23:05',
      wake_time: '06:35',
      out_of_bed_time: '06:50',
      waso_minutes: 25,
      awake_duration: 40,
    });
    expect(nightProblems(csd)).toEqual([]);
    // TIB 22:00 → 06:50 = 530; SOL 20; TWAK 15; TST (23:05 → 06:35 = 450) − 25 = 425; 425 / 530 = 80.19 %.
    expect(computeSleepMetrics(csd)).toEqual({
      timeInBed: 530,
      sleepOnsetLatency: 20,
      terminalWakefulness: 15,
      totalSleepMinutes: 425,
      sleepEfficiency: 80.2,
      tstSource: 'clock',
    });
  });

  it('without the CSD items the original form reads as before (tried = bedtime, out of bed = wake time, WASO = awake minutes)', () => {
    const plain = night({ awake_duration: 20 });
    const explicit = night({ awake_duration: 20, tried_to_sleep_time: null, out_of_bed_time: '', waso_minutes: null });
    expect(computeSleepMetrics(explicit)).toEqual(computeSleepMetrics(plain));
  });

  it('stage total is REM + deep + light (awake excluded); all three must be above 0 to count', () => {
    expect(stageTotal({ rem_duration: 90, deep_sleep_duration: 60, light_sleep_duration: 240 })).toBe(390);
    expect(hasAllStages({ rem_duration: 90, deep_sleep_duration: 60, light_sleep_duration: 240 })).toBe(true);
    expect(hasAllStages({ rem_duration: 90, deep_sleep_duration: 0, light_sleep_duration: 240 })).toBe(false);
    expect(hasAllStages({ rem_duration: 0, deep_sleep_duration: 0, light_sleep_duration: 0 })).toBe(false);
  });
});

describe('impossible nights', () => {
  it('accepts ordinary nights', () => {
    expect(nightProblems(night({}))).toEqual([]);
    expect(nightProblems(night({ bedtime: '23:30', sleep_time: '00:10', wake_time: '07:30', light_sleep_duration: 440 }))).toEqual([]);
    expect(nightProblems(night({ awake_duration: 480 }))).toEqual([]);
  });

  it('refuses a wake time equal to the bedtime', () => {
    expect(nightProblems(night({ wake_time: '22:00' }))).toEqual([{ field: 'wake_time', message: 'Uyanma saati yatış saatiyle aynı olamaz' }]);
  });

  it('refuses a sleep onset equal to the wake time', () => {
    expect(nightProblems(night({ sleep_time: '07:00' }))).toEqual([
      { field: 'sleep_time', message: 'Uykuya dalma saati uyanma saatiyle aynı olamaz' },
    ]);
  });

  it('refuses falling asleep before going to bed or after waking', () => {
    for (const sleep_time of ['21:30', '07:30', '12:00']) {
      expect(nightProblems(night({ sleep_time }))).toEqual([
        { field: 'sleep_time', message: 'Uykuya dalma saati, yatış saati ile uyanma saati arasında olmalıdır' },
      ]);
    }
  });

  it('counts the awake minutes with the stages, and checks stages even when not all three are given', () => {
    expect(nightProblems(night({ rem_duration: 200, deep_sleep_duration: 200, light_sleep_duration: 70, awake_duration: 11 }))[0]?.message).toBe(
      'REM, derin uyku, hafif uyku ve uyanık geçen sürelerin toplamı (481 dk), uykuya dalma ile uyanma arasındaki süreyi (480 dk) aşamaz',
    );
    // One stage alone that exceeds the night: the clock would decide the total, but the entry cannot be true.
    expect(nightProblems(night({ deep_sleep_duration: 500 }))).toEqual([
      {
        field: 'total_sleep_minutes',
        message: 'REM, derin uyku, hafif uyku ve uyanık geçen sürelerin toplamı (500 dk), uykuya dalma ile uyanma arasındaki süreyi (480 dk) aşamaz',
      },
    ]);
  });

  it('refuses more awake minutes than the time between falling asleep and waking (no stages)', () => {
    expect(nightProblems(night({ awake_duration: 481 }))).toEqual([
      { field: 'awake_duration', message: 'Uyanık geçen süre, uykuya dalma ile uyanma arasındaki süreyi aşamaz' },
    ]);
  });

  it('keeps the CSD times in the night\'s order', () => {
    expect(nightProblems(night({ tried_to_sleep_time: '23:10' }))).toEqual([
      { field: 'tried_to_sleep_time', message: 'Uyumaya çalıştığım saat, yatış saati ile uykuya dalma saati arasında olmalıdır' },
    ]);
    expect(nightProblems(night({ tried_to_sleep_time: '21:59' }))[0]?.field).toBe('tried_to_sleep_time');
    expect(nightProblems(night({ tried_to_sleep_time: '23:00' }))).toEqual([]);
    expect(nightProblems(night({ out_of_bed_time: '06:59' }))).toEqual([
      { field: 'out_of_bed_time', message: 'Yataktan kalkış saati, uyanma saatinden önce olamaz' },
    ]);
    expect(nightProblems(night({ out_of_bed_time: '22:00' }))[0]?.field).toBe('out_of_bed_time');
    expect(nightProblems(night({ out_of_bed_time: '07:00' }))).toEqual([]);
  });

  it('needs a confirmation for more than 16 hours in bed', () => {
    // In bed 20:00, up 12:00 is exactly 16 hours; out of bed 12:30 is 16 h 30 min.
    expect(nightProblems(night({ bedtime: '20:00', sleep_time: '21:00', wake_time: '12:00' }))).toEqual([]);
    const long = night({ bedtime: '20:00', sleep_time: '21:00', wake_time: '12:00', out_of_bed_time: '12:30' });
    expect(nightProblems(long)).toEqual([
      { field: 'long_night_confirmed', message: 'Yatakta geçen süre 16 sa 30 dk; 16 saatten uzun. Doğruysa onay kutusunu işaretleyin.' },
    ]);
    expect(nightProblems({ ...long, long_night_confirmed: true })).toEqual([]);
  });

  it('refuses a self-reported WASO longer than the sleep period', () => {
    expect(nightProblems(night({ waso_minutes: 481 }))).toEqual([
      { field: 'waso_minutes', message: 'Gece uyanık kaldığım toplam süre, uykuya dalma ile uyanma arasındaki süreyi aşamaz' },
    ]);
    expect(nightProblems(night({ waso_minutes: 480 }))).toEqual([]);
  });

  it('leaves malformed clock times to their own fields', () => {
    expect(nightProblems(night({ bedtime: '25:00' }))).toEqual([]);
    expect(nightProblems(night({ out_of_bed_time: '7:00' }))).toEqual([]);
  });
});
