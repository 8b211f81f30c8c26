import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../../src/db/client.js';
import { buildTestApp, type TestApp } from '../support/helpers.js';

/**
 * The PostgreSQL LISTEN connection is replaced when it drops (a database restart, a proxy timeout),
 * every channel is listened to again, and subscribers are told that notifications may be missing.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('LISTEN connection recovery (PostgreSQL only; set TEST_DATABASE_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('listens again after its connection is terminated and reports the gap', async () => {
    const received: string[] = [];
    let reconnects = 0;
    await t.database.listen('uyku_test_channel', (payload) => received.push(payload), {
      onReconnect: () => (reconnects += 1),
    });
    await t.database.notify('uyku_test_channel', 'before');
    await expect.poll(() => received, { timeout: 5000 }).toEqual(['before']);

    // Other test files run their own listeners on their own databases: terminate only ours.
    // PgQueryResultHKT leaves execute()'s result untyped; node-postgres answers { rows }.
    const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const name = result.rows[0]?.name;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const killed = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = $2',
      [LISTENER_APPLICATION_NAME, name],
    );
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);

    await expect.poll(() => reconnects, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    await t.database.notify('uyku_test_channel', 'after');
    await expect.poll(() => received, { timeout: 5000 }).toEqual(['before', 'after']);
  });
});
