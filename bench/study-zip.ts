/**
 * `npm run bench -- study-zip`: the whole-study ZIP (GET /api/admin/export/study) of the demo study
 * (40 participants, 30 days; `npm run seed:demo`'s data), with its codebook, nights_long.csv, the
 * design tables, the REDCap files and the analysis scripts (docs/decisions/023-analysis-bundle.md).
 * Prints the time from request to last byte in a client process of its own, and the peak memory
 * growth and CPU time of the server's process. Baseline: the same ZIP built and drained inside the
 * server's process, without HTTP. With BENCH_DATABASE_URL the database is PostgreSQL (the goal's
 * case), else PGlite in memory.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { seedDemoStudy } from '../apps/server/src/demo/demo-study.js';
import { studyExport } from '../apps/server/src/features/analytics/export/study.js';
import { download, startApp, withMemoryPeak } from './admin-data/setup.js';

const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 40);
const DAYS = Number(process.env.BENCH_DAYS ?? 30);

const mb = (value: number) => `${value.toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const seedStarted = performance.now();
  const server = await startApp(async (database) => {
    await seedDemoStudy(database.db, { participants: PARTICIPANTS, days: DAYS, phonePrefix: '0593' });
    if (!process.env.BENCH_NO_ANALYZE) await database.db.execute(sql`vacuum analyze`);
  });
  console.log(`Study ZIP benchmark: demo study of ${PARTICIPANTS} participants × ${DAYS} days, ${server.engine}, loopback`);
  console.log(`seeded in ${seconds(performance.now() - seedStarted)}\n`);

  // Warm-up: JIT and the database's caches.
  await download(`${server.url}/api/admin/export/study`, server.auth);

  const runs: [string, () => Promise<{ bytes: number; ms?: number }>][] = [
    [
      'baseline: the ZIP built in process, no HTTP',
      async () => {
        let bytes = 0;
        for await (const chunk of await studyExport(server.database.db)) bytes += (chunk as Buffer).byteLength;
        return { bytes };
      },
    ],
    [
      'GET /api/admin/export/study',
      async () => {
        const { bytes, ms } = await download(`${server.url}/api/admin/export/study`, server.auth);
        return { bytes, ms };
      },
    ],
  ];

  for (const [label, run] of runs) {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const { result, rssGrowthMb, heapGrowthMb } = await withMemoryPeak(run);
    const elapsed = result.ms ?? performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuTime = seconds((cpu.user + cpu.system) / 1000);
    console.log(
      `${label.padEnd(44)} ${seconds(elapsed).padStart(7)}  cpu ${cpuTime.padStart(7)}  peak RSS +${mb(rssGrowthMb)}  heap +${mb(heapGrowthMb)}  ${mb(result.bytes / 2 ** 20)}`,
    );
  }
  console.log('\nGoals (on PostgreSQL): the ZIP under 5 s, memory growth under 50 MB.');
  console.log(`Load average while it ran: ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} CPUs.`);
  await server.close();
}

await main();
