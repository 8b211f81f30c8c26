/**
 * `npm run bench -- api-reads`: the two long lists of `npm run bench -- api` (a participant's 365
 * nights, the admin's 301 users) answered N times one after another through the real app
 * (`app.inject`: auth, the read, the answer's serialisation; no sockets, no load generator), on
 * PGlite in memory and, when reachable, on a scratch PostgreSQL database. One request at a time, so
 * the figure is the route's own cost, not a queue's (decision 011). Timings are printed, never asserted.
 */
import { buildApp } from '../apps/server/src/app.js';
import { ensureAdmin } from '../apps/server/src/bootstrap/ensure-admin.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openPglite, openPostgres, type DatabaseHandle } from '../apps/server/src/db/client.js';
import { migrateDatabase } from '../apps/server/src/db/migrate.js';
import { seedApiStudy } from './api/seed.js';
import { loadAverage } from './host.js';
import { createDatabase, postgresReachable } from './realtime/setup.js';

const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function measure(label: string, database: DatabaseHandle): Promise<void> {
  await migrateDatabase(database);
  await ensureAdmin(database.db, { phone: '05001112233', password: 'BenchAdmin1!', name: 'Bench Uzman' });
  const cast = await seedApiStudy(database);
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database, logger: false });
  try {
    console.log(`\n${label}: ${CALLS} calls each, one at a time; load average ${loadAverage()}`);
    console.log('| route | bytes | mean | p50 | p95 |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    const routes = [
      { url: '/api/sleep/sessions', token: cast.yearLongToken },
      { url: '/api/admin/users', token: cast.adminToken },
    ];
    for (const { url, token } of routes) {
      const send = () => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      // Warm-up: the session cache, the JIT and the database's caches.
      for (let i = 0; i < 20; i++) await send();
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < CALLS; i++) {
        const started = performance.now();
        const answer = await send();
        times.push(performance.now() - started);
        if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
        bytes = answer.rawPayload.length;
      }
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
      const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
      console.log(`| GET ${url} | ${bytes} | ${mean.toFixed(2)} ms | ${at(0.5)} ms | ${at(0.95)} ms |`);
    }
    console.log(`load average after: ${loadAverage()}`);
  } finally {
    await app.close();
  }
}

const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
if (engines.includes('pglite')) {
  const database = await openPglite(undefined);
  try {
    await measure('PGlite (in memory)', database);
  } finally {
    await database.close();
  }
}
if (engines.includes('postgres')) {
  if (await postgresReachable(POSTGRES_URL)) {
    const scratch = await createDatabase(POSTGRES_URL);
    const database = await openPostgres(scratch.url);
    try {
      await measure('PostgreSQL (scratch database)', database);
    } finally {
      await database.close();
      await scratch.drop();
    }
  } else {
    console.log(`\nPostgreSQL: not reachable at ${POSTGRES_URL.replace(/\/\/[^@]*@/, '//…@')}; set BENCH_DATABASE_URL.`);
  }
}
