import { describe, expect, it } from 'vitest';
import { appleHealthScanner, parseAppleHealthXml } from './apple-health.js';
import { isoWithOffset, studyWallTime } from './device-night.js';
import { parseFitbitSleep } from './fitbit.js';
import { parseGarminSleep } from './garmin.js';
import { parseOuraSleep } from './oura.js';
import { parseSamsungSleep } from './samsung.js';

/**
 * Device nights from each vendor's export (docs/sleep-metrics.md, "Device nights"), on small
 * synthetic files in each vendor's format with the expected nights computed by hand (the real
 * vendor files are in wearables-real.test.ts).
 */

const record = (source: string, value: string, start: string, end: string, type = 'HKCategoryTypeIdentifierSleepAnalysis') =>
  `<Record type="${type}" sourceName="${source}" sourceVersion="17.1" creationDate="${end}" startDate="${start}" endDate="${end}" value="HKCategoryValueSleepAnalysis${value}"/>`;

const APPLE = `<?xml version="1.0" encoding="UTF-8"?>
<HealthData locale="tr_TR">
 <Record type="HKQuantityTypeIdentifierStepCount" sourceName="iPhone" unit="count" startDate="2026-11-20 10:00:00 +0300" endDate="2026-11-20 10:05:00 +0300" value="120"/>
 ${record('iPhone', 'AsleepUnspecified', '2026-11-20 23:30:00 +0300', '2026-11-21 07:00:00 +0300')}
 ${record('Apple Watch', 'InBed', '2026-11-20 23:00:00 +0300', '2026-11-21 07:10:00 +0300')}
 ${record('Apple Watch', 'AsleepCore', '2026-11-20 23:20:00 +0300', '2026-11-21 01:00:00 +0300')}
 ${record('Apple Watch', 'AsleepDeep', '2026-11-21 01:00:00 +0300', '2026-11-21 02:00:00 +0300')}
 ${record('Apple Watch', 'AsleepREM', '2026-11-21 02:00:00 +0300', '2026-11-21 03:00:00 +0300')}
 ${record('Apple Watch', 'Awake', '2026-11-21 03:00:00 +0300', '2026-11-21 03:15:00 +0300')}
 ${record('Apple Watch', 'AsleepCore', '2026-11-21 03:15:00 +0300', '2026-11-21 06:50:00 +0300')}
 ${record('iPhone', 'AsleepUnspecified', '2026-11-21 14:00:00 +0300', '2026-11-21 14:40:00 +0300')}
 ${record('Apple Watch', 'InBed', '2026-11-22 23:00:00 +0000', '2026-11-23 07:00:00 +0000')}
 ${record('Apple Watch', 'AsleepUnspecified', '2026-11-22 23:20:00 +0000', '2026-11-23 06:40:00 +0000')}
</HealthData>`;

describe('Apple Health export.xml', () => {
  const nights = parseAppleHealthXml(APPLE);

  it('keeps the watch’s stages where phone and watch overlap, never counting a minute twice', () => {
    expect(nights[0]).toEqual({
      date: '2026-11-21',
      vendor: 'apple',
      in_bed_start: '2026-11-20T23:00:00+03:00',
      in_bed_end: '2026-11-21T07:10:00+03:00',
      sleep_onset: '2026-11-20T23:20:00+03:00',
      final_wake: '2026-11-21T06:50:00+03:00',
      // Core 100 + 215 is light; deep 60, REM 60; 15 awake inside the night.
      light_minutes: 315,
      deep_minutes: 60,
      rem_minutes: 60,
      awake_minutes: 15,
      asleep_minutes: 435,
      stages_available: true,
      nap: false,
    });
  });

  it('keeps a nap, marked, without inventing stages', () => {
    expect(nights[1]).toMatchObject({ date: '2026-11-21', nap: true, stages_available: false, rem_minutes: null, asleep_minutes: 40 });
  });

  it('keeps the offset the watch recorded, and dates the night by the study zone’s morning', () => {
    // Recorded in London (+00:00): 06:40 there is 09:40 in Istanbul, the same day.
    expect(nights[2]).toMatchObject({
      date: '2026-11-23',
      sleep_onset: '2026-11-22T23:20:00+00:00',
      final_wake: '2026-11-23T06:40:00+00:00',
      stages_available: false,
      asleep_minutes: 440,
    });
    expect(nights).toHaveLength(3);
  });

  it('merges in-bed records only where they overlap or touch the sleep, never a separate later one', () => {
    const xml = `<HealthData>
 ${record('iPhone', 'InBed', '2026-11-24 23:00:00 +0300', '2026-11-25 03:00:00 +0300')}
 ${record('iPhone', 'InBed', '2026-11-25 03:00:00 +0300', '2026-11-25 06:30:00 +0300')}
 ${record('Apple Watch', 'AsleepCore', '2026-11-24 23:30:00 +0300', '2026-11-25 06:20:00 +0300')}
 ${record('iPhone', 'InBed', '2026-11-25 07:10:00 +0300', '2026-11-25 07:40:00 +0300')}
</HealthData>`;
    expect(parseAppleHealthXml(xml)[0]).toMatchObject({ in_bed_start: '2026-11-24T23:00:00+03:00', in_bed_end: '2026-11-25T06:30:00+03:00' });
  });

  it('dates a night by the morning on the device’s own clock', () => {
    // Woke at 23:30 in New York on the 25th: already the 26th in Istanbul, still the 25th there.
    const xml = `<HealthData>
 ${record('Apple Watch', 'AsleepUnspecified', '2026-11-25 15:00:00 -0500', '2026-11-25 23:30:00 -0500')}
</HealthData>`;
    expect(parseAppleHealthXml(xml)[0]).toMatchObject({ date: '2026-11-25', final_wake: '2026-11-25T23:30:00-05:00' });
  });

  it('reads the file as a stream cut anywhere, and a re-import of the same records changes nothing', () => {
    const twice = APPLE.replace('</HealthData>', APPLE.slice(APPLE.indexOf('<Record'), APPLE.indexOf('</HealthData>')) + '</HealthData>');
    const scanner = appleHealthScanner();
    for (let i = 0; i < twice.length; i += 37) scanner.push(twice.slice(i, i + 37));
    expect(scanner.finish()).toEqual(nights);
  });
});

describe('Fitbit (Google Takeout)', () => {
  const logs = [
    {
      dateOfSleep: '2026-11-21',
      startTime: '2026-11-20T23:10:00.000',
      endTime: '2026-11-21T07:00:00.000',
      isMainSleep: true,
      type: 'stages',
      levels: {
        data: [
          { dateTime: '2026-11-20T23:10:00.000', level: 'wake', seconds: 600 },
          { dateTime: '2026-11-20T23:20:00.000', level: 'light', seconds: 3600 },
          { dateTime: '2026-11-21T00:20:00.000', level: 'deep', seconds: 3600 },
          { dateTime: '2026-11-21T01:20:00.000', level: 'rem', seconds: 1800 },
          { dateTime: '2026-11-21T01:50:00.000', level: 'wake', seconds: 300 },
          { dateTime: '2026-11-21T01:55:00.000', level: 'light', seconds: 18300 },
        ],
      },
    },
    {
      dateOfSleep: '2026-11-22',
      startTime: '2026-11-21T23:00:00.000',
      endTime: '2026-11-22T06:30:00.000',
      isMainSleep: true,
      type: 'classic',
      levels: {
        data: [
          { dateTime: '2026-11-21T23:00:00.000', level: 'asleep', seconds: 14400 },
          { dateTime: '2026-11-22T03:00:00.000', level: 'restless', seconds: 600 },
          { dateTime: '2026-11-22T03:10:00.000', level: 'asleep', seconds: 12000 },
        ],
      },
    },
  ];

  it('reads stage logs in the study zone; the wake before sleep onset is not in the night', () => {
    const [staged] = parseFitbitSleep([logs]);
    expect(staged).toMatchObject({
      date: '2026-11-21',
      in_bed_start: '2026-11-20T23:10:00+03:00',
      sleep_onset: '2026-11-20T23:20:00+03:00',
      final_wake: '2026-11-21T07:00:00+03:00',
      light_minutes: 365,
      deep_minutes: 60,
      rem_minutes: 30,
      awake_minutes: 5,
      stages_available: true,
    });
  });

  it('makes no stage minutes from a classic log', () => {
    expect(parseFitbitSleep([logs])[1]).toMatchObject({
      date: '2026-11-22',
      stages_available: false,
      rem_minutes: null,
      deep_minutes: null,
      light_minutes: null,
      awake_minutes: 10,
      asleep_minutes: 440,
    });
  });

  it('counts a night once when the same file is imported twice', () => {
    expect(parseFitbitSleep([logs, logs])).toEqual(parseFitbitSleep([logs]));
  });

  it('reads the Web API shape, and cuts short wakes out of the sleep they interrupt', () => {
    const [first] = logs;
    const withShort = { ...first, levels: { ...first?.levels, shortData: [{ dateTime: '2026-11-21T00:30:00.000', level: 'wake', seconds: 90 }] } };
    const [night] = parseFitbitSleep([{ sleep: [withShort] }]);
    // The 90 s fall in the deep hour: 60 − 1.5 minutes of deep, and 5 + 1.5 of awake.
    expect(night).toMatchObject({ date: '2026-11-21', deep_minutes: 59, awake_minutes: 7, asleep_minutes: 454 });
  });
});

describe('Samsung Health CSV', () => {
  const prefix = 'com.samsung.health.sleep_stage.';
  const stages = [
    'com.samsung.shealth.sleep_stage,6313002,3',
    ['start_time', 'end_time', 'stage', 'time_offset', 'sleep_id'].map((c) => prefix + c).join(','),
    '2026-11-20 20:30:00.000,2026-11-20 22:00:00.000,40002,UTC+0300,a',
    '2026-11-20 22:00:00.000,2026-11-20 23:00:00.000,40003,UTC+0300,a',
    '2026-11-20 23:00:00.000,2026-11-20 23:20:00.000,40001,UTC+0300,a',
    '2026-11-20 23:20:00.000,2026-11-21 00:10:00.000,40004,UTC+0300,a',
    '2026-11-21 00:10:00.000,2026-11-21 03:30:00.000,40002,UTC+0300,a',
  ].join('\n');
  const sleep = [
    'com.samsung.shealth.sleep,6313003,2',
    'com.samsung.health.sleep.start_time,com.samsung.health.sleep.end_time,com.samsung.health.sleep.time_offset,"comment, free"',
    '2026-11-20 20:30:00.000,2026-11-21 03:30:00.000,UTC+0300,"aynı gece, stage dosyasında"',
    '2026-11-21 21:00:00.000,2026-11-22 04:00:00.000,UTC+0300,',
  ].join('\r\n');

  it('reads stage codes in UTC with the device offset, and stage-less periods only where no stages are', () => {
    const nights = parseSamsungSleep({ stages, sleep });
    expect(nights).toHaveLength(2);
    expect(nights[0]).toMatchObject({
      date: '2026-11-21',
      sleep_onset: '2026-11-20T23:30:00+03:00',
      final_wake: '2026-11-21T06:30:00+03:00',
      light_minutes: 290,
      deep_minutes: 60,
      rem_minutes: 50,
      awake_minutes: 20,
      asleep_minutes: 400,
    });
    expect(nights[1]).toMatchObject({ date: '2026-11-22', stages_available: false, asleep_minutes: 420, light_minutes: null });
  });
});

describe('Oura', () => {
  const phases = '44' + '2'.repeat(12) + '1'.repeat(12) + '3'.repeat(6) + '4' + '2'.repeat(60) + '444';
  const document = {
    sleep: [
      { type: 'long_sleep', bedtime_start: '2026-11-22T23:00:00+03:00', bedtime_end: '2026-11-23T07:00:00+03:00', sleep_phase_5_min: phases },
      {
        type: 'long_sleep',
        bedtime_start: '2026-11-23T23:30:00+03:00',
        bedtime_end: '2026-11-24T07:30:00+03:00',
        latency: 900,
        deep_sleep_duration: 3600,
        light_sleep_duration: 14400,
        rem_sleep_duration: 5400,
        awake_time: 1800,
      },
      { type: 'rest', bedtime_start: '2026-11-24T14:00:00+03:00', bedtime_end: '2026-11-24T14:30:00+03:00', sleep_phase_5_min: '222222' },
    ],
  };

  it('rebuilds a night from its five-minute phases', () => {
    expect(parseOuraSleep(document)[0]).toMatchObject({
      date: '2026-11-23',
      in_bed_start: '2026-11-22T23:00:00+03:00',
      sleep_onset: '2026-11-22T23:10:00+03:00',
      final_wake: '2026-11-23T06:45:00+03:00',
      light_minutes: 360,
      deep_minutes: 60,
      rem_minutes: 30,
      awake_minutes: 5,
    });
  });

  it('uses the summary without phases (awake time less the latency), and leaves rest periods out', () => {
    const nights = parseOuraSleep(document);
    expect(nights).toHaveLength(2);
    expect(nights[1]).toMatchObject({
      date: '2026-11-24',
      sleep_onset: '2026-11-23T23:45:00+03:00',
      rem_minutes: 90,
      deep_minutes: 60,
      light_minutes: 240,
      // Oura's awake time covers the whole period: 30 minutes less the 15 of latency.
      awake_minutes: 15,
      asleep_minutes: 390,
    });
  });
});

describe('Garmin Connect', () => {
  it('reads the sleep window in GMT and the seconds per stage; an unstaged night gets no stage minutes', () => {
    const nights = parseGarminSleep([
      [
        {
          calendarDate: '2026-11-25',
          sleepStartTimestampGMT: '2026-11-24T20:15:00.0',
          sleepEndTimestampGMT: '2026-11-25T04:00:00.0',
          deepSleepSeconds: 4800,
          lightSleepSeconds: 15000,
          remSleepSeconds: 6000,
          awakeSleepSeconds: 1800,
        },
        {
          calendarDate: '2026-11-26',
          sleepStartTimestampGMT: '2026-11-25T20:00:00.0',
          sleepEndTimestampGMT: '2026-11-26T03:00:00.0',
          deepSleepSeconds: 0,
          lightSleepSeconds: 0,
          remSleepSeconds: 0,
          awakeSleepSeconds: 600,
          unmeasurableSeconds: 24600,
        },
      ],
    ]);
    expect(nights[0]).toMatchObject({
      date: '2026-11-25',
      sleep_onset: '2026-11-24T23:15:00+03:00',
      final_wake: '2026-11-25T07:00:00+03:00',
      deep_minutes: 80,
      light_minutes: 250,
      rem_minutes: 100,
      awake_minutes: 30,
      asleep_minutes: 430,
    });
    expect(nights[1]).toMatchObject({ date: '2026-11-26', stages_available: false, rem_minutes: null, asleep_minutes: 410 });
  });

  it('skips an entry without any stage field, or marked UNCONFIRMED, rather than inventing a night', () => {
    const window = { sleepStartTimestampGMT: '2026-11-26T20:00:00.0', sleepEndTimestampGMT: '2026-11-27T04:00:00.0' };
    expect(parseGarminSleep([[{ calendarDate: '2026-11-27', ...window }]])).toEqual([]);
    expect(
      parseGarminSleep([[{ calendarDate: '2026-11-27', ...window, sleepWindowConfirmationType: 'UNCONFIRMED', deepSleepSeconds: 0, lightSleepSeconds: 0 }]]),
    ).toEqual([]);
  });
});

describe('times', () => {
  it('reads a wall clock in the study zone and writes instants with their offset', () => {
    const wall = studyWallTime('2026-11-20T23:10:00.000');
    expect(wall).toEqual({ ms: Date.parse('2026-11-20T20:10:00Z'), offsetMinutes: 180 });
    expect(isoWithOffset(Date.parse('2026-11-20T20:10:00Z'), -300)).toBe('2026-11-20T15:10:00-05:00');
    expect(studyWallTime('20.11.2026 23:10')).toBeNull();
  });
});
