import { describe, expect, it } from 'vitest';
import { untouchedFactors, untouchedFieldsOf, untouchedNightAnswers } from './untouched';

const ALL = [
  'Yatış Saati',
  'Uykuya Dalma Saati',
  'Uyanma Saati',
  'Genel Uyku Kalitesi',
  'Uyku Öncesi Ruh Hali',
  'Uyandıktan Sonra Ruh Hali',
];

describe('untouched night answers', () => {
  it('names every answer, in the form of the catalogue labels, when none was changed', () => {
    expect(untouchedNightAnswers({})).toEqual(ALL);
  });

  it('ignores changes to fields that do not make the night (notes, factors, stages)', () => {
    expect(untouchedNightAnswers({ notes: true, stress_level: true, rem_duration: true })).toEqual(ALL);
  });

  it.each(['bedtime', 'sleep_time', 'wake_time', 'sleep_quality', 'mood_before_sleep', 'mood_after_sleep'] as const)(
    'asks nothing once %s was changed',
    (name) => {
      expect(untouchedNightAnswers({ [name]: true })).toBeNull();
    },
  );

  it('counts a field changed back to its default as untouched (not dirty)', () => {
    expect(untouchedNightAnswers({ bedtime: false })).toEqual(ALL);
  });
});

describe('untouched factors and untouched_fields', () => {
  const FACTORS = [
    'Öğleden sonra kafein aldım',
    'Alkol aldım',
    'Egzersiz yaptım',
    'Stres Seviyesi',
    'Yatmadan Önce Ekran Süresi',
    'İlaç kullandım',
    'Meditasyon veya nefes egzersizi yaptım',
    'Yatmadan önce kitap okudum',
    'Oda Sıcaklığı',
  ];

  it("names every factor while none of 'Etkileyen Faktörler' was changed, and nothing once one was", () => {
    expect(untouchedFactors({ bedtime: true, sleep_quality: true })).toEqual(FACTORS);
    expect(untouchedFactors({ stress_level: true })).toBeNull();
    expect(untouchedFactors({ reading_done: true })).toBeNull();
  });

  it('keeps of a new night every field that can be untouched and was not changed', () => {
    const untouched = untouchedFieldsOf({ bedtime: true, stress_level: true }, null);
    expect(untouched).toContain('room_temperature');
    expect(untouched).toContain('sleep_time');
    expect(untouched).not.toContain('bedtime');
    expect(untouched).not.toContain('stress_level');
    // Optional fields and the notes hold "no answer" by default: never listed.
    expect(untouched).not.toContain('notes');
    expect(untouched).not.toContain('meal_time');
  });

  it('keeps of a correction the stored list without what the correction changed', () => {
    expect(untouchedFieldsOf({ stress_level: true, bedtime: true }, ['stress_level', 'room_temperature'])).toEqual(['room_temperature']);
    expect(untouchedFieldsOf({}, [])).toEqual([]);
  });
});
