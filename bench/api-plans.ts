/**
 * `npm run bench -- api-plans`: the query plans behind `npm run bench -- api`. Seeds the same study
 * (bench/api/seed.ts) into PGlite in memory, or with BENCH_DATABASE_URL into a scratch PostgreSQL
 * database, answers each row once through the real app while recording its SQL, and prints
 * `EXPLAIN ANALYZE` of every statement with its execution time (docs/decisions/011-api-performance.md).
 */
import { buildApp } from '../apps/server/src/app.js';
import { ensureAdmin } from '../apps/server/src/bootstrap/ensure-admin.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openPglite, openPostgres } from '../apps/server/src/db/client.js';
import { migrateDatabase } from '../apps/server/src/db/migrate.js';
import { API_ROWS } from './api/rows.js';
import { seedApiStudy } from './api/seed.js';
import { createDatabase } from './realtime/setup.js';

interface Queryable {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

const serverUrl = process.env.BENCH_DATABASE_URL;
const scratch = serverUrl ? await createDatabase(serverUrl) : undefined;
const database = scratch ? await openPostgres(scratch.url) : await openPglite(undefined);
try {
  await migrateDatabase(database);
  await ensureAdmin(database.db, { phone: '05001112233', password: 'BenchAdmin1!', name: 'Bench Uzman' });
  const cast = await seedApiStudy(database);
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database, logger: false });
  // Bench only: drizzle's session keeps its logger in a field; a recorder there sees every statement.
  const recorded: { query: string; params: unknown[] }[] = [];
  const internals = database.db as unknown as { session: { logger: unknown }; $client: Queryable };
  internals.session.logger = { logQuery: (query: string, params: unknown[]) => void recorded.push({ query, params }) };

  console.log(`Query plans, ${database.kind}, 300 participants × 120 nights (one with 365)\n`);
  for (const [index, row] of API_ROWS.entries()) {
    const sample = row.request(cast, 10_000 + index);
    const send = () =>
      app.inject({
        method: row.method,
        url: row.path,
        headers: { authorization: `Bearer ${sample.token}`, ...(sample.body ? { 'content-type': 'application/json' } : {}) },
        ...(sample.body ? { payload: sample.body } : {}),
      });
    // The first answer fills the session cache; the second is what a running study sees.
    if (row.method === 'GET') await send();
    recorded.length = 0;
    const answer = await send();
    console.log(`## ${row.label} → ${answer.statusCode}, ${answer.rawPayload.length} bytes, ${recorded.length} statement(s)\n`);
    for (const { query, params } of recorded) {
      if (/^\s*(insert|update|delete)/i.test(query)) {
        console.log(`${query}\n(a write: not re-run)\n`);
        continue;
      }
      const plan = await internals.$client.query(`explain (analyze, costs off) ${query}`, params);
      console.log(query);
      console.log(plan.rows.map((r) => `    ${String(Object.values(r)[0])}`).join('\n'), '\n');
    }
  }
  await app.close();
} finally {
  await database.close();
  await scratch?.drop();
}
