/**
 * Bodies of the right shape with hostile text where their own schema leaves text free: every string
 * gets a lone surrogate, a NUL or a direction override added, and every map an odd key holding a
 * list of such strings. The schemas may accept these (a form's answers are a free map), so unlike
 * routes-fuzz.test.ts the answer may be 2xx: what must never happen is a 5xx, or a 4xx outside the
 * Turkish envelope. This is how a lone surrogate in a response key once reached jsonb and answered
 * 500; the text policy (plugins/text-policy.ts) now cleans every string and key first.
 *
 * Replay: FUZZ_SEED=<seed> [FUZZ_ROUTE='POST /api/forms/responses'] npx vitest run --project api
 * apps/server/test/api/fuzz/nested-strings-fuzz.test.ts
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../../../src/plugins/auth.js';
import { createNight } from '../../support/factories-sleep.js';
import { call } from '../../support/helpers.js';
import { buildFuzzApp } from './fuzz-app.js';
import { jsonSchemaOf, validShaped } from './from-schema.js';
import { nastyString, nestedStrings, oddKey, ownKeys } from './hostile.js';
import { answerProblem, send } from './payloads.js';

const RUNS = Math.max(30, Number(process.env.FUZZ_NESTED_RUNS ?? 30) || 30);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const ONLY_ROUTE = process.env.FUZZ_ROUTE;

const SPOILERS = ['\uD800', '\uDFFF', '\u0000', '\u202E'] as const;

/** `value` with hostile text added to each of its strings and an odd key added to each of its maps. */
function spoiled(value: unknown): fc.Arbitrary<unknown> {
  // Half the strings stay as they were: an id or a choice with text added is refused before any store.
  if (typeof value === 'string') return fc.oneof(fc.constant(value), fc.constantFrom(...SPOILERS).map((spoiler) => `${value}${spoiler}`));
  if (Array.isArray(value)) return value.length === 0 ? fc.constant(value) : fc.tuple(...value.map(spoiled));
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return fc
      .tuple(fc.tuple(...entries.map(([, item]) => spoiled(item))), oddKey, fc.oneof(fc.integer(), nastyString, nestedStrings))
      .map(([items, key, nested]) => ownKeys([...entries.map(([name], i): [string, unknown] => [name, items[i]]), [key, nested]]));
  }
  return fc.constant(value);
}

const { t, tokens } = await buildFuzzApp();

/**
 * Ids that exist, so a payload reaches the store instead of stopping at "not found": an external
 * form for every group (its answers are a free map) and a night of the participant's.
 */
const addedForm = await call(t.app, 'POST', '/api/forms/admin/add', {
  token: tokens.admin,
  body: { title: 'Bulanık form', google_form_url: 'https://docs.google.com/forms/d/e/1FAIpQLSdFuzz/viewform' },
});
const EXISTING_FIELDS: Record<string, string> = { form_type_id: (addedForm.json() as { form: { id: string } }).form.id };
const EXISTING_PARAMS: Record<string, Record<string, string>> = {
  'PUT /api/sleep/sessions/:id': { id: await createNight(t.app, tokens.user!) },
};

/** A generated body with the fields that name something pointed at something that exists (unspoiled). */
function withExisting(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const named = Object.keys(EXISTING_FIELDS).filter((key) => key in body);
  return named.length === 0 ? body : { ...body, ...Object.fromEntries(named.map((key) => [key, EXISTING_FIELDS[key]])) };
}
const MUTATING = new Set(['POST', 'PUT', 'PATCH']);
const keyOf = (route: RouteAccess) => `${route.method} ${route.url}`;
const routes = t.app.routeAccess
  .filter((route) => MUTATING.has(route.method) && route.schema.body !== undefined)
  .filter((route) => !ONLY_ROUTE || keyOf(route) === ONLY_ROUTE);

describe(`hostile text inside right-shaped bodies (seed ${SEED})`, () => {
  afterAll(async () => t.close());

  it('finds the routes that take a body', () => {
    expect(ONLY_ROUTE ? routes.length : routes.length >= 20).toBeTruthy();
  });

  for (const route of routes) {
    it(`${keyOf(route)} never answers 5xx nor leaves the Turkish envelope`, { timeout: 120_000 }, async () => {
      const schema = jsonSchemaOf(route.schema.body);
      const paramNames = route.schema.params ? Object.keys(jsonSchemaOf(route.schema.params).properties ?? {}) : [];
      const params = EXISTING_PARAMS[keyOf(route)] ?? Object.fromEntries(paramNames.map((name) => [name, crypto.randomUUID()]));
      const details = await fc.check(
        fc.asyncProperty(validShaped(schema).chain(spoiled).map(withExisting), async (body) => {
          const response = await send(t.app, route, { params, query: {}, sendBody: true, body }, tokens[route.access]);
          if (response.statusCode >= 500) throw new Error(`answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
          const problem = response.statusCode >= 400 ? answerProblem(response) : null;
          if (problem) throw new Error(`${problem}: ${response.body.slice(0, 300)}`);
        }),
        { seed: SEED, numRuns: RUNS },
      );
      if (details.failed) {
        throw new Error(
          `${keyOf(route)}: ${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}\n` +
            `payload: ${JSON.stringify(details.counterexample?.[0]).slice(0, 600)}\nreplay: FUZZ_SEED=${details.seed} FUZZ_ROUTE='${keyOf(route)}'`,
        );
      }
    });
  }
});
