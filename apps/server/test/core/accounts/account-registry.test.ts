import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { PERSONAL_DATA, sqlColumnName, TABLES_WITHOUT_USER_ROWS } from '../../../src/core/accounts/personal-data-registry.js';
import { buildTestApp, type TestApp } from '../../support/helpers.js';
import { rawRows, userReferencingColumns } from '../../support/factories-admin.js';

/**
 * The personal-data registry is complete: every column of the database that references users(id)
 * is listed with what deletion does to it, so the download and the deletion cannot miss a table
 * a later feature adds. Read from the migrated database's catalogue, not from the schema files.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const registered = () => new Set(PERSONAL_DATA.flatMap((source) => source.references.map(sqlColumnName)));

describe('personal-data registry', () => {
  it('lists every column that references a user', async () => {
    const columns = await userReferencingColumns(t.db);
    // The catalogue query must see today's tables, or the check proves nothing.
    expect(columns.length).toBeGreaterThanOrEqual(9);
    const listed = registered();
    const missing = columns.map((c) => `${c.table}.${c.column}`).filter((name) => !listed.has(name));
    expect(missing, 'add these to apps/server/src/core/accounts/personal-data-registry.ts').toEqual([]);
  });

  it('names only columns that exist and the users row itself', async () => {
    const inCatalogue = new Set((await userReferencingColumns(t.db)).map((c) => `${c.table}.${c.column}`));
    for (const name of registered()) expect(name === 'users.id' || inCatalogue.has(name), name).toBe(true);
  });

  it('gives each table one place in the download and erases the users row last', () => {
    const tables = PERSONAL_DATA.map((source) => getTableConfig(source.table as PgTable).name);
    expect(new Set(tables).size).toBe(tables.length);
    expect(new Set(PERSONAL_DATA.map((s) => s.exportKey)).size).toBe(PERSONAL_DATA.length);
    expect(tables.at(-1)).toBe('users');
  });

  it('covers every table of the database: personal data, or a stated rule for what the table holds', async () => {
    const tables = (
      await rawRows<{ table_name: string }>(
        t.db,
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      )
    ).rows.map((row) => row.table_name);
    expect(tables.length).toBeGreaterThanOrEqual(20);
    const personal = new Set(PERSONAL_DATA.map((source) => getTableConfig(source.table as PgTable).name));
    const uncovered = tables.filter((name) => !personal.has(name) && !(name in TABLES_WITHOUT_USER_ROWS));
    expect(uncovered, 'add these to personal-data-registry.ts').toEqual([]);
    for (const name of Object.keys(TABLES_WITHOUT_USER_ROWS)) expect(tables, name).toContain(name);
  });
});
