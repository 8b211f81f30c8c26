import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/client.js';

/**
 * The running server's dump (apps/server/src/backup/pglite-dump.ts, decision 008) shares the one
 * PGlite session with the app's requests: it must wait for a request's open transaction, and
 * leave the session as it found it.
 */
let handle: Awaited<ReturnType<typeof openPglite>>;
beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) return;
  handle = await openPglite(undefined);
  await handle.db.execute(sql`create table notes (id serial primary key, text text not null)`);
});
afterAll(async () => handle?.close());

const rows = async <T>(query: ReturnType<typeof sql>) => ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

// PGlite only: the PostgreSQL run of the suite has nothing to add here.
describe.skipIf(process.env.TEST_DATABASE_URL)('dump of the open PGlite database', () => {
  it('waits for a transaction in progress and holds only committed rows', { timeout: 60_000 }, async () => {
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    let dumped = false;
    // A request's transaction inserts a row, stays open a while (or until the dump is done), then
    // rolls back. A dump started meanwhile must wait for it: run inside it, the dump would show
    // the row that never was (and pg_dump's own transaction would fail).
    const transaction = handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into notes (text) values ('yarım kalan gece')`);
        inserted();
        for (let waited = 0; waited < 3_000 && !dumped; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await insertDone;
    const dump = handle.dumpSql().finally(() => (dumped = true));
    await transaction;
    const text = await dump;
    expect(text).toContain('CREATE TABLE public.notes');
    expect(text).not.toContain('yarım kalan gece');
    await handle.db.execute(sql`insert into notes (text) values ('tamamlanan gece')`);
    expect(await handle.dumpSql()).toContain("INSERT INTO public.notes VALUES (2, 'tamamlanan gece');");
  });

  it('leaves the session writable, outside any transaction, with its search path', async () => {
    await handle.dumpSql();
    await handle.db.execute(sql`insert into notes (text) values ('sonraki gece')`);
    const [state] = await rows<{ read_only: string; search_path: string }>(
      sql`select current_setting('transaction_read_only') as read_only, current_setting('search_path') as search_path`,
    );
    expect(state).toEqual({ read_only: 'off', search_path: 'public' });
    // Outside any transaction: each statement has a transaction, and a clock, of its own.
    const clock = async () => (await rows<{ now: string }>(sql`select now()::text as now`))[0]?.now;
    const first = await clock();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await clock()).not.toBe(first);
    // Unqualified names resolve (pg_dump had set an empty search path).
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from notes`)).toEqual([{ n: 2 }]);
  });
});
