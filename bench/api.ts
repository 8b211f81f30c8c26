/**
 * `npm run bench -- api`: latency and throughput of signed-in API calls against a bare Fastify
 * route measured in the same run on the same machine (the ratio is what to compare over time).
 * Everything runs on loopback, in this process, with bounded request counts.
 */
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { ensureAdmin } from '../apps/server/src/bootstrap/ensure-admin.js';
import { DEFAULT_RATE_LIMITS, loadConfig } from '../apps/server/src/config.js';
import { openPglite } from '../apps/server/src/db/client.js';
import { migrateDatabase } from '../apps/server/src/db/migrate.js';
import { formatRow, runLoad } from './http-load.js';

const TOTAL = Number(process.env.BENCH_REQUESTS ?? 4000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const ADMIN = { phone: '05001112233', password: 'BenchAdmin1!' };

async function main() {
  const bare = Fastify({ logger: false });
  bare.get('/ping', async () => ({ success: true }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const database = await openPglite(undefined);
  await migrateDatabase(database);
  await ensureAdmin(database.db, { ...ADMIN, name: 'Bench' });
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerPhone: 1e9, loginPerAddress: 1e9, registerPerAddress: 1e9, resetPerAddress: 1e9 },
  };
  const app = await buildApp({ config, database, logger: false });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  const login = await fetch(`${appUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...ADMIN, acceptTerms: true, acceptPrivacy: true }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };

  console.log(`API benchmark: ${TOTAL} requests per row, ${CONCURRENCY} in flight, PGlite in memory, loopback\n`);
  // Warm up both servers (JIT, connection pool) before measuring.
  await runLoad(() => fetch(`${bareUrl}/ping`), { total: 500, concurrency: CONCURRENCY });
  await runLoad(() => fetch(`${appUrl}/api/auth/verify`, { headers: auth }), { total: 500, concurrency: CONCURRENCY });

  const baseline = await runLoad(() => fetch(`${bareUrl}/ping`), { total: TOTAL, concurrency: CONCURRENCY });
  console.log(formatRow('baseline: bare Fastify GET /ping', baseline));
  const verify = await runLoad(() => fetch(`${appUrl}/api/auth/verify`, { headers: auth }), {
    total: TOTAL,
    concurrency: CONCURRENCY,
  });
  console.log(formatRow('GET /api/auth/verify (session+user)', verify, baseline));
  const unauthenticated = await runLoad(() => fetch(`${appUrl}/api/auth/verify`), {
    total: TOTAL,
    concurrency: CONCURRENCY,
    expectStatus: 401,
  });
  console.log(formatRow('GET /api/auth/verify, no token (401)', unauthenticated, baseline));
  // argon2id is deliberately slow: a small count is enough to show its cost.
  const logins = await runLoad(
    () =>
      fetch(`${appUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...ADMIN, acceptTerms: true, acceptPrivacy: true }),
      }),
    { total: 100, concurrency: 4 },
  );
  console.log(formatRow('POST /api/auth/login (argon2id)', logins, baseline));

  await app.close();
  await database.close();
  await bare.close();
}

await main();
