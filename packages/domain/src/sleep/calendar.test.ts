import { describe, expect, it } from 'vitest';
import { studyZoneDay, studyZoneInstant, studyZoneOffset, studyZoneWallTime, todayInStudyZone } from './calendar.js';

/**
 * The study's calendar read from the time-zone database by name (Europe/Istanbul): Turkey kept
 * UTC+02:00 in winter and UTC+03:00 in summer until 2016, UTC+03:00 all year since. Every case
 * before 2016 gives another answer under a fixed offset of +03:00.
 */
describe("the study zone's calendar", () => {
  it('reads today around midnight in Istanbul, now and in the winter of 2015', () => {
    // Since 2016: midnight in Istanbul is 21:00Z.
    expect(todayInStudyZone(new Date('2026-11-26T20:59:59.999Z'))).toBe('2026-11-26');
    expect(todayInStudyZone(new Date('2026-11-26T21:00:00.000Z'))).toBe('2026-11-27');
    // 15 January 2015, UTC+02:00: 21:30Z was 23:30 the same day, midnight was 22:00Z.
    expect(todayInStudyZone(new Date('2015-01-15T21:30:00Z'))).toBe('2015-01-15');
    expect(todayInStudyZone(new Date('2015-01-15T21:59:59.999Z'))).toBe('2015-01-15');
    expect(todayInStudyZone(new Date('2015-01-15T22:00:00Z'))).toBe('2015-01-16');
    // Summer 2015 was UTC+03:00.
    expect(studyZoneDay(Date.parse('2015-07-15T21:30:00Z'))).toBe('2015-07-16');
  });

  it("gives the zone's offset at an instant, as the database has it", () => {
    expect(studyZoneOffset(Date.parse('2015-01-15T12:00:00Z'))).toBe(120);
    expect(studyZoneOffset(Date.parse('2015-07-15T12:00:00Z'))).toBe(180);
    expect(studyZoneOffset(Date.parse('2015-12-15T12:00:00Z'))).toBe(120);
    expect(studyZoneOffset(Date.parse('2016-12-15T12:00:00Z'))).toBe(180);
    expect(studyZoneOffset(Date.parse('2026-01-15T12:00:00Z'))).toBe(180);
    // The hour of a change, to the millisecond (29 March 2015, 01:00Z: 03:00 became 04:00), asked
    // twice: a kept offset of an hour never covers a change.
    for (let round = 0; round < 2; round += 1) {
      expect(studyZoneOffset(Date.parse('2015-03-29T00:59:59.999Z'))).toBe(120);
      expect(studyZoneOffset(Date.parse('2015-03-29T01:00:00.000Z'))).toBe(180);
    }
  });

  it('reads a day and clock time in Istanbul as the instant it was', () => {
    expect(studyZoneInstant('2015-01-15', '07:30')).toBe(Date.parse('2015-01-15T05:30:00Z'));
    expect(studyZoneInstant('2015-07-15', '07:30')).toBe(Date.parse('2015-07-15T04:30:00Z'));
    expect(studyZoneInstant('2026-11-20', '23:10')).toBe(Date.parse('2026-11-20T20:10:00Z'));
    // The database's time type gives seconds back too.
    expect(studyZoneInstant('2026-11-20', '23:10:00')).toBe(Date.parse('2026-11-20T20:10:00Z'));
    // Either side of the change of 29 March 2015.
    expect(studyZoneInstant('2015-03-29', '02:30')).toBe(Date.parse('2015-03-29T00:30:00Z'));
    expect(studyZoneInstant('2015-03-29', '05:00')).toBe(Date.parse('2015-03-29T02:00:00Z'));
    expect(studyZoneWallTime(Date.UTC(2015, 0, 15, 7, 30))).toEqual({ ms: Date.parse('2015-01-15T05:30:00Z'), offsetMinutes: 120 });
    expect(studyZoneInstant('dün', '07:00')).toBeNaN();
    expect(studyZoneInstant('2026-11-20', 'sabah')).toBeNaN();
  });
});
