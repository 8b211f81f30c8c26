import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_WRITE_MSG, participantCode, todayInStudyZone } from '@uyku/domain';
import { nights } from '../../../src/db/schema/index.js';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { asAdmin, asParticipant } from '../../support/factories.js';
import { sleepBody } from '../../support/factories-sleep.js';
import { csvRecords, readStudyZip, splitCsvLine } from '../../support/study-export-reader.js';

/**
 * The time the participant pressed 'Kaydet' (X-Client-Time) on a night saved offline: stored
 * beside the receipt, and read by the timing flags in every admin view and export when plausible
 * (domain sleep/entry-time.ts, docs/decisions/019-idempotent-writes.md).
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof asAdmin>>;
let participant: Awaited<ReturnType<typeof asParticipant>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await asAdmin(t.app, t.db);
  participant = await asParticipant(t.app, t.db);
});
afterAll(async () => t.close());

const HOUR = 3_600_000;
/** The diary date `n` days before today in Istanbul. */
function daysAgo(n: number): string {
  const day = new Date(`${todayInStudyZone()}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - n);
  return day.toISOString().slice(0, 10);
}
/** The night's final awakening: sleepBody's 07:30, Istanbul (UTC+3). */
const wakeOf = (date: string) => Date.parse(`${date}T07:30:00+03:00`);

const save = (date: string, clientTime?: string) =>
  call(t.app, 'POST', '/api/sleep/sessions', {
    token: participant.token,
    body: sleepBody({ date }),
    headers: clientTime === undefined ? {} : { 'x-client-time': clientTime },
  });

async function stored(date: string) {
  const [row] = await t.db.select().from(nights).where(eq(nights.sleepDate, date));
  return row!;
}

/** Nights saved 3–10 days after they ended, with and without a device time. */
const NIGHTS = {
  /** Saved offline two hours after waking, sent 5 days later: timely. */
  plausible: daysAgo(5),
  /** No device time: the receipt, 5 days late. */
  none: daysAgo(4),
  /** A device clock an hour ahead of the server: not believed. */
  future: daysAgo(3),
  /** A device time more than 7 days before the receipt: not believed. */
  tooOld: daysAgo(10),
  /** Saved offline before waking: saved before the wake. */
  beforeWake: daysAgo(6),
};

describe('X-Client-Time on a saved night', () => {
  let times: Record<keyof typeof NIGHTS, string | undefined>;
  /** The test's clock just before the first save and just after the last: each receipt lies between. */
  let savesFrom: number;
  let savesUntil: number;

  beforeAll(async () => {
    times = {
      plausible: new Date(wakeOf(NIGHTS.plausible) + 2 * HOUR).toISOString(),
      none: undefined,
      future: new Date(Date.now() + HOUR).toISOString(),
      tooOld: new Date(wakeOf(NIGHTS.tooOld) + 2 * HOUR).toISOString(),
      // With an offset other than Z: 05:00 Istanbul, before the 07:30 wake.
      beforeWake: `${NIGHTS.beforeWake}T05:00:00+03:00`,
    };
    savesFrom = Date.now();
    for (const name of Object.keys(NIGHTS) as (keyof typeof NIGHTS)[]) {
      const response = await save(NIGHTS[name], times[name]);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(201);
    }
    savesUntil = Date.now();
  });

  it('stores the device time as sent beside the receipt, believed or not', async () => {
    for (const name of ['plausible', 'future', 'tooOld', 'beforeWake'] as const) {
      const row = await stored(NIGHTS[name]);
      expect(row.clientCreatedAt?.getTime(), name).toBe(Date.parse(times[name]!));
      expect(row.createdAt.getTime(), name).toBeGreaterThanOrEqual(savesFrom);
      expect(row.createdAt.getTime(), name).toBeLessThanOrEqual(savesUntil);
    }
    expect((await stored(NIGHTS.none)).clientCreatedAt).toBeNull();
  });

  it('lets the admin views read a plausible device time, and the receipt otherwise', async () => {
    const sessions = (await call(t.app, 'GET', `/api/admin/sleep-data?userId=${participant.user.id}&limit=10`, { token: admin.token })).json()
      .sessions as { sleep_date: string; quality_flags: string[] }[];
    const flags = (date: string) => sessions.find((s) => s.sleep_date === date)!.quality_flags;
    expect(flags(NIGHTS.plausible)).not.toContain('late_entry');
    expect(flags(NIGHTS.none)).toContain('late_entry');
    expect(flags(NIGHTS.future)).toContain('late_entry');
    expect(flags(NIGHTS.tooOld)).toContain('late_entry');
    expect(flags(NIGHTS.beforeWake)).toContain('saved_before_wake');
    expect(flags(NIGHTS.beforeWake)).not.toContain('late_entry');

    // The participant's CSV of the admin: the same flags by the same rule.
    const csv = await call(t.app, 'GET', `/api/admin/sleep-data/participants/${participant.user.id}/csv`, { token: admin.token });
    const [header = '', ...lines] = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    const columns = splitCsvLine(header);
    const late = columns.indexOf('Geç girildi (36 saatten sonra)');
    expect(late).toBeGreaterThan(0);
    const lateOn = (date: string) => {
      const [y, m, d] = date.split('-');
      return splitCsvLine(lines.find((line) => line.startsWith(`${d}.${m}.${y}`))!)[late];
    };
    expect([lateOn(NIGHTS.plausible), lateOn(NIGHTS.none), lateOn(NIGHTS.future), lateOn(NIGHTS.tooOld)]).toEqual(['0', '1', '1', '1']);
  });

  it('exports the device time with its codebook row, and the flags by the same rule', async () => {
    const response = await call(t.app, 'GET', '/api/admin/export/study', { token: admin.token });
    expect(response.statusCode).toBe(200);
    const files = readStudyZip(response.rawPayload);
    const sleep = files['sleep_records.csv']!;
    expect(sleep.header.indexOf('client_saved_at')).toBe(sleep.header.indexOf('first_saved_at') + 1);
    const code = participantCode(participant.user.participantNumber);
    const nights = Object.fromEntries(csvRecords(sleep).filter((r) => r.participant_code === code).map((r) => [r.sleep_date, r]));
    expect(Date.parse(nights[NIGHTS.plausible]!.client_saved_at!)).toBe(Date.parse(times.plausible!));
    expect(nights[NIGHTS.none]!.client_saved_at).toBe('');
    expect([NIGHTS.plausible, NIGHTS.none, NIGHTS.future, NIGHTS.tooOld].map((date) => nights[date]!.flag_late_entry)).toEqual(['0', '1', '1', '1']);
    expect(nights[NIGHTS.beforeWake]).toMatchObject({ flag_saved_before_wake: '1', flag_late_entry: '0' });
    expect(files['codebook.csv']!.text).toMatch(/sleep_records\.csv,client_saved_at,Cihazda kaydedildiği an,/);
  });

  it('refuses a malformed device time with 400 and a Turkish message, writing nothing', async () => {
    const date = daysAgo(12);
    for (const value of ['dün akşam', '2026-03-10 07:45', '2026-03-10T07:45:00', '1741589100000']) {
      const response = await save(date, value);
      expect(response.statusCode, value).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message: OFFLINE_WRITE_MSG.clientTimeInvalid });
    }
    const [row] = await t.db.select().from(nights).where(eq(nights.sleepDate, date));
    expect(row).toBeUndefined();
  });

  it('keeps the first save’s device time through a correction (PUT)', async () => {
    const { id } = await stored(NIGHTS.plausible);
    const corrected = await call(t.app, 'PUT', `/api/sleep/sessions/${id}`, {
      token: participant.token,
      body: sleepBody({ date: NIGHTS.plausible, notes: 'düzeltme' }),
      headers: { 'x-client-time': new Date().toISOString() },
    });
    expect(corrected.statusCode).toBe(200);
    expect((await stored(NIGHTS.plausible)).clientCreatedAt?.getTime()).toBe(Date.parse(times.plausible!));
  });
});
