import { describe, expect, it } from 'vitest';
import { deviceNightsRequestSchema, deviceTotalSleepMinutes, parseIsoWithOffset } from './device-nights.js';

describe('times with their offset', () => {
  it('reads the instant and the offset it was written in', () => {
    expect(parseIsoWithOffset('2025-10-02T07:05:00+03:00')).toEqual({ ms: Date.parse('2025-10-02T04:05:00Z'), offsetMinutes: 180 });
    expect(parseIsoWithOffset('2025-10-02T07:05+05:30')).toEqual({ ms: Date.parse('2025-10-02T01:35:00Z'), offsetMinutes: 330 });
    expect(parseIsoWithOffset('2025-10-02T07:05:00.250-04:00')?.offsetMinutes).toBe(-240);
    expect(parseIsoWithOffset('2025-10-02T07:05:00Z')?.offsetMinutes).toBe(0);
  });

  it('refuses a time without an offset, an impossible day or hour, and an offset beyond ±14 hours', () => {
    for (const text of ['2025-10-02T07:05:00', '2025-02-30T07:05:00Z', '2025-10-02T24:00:00Z', '2025-10-02T07:05:00+15:00', '2025-10-02 07:05:00Z', 'dün']) {
      expect(parseIsoWithOffset(text), text).toBeNull();
    }
  });
});

describe('a device night’s total sleep time', () => {
  const base = { sleep_onset: '2025-10-01T23:20:00+03:00', final_wake: '2025-10-02T07:00:00+03:00', awake_minutes: 35 };
  it('is the three stages when the device staged the night', () => {
    expect(deviceTotalSleepMinutes({ ...base, rem_minutes: 95, deep_minutes: 70, light_minutes: 260, stages_available: true })).toBe(425);
  });
  it('is onset to final wake less the awake minutes without stages', () => {
    expect(deviceTotalSleepMinutes({ ...base, rem_minutes: null, deep_minutes: null, light_minutes: null, stages_available: false })).toBe(425);
  });
});

describe('the batch', () => {
  it('names the first problem in Turkish', () => {
    const answer = deviceNightsRequestSchema.safeParse({ nights: [] });
    expect(answer.success).toBe(false);
    expect(answer.error?.issues[0]?.message).toBe('Kaydedilecek en az bir gece seçin');
  });
});
