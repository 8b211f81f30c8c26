import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { openPglite, openPostgres } from '../apps/server/src/db/client.js';
import {
  createDatabase,
  killAll,
  postgresReachable,
  seed,
  startProcess,
  type Actor,
  type Cast,
  type ServerProcess,
} from './realtime/setup.js';

/**
 * Realtime delivery latency (`npm run bench -- realtime`): 5,000 signed-in sockets (BENCH_SOCKETS), chat messages
 * posted over HTTP at a steady rate, and the time from sending the POST until each socket that
 * should see the message has it. Three runs, each on fresh data, loopback only:
 *   baseline  — a bare HTTP → WebSocket fan-out with no database (bench/realtime/baseline.ts)
 *   1 process — the real server on PGlite
 *   2 procs   — two real servers on one fresh PostgreSQL database, sockets and posts split
 *               between them, so half the deliveries cross processes through LISTEN/NOTIFY
 */

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5_000);
const ADMIN_TABS = 10;
const TABS_PER_PARTICIPANT = 10;
const PARTICIPANTS = Math.floor((SOCKETS - ADMIN_TABS) / TABS_PER_PARTICIPANT);
const WARMUP_MESSAGES = 30;
const MESSAGES = 300;
const SEND_INTERVAL_MS = 20;
// Sockets authenticating at once: a loaded machine must still answer each within the auth timeout.
const CONNECT_BATCH = Number(process.env.BENCH_CONNECT_BATCH ?? 20);
const SETTLE_TIMEOUT_MS = 5_000;
const OVERALL_TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MINUTES ?? 10) * 60_000;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Which real-server runs to make beside the baseline: `pglite`, `postgres` (default both). */
const RUNS = (process.env.BENCH_RUNS ?? 'pglite,postgres').split(',').map((part) => part.trim());

interface Sample {
  latencyMs: number;
  crossProcess: boolean;
}
interface RunResult {
  samples: Sample[];
  expected: number;
  /** Of those, deliveries to a socket held by another process than the one that took the POST. */
  expectedCross: number;
  failedPosts: number;
  /** Growth of the servers' resident memory while the sockets connected, per socket, in bytes. */
  bytesPerSocket: number;
  connectSeconds: number;
}

function openTab(baseUrl: string, token: string, onMessage: (data: string) => void): Promise<WebSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/realtime`);
  return new Promise((resolve, reject) => {
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('message', (data) => {
      const text = String(data);
      if (text.includes('"type":"ready"')) resolve(socket);
      else onMessage(text);
    });
    socket.once('error', reject);
    socket.once('close', (code) => reject(new Error(`socket closed before ready (${code})`)));
  });
}

/** Connects the tabs, posts the messages and collects one latency sample per delivery. */
async function run(processes: ServerProcess[], cast: Cast): Promise<RunResult> {
  const servers = processes.map((p) => p.baseUrl);
  const rssBefore = processes.reduce((sum, p) => sum + p.rssBytes(), 0);
  const connectStarted = performance.now();
  const sent = new Map<string, { at: number; server: number }>();
  const samples: Sample[] = [];

  const layout: { actor: Actor; server: number }[] = [];
  for (let i = 0; i < ADMIN_TABS; i++) layout.push({ actor: cast.admin, server: i % servers.length });
  for (const participant of cast.participants) {
    for (let i = 0; i < TABS_PER_PARTICIPANT; i++) layout.push({ actor: participant, server: i % servers.length });
  }

  const sockets: WebSocket[] = [];
  for (let start = 0; start < layout.length; start += CONNECT_BATCH) {
    const batch = layout.slice(start, start + CONNECT_BATCH).map(({ actor, server }) =>
      openTab(servers[server]!, actor.token, (data) => {
        const received = performance.now();
        const match = /"text":"(bench:\d+)"/.exec(data);
        const origin = match ? sent.get(match[1]!) : undefined;
        if (origin) samples.push({ latencyMs: received - origin.at, crossProcess: origin.server !== server });
      }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  const bytesPerSocket = (processes.reduce((sum, p) => sum + p.rssBytes(), 0) - rssBefore) / sockets.length;

  const post = (seq: number, counted: boolean) => {
    const participant = cast.participants[seq % cast.participants.length]!;
    const server = seq % servers.length;
    const text = counted ? `bench:${seq}` : `warmup:${seq}`;
    if (counted) sent.set(text, { at: performance.now(), server });
    return fetch(`${servers[server]}/api/chat/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${participant.token}` },
      body: JSON.stringify({ text }),
    }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status === 201;
      },
      () => false,
    );
  };

  // Warm up the servers' code paths first; those deliveries are not counted.
  await Promise.all(Array.from({ length: WARMUP_MESSAGES }, (_, i) => post(i, false)));
  await sleep(200);

  const posts: Promise<boolean>[] = [];
  for (let seq = 0; seq < MESSAGES; seq++) {
    posts.push(post(seq, true));
    await sleep(SEND_INTERVAL_MS);
  }
  const failedPosts = (await Promise.all(posts)).filter((ok) => !ok).length;
  const expected = MESSAGES * (TABS_PER_PARTICIPANT + ADMIN_TABS);
  let expectedCross = 0;
  for (let seq = 0; seq < MESSAGES; seq++) {
    const participant = cast.participants[seq % cast.participants.length]!;
    const server = seq % servers.length;
    expectedCross += layout.filter(
      (tab) => tab.server !== server && (tab.actor.isAdmin || tab.actor.userId === participant.userId),
    ).length;
  }
  const deadline = performance.now() + SETTLE_TIMEOUT_MS;
  while (samples.length < expected && performance.now() < deadline) await sleep(20);

  await Promise.all(
    sockets.map((socket) => new Promise<void>((resolve) => (socket.once('close', () => resolve()), socket.close()))),
  );
  return { samples: [...samples], expected, expectedCross, failedPosts, bytesPerSocket, connectSeconds };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Row {
  label: string;
  count: number;
  lost: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function row(label: string, samples: Sample[], expected: number): Row {
  const sorted = samples.map((s) => s.latencyMs).sort((a, b) => a - b);
  return {
    label,
    count: sorted.length,
    lost: Math.max(0, expected - sorted.length),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
const ratio = (value: number, base: number) => `${(value / base).toFixed(1)}×`.padStart(7);

function report(rows: Row[], baseline: Row): void {
  console.log('');
  console.log(
    `${'run'.padEnd(36)}${'deliveries'.padStart(11)}${'lost'.padStart(6)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'p99'.padStart(9)}${'max'.padStart(9)}`,
  );
  for (const r of rows) {
    console.log(
      `${r.label.padEnd(36)}${String(r.count).padStart(11)}${String(r.lost).padStart(6)}${ms(r.p50)}${ms(r.p95)}${ms(r.p99)}${ms(r.max)}`,
    );
  }
  console.log('');
  console.log(`${'ratio to the baseline'.padEnd(36)}${'p50'.padStart(7)}${'p95'.padStart(7)}${'p99'.padStart(7)}`);
  for (const r of rows.filter((x) => x !== baseline)) {
    console.log(`${r.label.padEnd(36)}${ratio(r.p50, baseline.p50)}${ratio(r.p95, baseline.p95)}${ratio(r.p99, baseline.p99)}`);
  }
}

/** The goal: p95 at most `times` the bare fan-out's at the same socket count, none lost. */
function verdict(label: string, r: Row | undefined, baseline: Row, times: number): void {
  if (!r) return;
  const ok = r.p95 <= times * baseline.p95 && r.lost === 0;
  console.log(
    `goal ${label}: p95 ≤ ${times}× the baseline's (${(times * baseline.p95).toFixed(1)} ms), none lost — ${ok ? 'met' : 'NOT met'} (p95 ${r.p95.toFixed(1)} ms = ${(r.p95 / baseline.p95).toFixed(1)}×, lost ${r.lost})`,
  );
}

/** The servers' memory goal of a study on two instances (docs/benchmarks.md, "Realtime delivery"). */
const MAX_KIB_PER_SOCKET = 16;
function memoryVerdict(result: RunResult): void {
  const kib = result.bytesPerSocket / 1024;
  console.log(`goal 2 processes: server memory ≤ ${MAX_KIB_PER_SOCKET} KiB per socket — ${kib <= MAX_KIB_PER_SOCKET ? 'met' : 'NOT met'} (${kib.toFixed(1)} KiB)`);
}

function memory(label: string, result: RunResult): void {
  console.log(
    `${label}: ${SOCKETS} sockets connected in ${result.connectSeconds.toFixed(1)} s; server memory ${(result.bytesPerSocket / 1024).toFixed(1)} KiB per socket (RSS growth while connecting)`,
  );
}

async function baselineRun(): Promise<RunResult> {
  const server = await startProcess('bench/realtime/baseline.ts', {});
  try {
    const participants = Array.from({ length: PARTICIPANTS }, (_, i) => ({ userId: `p${i}`, token: `p${i}`, isAdmin: false }));
    return await run([server], { admin: { userId: 'admin', token: 'admin', isAdmin: true }, participants });
  } finally {
    await server.stop();
  }
}

async function pgliteRun(): Promise<RunResult> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'uyku-bench-'));
  try {
    const handle = await openPglite(dataDir);
    const cast = await seed(handle, PARTICIPANTS);
    await handle.close();
    const server = await startProcess('apps/server/src/main.ts', {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
    });
    try {
      return await run([server], cast);
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function postgresRun(): Promise<RunResult> {
  const database = await createDatabase(POSTGRES_URL);
  const servers: ServerProcess[] = [];
  try {
    const handle = await openPostgres(database.url);
    const cast = await seed(handle, PARTICIPANTS);
    await handle.close();
    for (let i = 0; i < 2; i++) {
      servers.push(await startProcess('apps/server/src/main.ts', { DATABASE_URL: database.url, PORT: '0', HOST: '127.0.0.1' }));
    }
    return await run(servers, cast);
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
  }
}

/**
 * Every socket is one descriptor in this process and one in a server. 5,000 sockets fit the usual
 * limits (this machine's soft limit is 20,000); a lower one stops the run with EMFILE, so say it first.
 */
function fdLimit(): string {
  try {
    return /Max open files\s+(\d+|unlimited)/.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1] ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

async function main(): Promise<void> {
  console.log(
    `Realtime delivery: ${SOCKETS} sockets (${PARTICIPANTS} participants × ${TABS_PER_PARTICIPANT} tabs, ${ADMIN_TABS} admin tabs), ` +
      `${MESSAGES} messages at ${1000 / SEND_INTERVAL_MS}/s, ${TABS_PER_PARTICIPANT + ADMIN_TABS} deliveries each; loopback, ${os.cpus().length} CPUs, Node ${process.version}; ` +
      `load average ${os.loadavg().map((v) => v.toFixed(1)).join(' ')}; file descriptors: soft limit ${fdLimit()}`,
  );
  const base = await baselineRun();
  const baseline = row('baseline: bare ws fan-out', base.samples, base.expected);
  const rows: Row[] = [baseline];
  // Each run's figures as soon as it ends: a run cut off by the time limit keeps the earlier ones.
  const early = (r: Row, result: RunResult) =>
    console.log(`${r.label}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, lost ${r.lost}, connected in ${result.connectSeconds.toFixed(1)} s, ${(result.bytesPerSocket / 1024).toFixed(1)} KiB per socket`);
  early(baseline, base);

  // BENCH_RUNS=postgres leaves the PGlite run out (at 10,000 sockets it alone takes minutes).
  const one = RUNS.includes('pglite') ? await pgliteRun() : undefined;
  const oneRow = one && row('1 process (PGlite)', one.samples, one.expected);
  if (one && oneRow) {
    rows.push(oneRow);
    early(oneRow, one);
  }

  let crossRow: Row | undefined;
  let two: RunResult | undefined;
  let failed = base.failedPosts + (one?.failedPosts ?? 0);
  let allRow: Row | undefined;
  if (!RUNS.includes('postgres')) {
    console.log('BENCH_RUNS leaves the two-process run out.');
  } else if (await postgresReachable(POSTGRES_URL)) {
    two = await postgresRun();
    failed += two.failedPosts;
    allRow = row('2 processes (PostgreSQL): all', two.samples, two.expected);
    rows.push(allRow);
    rows.push(
      row(
        '2 processes: same-process',
        two.samples.filter((s) => !s.crossProcess),
        two.expected - two.expectedCross,
      ),
    );
    crossRow = row(
      '2 processes: cross-process',
      two.samples.filter((s) => s.crossProcess),
      two.expectedCross,
    );
    rows.push(crossRow);
  } else {
    console.log(`PostgreSQL is not reachable at ${POSTGRES_URL}: the two-process run is skipped.`);
  }

  report(rows, baseline);
  console.log('');
  memory('baseline', base);
  if (one) memory('1 process', one);
  if (two) memory('2 processes', two);
  verdict('in one process', oneRow, baseline, 3);
  verdict('across two processes', crossRow, baseline, 3);
  // A multi-site study's size: every delivery over two instances, as a participant and the expert see them.
  verdict('2 processes, every delivery', allRow, baseline, 2.5);
  if (two) memoryVerdict(two);
  console.log(`load average: ${os.loadavg().map((v) => v.toFixed(1)).join(' ')}`);
  if (failed > 0) console.log(`${failed} posts failed`);
}

const overall = setTimeout(() => {
  console.error('The benchmark overran its time limit; stopping.');
  killAll();
  process.exit(1);
}, OVERALL_TIMEOUT_MS);
overall.unref();

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    killAll();
    process.exit(1);
  });
