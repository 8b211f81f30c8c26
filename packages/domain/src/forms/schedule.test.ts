import { describe, expect, it } from 'vitest';
import { dueTimepoint, nextTimepoint, parseScheduleText, scheduleDaysSchema, scheduleText } from './schedule.js';

describe('the timepoint due on a study day', () => {
  const schedule = [1, 29];
  it.each([
    // study day, due, next
    [null, null, 1],
    [0, null, 1],
    [1, 1, 29],
    [2, 1, 29],
    [28, 1, 29],
    [29, 29, null],
    [30, 29, null],
    [400, 29, null],
  ] as const)('day %s: due %s, next %s', (studyDay, due, next) => {
    expect(dueTimepoint(schedule, studyDay)).toBe(due);
    expect(nextTimepoint(schedule, studyDay)).toBe(next);
  });

  it('opens nothing before a schedule that starts later, and reads an unsorted schedule alike', () => {
    expect(dueTimepoint([7, 14], 6)).toBeNull();
    expect(nextTimepoint([7, 14], 6)).toBe(7);
    expect(dueTimepoint([29, 1, 15], 20)).toBe(15);
    expect(nextTimepoint([29, 1, 15], 20)).toBe(29);
  });

  it('has no timepoint for an unscheduled form', () => {
    expect(dueTimepoint([], 10)).toBeNull();
    expect(nextTimepoint([], 10)).toBeNull();
  });
});

describe('the schedule an admin enters', () => {
  it('sorts whole days and writes them back', () => {
    expect(scheduleDaysSchema.parse([29, 1])).toEqual([1, 29]);
    expect(scheduleText([1, 29])).toBe('1, 29');
    expect(parseScheduleText(' 29, 1;8 ')).toEqual({ days: [1, 8, 29] });
    expect(parseScheduleText('')).toEqual({ days: [] });
  });

  it.each([
    ['0', 'Ölçüm günleri 1 ile 1095 arasında tam sayılar olmalıdır'],
    ['1096', 'Ölçüm günleri 1 ile 1095 arasında tam sayılar olmalıdır'],
    ['1.5', 'Ölçüm günleri 1 ile 1095 arasında tam sayılar olmalıdır'],
    ['gün 1', 'Ölçüm günleri 1 ile 1095 arasında tam sayılar olmalıdır'],
    ['-3', 'Ölçüm günleri 1 ile 1095 arasında tam sayılar olmalıdır'],
    ['1, 29, 1', 'Aynı ölçüm günü birden fazla girilemez'],
    [Array.from({ length: 21 }, (_, i) => i + 1).join(','), 'En fazla 20 ölçüm günü girilebilir'],
  ])('refuses %j', (text, message) => {
    expect(parseScheduleText(text)).toEqual({ error: message });
  });

  it('refuses what is not a list of numbers', () => {
    expect(scheduleDaysSchema.safeParse('1,29').success).toBe(false);
    expect(scheduleDaysSchema.safeParse([1, '29']).success).toBe(false);
  });
});
