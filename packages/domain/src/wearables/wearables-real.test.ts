import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseFitbitSleep } from './fitbit.js';
import { parseGarminSleep } from './garmin.js';
import { parseOuraSleep } from './oura.js';

/**
 * Device nights from real vendor files kept as test fixtures by open-source projects
 * (fixtures/README.md gives each source and licence), compared with the vendor's own totals in the
 * same file: a night must count as the vendor counts it (docs/sleep-metrics.md, "Device nights").
 */

const json = (path: string): unknown => JSON.parse(readFileSync(new URL(`./fixtures/${path}`, import.meta.url), 'utf8'));

interface FitbitLog {
  dateOfSleep: string;
  minutesAsleep: number;
  type: string;
  levels: { summary: Record<string, { minutes: number }> };
}

describe('Fitbit Web API responses (caarmen/withings-slack)', () => {
  const files = ['1_item', '2_items', 'classic', 'no_main_sleep_item'].map((name) => ({
    name,
    document: json(`fitbit/fitbit_sleep_response_${name}.json`) as { sleep: FitbitLog[] },
  }));

  for (const { name, document } of files) {
    it(`${name}: every log's sleep is Fitbit's own minutesAsleep, short wakes subtracted`, () => {
      const nights = parseFitbitSleep([document]);
      expect(nights).toHaveLength(document.sleep.length);
      for (const log of document.sleep) {
        const night = nights.find((n) => n.date === log.dateOfSleep && Math.abs(n.asleep_minutes - log.minutesAsleep) <= 1);
        // Fitbit counts 30 s epochs and drops a half minute (417.5 is its 417); ours rounds it.
        expect(night, `${log.dateOfSleep}: ${nights.map((n) => n.asleep_minutes).join(', ')} against ${log.minutesAsleep}`).toBeDefined();
        if (log.type === 'stages') {
          const { deep, light, rem } = log.levels.summary;
          expect(Math.abs((night?.deep_minutes ?? 0) - (deep?.minutes ?? NaN))).toBeLessThanOrEqual(1);
          expect(Math.abs((night?.light_minutes ?? 0) - (light?.minutes ?? NaN))).toBeLessThanOrEqual(1);
          expect(Math.abs((night?.rem_minutes ?? 0) - (rem?.minutes ?? NaN))).toBeLessThanOrEqual(1);
        } else {
          expect(night).toMatchObject({ stages_available: false, rem_minutes: null });
        }
      }
    });
  }

  it('the five logs give 465, 156, 418, 439 and 465 minutes, the afternoon one a nap', () => {
    const sleep = files.flatMap(({ document }) => parseFitbitSleep([document]).map((n) => [n.asleep_minutes, n.nap]));
    expect(sleep).toEqual([
      [465, false],
      [418, false],
      [156, true],
      [439, false],
      [465, false],
    ]);
  });
});

describe('Garmin Connect sleepData (tintin305/GarminSleepAnalytics)', () => {
  const nights = parseGarminSleep([json('garmin/sleepData-excerpt.json')]);

  it('skips the UNCONFIRMED entry (no sleep detected) instead of inventing a night', () => {
    expect(nights).toHaveLength(1);
    expect(nights.map((n) => n.date)).not.toContain('2019-08-04');
  });

  it('counts the confirmed night as Garmin does, dated by its calendarDate', () => {
    expect(nights[0]).toMatchObject({
      date: '2019-08-05',
      deep_minutes: 10,
      light_minutes: 324,
      rem_minutes: 141,
      awake_minutes: 7,
      // (600 + 19440 + 8460) s
      asleep_minutes: 475,
      stages_available: true,
    });
  });
});

describe('Oura', () => {
  it('v1 (Oura API v1 example, turing-complet/python-ouraring): sleep, awake, latency and stages as Oura gives them', () => {
    const [night, ...rest] = parseOuraSleep(json('oura/v1-sleep.json'));
    expect(rest).toHaveLength(0);
    expect(night).toMatchObject({
      // The morning it ended on the ring's clock; Oura's summary_date is the evening before.
      date: '2017-11-06',
      in_bed_start: '2017-11-06T02:13:19+02:00',
      in_bed_end: '2017-11-06T08:12:19+02:00',
      // onset_latency 480 s
      sleep_onset: '2017-11-06T02:21:19+02:00',
      // The hypnogram's last sleeping five minutes end at 71 × 5 min.
      final_wake: '2017-11-06T08:08:19+02:00',
      // total 20310 s, light 10260, REM 7140, deep 2910
      asleep_minutes: Math.round(20310 / 60),
      light_minutes: 171,
      rem_minutes: 119,
      deep_minutes: Math.round(2910 / 60),
      // awake 1230 s, less the 480 s of latency and the 240 s after the final wake
      awake_minutes: Math.round(510 / 60),
      stages_available: true,
    });
  });

  it('v2 (hedgertronic/oura-ring): without total_sleep_duration, the stages and time in bed less awake time agree', () => {
    const [night] = parseOuraSleep(json('oura/v2-sleep.json'));
    expect(night).toMatchObject({
      date: '2022-07-12',
      sleep_onset: '2022-07-12T01:14:14-07:00',
      final_wake: '2022-07-12T09:25:14-07:00',
      // time_in_bed 30000 − awake_time 4800 = 25200 s = 4170 + 18750 + 2280
      asleep_minutes: 420,
      deep_minutes: Math.round(4170 / 60),
      light_minutes: Math.round(18750 / 60),
      rem_minutes: 38,
      // awake_time 4800 s less the 540 s of latency
      awake_minutes: 71,
    });
  });
});
