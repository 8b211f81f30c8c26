import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SettingsCache } from '../../../src/core/study/settings-cache.js';
import { readSettings } from '../../../src/core/study/settings-row.js';
import { inTransaction } from '../../../src/db/transaction.js';
import type { StudySettingsRow } from '../../../src/db/schema/index.js';
import { asAdmin } from '../../support/factories.js';
import { settingsForgotten, studySettingsBody } from '../../support/factories-study.js';
import { buildTestCluster, call, type TestApp } from '../../support/helpers.js';

/**
 * The study settings kept in memory (core/study/settings-cache.ts): two instances on one database.
 * On PostgreSQL each instance has its own cache and only the bus notice from the table's trigger
 * can tell the second about a change; on PGlite both share the one database handle, and with it
 * one cache.
 */
let cluster: Awaited<ReturnType<typeof buildTestCluster>>;
let first: TestApp;
let second: TestApp;
let admin: string;

beforeAll(async () => {
  cluster = await buildTestCluster(2);
  [first, second] = cluster.apps as [TestApp, TestApp];
  admin = (await asAdmin(first.app, first.db)).token;
});
afterAll(async () => cluster.close());

const contactOn = async (instance: TestApp) => (await call(instance.app, 'GET', '/api/study/registration')).json().study_contact as string | null;
const saveContact = (instance: TestApp, studyContact: string) =>
  call(instance.app, 'PUT', '/api/admin/study', { token: admin, body: studySettingsBody({ studyContact }) });

/** Saves through the first instance and waits until both have heard the table's notice. */
async function saveAndSettle(studyContact: string): Promise<void> {
  const since = [first.app.settingsCache.generation, second.app.settingsCache.generation] as const;
  expect((await saveContact(first, studyContact)).statusCode).toBe(200);
  // The writer forgets once at its commit and once more when the notice comes back.
  await Promise.all([settingsForgotten(first, since[0], 2), settingsForgotten(second, since[1])]);
}

describe('study settings in memory', () => {
  it('answers from memory: a write that sends no notice is not seen until one is', async () => {
    await saveAndSettle('önce');
    expect(await contactOn(second)).toBe('önce');
    expect(await contactOn(first)).toBe('önce');
    await first.db.execute(sql`alter table study_settings disable trigger study_settings_changed`);
    try {
      await first.db.execute(sql`update study_settings set study_contact = 'sessiz' where id = 1`);
      // Neither instance read the table again: each answers the row it kept.
      expect(await contactOn(second)).toBe('önce');
      expect(await contactOn(first)).toBe('önce');
      // A transaction reads the table: a write under the allocation lock sees the committed row.
      expect((await inTransaction(first.db, (tx) => readSettings(tx))).studyContact).toBe('sessiz');
    } finally {
      await first.db.execute(sql`alter table study_settings enable trigger study_settings_changed`);
    }
  });

  it('a change saved on one instance is answered by the other within a second', async () => {
    expect(await contactOn(second)).not.toBe('yeni iletişim');
    const saved = await saveContact(first, 'yeni iletişim');
    expect(saved.statusCode).toBe(200);
    // The writer forgets at once: its own next answer is the new row.
    expect(await contactOn(first)).toBe('yeni iletişim');
    const start = performance.now();
    await expect.poll(() => contactOn(second), { timeout: 5_000, interval: 10 }).toBe('yeni iletişim');
    // The one duration asserted on purpose: a second is the promise made to a study on two instances.
    expect(performance.now() - start).toBeLessThan(1_000);
  });

  it('a write from outside the app (an operator, a restore) is announced by the database itself', async () => {
    expect(await contactOn(second)).not.toBe('psql ile');
    const since = [first.app.settingsCache.generation, second.app.settingsCache.generation] as const;
    await first.db.execute(sql`update study_settings set study_contact = 'psql ile' where id = 1`);
    await Promise.all([settingsForgotten(first, since[0]), settingsForgotten(second, since[1])]);
    expect(await contactOn(first)).toBe('psql ile');
    expect(await contactOn(second)).toBe('psql ile');
  });

  it('hands out a row nobody can change in place', async () => {
    await saveAndSettle('dondurulmuş');
    const row = await readSettings(first.db);
    expect(row.studyContact).toBe('dondurulmuş');
    expect(Object.isFrozen(row)).toBe(true);
    expect(Object.isFrozen(row.stratificationOptions)).toBe(true);
    expect(() => {
      (row as { studyContact: string | null }).studyContact = 'x';
    }).toThrow(TypeError);
  });
});

describe('SettingsCache', () => {
  const row = { id: 1, studyContact: 'a', stratificationOptions: [] } as unknown as StudySettingsRow;

  it('does not keep a read that was under way while the row was forgotten', async () => {
    const cache = new SettingsCache();
    let finish: (value: StudySettingsRow) => void = () => undefined;
    const read = cache.through(() => new Promise((resolve) => (finish = resolve)));
    cache.forget();
    finish({ ...row });
    expect((await read).studyContact).toBe('a');
    let loads = 0;
    await cache.through(async () => {
      loads += 1;
      return { ...row, studyContact: 'b' };
    });
    expect(loads).toBe(1);
  });

  it('reads once, then from memory, until forgotten', async () => {
    const cache = new SettingsCache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return { ...row };
    };
    await cache.through(load);
    await cache.through(load);
    expect(loads).toBe(1);
    cache.forget();
    await cache.through(load);
    expect(loads).toBe(2);
    expect(cache.generation).toBe(1);
  });
});
