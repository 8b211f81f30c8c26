import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.js';
import { leasePglite, newPglitePool, type PglitePool } from './pglite-pool.js';

/**
 * The API suite's PGlite instances are used again from one app to the next (pglite-pool.ts): an
 * app must still start on exactly what the migrations leave, and an instance that cannot be set
 * back must not be handed on.
 */

let template: Blob;
let opened: PGlite[];
let pool: PglitePool;
const leases: DatabaseHandle[] = [];

async function openFresh(): Promise<PGlite> {
  const client = new PGlite({ loadDataDir: template });
  await client.waitReady;
  opened.push(client);
  return client;
}

async function lease(): Promise<DatabaseHandle> {
  const handle = await leasePglite(openFresh, pool);
  leases.push(handle);
  return handle;
}

/** Raw SQL rows; PGlite answers `{ rows }`, which the shared Database type leaves unknown. */
async function rows<T>(handle: DatabaseHandle, query: string): Promise<T[]> {
  const result = (await handle.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

beforeAll(async () => {
  template = new Blob([await readFile(inject('pgliteTemplate'))]);
});

beforeEach(() => {
  pool = newPglitePool();
  opened = [];
});

afterEach(async () => {
  for (const handle of leases.splice(0)) await handle.close();
  for (const client of pool.idle.splice(0)) await client.close();
});

describe('a PGlite instance used again', () => {
  it("holds only the migrations' rows, with its sequences and the study's settings as they were", async () => {
    const first = await lease();
    const settingsBefore = await rows(first, 'select * from study_settings');
    const firstNumber = await rows<{ n: number }>(
      first,
      `insert into users (phone, password_hash, name) values ('05550000001', 'x', 'Deneme') returning participant_number as n`,
    );
    await first.db.execute(sql.raw(`update study_settings set baseline_days = 12`));
    await first.close();

    const second = await lease();
    expect(opened).toHaveLength(1);
    expect(await rows(second, 'select * from users')).toEqual([]);
    expect(await rows(second, 'select * from study_settings')).toEqual(settingsBefore);
    const secondNumber = await rows<{ n: number }>(
      second,
      `insert into users (phone, password_hash, name) values ('05550000002', 'x', 'Deneme') returning participant_number as n`,
    );
    expect(secondNumber).toEqual(firstNumber);
    const migrations = await rows<{ n: number }>(second, 'select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(migrations[0]!.n).toBeGreaterThan(30);
  });

  it('starts with the session PGlite gives a fresh one: settings a test changed are undone', async () => {
    const first = await lease();
    const fresh = await rows(first, 'show search_path');
    const freshZone = await rows(first, 'show timezone');
    await first.db.execute(sql.raw(`set timezone = 'Asia/Tokyo'`));
    await first.db.execute(sql.raw(`set search_path = pg_catalog`));
    await first.close();

    const second = await lease();
    expect(opened).toHaveLength(1);
    expect(await rows(second, 'show search_path')).toEqual(fresh);
    expect(await rows(second, 'show timezone')).toEqual(freshZone);
  });

  it("refuses the closed app's queries once the instance is handed back", async () => {
    const first = await lease();
    await first.close();
    await expect(first.db.execute(sql.raw('select 1'))).rejects.toThrow();
  });
});

describe('an instance that cannot be set back is closed, and the next app gets a fresh one', () => {
  it('after a change of schema', async () => {
    const first = await lease();
    await first.db.execute(sql.raw('alter table users add column scratch integer'));
    await first.close();
    const second = await lease();
    expect(opened).toHaveLength(2);
    expect(opened[0]!.closed).toBe(true);
    const columns = await rows(
      second,
      `select 1 from information_schema.columns where table_name = 'users' and column_name = 'scratch'`,
    );
    expect(columns).toEqual([]);
  });

  it('after a new role', async () => {
    const first = await lease();
    await first.db.execute(sql.raw('create role scratch_role'));
    await first.close();
    expect(pool.idle.length).toBe(0);
    expect(opened[0]!.closed).toBe(true);
  });

  it('with a LISTEN still open', async () => {
    const first = await lease();
    await first.listen('scratch_channel', () => undefined);
    await first.close();
    expect(pool.idle.length).toBe(0);
    expect(opened[0]!.closed).toBe(true);
  });

  it('with a transaction left open', async () => {
    const first = await lease();
    await first.db.execute(sql.raw('begin'));
    await first.db.execute(sql.raw(`insert into users (phone, password_hash, name) values ('05550000003', 'x', 'Deneme')`));
    await first.close();
    const second = await lease();
    expect(opened).toHaveLength(2);
    expect(await rows(second, 'select * from users')).toEqual([]);
  });

  it('once its test closed it', async () => {
    const first = await lease();
    await opened[0]!.close();
    await first.close();
    expect(pool.idle.length).toBe(0);
  });
});
