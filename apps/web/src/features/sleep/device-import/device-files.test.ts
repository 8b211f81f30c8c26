import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DeviceNight } from '@uyku/domain';
import { createCollector, kindOfJson, kindOfName, offeredNights, wantedInZip } from './device-files';

describe('recognising a wearable export', () => {
  it('knows each vendor’s files by name', () => {
    expect(kindOfName('apple_health_export/export.xml')).toBe('apple-xml');
    expect(kindOfName('apple_health_export/export_cda.xml')).toBe('other');
    expect(kindOfName('Takeout/Fitbit/Global Export Data/sleep-2025-10-01.json')).toBe('fitbit');
    expect(kindOfName('DI_CONNECT/DI-Connect-Wellness/2025-09-01_2025-12-10_123_sleepData.json')).toBe('garmin');
    expect(kindOfName('com.samsung.health.sleep_stage.20251001120000.csv')).toBe('samsung-stages');
    expect(kindOfName('com.samsung.shealth.sleep.20251001120000.csv')).toBe('samsung-sleep');
    expect(kindOfName('oura_sleep.json')).toBe('json');
    expect(kindOfName('export.zip')).toBe('zip');
    expect(kindOfName('photo.jpg')).toBe('other');
    expect(wantedInZip('Takeout/Fitbit/Global Export Data/sleep-2025-10-01.json')).toBe(true);
    expect(wantedInZip('Takeout/Fitbit/Global Export Data/heart_rate-2025-10-01.json')).toBe(false);
    expect(wantedInZip('oura_data/sleep.json')).toBe(true);
    expect(wantedInZip('apple_health_export/workout-routes/route.gpx')).toBe(false);
  });

  it('tells a JSON file’s vendor by its fields', () => {
    expect(kindOfJson([{ dateOfSleep: '2025-10-01' }])).toBe('fitbit');
    expect(kindOfJson([{ sleepStartTimestampGMT: '2025-10-01T20:00:00.0' }])).toBe('garmin');
    expect(kindOfJson({ sleep: [{ bedtime_start: '2025-10-01T23:00:00+03:00' }] })).toBe('oura');
    expect(kindOfJson({ data: [{ bedtime_start: '2025-10-01T23:00:00+03:00' }] })).toBe('oura');
    expect(kindOfJson({ sleep: [{ dateOfSleep: '2025-10-01' }] })).toBe('fitbit');
    expect(kindOfJson([{ heartRate: 60 }])).toBeNull();
    expect(kindOfJson('x')).toBeNull();
  });
});

describe('collecting nights', () => {
  it('streams Apple XML in chunks cut anywhere and skips files that hold no sleep', () => {
    const xml = `<HealthData><Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="Saat" startDate="2025-10-01 23:30:00 +0300" endDate="2025-10-02 07:00:00 +0300" value="HKCategoryValueSleepAnalysisAsleepUnspecified"/></HealthData>`;
    const collector = createCollector();
    for (let at = 0; at < xml.length; at += 7) collector.appleChunk(xml.slice(at, at + 7));
    collector.addText('json', '[{"heartRate":60}]');
    collector.addText('json', 'not json');
    const { nights, files } = collector.finish();
    expect(files).toBe(1);
    expect(nights).toMatchObject([{ date: '2025-10-02', vendor: 'apple', sleep_onset: '2025-10-01T23:30:00+03:00', stages_available: false }]);
  });
});

describe('a real Fitbit Web API response (packages/domain/src/wearables/fixtures/README.md)', () => {
  it('is read as Fitbit, not left with no night found', () => {
    // The web tests run from the repository's root.
    const file = path.resolve('packages/domain/src/wearables/fixtures/fitbit/fitbit_sleep_response_2_items.json');
    const collector = createCollector();
    collector.addText('json', readFileSync(file, 'utf8'));
    const { nights, files } = collector.finish();
    expect(files).toBe(1);
    expect(offeredNights(nights)).toMatchObject([{ date: '2023-05-14', vendor: 'fitbit', asleep_minutes: 418 }]);
  });
});

describe('the nights offered', () => {
  const night = (date: string, vendor: DeviceNight['vendor'], nap = false) => ({ date, vendor, nap }) as DeviceNight;
  it('leaves naps out and lists the newest first', () => {
    const offered = offeredNights([night('2025-10-01', 'apple'), night('2025-10-01', 'apple', true), night('2025-10-02', 'fitbit')]);
    expect(offered.map((n) => `${n.date} ${n.vendor} ${String(n.nap)}`)).toEqual(['2025-10-02 fitbit false', '2025-10-01 apple false']);
  });
});
