import { describe, expect, it } from 'vitest';
import { untouchedNightAnswers } from './untouched';

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
