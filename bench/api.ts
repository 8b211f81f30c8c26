/**
 * `npm run bench -- api`: the participant's and the admin's hot API calls at study scale (300
 * participants × 120 nights, chat, heart-rate sessions, form answers; bench/api/seed.ts), on PGlite
 * and on PostgreSQL, each row next to a bare Fastify route in the same run that answers the same
 * status and bytes with no auth and no database (the ratio is what to compare between runs and
 * machines). Load: autocannon, 50 connections, BENCH_SECONDS (default 3) per measurement after a
 * one-second warm-up. The servers run in a child process (bench/api/server.ts), so the load
 * generator never shares their event loop. Timings are printed, never asserted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { API_ROWS, type ApiRow } from './api/rows.js';
import type { StudyCast } from './api/seed.js';
import { createDatabase, postgresReachable, ROOT } from './realtime/setup.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Only these rows (comma-separated label fragments), for a quick look at one route. */
const ONLY = process.env.BENCH_ROWS?.split(',').map((part) => part.trim().toLowerCase());

interface Ready {
  appUrl: string;
  bareUrl: string;
  cast: StudyCast;
  seedSeconds: number;
  engine: string;
}

interface Measured {
  perSecond: number;
  p50: number;
  p99: number;
  wrong: number;
}

function startServer(scratchUrl: string | undefined): Promise<{ ready: Ready; child: ChildProcess }> {
  const tsconfig = process.env.BENCH_TSCONFIG;
  const child = spawn(
    process.execPath,
    [
      // e.g. BENCH_SERVER_NODE_OPTIONS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server.
      ...(process.env.BENCH_SERVER_NODE_OPTIONS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      path.join(ROOT, 'bench/api/server.ts'),
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ...(tsconfig ? { TSX_TSCONFIG_PATH: tsconfig } : {}),
        ...(scratchUrl ? { BENCH_SCRATCH_URL: scratchUrl } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = /BENCH_READY (\{.*\})\n/.exec(output);
      if (line?.[1]) resolve({ ready: JSON.parse(line[1]) as Ready, child });
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`bench/api/server.ts exited with ${code}:\n${output}`)));
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
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
  return { perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, wrong };
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

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

async function runEngine(label: string, scratchUrl: string | undefined): Promise<void> {
  const { ready, child } = await startServer(scratchUrl);
  try {
    console.log(`\n${label}: seeded in ${ready.seedSeconds.toFixed(1)} s; ${CONNECTIONS} connections, ${SECONDS} s per measurement; load average ${os.loadavg().map((v) => v.toFixed(1)).join(' ')}`);
    console.log('| row | baseline req/s | req/s | ratio | p50 | p99 | baseline p99 | wrong answers |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    let n = 1;
    for (const [index, row] of API_ROWS.entries()) {
      if (ONLY && !ONLY.some((part) => row.label.toLowerCase().includes(part))) continue;
      const next = () => row.request(ready.cast, n++);
      const bareUrl = `${ready.bareUrl}/bare/${index}`;
      const appUrl = `${ready.appUrl}${row.path}`;
      await load(bareUrl, row, 1, next);
      await settle(ready.bareUrl);
      const baseline = await load(bareUrl, row, SECONDS, next);
      await settle(ready.bareUrl);
      await load(appUrl, row, 1, next);
      await settle(ready.bareUrl);
      const measured = await load(appUrl, row, SECONDS, next);
      await settle(ready.bareUrl);
      const ratio = measured.perSecond / baseline.perSecond;
      console.log(
        `| ${row.label} | ${baseline.perSecond.toFixed(0)} | ${measured.perSecond.toFixed(0)} | ${(ratio * 100).toFixed(0)} % | ${ms(measured.p50)} | ${ms(measured.p99)} | ${ms(baseline.p99)} | ${measured.wrong + baseline.wrong} |`,
      );
    }
    console.log(`load average after: ${os.loadavg().map((v) => v.toFixed(1)).join(' ')}`);
  } finally {
    await stopServer(child);
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
