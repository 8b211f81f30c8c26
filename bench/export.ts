/**
 * `npm run bench -- export`: streams 100,000 sleep rows as one CSV (the study-wide export,
 * GET /api/admin/sleep-data/csv) and as the original whole JSON list, and prints the time and the
 * peak memory growth of the server's process (the server and, with PGlite, the database), and the CPU
 * time that process used (on a machine shared with other work it is steadier than the wall time).
 * The downloads run in a client process of their own, as a researcher's browser would (the time is
 * the client's, from request to last byte). Baseline:
 * reading the same rows from the database in the same keyset batches, without HTTP or formatting.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { streamSleepRows } from '../apps/server/src/features/admin-data/sleep-data.js';
import { download, seedStudy, startApp, withMemoryPeak } from './admin-data/setup.js';

const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 1000);
const NIGHTS = Number(process.env.BENCH_NIGHTS ?? 100);
const ROWS = PARTICIPANTS * NIGHTS;

const mb = (value: number) => `${value.toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const seedStarted = performance.now();
  const server = await startApp(async (database) => {
    await seedStudy(database, { participants: PARTICIPANTS, nights: NIGHTS });
    // A running database has statistics: PostgreSQL's autovacuum, PGlite's periodic VACUUM ANALYZE
    // (db/client.ts). BENCH_NO_ANALYZE=1 measures the freshly written tables instead.
    if (!process.env.BENCH_NO_ANALYZE) await database.db.execute(sql`vacuum analyze`);
  });
  console.log(`Export benchmark: ${ROWS.toLocaleString('en')} sleep rows (${PARTICIPANTS} participants × ${NIGHTS} nights), ${server.engine}, loopback`);
  console.log(`seeded in ${seconds(performance.now() - seedStarted)}\n`);

  // Warm-up: JIT and the database's caches, so each figure measures the steady state.
  await download(`${server.url}/api/admin/sleep-data/csv`, server.auth);

  const runs: [string, () => Promise<{ rows: number; bytes?: number; encoding?: string; ms?: number }>][] = [
    [
      'baseline: keyset batches from the database',
      async () => {
        let rows = 0;
        for await (const _row of streamSleepRows(server.database.db, {})) rows += 1;
        return { rows };
      },
    ],
    [
      'GET /api/admin/sleep-data/csv',
      async () => {
        const { bytes, lines, encoding, ms } = await download(`${server.url}/api/admin/sleep-data/csv`, server.auth);
        return { rows: lines - 1, bytes, encoding, ms };
      },
    ],
    [
      'GET /api/admin/sleep-data (whole JSON list)',
      async () => {
        const { bytes, encoding, ms } = await download(`${server.url}/api/admin/sleep-data`, server.auth);
        return { rows: ROWS, bytes, encoding, ms };
      },
    ],
  ];

  for (const [label, run] of runs) {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const { result, rssGrowthMb, heapGrowthMb } = await withMemoryPeak(run);
    const elapsed = result.ms ?? performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    if (result.rows !== ROWS) throw new Error(`${label}: ${result.rows} rows, expected ${ROWS}`);
    const size = result.bytes === undefined ? '' : `  ${mb(result.bytes / 2 ** 20)} (${result.encoding} on the wire)`;
    const cpuTime = seconds((cpu.user + cpu.system) / 1000);
    console.log(`${label.padEnd(46)} ${seconds(elapsed).padStart(7)}  cpu ${cpuTime.padStart(7)}  peak RSS +${mb(rssGrowthMb)}  heap +${mb(heapGrowthMb)}${size}`);
  }
  console.log('\nGoals: the CSV under 3 s, memory growth under 100 MB.');
  console.log(`Load average while it ran: ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} CPUs.`);
  await server.close();
}

await main();
