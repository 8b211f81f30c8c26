import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupHistory, nights } from '../../src/db/schema/index.js';
import { buildTestApp, type TestApp } from '../support/helpers.js';
import { createUser } from '../support/factories.js';
import { insertNight } from '../support/factories-admin-data.js';

/**
 * Migration 0016 on nights stored by the old rule (the group at save time): it moves each night to
 * the group of its date from the group history (docs/decisions/009-study-protocol.md).
 */

const MIGRATIONS = fileURLToPath(new URL('../../drizzle/', import.meta.url));
const migrationFile = readdirSync(MIGRATIONS).find((name) => name.endsWith('_group_on_record_date.sql'));

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('migration group_on_record_date', () => {
  it('re-derives the group of every stored night from the history by its date', async () => {
    expect(migrationFile).toBeDefined();
    const moved = await createUser(t.db, { group: 'experiment' });
    await t.db.insert(groupHistory).values([
      { userId: moved.id, group: 'control', source: 'registration', fromAt: new Date('2026-01-01T09:00:00+03:00') },
      { userId: moved.id, group: 'experiment', source: 'admin', fromAt: new Date('2026-02-01T12:00:00+03:00') },
    ]);
    const noHistory = await createUser(t.db, { group: 'control' });
    // Stored by the old rule: the group at save time, after the move.
    for (const date of ['2025-12-20', '2026-01-20', '2026-02-01', '2026-02-02']) await insertNight(t.db, moved.id, date);
    await insertNight(t.db, noHistory.id, '2026-01-20');

    await t.db.execute(sql.raw(readFileSync(`${MIGRATIONS}${migrationFile}`, 'utf8')));

    const groups = async (userId: string) =>
      Object.fromEntries(
        (await t.db.select({ d: nights.sleepDate, g: nights.group }).from(nights).where(eq(nights.userId, userId))).map((r) => [r.d, r.g]),
      );
    // Before the first history row the first group; the switch day's night ended at 07:00, before 12:00.
    expect(await groups(moved.id)).toEqual({ '2025-12-20': 'control', '2026-01-20': 'control', '2026-02-01': 'control', '2026-02-02': 'experiment' });
    expect(await groups(noHistory.id)).toEqual({ '2026-01-20': 'control' });
  });
});
