/**
 * Schema-driven fuzzing of every mutating /api route (POST, PUT, PATCH, DELETE that take a body,
 * path parameters or a query). Payloads are generated from each route's OWN zod schemas (read from
 * `app.routeAccess`), so a route added later is fuzzed without being listed here. Every payload
 * sent is invalid by the route's own schema; the route must answer 4xx with a Turkish message in
 * the error envelope, never 5xx, and the database (row count and checksum of every table) must be
 * the same after the route's batch as before it.
 *
 * Reproduce a failure: the report names the seed, the route and the path, e.g.
 *   FUZZ_SEED=1234 FUZZ_ROUTE='PUT /api/sleep/sessions/:id' FUZZ_PATH='57:3:1' \
 *     npx vitest run --project api apps/server/test/api/fuzz/routes-fuzz.test.ts
 * (FUZZ_SEED alone replays the whole run; add TEST_DATABASE_URL for PostgreSQL.) Other knobs:
 * FUZZ_RUNS=<n> sends more payloads per route (never fewer than 200); FUZZ_CHECK_EACH=1 compares
 * the database after every payload instead of after each route's batch, to find the one that changed it.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../../../src/plugins/auth.js';
import { buildFuzzApp } from './fuzz-app.js';
import { changedTables, fingerprint, type Fingerprint } from './db-fingerprint.js';
import { answerProblem, HOSTILE_KINDS, hostileKinds, payloadsFor, send, type Payload } from './payloads.js';

const MIN_RUNS = 200;
const RUNS = Math.max(MIN_RUNS, Number(process.env.FUZZ_RUNS ?? MIN_RUNS) || MIN_RUNS);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const ONLY_ROUTE = process.env.FUZZ_ROUTE;
const PATH = process.env.FUZZ_PATH;
const CHECK_EACH = process.env.FUZZ_CHECK_EACH === '1';

/**
 * Mutating routes that take input but cannot be fuzzed generically, each with the reason. A
 * mutating route with an input schema that is neither fuzzed nor listed here fails the test below.
 */
const NOT_FUZZED: Record<string, string> = {};

/**
 * Tables (as 'schema.table') a REFUSED request may legitimately change, each with the reason.
 */
const MAY_CHANGE_ON_REFUSAL: Record<string, string> = {
  'public.rate_limit_counters':
    'the sign-in, registration and reset limits count attempts (hashed keys, no personal data), refused ones too',
};

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const keyOf = (route: RouteAccess) => `${route.method} ${route.url}`;
const takesInput = (route: RouteAccess) => Boolean(route.schema.body ?? route.schema.params ?? route.schema.querystring);

// eslint-disable-next-line no-console -- the run's seed, counts and timings belong in the test output
const print = (line: string) => console.log(line);

// Built once at collection, so that every route gets a test of its own, named after it.
const { t, tokens } = await buildFuzzApp();
const mutating = t.app.routeAccess.filter((route) => MUTATING.has(route.method) && route.url.startsWith('/api'));
const fuzzed = mutating.filter((route) => takesInput(route) && !(keyOf(route) in NOT_FUZZED));
const selected = ONLY_ROUTE ? fuzzed.filter((route) => keyOf(route) === ONLY_ROUTE) : fuzzed;
const startedAt = performance.now();
let payloadsSent = 0;
const kindsSent = new Map<string, number>();

/** Long texts cut in the report, so a failure stays readable; the seed and path replay them in full. */
function shortened(payload: Payload): string {
  return JSON.stringify(payload, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 120 ? `${value.slice(0, 60)}…(${value.length} chars)…${value.slice(-20)}` : value,
  );
}

const unexpectedChanges = (before: Fingerprint, after: Fingerprint) =>
  changedTables(before, after, Object.keys(MAY_CHANGE_ON_REFUSAL));

describe(`fuzzing every mutating route (seed ${SEED})`, () => {
  afterAll(async () => {
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    print(
      `fuzz: ${payloadsSent} payloads over ${selected.length} routes in ${seconds} s on ${t.database.kind} (FUZZ_SEED=${SEED})`,
    );
    await t.close();
  });

  it('fuzzes every mutating route that takes input, or names why not', () => {
    const missing = Object.keys(NOT_FUZZED).filter((key) => !mutating.some((route) => keyOf(route) === key));
    expect(missing, 'NOT_FUZZED names routes that no longer exist').toEqual([]);
    for (const route of mutating) {
      const fuzzedHere = fuzzed.includes(route);
      if (!fuzzedHere && takesInput(route))
        expect(NOT_FUZZED[keyOf(route)], `${keyOf(route)} is skipped without a reason`).toBeTruthy();
      if (!takesInput(route)) print(`fuzz: ${keyOf(route)} declares no body, params or query: nothing can be invalid`);
      if (keyOf(route) in NOT_FUZZED) print(`fuzz: ${keyOf(route)} not fuzzed: ${NOT_FUZZED[keyOf(route)]}`);
    }
    expect(fuzzed.length).toBeGreaterThan(0);
  });

  for (const route of selected) {
    it(
      `${keyOf(route)} (${route.access}) answers every invalid payload with a Turkish 4xx and changes nothing`,
      { timeout: 300_000 },
      async () => {
        const token = tokens[route.access];
        const statuses = new Map<number, number>();
        let sent = 0;
        const routeStart = performance.now();
        const before = await fingerprint(t.db);

        const details = await fc.check(
          fc.asyncProperty(payloadsFor(route), async (payload) => {
            sent += 1;
            for (const kind of hostileKinds(payload)) kindsSent.set(kind, (kindsSent.get(kind) ?? 0) + 1);
            const response = await send(t.app, route, payload, token);
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            const problem = answerProblem(response);
            if (problem) throw new Error(`${problem}: ${response.body.slice(0, 300)}`);
            if (CHECK_EACH) {
              const changed = unexpectedChanges(before, await fingerprint(t.db));
              if (changed.length > 0) throw new Error(`changed the database: ${changed.join(', ')}`);
            }
          }),
          { seed: SEED, numRuns: RUNS, ...(PATH ? { path: PATH } : {}) },
        );
        payloadsSent += sent;

        if (details.failed) {
          const counterexample = details.counterexample?.[0];
          throw new Error(
            [
              `${keyOf(route)} as ${route.access}: ${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}`,
              `payload: ${counterexample ? shortened(counterexample) : '?'}`,
              `replay: FUZZ_SEED=${details.seed} FUZZ_ROUTE='${keyOf(route)}' FUZZ_PATH='${details.counterexamplePath ?? ''}'`,
            ].join('\n'),
          );
        }
        const changed = unexpectedChanges(before, await fingerprint(t.db));
        expect(changed, `${keyOf(route)} changed the database (FUZZ_SEED=${SEED}; FUZZ_CHECK_EACH=1 finds the payload)`).toEqual(
          [],
        );
        expect(sent).toBeGreaterThanOrEqual(PATH ? 1 : RUNS);

        const histogram = [...statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${status}×${count}`)
          .join(' ');
        const seconds = ((performance.now() - routeStart) / 1000).toFixed(2);
        print(
          `fuzz: ${keyOf(route)} (${route.access}): ${sent} invalid payloads sent, answers ${histogram}, database unchanged, ${seconds} s`,
        );
      },
    );
  }

  // Runs last (a file's tests run in order): the batches above must have sent every kind the brief names.
  it.skipIf(Boolean(ONLY_ROUTE))('sent every kind of hostile input', () => {
    print(`fuzz: kinds sent: ${HOSTILE_KINDS.map((kind) => `${kind} ×${kindsSent.get(kind) ?? 0}`).join(', ')}`);
    expect(HOSTILE_KINDS.filter((kind) => !kindsSent.has(kind))).toEqual([]);
  });
});
