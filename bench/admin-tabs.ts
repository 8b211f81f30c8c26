/**
 * `npm run bench -- admin-tabs`: the admin's sleep and heart-rate tabs at study scale — 300
 * participants × 120 nights (36,000 sleep records) and 40 heart-rate sessions each (12,000) —
 * timing every call the tabs make, plus the original whole lists. Baseline: GET /api/admin/stats.
 */
import { formatRow, runLoad } from './http-load.js';
import { seedStudy, startApp } from './admin-data/setup.js';

const TOTAL = Number(process.env.BENCH_REQUESTS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);

async function main() {
  const server = await startApp((database) => seedStudy(database, { participants: 300, nights: 120, heartRatePerParticipant: 40 }));
  const get = (path: string) => () => fetch(`${server.url}/api${path}`, { headers: server.auth });
  const first = (await (await get('/admin/sleep-data/participants?limit=20')()).json()) as {
    participants: { user_id: string }[];
    nextCursor: string;
  };
  const someone = first.participants[7]!.user_id;

  console.log(`Admin tabs benchmark: 300 participants × 120 nights, 12,000 heart-rate sessions, ${server.engine}; ${TOTAL} requests per row, ${CONCURRENCY} in flight\n`);
  const calls: [string, () => Promise<Response>, number?][] = [
    ['sleep overview', get('/admin/sleep-data/overview')],
    ['sleep participants, page 1 (20)', get('/admin/sleep-data/participants?limit=20')],
    ['sleep participants, page 2 (20)', get(`/admin/sleep-data/participants?limit=20&cursor=${first.nextCursor}`)],
    ['sleep participants, search', get(`/admin/sleep-data/participants?limit=20&search=${encodeURIComponent('ışık 12')}`)],
    ['sleep detail (7/15/30 + trend)', get(`/admin/sleep-data/participants/${someone}`)],
    ['sleep records page (20)', get(`/admin/sleep-data?userId=${someone}&limit=20`)],
    ['heart-rate overview', get('/admin/heart-rate-data/overview')],
    ['heart-rate participants (20)', get('/admin/heart-rate-data/participants?limit=20')],
    ['heart-rate detail', get(`/admin/heart-rate-data/participants/${someone}`)],
    ['whole sleep list (36,000 rows)', get('/admin/sleep-data'), 10],
  ];

  await runLoad(get('/admin/stats'), { total: 50, concurrency: CONCURRENCY });
  const baseline = await runLoad(get('/admin/stats'), { total: TOTAL, concurrency: CONCURRENCY });
  console.log(formatRow('baseline: GET /admin/stats', baseline));
  for (const [label, send, total] of calls) {
    await runLoad(send, { total: 5, concurrency: 1 });
    const result = await runLoad(send, { total: total ?? TOTAL, concurrency: total ? 1 : CONCURRENCY });
    console.log(formatRow(label, result, baseline));
  }
  await server.close();
}

await main();
