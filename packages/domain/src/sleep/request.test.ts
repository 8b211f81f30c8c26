import { describe, expect, it } from 'vitest';
import { nightRequestSchema } from '../api/sleep.js';
import { todayInStudyZone, addCalendarDays } from './calendar.js';
import { newNight } from './form-values.js';

const firstMessage = (input: unknown) => {
  const parsed = nightRequestSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};
const required = { date: '2025-10-08', bedtime: '22:00', sleep_time: '23:00', wake_time: '07:00' };

describe('sleep session request', () => {
  it('fills the diary defaults around the four required fields', () => {
    expect(nightRequestSchema.parse(required)).toEqual({
      ...required,
      rem_duration: 0,
      deep_sleep_duration: 0,
      light_sleep_duration: 0,
      awake_duration: 0,
      heart_rate: null,
      night_awakenings: 0,
      snoring_level: 0,
      sleep_quality: 5,
      mood_before_sleep: 3,
      mood_after_sleep: 3,
      caffeine_intake: false,
      alcohol_intake: false,
      exercise_done: false,
      stress_level: 3,
      screen_time: 0,
      meal_time: null,
      medication_taken: false,
      meditation_done: false,
      reading_done: false,
      room_temperature: 20,
      notes: '',
      tried_to_sleep_time: null,
      out_of_bed_time: null,
      waso_minutes: null,
      long_night_confirmed: false,
    });
  });

  it('reads the optional CSD items: empty means not given, 0 minutes of WASO is an answer', () => {
    for (const empty of ['', null, undefined]) {
      expect(nightRequestSchema.parse({ ...required, tried_to_sleep_time: empty, out_of_bed_time: empty })).toMatchObject({
        tried_to_sleep_time: null,
        out_of_bed_time: null,
      });
    }
    for (const empty of ['', null, undefined, Number.NaN]) expect(nightRequestSchema.parse({ ...required, waso_minutes: empty }).waso_minutes).toBeNull();
    expect(nightRequestSchema.parse({ ...required, waso_minutes: 0 }).waso_minutes).toBe(0);
    expect(firstMessage({ ...required, out_of_bed_time: '7' })).toBe('Yataktan kalkış saati SS:DD biçiminde olmalıdır');
    expect(firstMessage({ ...required, tried_to_sleep_time: 5 })).toBe('Uyumaya çalıştığım saat SS:DD biçiminde olmalıdır');
    expect(firstMessage({ ...required, waso_minutes: 601 })).toBe('Gece uyanık kaldığım toplam süre 0-600 dakika arasında olmalıdır');
    expect(firstMessage({ ...required, long_night_confirmed: 'evet' })).toBe('Uzun gece onayı evet veya hayır olmalıdır');
  });

  it("accepts the form's own defaults as they are", () => {
    const parsed = nightRequestSchema.parse(newNight(todayInStudyZone()));
    expect(parsed).toMatchObject({ heart_rate: null, meal_time: null, sleep_quality: 5, total_sleep_minutes: 0 });
  });

  it('reads 0, empty, NaN (an emptied number input) and null heart rate as not measured', () => {
    for (const heart_rate of [0, '', null, Number.NaN, undefined]) {
      expect(nightRequestSchema.parse({ ...required, heart_rate }).heart_rate).toBeNull();
    }
    expect(nightRequestSchema.parse({ ...required, heart_rate: 64 }).heart_rate).toBe(64);
  });

  it('names the field in each message', () => {
    expect(firstMessage({ ...required, rem_duration: 601 })).toBe('REM süresi 0-600 dakika arasında olmalıdır');
    expect(firstMessage({ ...required, rem_duration: 'çok' })).toBe('REM süresi 0-600 dakika arasında olmalıdır');
    expect(firstMessage({ ...required, rem_duration: 12.5 })).toBe('REM süresi tam sayı olmalıdır');
    expect(firstMessage({ ...required, heart_rate: 39 })).toBe('Ortalama kalp atım hızı 40-120 atım/dk arasında olmalıdır');
    expect(firstMessage({ ...required, room_temperature: 35.5 })).toBe('Oda sıcaklığı 10-35 °C arasında olmalıdır');
    expect(firstMessage({ ...required, alcohol_intake: 'evet' })).toBe('Alkol evet veya hayır olmalıdır');
    expect(firstMessage({ ...required, meal_time: '7pm' })).toBe('Son yemek saati SS:DD biçiminde olmalıdır');
  });

  it('requires the date and the three clock times, each with its own message', () => {
    expect(firstMessage({ ...required, date: '' })).toBe('Tarih gereklidir');
    expect(firstMessage({ ...required, date: undefined })).toBe('Tarih gereklidir');
    expect(firstMessage({ ...required, bedtime: '' })).toBe('Yatış saati gereklidir');
    expect(firstMessage({ ...required, sleep_time: undefined })).toBe('Uykuya dalma saati gereklidir');
    expect(firstMessage({ ...required, wake_time: '' })).toBe('Uyanma saati gereklidir');
    expect(firstMessage({ ...required, wake_time: '7:00' })).toBe('Saat SS:DD biçiminde olmalıdır');
  });

  it('refuses dates that are not days, or not yet', () => {
    expect(firstMessage({ ...required, date: '2025-02-30' })).toBe('Geçerli bir tarih giriniz');
    expect(firstMessage({ ...required, date: '1999-12-31' })).toBe('Geçerli bir tarih giriniz');
    expect(firstMessage({ ...required, date: addCalendarDays(todayInStudyZone(), 1) })).toBe(
      'Henüz gelmemiş bir gün için kayıt eklenemez',
    );
    expect(firstMessage({ ...required, date: todayInStudyZone() })).toBeNull();
  });

  it('refuses stages and awake minutes beyond the sleep period, on the stage total, naming the fields', () => {
    const parsed = nightRequestSchema.safeParse({ ...required, rem_duration: 200, deep_sleep_duration: 200, light_sleep_duration: 140 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [
        ['total_sleep_minutes'],
        'REM, derin uyku, hafif uyku ve uyanık geçen sürelerin toplamı (540 dk), uykuya dalma ile uyanma arasındaki süreyi (480 dk) aşamaz',
      ],
    ]);
    expect(firstMessage({ ...required, sleep_time: '07:00' })).toBe('Uykuya dalma saati uyanma saatiyle aynı olamaz');
  });

  it('rounds room temperature to one decimal and trims notes', () => {
    const parsed = nightRequestSchema.parse({ ...required, room_temperature: 21.26, notes: '  iyi uyudum  ' });
    expect(parsed).toMatchObject({ room_temperature: 21.3, notes: 'iyi uyudum' });
  });
});
