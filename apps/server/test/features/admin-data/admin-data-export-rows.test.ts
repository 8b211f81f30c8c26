import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_BATCH_SIZE } from '../../../src/features/admin-data/filters.js';
import { sleepPage, streamSleepBatches, streamSleepRows, type AdminSleepRow } from '../../../src/features/admin-data/sleep-data.js';
import { buildTestApp, type TestApp } from '../../support/helpers.js';
import { createUser } from '../../support/factories.js';
import { insertNight } from '../../support/factories-admin-data.js';

/**
 * The exports read their rows as JSON text built by the database (db/json-list.ts), the paged lists
 * through the query builder. Both must give the same rows, values and order: every text, null and
 * number an export writes comes from the first, every row the tab shows from the second.
 */

let t: TestApp;
let edge: { id: string };
const EDGE_NOTES = ['=HYPERLINK("http://x")', 'tırnak " ve \\ ters bölü', 'satır\r\nsonu', '😀 \u0001 kontrol', ''];
/** More rows than one batch, so the keyset between batches is exercised. */
const BULK_USERS = 40;
const BULK_NIGHTS = Math.ceil((STREAM_BATCH_SIZE * 1.5) / BULK_USERS);

beforeAll(async () => {
  t = await buildTestApp();
  edge = await createUser(t.db, { name: '=Çağ"rı, Işık', group: 'experiment' });
  for (const [index, notes] of EDGE_NOTES.entries()) {
    await insertNight(t.db, edge.id, `2026-03-1${index}`, { notes, heartRate: index % 2 === 0 ? null : 61 });
  }
  // Whole and negative numerics: JSON must give the numbers the query builder's parser gives.
  await t.db.execute(sql`update sleep_sessions set room_temperature = 20, sleep_efficiency = 100 where sleep_date = '2026-03-10'`);
  await t.db.execute(sql`update sleep_sessions set room_temperature = -5.5, sleep_efficiency = 0.1 where sleep_date = '2026-03-11'`);
  // The exports read each participant's account once (participant-fields.ts): half of them have
  // an enrolment date, so a wrong account on a row would show.
  await t.db.execute(sql`
    insert into users (phone, name, password_hash, is_approved, enrolled_on)
    select '06' || lpad(g::text, 9, '0'), 'Toplu ' || g, 'x', true, case when g % 2 = 0 then date '2026-01-01' + g end
    from generate_series(1, ${BULK_USERS}) g`);
  await t.db.execute(sql`
    insert into sleep_sessions (user_id, sleep_date, bedtime, sleep_time, wake_time, sleep_quality, notes,
      time_in_bed, sleep_onset_latency, total_sleep_minutes, sleep_efficiency, tst_source, heart_rate, ab_group)
    select u.id, date '2026-02-28' - d, '23:00', '23:20', '07:00', 1 + d % 10, 'not ' || d, 480, 20, 410, 85.4, 'clock',
      case when d % 3 = 0 then null else 60 end, u.ab_group
    from users u cross join generate_series(0, ${BULK_NIGHTS - 1}) d where u.name like 'Toplu %'`);
});
afterAll(async () => t.close());

/**
 * The entry time as one instant: the query builder gives a Date, the exports' JSON batches ISO
 * text (AdminSleepRow.createdAt); both name the same moment, which is what must match.
 */
const sameInstant = (row: AdminSleepRow): AdminSleepRow => ({ ...row, createdAt: new Date(row.createdAt).toISOString() });

/** Every matching row through the paged list, which reads through the query builder. */
async function pagedRows(filters: Parameters<typeof sleepPage>[1]): Promise<AdminSleepRow[]> {
  const rows: AdminSleepRow[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await sleepPage(t.db, filters, 1000, cursor);
    rows.push(...page.rows.map(sameInstant));
    if (!page.nextCursor) return rows;
    cursor = page.nextCursor;
  }
}

async function streamed(filters: Parameters<typeof sleepPage>[1]): Promise<AdminSleepRow[]> {
  const rows: AdminSleepRow[] = [];
  for await (const row of streamSleepRows(t.db, filters)) rows.push(sameInstant(row));
  return rows;
}

describe('export rows', () => {
  it('are the rows, values and order of the paged list, across batches', async () => {
    const expected = await pagedRows({});
    expect(expected.length).toBeGreaterThan(STREAM_BATCH_SIZE);
    expect(new Set(expected.map((row) => row.enrolledOn)).size).toBeGreaterThan(BULK_USERS / 2);
    expect(await streamed({})).toEqual(expected);
  });

  it('keep texts, nulls and numbers exactly', async () => {
    const rows = await streamed({ userId: edge.id });
    expect(rows.map((row) => row.notes).sort()).toEqual([...EDGE_NOTES].sort());
    const byDate = new Map(rows.map((row) => [row.sleepDate, row]));
    expect(byDate.get('2026-03-10')).toMatchObject({ roomTemperature: 20, sleepEfficiency: 100, heartRate: null, userName: '=Çağ"rı, Işık' });
    expect(byDate.get('2026-03-11')).toMatchObject({ roomTemperature: -5.5, sleepEfficiency: 0.1, heartRate: 61 });
    expect(rows).toEqual(await pagedRows({ userId: edge.id }));
  });

  it('follow the date filter, both ends included, and end without an empty batch', async () => {
    const filters = { from: '2026-02-20', to: '2026-02-28' };
    const rows = await streamed(filters);
    expect(rows).toHaveLength(9 * BULK_USERS);
    expect(rows).toEqual(await pagedRows(filters));
    const batches: number[] = [];
    for await (const batch of streamSleepBatches(t.db, { from: '2001-01-01', to: '2001-01-02' })) batches.push(batch.length);
    expect(batches).toEqual([]);
  });
});
