/**
 * `npm run bench -- api`: the participant's and the admin's hot API calls at study scale (300
 * participants × 120 nights, chat, heart-rate sessions, form answers; bench/api/seed.ts), on PGlite
 * and on PostgreSQL, each row next to two baselines in the same run: a bare Fastify route that
 * answers the same status and bytes with no auth and no database (a ceiling), and one that runs
 * the same SQL through the same driver and pool and writes it with JSON.stringify (the same work,
 * bench/api/same-work.ts). The ratios are what to compare between runs and machines; the goal is
 * stated on the second: ≥ 60 % of its requests/s and a p99 within 2× of its p99. Load: autocannon, 50 connections, BENCH_SECONDS (default 3) per measurement after a
 * one-second warm-up. The servers run in a child process (bench/api/server.ts), so the load
 * generator never shares their event loop. Timings are printed, never asserted.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { API_ROWS, FIRST_LOAD_N, type ApiRow } from './api/rows.js';
import { startApiServer, stopApiServer } from './api/server-process.js';
import { loadAverage } from './host.js';
import { createDatabase, postgresReachable } from './realtime/setup.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Only these rows (comma-separated label fragments), for a quick look at one route. */
const ONLY = process.env.BENCH_ROWS?.split(',').map((part) => part.trim().toLowerCase());


interface Measured {
  perSecond: number;
  p50: number;
  p99: number;
  wrong: number;
  /** The wrong answers by status ("409×3"), "socket errors" and "timeouts" beside. */
  wrongKinds: string[];
}

/** One autocannon run; `next()` gives each request its token and body. */
async function load(url: string, row: ApiRow, seconds: number, next: () => { token: string; body?: string }): Promise<Measured> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: row.method,
        setupRequest: (request) => {
          const { token, body } = next();
          return {
            ...request,
            headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
            ...(body ? { body } : {}),
          };
        },
      },
    ],
  });
  // Every route here answers 2xx when right; a 4xx/5xx, a socket error or a timeout counts as wrong.
  const wrong = result.non2xx + result.errors + result.timeouts;
  const wrongKinds = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${status}×${count ?? 0}`);
  if (result.errors > 0) wrongKinds.push(`${result.errors} socket errors`);
  if (result.timeouts > 0) wrongKinds.push(`${result.timeouts} timeouts`);
  return { perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, wrong, wrongKinds };
}

/**
 * Waits until the server process has worked off what the last measurement left queued (autocannon
 * stops counting at the end of its duration, not the server working): the bare and the real app
 * share one event loop, and with PGlite one database, so an answer from the bare route comes only
 * after them. Without this, a slow row's backlog was measured as the next row's baseline.
 */
async function settle(bareUrl: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const started = performance.now();
    await (await fetch(`${bareUrl}/bare/0`)).arrayBuffer();
    if (performance.now() - started < 20) return;
  }
}

/** "0", or how many and where: "11 (app: 409×11)". */
function wrongAnswers(measured: Record<string, Measured>): string {
  const total = Object.values(measured).reduce((sum, m) => sum + m.wrong, 0);
  const where = Object.entries(measured)
    .filter(([, m]) => m.wrong > 0)
    .map(([name, m]) => `${name}: ${m.wrongKinds.join(', ')}`);
  return where.length === 0 ? '0' : `${total} (${where.join('; ')})`;
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

async function runEngine(label: string, scratchUrl: string | undefined): Promise<void> {
  const { ready, child } = await startApiServer(scratchUrl);
  try {
    console.log(`\n${label}: seeded in ${ready.seedSeconds.toFixed(1)} s; ${CONNECTIONS} connections, ${SECONDS} s per measurement; load average ${loadAverage()}`);
    console.log(
      '| row | SQL statements | bare req/s | same-work req/s | app req/s | app / bare | app / same work | app p50 | app p99 | same-work p99 | p99 ratio | goal | wrong answers |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |');
    let n = FIRST_LOAD_N;
    for (const [index, row] of API_ROWS.entries()) {
      if (ONLY && !ONLY.some((part) => row.label.toLowerCase().includes(part))) continue;
      const next = () => row.request(ready.cast, n++);
      const measure = async (url: string) => {
        await load(url, row, 1, next);
        await settle(ready.bareUrl);
        const measured = await load(url, row, SECONDS, next);
        await settle(ready.bareUrl);
        return measured;
      };
      const bare = await measure(`${ready.bareUrl}/bare/${index}`);
      const sameWork = await measure(`${ready.bareUrl}/same/${index}`);
      const app = await measure(`${ready.appUrl}${row.path}`);
      const ofBare = app.perSecond / bare.perSecond;
      const ofSameWork = app.perSecond / sameWork.perSecond;
      const p99Ratio = app.p99 / Math.max(sameWork.p99, 1);
      const met = ofSameWork >= 0.6 && p99Ratio <= 2;
      console.log(
        `| ${row.label} | ${ready.statementCounts[index]}${ready.sqlWritesAnswerRows[index] ? ' (writes the answer)' : ''} | ${bare.perSecond.toFixed(0)} | ${sameWork.perSecond.toFixed(0)} | ${app.perSecond.toFixed(0)} | ${(ofBare * 100).toFixed(0)} % | ${(ofSameWork * 100).toFixed(0)} % | ${ms(app.p50)} | ${ms(app.p99)} | ${ms(sameWork.p99)} | ${p99Ratio.toFixed(1)}× | ${met ? 'met' : 'not met'} | ${wrongAnswers({ bare, 'same work': sameWork, app })} |`,
      );
    }
    console.log(`load average after: ${loadAverage()}`);
  } finally {
    await stopApiServer(child);
  }
}

async function main(): Promise<void> {
  console.log(`API benchmark: ${os.cpus().length} CPUs, Node ${process.version}`);
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
  if (engines.includes('pglite')) await runEngine('PGlite (in memory, in the server process)', undefined);
  if (!engines.includes('postgres')) return;
  if (!(await postgresReachable(POSTGRES_URL))) {
    console.log(`\nPostgreSQL: not reachable at ${POSTGRES_URL.replace(/\/\/[^@]*@/, '//…@')}; set BENCH_DATABASE_URL to measure it.`);
    return;
  }
  const scratch = await createDatabase(POSTGRES_URL);
  try {
    await runEngine('PostgreSQL (scratch database, pool of 10)', scratch.url);
  } finally {
    await scratch.drop();
  }
}

await main();
