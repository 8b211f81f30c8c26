import { todayInStudyZone } from '@uyku/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoStudy } from '../../src/demo/demo-study.js';
import { buildTestApp, call, type TestApp } from '../support/helpers.js';
import { asAdmin } from '../support/factories.js';
import { csvRecords, readStudyZip, type ExportedCsv } from '../support/study-export-reader.js';

/**
 * The demo study (`npm run seed:demo`) obeys the codebook of its own export: each rule the codebook
 * states is checked over every row, and the demo breaks none (docs/sleep-metrics.md, "Group of a
 * record", "The study export: dates, saves and the codebook").
 */
let t: TestApp;
let files: Record<string, ExportedCsv>;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = (await asAdmin(t.app, t.db)).token;
  await seedDemoStudy(t.db, { participants: 14, days: 26, today: todayInStudyZone(), phonePrefix: '0597', groupSwitches: 3 });
  const response = await call(t.app, 'GET', '/api/admin/export/study', { token: admin });
  expect(response.statusCode).toBe(200);
  files = readStudyZip(response.rawPayload);
}, 120_000);
afterAll(async () => t.close());

/** The study's calendar day of an instant (Europe/Istanbul, UTC+3 all year). */
const istanbulDay = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);

/** The group of a participant at an instant, by group_history.csv: the last row from before it, else the first. */
function groupOnDate(code: string, ms: number): string | undefined {
  const rows = csvRecords(files['group_history.csv'])
    .filter((row) => row.participant_code === code)
    .sort((a, b) => Date.parse(a.from_at!) - Date.parse(b.from_at!));
  return [...rows].reverse().find((row) => Date.parse(row.from_at!) <= ms)?.group ?? rows[0]?.group;
}

describe('the demo study against its codebook', () => {
  it('dates each heart-rate session by its own time, spread over its days, in the group of that moment', () => {
    const sessions = csvRecords(files['heart_rate_sessions.csv']);
    expect(sessions.length).toBeGreaterThan(20);
    const contradictions = sessions.filter((row) => {
      const at = Date.parse(row.recorded_at!);
      return row.session_date !== istanbulDay(at) || row.group_at_time !== groupOnDate(row.participant_code!, at) || row.phase !== 'intervention' || row.after_delayed !== '0';
    });
    expect(contradictions).toEqual([]);
    expect(new Set(sessions.map((row) => row.session_date)).size).toBeGreaterThan(10);
    expect(new Set(sessions.map((row) => row.recorded_at!.slice(11, 16))).size).toBeGreaterThan(10);
  });

  it('stores each night in the group at its final awakening, first saved that morning', () => {
    const nights = csvRecords(files['sleep_records.csv']);
    expect(nights.length).toBeGreaterThan(100);
    const woke = (row: Record<string, string>) => Date.parse(`${row.sleep_date}T${row.wake_time}:00+03:00`);
    const wrongGroup = nights.filter((row) => row.group_at_time !== groupOnDate(row.participant_code!, woke(row)));
    const wrongSave = nights.filter((row) => {
      const first = Date.parse(row.first_saved_at!);
      return first < woke(row) || first > woke(row) + 3 * 3_600_000 || row.flag_saved_before_wake !== '0';
    });
    expect(wrongGroup).toEqual([]);
    expect(wrongSave).toEqual([]);
  });

  it('has movers whose records change arm, so the group rule is exercised', () => {
    const history = csvRecords(files['group_history.csv']);
    const movers = new Set(history.filter((row) => row.seq === '2').map((row) => row.participant_code));
    expect(movers.size).toBe(3);
    const groups = (code: string) => new Set(csvRecords(files['sleep_records.csv']).filter((row) => row.participant_code === code).map((row) => row.group_at_time));
    for (const code of movers) expect(groups(code!).size, code).toBe(2);
  });
});
