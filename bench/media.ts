/**
 * `npm run bench -- media`: whether media can stall the API (docs/benchmarks.md, "Media beside the
 * API"). The real app in a process of its own (bench/media/server.ts) with its shipped settings;
 * this process measures the p99 of a participant's `GET /api/sleep/sessions` (one request at a time)
 * with nothing else running, during 4 parallel downloads of a 16 MB recording (unauthenticated, as
 * an <audio> element fetches it, each repeated BENCH_DOWNLOADS times), and during an admin's upload
 * of a 16 MB recording (BENCH_UPLOADS, one after another), on PGlite and PostgreSQL. Prints each
 * p99, its ratio to idle (the goal is at most 2×) and the load average before and after.
 * Figures are printed, never asserted; take them on a quiet machine only.
 * Small settings for a smoke run: BENCH_MEDIA_MB=2 BENCH_SAMPLES=50 BENCH_DOWNLOADS=1 BENCH_UPLOADS=1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { loadAverage } from './host.js';
import { percentile } from './http-load.js';
import { wavBytes } from './media/wav.js';
import { createDatabase, postgresReachable, ROOT } from './realtime/setup.js';

const MEDIA_MB = Number(process.env.BENCH_MEDIA_MB ?? 16);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const DOWNLOADS = Number(process.env.BENCH_DOWNLOADS ?? 3);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 3);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Ready {
  url: string;
  mediaUrl: string;
  adminToken: string;
  participantToken: string;
  engine: string;
}

function startServer(scratchUrl: string | undefined): Promise<{ ready: Ready; child: ChildProcess }> {
  const tsconfig = process.env.BENCH_TSCONFIG;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/media/server.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      BENCH_MEDIA_MB: String(MEDIA_MB),
      ...(tsconfig ? { TSX_TSCONFIG_PATH: tsconfig } : {}),
      ...(scratchUrl ? { BENCH_SCRATCH_URL: scratchUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = /BENCH_READY (\{.*\})\n/.exec(output);
      if (line?.[1]) resolve({ ready: JSON.parse(line[1]) as Ready, child });
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`bench/media/server.ts exited with ${code}:\n${output}`)));
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

/** A participant's diary read, one at a time, until `until` settles (at least `SAMPLES` reads without one). */
async function sampleReads(ready: Ready, until?: Promise<unknown>): Promise<{ p50: number; p99: number; n: number; failures: number }> {
  let done = false;
  void until?.finally(() => {
    done = true;
  });
  const times: number[] = [];
  let failures = 0;
  while (until ? !done : times.length < SAMPLES) {
    const started = performance.now();
    const response = await fetch(`${ready.url}/api/sleep/sessions`, { headers: { authorization: `Bearer ${ready.participantToken}` } });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (response.status !== 200) failures += 1;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), n: times.length, failures };
}

/** One whole download, its bytes read as they come (as a player or a browser would). */
function downloadOnce(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => (response.statusCode === 200 ? resolve(bytes) : reject(new Error(`download: ${response.statusCode}`))));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

async function downloads(ready: Ready): Promise<void> {
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let i = 0; i < DOWNLOADS; i += 1) await downloadOnce(`${ready.url}${ready.mediaUrl}`);
    }),
  );
}

function uploadOnce(ready: Ready, body: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${ready.url}/api/admin/content/media`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${ready.adminToken}`, 'content-type': 'application/octet-stream', 'content-length': body.length },
      },
      (response) => {
        response.resume();
        response.on('end', () => (response.statusCode === 201 ? resolve() : reject(new Error(`upload: ${response.statusCode}`))));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function uploads(ready: Ready): Promise<void> {
  const body = wavBytes(MEDIA_MB * 1024 * 1024);
  for (let i = 0; i < UPLOADS; i += 1) await uploadOnce(ready, body);
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function measure(scratchUrl: string | undefined): Promise<void> {
  const { ready, child } = await startServer(scratchUrl);
  try {
    console.log(`\n${ready.engine}: ${MEDIA_MB} MB recording; load average before ${loadAverage()}`);
    // Warm-up: the session cache, the JIT and the database's caches.
    await sampleReads({ ...ready }, new Promise((resolve) => setTimeout(resolve, 500)));
    const idle = await sampleReads(ready);
    const during = await sampleReads(ready, downloads(ready));
    const upload = await sampleReads(ready, uploads(ready));
    console.log('| GET /api/sleep/sessions | reads | p50 | p99 | p99 ÷ idle p99 | failures |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const [label, row] of [
      ['idle', idle],
      [`during 4 parallel downloads (${DOWNLOADS} each)`, during],
      [`during an upload (${UPLOADS} in turn)`, upload],
    ] as const) {
      console.log(`| ${label} | ${row.n} | ${fmt(row.p50)} | ${fmt(row.p99)} | ${(row.p99 / idle.p99).toFixed(2)}× | ${row.failures} |`);
    }
    console.log(`load average after: ${loadAverage()}`);
  } finally {
    await stopServer(child);
  }
}

const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
if (engines.includes('pglite')) await measure(undefined);
if (engines.includes('postgres')) {
  if (await postgresReachable(POSTGRES_URL)) {
    const scratch = await createDatabase(POSTGRES_URL);
    try {
      await measure(scratch.url);
    } finally {
      await scratch.drop();
    }
  } else {
    console.log(`\nPostgreSQL: not reachable at ${POSTGRES_URL.replace(/\/\/[^@]*@/, '//…@')}; set BENCH_DATABASE_URL.`);
  }
}
