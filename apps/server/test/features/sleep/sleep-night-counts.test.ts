import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleepNightCounts, nights } from '../../../src/db/schema/index.js';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { asAdmin, createUser, signedIn } from '../../support/factories.js';
import { insertNextNight, sleepRow } from '../../support/factories-admin.js';
import { sleepBody } from '../../support/factories-sleep.js';

/**
 * `sleep_night_counts` (migration 0013) stands in for counting every night in the admin's totals,
 * so after every kind of change it must hold exactly what counting would give.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof asAdmin>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await asAdmin(t.app, t.db);
});
afterAll(async () => t.close());

async function countedNow(): Promise<Record<string, number>> {
  const rows = await t.db
    .select({ userId: nights.userId, nights: sql<number>`count(*)::int` })
    .from(nights)
    .groupBy(nights.userId);
  return Object.fromEntries(rows.map((row) => [row.userId, row.nights]));
}

async function kept(): Promise<Record<string, number>> {
  const rows = await t.db.select().from(sleepNightCounts);
  return Object.fromEntries(rows.map((row) => [row.userId, row.nights]));
}

async function expectInStep(): Promise<void> {
  const counted = await countedNow();
  expect(await kept()).toEqual(counted);
  const stats = (await call(t.app, 'GET', '/api/admin/stats', { token: admin.token })).json().stats;
  expect(stats.sleep.totalRecords).toBe(Object.values(counted).reduce((sum, n) => sum + n, 0));
}

describe('sleep_night_counts', () => {
  it('follows nights saved through the API, one at a time and at the same moment', async () => {
    const participants = await Promise.all([1, 2, 3].map(() => signedIn(t.app, t.db)));
    const saves = participants.flatMap(({ token }) =>
      ['2025-10-01', '2025-10-02', '2025-10-03'].map((date) =>
        call(t.app, 'POST', '/api/sleep/sessions', { token, body: sleepBody({ date }) }),
      ),
    );
    expect((await Promise.all(saves)).map((answer) => answer.statusCode)).toEqual(Array(9).fill(201));
    // A refused second save of a night changes nothing.
    const again = await call(t.app, 'POST', '/api/sleep/sessions', { token: participants[0]!.token, body: sleepBody({ date: '2025-10-01' }) });
    expect(again.statusCode).toBe(409);
    expect((await kept())[participants[0]!.user.id]).toBe(3);
    await expectInStep();
  });

  it('follows a bulk insert, a removed night, a night given to another owner and a deleted account', async () => {
    const [first, second] = [await createUser(t.db), await createUser(t.db)];
    await t.db.insert(nights).values(['2025-09-01', '2025-09-02', '2025-09-03', '2025-09-04'].map((day) => sleepRow(first.id, day)));
    await insertNextNight(t.db, second.id);
    await expectInStep();

    const [removed] = await t.db.select({ id: nights.id }).from(nights).where(eq(nights.userId, first.id)).limit(1);
    await t.db.delete(nights).where(eq(nights.id, removed!.id));
    expect((await kept())[first.id]).toBe(3);

    const [moved] = await t.db.select({ id: nights.id }).from(nights).where(eq(nights.userId, first.id)).limit(1);
    await t.db.update(nights).set({ userId: second.id }).where(eq(nights.id, moved!.id));
    const afterMove = await kept();
    expect([afterMove[first.id], afterMove[second.id]]).toEqual([2, 2]);
    await expectInStep();

    const deleted = await call(t.app, 'DELETE', `/api/admin/users/${second.id}`, { token: admin.token });
    expect(deleted.statusCode).toBe(200);
    // The account's nights went with it by cascade; no row is left behind for it.
    expect(second.id in (await kept())).toBe(false);
    await expectInStep();
  });

  it('is emptied with the nights when the table is truncated', async () => {
    await insertNextNight(t.db, (await createUser(t.db)).id);
    expect(Object.keys(await kept()).length).toBeGreaterThan(0);
    await t.db.execute(sql`truncate ${nights} cascade`);
    expect(await kept()).toEqual({});
    await expectInStep();
  });
});
