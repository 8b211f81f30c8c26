/**
 * `npm run bench -- study-load`: what a participant feels when a whole study uses the app at once,
 * on PGlite (queries on the server's own thread) and on PostgreSQL. The study of `bench -- api`
 * (300 participants × 120 nights) under a realistic mix, all at the same time for BENCH_SECONDS
 * (default 15):
 *
 * - 300 participants with the app open: each polls its unread count every 10 s (30 requests/s
 *   over 300 connections) and opens its diary list about once a minute (5 requests/s);
 * - 20 participants saving a night at the same moment, again every second (20 connections, 20
 *   saves/s: far above a study's few hundred saves a day, so the figure is an upper bound);
 * - one admin paging through the sleep data (1 connection, closed loop).
 *
 * BENCH_ACTIVE and BENCH_SAVING scale the mix down for a smaller study (the seeded study stays 300).
 * Prints p50/p99 per kind of request against the goal of a participant's p99 ≤ 200 ms
 * (docs/benchmarks.md, "A whole study at once"). Timings are printed, never asserted.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { FIRST_LOAD_N, API_ROWS } from './api/rows.js';
import { startApiServer, stopApiServer, type Ready } from './api/server-process.js';
import { loadAverage } from './host.js';
import { createDatabase, postgresReachable } from './realtime/setup.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const GOAL_P99_MS = 200;
/** Participants with the app open (polling), and saving at once: BENCH_ACTIVE, BENCH_SAVING, for a smaller study. */
const ACTIVE = Math.min(300, Number(process.env.BENCH_ACTIVE ?? 300));
const SAVING = Number(process.env.BENCH_SAVING ?? 20);

interface Stream {
  label: string;
  participant: boolean;
  path: string;
  method: 'GET' | 'POST';
  connections: number;
  /** Requests per second over all connections; undefined: each connection sends as soon as answered. */
  overallRate?: number;
  next: (ready: Ready) => { token: string; body?: string };
}

const row = (label: string) => {
  const found = API_ROWS.find((candidate) => candidate.label.startsWith(label));
  if (!found) throw new Error(`no API row ${label}`);
  return found;
};

function streams(): Stream[] {
  let n = FIRST_LOAD_N;
  const counter = () => n++;
  const save = row('POST /api/sleep/sessions');
  return [
    {
      label: `unread count (${ACTIVE} polling, ${ACTIVE / 10}/s)`,
      participant: true,
      path: '/api/chat/unread-count',
      method: 'GET',
      connections: ACTIVE,
      overallRate: ACTIVE / 10,
      next: (ready) => ({ token: ready.cast.participantTokens[counter() % ACTIVE]! }),
    },
    {
      label: `diary list, 120 nights (${(ACTIVE / 60).toFixed(1)}/s)`,
      participant: true,
      path: '/api/sleep/sessions',
      method: 'GET',
      connections: 10,
      overallRate: ACTIVE / 60,
      // Participant 0 keeps a year of diary; the others 120 nights.
      next: (ready) => ({ token: ready.cast.participantTokens[1 + (counter() % (ACTIVE - 1))]! }),
    },
    {
      label: `saving a night (${SAVING} at once, ${SAVING}/s)`,
      participant: true,
      path: save.path,
      method: 'POST',
      connections: SAVING,
      overallRate: SAVING,
      next: (ready) => save.request(ready.cast, counter()),
    },
    {
      label: 'admin sleep data (1, closed loop)',
      participant: false,
      path: '/api/admin/sleep-data?limit=20',
      method: 'GET',
      connections: 1,
      next: (ready) => ({ token: ready.cast.adminToken }),
    },
  ];
}

async function run(ready: Ready, stream: Stream) {
  const result = await autocannon({
    url: `${ready.appUrl}${stream.path}`,
    connections: stream.connections,
    duration: SECONDS,
    ...(stream.overallRate ? { overallRate: stream.overallRate } : {}),
    requests: [
      {
        method: stream.method,
        setupRequest: (request) => {
          const { token, body } = stream.next(ready);
          return {
            ...request,
            headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
            ...(body ? { body } : {}),
          };
        },
      },
    ],
  });
  return {
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    wrong: result.non2xx + result.errors + result.timeouts,
  };
}


async function runEngine(label: string, scratchUrl: string | undefined): Promise<void> {
  const { ready, child } = await startApiServer(scratchUrl);
  try {
    console.log(`\n${label}: ${SECONDS} s, every stream at once; load average ${loadAverage()}`);
    const all = streams();
    const results = await Promise.all(all.map((stream) => run(ready, stream)));
    console.log('| requests | count | p50 | p99 | max | wrong answers | participant p99 ≤ 200 ms |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const [i, stream] of all.entries()) {
      const r = results[i]!;
      const verdict = stream.participant ? (r.p99 <= GOAL_P99_MS ? 'met' : 'not met') : '—';
      console.log(`| ${stream.label} | ${r.requests} | ${r.p50} ms | ${r.p99} ms | ${r.max} ms | ${r.wrong} | ${verdict} |`);
    }
    console.log(`load average after: ${loadAverage()}`);
  } finally {
    await stopApiServer(child);
  }
}

console.log(`Study load benchmark: ${os.cpus().length} CPUs, Node ${process.version}`);
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
if (engines.includes('pglite')) await runEngine('PGlite (in memory, in the server process)', undefined);
if (engines.includes('postgres')) {
  if (await postgresReachable(POSTGRES_URL)) {
    const scratch = await createDatabase(POSTGRES_URL);
    try {
      await runEngine('PostgreSQL (scratch database, pool of 10)', scratch.url);
    } finally {
      await scratch.drop();
    }
  } else {
    console.log(`\nPostgreSQL: not reachable; set BENCH_DATABASE_URL to measure it.`);
  }
}
