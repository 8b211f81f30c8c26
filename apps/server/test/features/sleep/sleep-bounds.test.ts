import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, todayInStudyZone } from '@uyku/domain';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { asParticipant } from '../../support/factories.js';
import { countNights, createNight, sleepBody, storedNight } from '../../support/factories-sleep.js';

/**
 * Every bound of the sleep form, just inside and just outside, through the API: inside is stored
 * as sent, outside answers 400 with the Turkish message naming the field and stores nothing.
 */
let t: TestApp;
let token: string;
let userId: string;
beforeAll(async () => {
  t = await buildTestApp();
  const participant = await asParticipant(t.app, t.db);
  token = participant.token;
  userId = participant.user.id;
});
afterAll(async () => t.close());

let day = 0;
/** A fresh night each time, so the one-entry-per-date rule never gets in the way. */
const nextDate = () => addCalendarDays('2024-01-01', (day += 1));
/**
 * In bed 20:00, asleep 20:30, up 12:00 (930 min after sleep onset), 10 minutes of every stage and
 * awake: even 600 minutes of one of them fits with the others in the night.
 */
const longNight = {
  bedtime: '20:00',
  sleep_time: '20:30',
  wake_time: '12:00',
  rem_duration: 10,
  deep_sleep_duration: 10,
  light_sleep_duration: 10,
  awake_duration: 10,
};

const BOUNDS: [field: string, inside: [number, number], outside: [number, number], message: string][] = [
  ['night_awakenings', [0, 20], [-1, 21], 'Gece uyanma sayısı 0-20 arasında olmalıdır'],
  ['rem_duration', [0, 600], [-1, 601], 'REM süresi 0-600 dakika arasında olmalıdır'],
  ['deep_sleep_duration', [0, 600], [-1, 601], 'Derin uyku süresi 0-600 dakika arasında olmalıdır'],
  ['light_sleep_duration', [0, 600], [-1, 601], 'Hafif uyku süresi 0-600 dakika arasında olmalıdır'],
  ['awake_duration', [0, 600], [-1, 601], 'Uyanık geçen süre 0-600 dakika arasında olmalıdır'],
  ['heart_rate', [40, 120], [39, 121], 'Ortalama kalp atım hızı 40-120 atım/dk arasında olmalıdır'],
  ['screen_time', [0, 240], [-1, 241], 'Yatmadan önceki ekran süresi 0-240 dakika arasında olmalıdır'],
  ['room_temperature', [10, 35], [9.9, 35.1], 'Oda sıcaklığı 10-35 °C arasında olmalıdır'],
  ['sleep_quality', [1, 10], [0, 11], 'Uyku kalitesi 1-10 arasında olmalıdır'],
  ['snoring_level', [0, 10], [-1, 11], 'Horlama seviyesi 0-10 arasında olmalıdır'],
  ['stress_level', [1, 10], [0, 11], 'Stres seviyesi 1-10 arasında olmalıdır'],
  ['mood_before_sleep', [1, 5], [0, 6], 'Uyku öncesi ruh hali 1-5 arasında olmalıdır'],
  ['mood_after_sleep', [1, 5], [0, 6], 'Uyanış sonrası ruh hali 1-5 arasında olmalıdır'],
];

const post = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/sleep/sessions', { token, body });

async function expectRefused(body: Record<string, unknown>, message: string, field?: string) {
  const before = await countNights(t.db, userId);
  const response = await post(body);
  expect(response.statusCode, JSON.stringify(body)).toBe(400);
  expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
  if (field) expect(response.json().details[0]).toEqual({ field, message });
  expect(await countNights(t.db, userId)).toBe(before);
}

describe('numeric bounds of the sleep form', () => {
  for (const [field, inside, outside, message] of BOUNDS) {
    it(`${field}: stores ${inside.join(' and ')}, refuses ${outside.join(' and ')}`, async () => {
      for (const value of inside) {
        const id = await createNight(t.app, token, { ...longNight, date: nextDate(), [field]: value });
        const response = await call(t.app, 'GET', `/api/sleep/sessions/${id}`, { token });
        expect(response.json().session[field], `${field}=${value}`).toBe(value);
      }
      for (const value of outside) await expectRefused({ ...longNight, date: nextDate(), [field]: value }, message, field);
      // A word where a number belongs gets the same message, not a type error in English.
      await expectRefused({ ...longNight, date: nextDate(), [field]: 'beş' }, message, field);
    });
  }

  it('refuses fractions of minutes and counts, naming the field', async () => {
    await expectRefused(sleepBody({ date: nextDate(), rem_duration: 30.5 }), 'REM süresi tam sayı olmalıdır', 'rem_duration');
    await expectRefused(sleepBody({ date: nextDate(), night_awakenings: 1.5 }), 'Gece uyanma sayısı tam sayı olmalıdır');
  });

  it('stores 0, empty or missing heart rate as not measured (null)', async () => {
    for (const heart_rate of [0, '', null, undefined]) {
      const id = await createNight(t.app, token, { date: nextDate(), heart_rate });
      expect((await storedNight(t.db, id))?.heartRate, String(heart_rate)).toBeNull();
    }
  });

  it('keeps a room temperature with one decimal', async () => {
    const id = await createNight(t.app, token, { date: nextDate(), room_temperature: 18.5 });
    expect((await storedNight(t.db, id))?.roomTemperature).toBe(18.5);
  });
});

describe('required fields and impossible nights', () => {
  it('requires the date and the three clock times', async () => {
    await expectRefused(sleepBody({ date: undefined }), 'Tarih gereklidir', 'date');
    await expectRefused(sleepBody({ date: '' }), 'Tarih gereklidir', 'date');
    await expectRefused(sleepBody({ date: nextDate(), bedtime: undefined }), 'Yatış saati gereklidir', 'bedtime');
    await expectRefused(sleepBody({ date: nextDate(), sleep_time: '' }), 'Uykuya dalma saati gereklidir', 'sleep_time');
    await expectRefused(sleepBody({ date: nextDate(), wake_time: undefined }), 'Uyanma saati gereklidir', 'wake_time');
  });

  it('refuses malformed dates and times, future nights and over-long notes', async () => {
    await expectRefused(sleepBody({ date: '2025-02-29' }), 'Geçerli bir tarih giriniz', 'date');
    await expectRefused(sleepBody({ date: '08.10.2025' }), 'Geçerli bir tarih giriniz', 'date');
    await expectRefused(sleepBody({ date: addCalendarDays(todayInStudyZone(), 1) }), 'Henüz gelmemiş bir gün için kayıt eklenemez', 'date');
    await expectRefused(sleepBody({ date: nextDate(), bedtime: '24:00' }), 'Saat SS:DD biçiminde olmalıdır', 'bedtime');
    await expectRefused(sleepBody({ date: nextDate(), meal_time: '7 gibi' }), 'Son yemek saati SS:DD biçiminde olmalıdır', 'meal_time');
    await expectRefused(sleepBody({ date: nextDate(), notes: 'a'.repeat(2001) }), 'Notlar en fazla 2000 karakter olabilir', 'notes');
    await expectRefused(sleepBody({ date: nextDate(), alcohol_intake: 'hayır' }), 'Alkol evet veya hayır olmalıdır', 'alcohol_intake');
  });

  it('stores a night of today and notes of exactly 2000 characters', async () => {
    await createNight(t.app, token, { date: todayInStudyZone(), notes: 'a'.repeat(2000) });
  });

  it('refuses nights whose metrics could not be true', async () => {
    await expectRefused(sleepBody({ date: nextDate(), wake_time: '23:30' }), 'Uyanma saati yatış saatiyle aynı olamaz', 'wake_time');
    await expectRefused(
      sleepBody({ date: nextDate(), sleep_time: '08:00' }),
      'Uykuya dalma saati, yatış saati ile uyanma saati arasında olmalıdır',
      'sleep_time',
    );
    // Asleep 00:10, up 07:30: 440 minutes after sleep onset. Stages plus the 25 awake minutes may fill it, not exceed it.
    await expectRefused(
      sleepBody({ date: nextDate(), rem_duration: 200, deep_sleep_duration: 200, light_sleep_duration: 16 }),
      'REM, derin uyku, hafif uyku ve uyanık geçen sürelerin toplamı (441 dk), uykuya dalma ile uyanma arasındaki süreyi (440 dk) aşamaz',
      'total_sleep_minutes',
    );
    await createNight(t.app, token, { date: nextDate(), rem_duration: 200, deep_sleep_duration: 200, light_sleep_duration: 15 });
    // Bed 22:00, asleep 23:00, up 07:00 holds 480 minutes of sleep, not the 540 in bed.
    await expectRefused(
      sleepBody({ date: nextDate(), bedtime: '22:00', sleep_time: '23:00', wake_time: '07:00', rem_duration: 200, deep_sleep_duration: 200, light_sleep_duration: 140, awake_duration: 0 }),
      'REM, derin uyku, hafif uyku ve uyanık geçen sürelerin toplamı (540 dk), uykuya dalma ile uyanma arasındaki süreyi (480 dk) aşamaz',
      'total_sleep_minutes',
    );
    await expectRefused(sleepBody({ date: nextDate(), sleep_time: '07:30' }), 'Uykuya dalma saati uyanma saatiyle aynı olamaz', 'sleep_time');
    // Without stages, 00:10 → 07:30 is 440 minutes: more awake minutes than that cannot be.
    const noStages = { rem_duration: 0, deep_sleep_duration: 0, light_sleep_duration: 0 };
    await expectRefused(
      sleepBody({ date: nextDate(), ...noStages, awake_duration: 441 }),
      'Uyanık geçen süre, uykuya dalma ile uyanma arasındaki süreyi aşamaz',
      'awake_duration',
    );
  });

  it('refuses a bad correction and leaves the stored night as it was', async () => {
    const id = await createNight(t.app, token, { date: nextDate() });
    const before = await storedNight(t.db, id);
    const response = await call(t.app, 'PUT', `/api/sleep/sessions/${id}`, {
      token,
      body: sleepBody({ date: before?.sleepDate, sleep_quality: 11 }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Uyku kalitesi 1-10 arasında olmalıdır');
    expect(await storedNight(t.db, id)).toEqual(before);
  });

  it('answers a body that is not an object in Turkish', async () => {
    for (const body of [[1, 2], 'uyku', 42]) {
      const response = await call(t.app, 'POST', '/api/sleep/sessions', {
        token,
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/nesne bekleniyordu/);
    }
  });
});
