/**
 * The server side of `npm run bench -- api`, in a process of its own so the load generator does
 * not share its event loop: seeds a study into PGlite in memory (or BENCH_SCRATCH_URL), starts the
 * real app and a bare Fastify that answers each row with the same status and bytes the app gave
 * it (no auth, no database), then prints one `BENCH_READY {json}` line and serves until killed.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app.js';
import { ensureAdmin } from '../../apps/server/src/bootstrap/ensure-admin.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openPglite, openPostgres } from '../../apps/server/src/db/client.js';
import { migrateDatabase } from '../../apps/server/src/db/migrate.js';
import { API_ROWS } from './rows.js';
import { seedApiStudy } from './seed.js';

const scratchUrl = process.env.BENCH_SCRATCH_URL;
const database = scratchUrl ? await openPostgres(scratchUrl) : await openPglite(undefined);
await migrateDatabase(database);
await ensureAdmin(database.db, { phone: '05001112233', password: 'BenchAdmin1!', name: 'Bench Uzman' });
const seedStarted = performance.now();
const cast = await seedApiStudy(database);
const seedSeconds = (performance.now() - seedStarted) / 1000;

const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database, logger: false });
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify({ logger: false });
for (const [index, row] of API_ROWS.entries()) {
  // n = 0 is the server's own sample; the load generator starts at 1, so a POST never repeats a night.
  const sample = row.request(cast, 0);
  const answer = await app.inject({
    method: row.method,
    url: row.path,
    headers: { authorization: `Bearer ${sample.token}`, ...(sample.body ? { 'content-type': 'application/json' } : {}) },
    ...(sample.body ? { payload: sample.body } : {}),
  });
  if (answer.statusCode !== row.status) throw new Error(`${row.label}: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
  const bytes = answer.rawPayload;
  const contentType = String(answer.headers['content-type'] ?? 'application/json');
  bare.route({
    method: row.method,
    url: `/bare/${index}`,
    handler: (_request, reply) => reply.code(row.status).header('content-type', contentType).send(bytes),
  });
}
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

// BENCH_PROFILE_DIR: a CPU profile of the serving alone (not the seeding), written at the end.
const profileDir = process.env.BENCH_PROFILE_DIR;
const profiler = profileDir ? new Session() : undefined;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}

console.log(`BENCH_READY ${JSON.stringify({ appUrl, bareUrl, cast, seedSeconds, engine: database.kind })}`);
const stop = async () => {
  if (profiler && profileDir) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(path.join(profileDir, `api-${database.kind}-${Date.now()}.cpuprofile`), JSON.stringify(profile));
  }
  await bare.close();
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
