import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInStudyZone } from '@uyku/domain';
import { nights } from '../../../src/db/schema/index.js';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { asParticipant } from '../../support/factories.js';
import { sleepBody } from '../../support/factories-sleep.js';

/**
 * A new night is written by a prepared insert, one per shape of its values (which columns are
 * null), while a correction is built by drizzle on every request
 * (docs/decisions/026-api-against-the-same-work.md). Saving a night and then correcting it with the
 * very same answers must leave every column as the save wrote it: the correction rewrites each
 * answer, metric and the night's group from the same input, so a column the prepared insert bound
 * to the wrong placeholder, or a value a cached shape carried over from an earlier save, shows up
 * as a change. The saves alternate null and given optional answers and a device time (X-Client-Time)
 * sent or not, so every shape is built and then reused.
 */

let t: TestApp;
let participant: Awaited<ReturnType<typeof asParticipant>>;

beforeAll(async () => {
  t = await buildTestApp();
  participant = await asParticipant(t.app, t.db);
});
afterAll(async () => t.close());

function daysAgo(n: number): string {
  const day = new Date(`${todayInStudyZone()}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - n);
  return day.toISOString().slice(0, 10);
}

/** Answers that give each optional field in turn, then leave it out, then give it again. */
const VARIANTS: Record<string, unknown>[] = [
  {},
  { heart_rate: 0, meal_time: '' },
  { heart_rate: 61, meal_time: '20:15', tried_to_sleep_time: '23:50', out_of_bed_time: '07:45', waso_minutes: 12 },
  { heart_rate: null, notes: '', stress_level: 3, room_temperature: 20, untouched_fields: ['stress_level', 'room_temperature'] },
  { rem_duration: 0, deep_sleep_duration: 0, light_sleep_duration: 0, waso_minutes: 0 },
  { heart_rate: 0, meal_time: '' },
  { notes: 'İkinci kez: "tırnak", ters\\bölü ve satır\nsonu', room_temperature: 18.4, caffeine_intake: false },
  {},
];

async function storedRow(id: string) {
  const [row] = await t.db.select().from(nights).where(eq(nights.id, id));
  return row!;
}

describe('a new night written by the prepared insert', () => {
  it('stores every column as a correction with the same answers does, in every shape', async () => {
    for (const [index, variant] of VARIANTS.entries()) {
      const body = sleepBody({ date: daysAgo(index + 2), ...variant });
      const clientTime = index % 3 === 2 ? new Date(Date.now() - (index + 1) * 3_600_000).toISOString() : undefined;
      const headers: Record<string, string> = clientTime === undefined ? {} : { 'x-client-time': clientTime };
      const saved = await call(t.app, 'POST', '/api/sleep/sessions', { token: participant.token, body, headers });
      expect(saved.statusCode, JSON.stringify(variant)).toBe(201);
      const id = (saved.json() as { session: { id: string } }).session.id;
      const { updatedAt: _savedAt, ...afterSave } = await storedRow(id);

      const corrected = await call(t.app, 'PUT', `/api/sleep/sessions/${id}`, { token: participant.token, body });
      expect(corrected.statusCode, JSON.stringify(variant)).toBe(200);
      const { updatedAt: _correctedAt, ...afterCorrection } = await storedRow(id);

      expect(afterSave, JSON.stringify(variant)).toEqual(afterCorrection);
      expect(afterSave.userId).toBe(participant.user.id);
      expect(afterSave.sleepDate).toBe(body.date);
      expect(afterSave.clientCreatedAt?.toISOString()).toBe(clientTime);
    }
  });

  it('answers a second save of the same night with 409 from the prepared insert too', async () => {
    const body = sleepBody({ date: daysAgo(30) });
    expect((await call(t.app, 'POST', '/api/sleep/sessions', { token: participant.token, body })).statusCode).toBe(201);
    const again = await call(t.app, 'POST', '/api/sleep/sessions', { token: participant.token, body: { ...body, heart_rate: 0 } });
    expect(again.statusCode).toBe(409);
    const rows = await t.db.select({ heartRate: nights.heartRate }).from(nights).where(eq(nights.sleepDate, body.date as string));
    expect(rows).toEqual([{ heartRate: 58 }]);
  });
});
