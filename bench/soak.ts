import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import WebSocket from 'ws';
import { openPglite, openPostgres, type DatabaseHandle } from '../apps/server/src/db/client.js';
import { createDatabase, postgresReachable, ROOT, seed, type Actor, type Cast } from './realtime/setup.js';

/**
 * Soak (`npm run bench -- soak`): the real server, for DURATION_S, under mixed participant traffic
 * at RATE requests per second (open loop: sent on schedule whatever the answers), while SOCKETS
 * signed-in sockets receive the chat events that traffic causes. On PGlite, then on PostgreSQL when
 * it is reachable (BENCH_DATABASE_URL, default 127.0.0.1:5432). Loopback only, bounded in time.
 * Prints errors (any answer but the expected status, or no answer), lost events (chat deliveries
 * that never arrived), p50/p99 latency, and the server's resident memory at start and end.
 * Goal: 0 errors, 0 lost, memory growth under 50 MB. Figures are printed, never asserted.
 */

const DURATION_S = Number(process.env.SOAK_SECONDS ?? 60);
const RATE = 200;
const SOCKETS = 500;
const ADMIN_TABS = 10;
const TABS_PER_PARTICIPANT = 5;
const PARTICIPANTS = (SOCKETS - ADMIN_TABS) / TABS_PER_PARTICIPANT;
const WARMUP_S = 5;
const SETTLE_TIMEOUT_MS = 10_000;
const GOAL_GROWTH_MB = 50;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Connections kept open to the server: beyond these, requests queue in the client (and count as slow). */
const CONNECTIONS = 64;
const TSX_LOADER = pathToFileURL(path.join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;

/** What a participant does, by share of the requests (the chat posts are what the sockets receive). */
const MIX: { share: number; name: string }[] = [
  { share: 25, name: 'GET /api/auth/verify' },
  { share: 20, name: 'GET /api/sleep/sessions' },
  { share: 15, name: 'POST /api/sleep/sessions' },
  { share: 15, name: 'GET /api/chat/messages' },
  { share: 15, name: 'POST /api/chat/messages' },
  { share: 10, name: 'GET /api/chat/unread-count' },
];

interface Server {
  baseUrl: string;
  pid: number;
  stop: () => Promise<void>;
}

/** One node process running the server's sources under tsx's loader, so its pid is the server's. */
function startServer(env: Record<string, string>): Promise<Server> {
  const tsconfig = process.env.BENCH_TSCONFIG;
  const child: ChildProcess = spawn(process.execPath, ['--import', TSX_LOADER, 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...(tsconfig ? { TSX_TSCONFIG_PATH: tsconfig } : {}),
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Adres:\s+(http:\/\/\S+)/.exec(output);
      if (match?.[1])
        resolve({
          baseUrl: match[1],
          pid: child.pid!,
          stop: async () => {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
            await exited;
          },
        });
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
}

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? Number.NaN) / 1024;
}

/** A diary night as the entry form sends it (the clock times decide; no stages). */
function night(date: string): Record<string, unknown> {
  return {
    date,
    bedtime: '23:30',
    sleep_time: '00:10',
    wake_time: '07:30',
    sleep_quality: 7,
    night_awakenings: 1,
    stress_level: 5,
    mood_before_sleep: 3,
    mood_after_sleep: 4,
    notes: 'Soak gecesi',
  };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/** One request over the kept-alive connections; resolves with the status once the body is read. */
function send(url: string, method: string, token: string, body: unknown): Promise<number> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent,
        headers: { authorization: `Bearer ${token}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
        response.once('error', reject);
      },
    );
    request.once('error', reject);
    request.end(payload);
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Result {
  engine: string;
  requests: number;
  errors: number;
  errorKinds: Map<string, number>;
  /** Answers per second from the first request sent to the last answer: below RATE, the server fell behind. */
  answeredPerSecond: number;
  p50: number;
  p99: number;
  expectedEvents: number;
  lostEvents: number;
  eventP99: number;
  rssStart: number;
  rssEnd: number;
  rssPeak: number;
  load: string;
}

async function soak(engine: string, baseUrl: string, pid: number, cast: Cast): Promise<Result> {
  // The sockets: every participant in TABS_PER_PARTICIPANT tabs, the admin in ADMIN_TABS.
  const sentAt = new Map<string, { at: number; userId: string }>();
  const received = new Map<string, number>();
  const eventLatencies: number[] = [];
  const tabs: { actor: Actor }[] = [
    ...Array.from({ length: ADMIN_TABS }, () => ({ actor: cast.admin })),
    ...cast.participants.flatMap((actor) => Array.from({ length: TABS_PER_PARTICIPANT }, () => ({ actor }))),
  ];
  const sockets: WebSocket[] = [];
  let socketsClosedEarly = 0;
  let closing = false;
  for (let at = 0; at < tabs.length; at += 50) {
    const batch = tabs.slice(at, at + 50).map(
      ({ actor }) =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/realtime`);
          socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token: actor.token })));
          socket.on('message', (data) => {
            const text = String(data);
            if (text.includes('"type":"ready"')) return resolve(socket);
            const key = /"text":"(soak:\d+)"/.exec(text)?.[1];
            const origin = key ? sentAt.get(key) : undefined;
            if (key && origin) {
              received.set(key, (received.get(key) ?? 0) + 1);
              eventLatencies.push(performance.now() - origin.at);
            }
          });
          socket.once('error', reject);
          socket.once('close', () => {
            if (!closing) socketsClosedEarly += 1;
            reject(new Error('closed before ready'));
          });
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }

  const nightOf = new Map<string, number>();
  let chatSeq = 0;
  const errorKinds = new Map<string, number>();
  const latencies: number[] = [];
  let measuring = false;
  let lastAnswerAt = 0;
  const fail = (kind: string) => errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);

  const one = async (seq: number) => {
    const participant = cast.participants[seq % cast.participants.length]!;
    let pick = (seq * 37) % 100;
    const kind = MIX.find((m) => (pick -= m.share) < 0)!.name;
    const [method, url] = kind.split(' ') as [string, string];
    let body: unknown;
    let chatKey: string | undefined;
    if (kind === 'POST /api/sleep/sessions') {
      const n = (nightOf.get(participant.userId) ?? 0) + 1;
      nightOf.set(participant.userId, n);
      body = night(new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
    } else if (kind === 'POST /api/chat/messages') {
      chatKey = `soak:${(chatSeq += 1)}`;
      body = { text: chatKey };
    }
    const t0 = performance.now();
    const counted = measuring;
    if (chatKey && counted) sentAt.set(chatKey, { at: t0, userId: participant.userId });
    try {
      const status = await send(`${baseUrl}${url}`, method, participant.token, body);
      if (!counted) return;
      lastAnswerAt = performance.now();
      latencies.push(lastAnswerAt - t0);
      if (status !== (method === 'POST' ? 201 : 200)) fail(`${kind} → ${status}`);
    } catch (error) {
      if (counted) fail(`${kind} → ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
      if (chatKey) sentAt.delete(chatKey);
    }
  };

  // Open loop at RATE per second on an absolute schedule: a slow answer does not slow the sending.
  const drive = async (seconds: number, from: number) => {
    const inFlight: Promise<void>[] = [];
    const started = performance.now();
    const total = seconds * RATE;
    for (let i = 0; i < total; i += 1) {
      const due = started + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      inFlight.push(one(from + i));
    }
    await Promise.all(inFlight);
    return from + total;
  };

  const afterWarmup = await drive(WARMUP_S, 0);
  if (global.gc) global.gc();
  const rssStart = rssMb(pid);
  let rssPeak = rssStart;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(pid))), 1000);
  measuring = true;
  const measureStartedAt = performance.now();
  await drive(DURATION_S, afterWarmup);
  measuring = false;

  // Every counted chat message should reach its author's tabs and every admin tab.
  const expectedPer = TABS_PER_PARTICIPANT + ADMIN_TABS;
  const expectedEvents = sentAt.size * expectedPer;
  const deadline = performance.now() + SETTLE_TIMEOUT_MS;
  const delivered = () => [...received.values()].reduce((a, b) => a + b, 0);
  while (delivered() < expectedEvents && performance.now() < deadline) await sleep(50);
  clearInterval(sampler);
  const rssEnd = rssMb(pid);
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  closing = true;
  for (const socket of sockets) socket.close();
  latencies.sort((a, b) => a - b);
  eventLatencies.sort((a, b) => a - b);
  if (socketsClosedEarly) errorKinds.set('sockets closed by the server', socketsClosedEarly);
  return {
    engine,
    requests: latencies.length + [...errorKinds.values()].reduce((a, b) => a + b, 0) - socketsClosedEarly,
    errors: [...errorKinds.values()].reduce((a, b) => a + b, 0),
    errorKinds,
    answeredPerSecond: latencies.length / ((lastAnswerAt - measureStartedAt) / 1000),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    expectedEvents,
    lostEvents: Math.max(0, expectedEvents - delivered()),
    eventP99: percentile(eventLatencies, 99),
    rssStart,
    rssEnd,
    rssPeak,
    load,
  };
}

async function runOn(engine: 'PGlite' | 'PostgreSQL'): Promise<Result> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'uyku-soak-'));
  let drop: (() => Promise<void>) | undefined;
  try {
    let env: Record<string, string>;
    let handle: DatabaseHandle;
    if (engine === 'PostgreSQL') {
      const scratch = await createDatabase(POSTGRES_URL);
      drop = scratch.drop;
      env = { DATABASE_URL: scratch.url, DATA_DIR: work };
      handle = await openPostgres(scratch.url);
    } else {
      env = { DATA_DIR: work, DATABASE_URL: '' };
      handle = await openPglite(work);
    }
    const cast = await seed(handle, PARTICIPANTS).finally(() => handle.close());
    const server = await startServer(env);
    try {
      console.log(`${engine}: ${SOCKETS} sockets, ${RATE} requests/s for ${DURATION_S} s (after ${WARMUP_S} s of warm-up)…`);
      return await soak(engine, server.baseUrl, server.pid, cast);
    } finally {
      await server.stop();
    }
  } finally {
    await drop?.();
    await rm(work, { recursive: true, force: true });
  }
}

function print(r: Result): void {
  const growth = r.rssEnd - r.rssStart;
  console.log(`\n${r.engine} (machine load ${r.load}, 1/5/15 min, ${os.cpus().length} CPUs)`);
  console.log(`  requests ${r.requests}, errors ${r.errors}, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`);
  console.log(`  answered ${r.answeredPerSecond.toFixed(0)} requests/s of the ${RATE} sent (below: the server fell behind)`);
  for (const [kind, count] of r.errorKinds) console.log(`    ${count} × ${kind}`);
  console.log(`  chat events expected ${r.expectedEvents}, lost ${r.lostEvents}, delivery p99 ${r.eventP99.toFixed(1)} ms`);
  console.log(
    `  memory (server RSS) start ${r.rssStart.toFixed(0)} MB, end ${r.rssEnd.toFixed(0)} MB (${growth >= 0 ? '+' : ''}${growth.toFixed(0)} MB), peak ${r.rssPeak.toFixed(0)} MB`,
  );
  const met = r.errors === 0 && r.lostEvents === 0 && growth < GOAL_GROWTH_MB;
  console.log(`  goal 0 errors, 0 lost, growth under ${GOAL_GROWTH_MB} MB — ${met ? 'met' : 'NOT met'}`);
}

const engines: ('PGlite' | 'PostgreSQL')[] = ['PGlite'];
if (await postgresReachable(POSTGRES_URL)) engines.push('PostgreSQL');
else console.log(`PostgreSQL is not reachable at ${new URL(POSTGRES_URL).host}: only PGlite is soaked.`);
const only = process.argv[2];
for (const engine of engines.filter((e) => !only || e.toLowerCase() === only.toLowerCase())) print(await runOn(engine));
console.log(`\n${new Date().toISOString()}`);
