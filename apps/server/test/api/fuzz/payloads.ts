import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { errorResponseSchema } from '@uyku/domain';
import type { RouteAccess } from '../../../src/plugins/auth.js';
import { breakValue, jsonSchemaOf, validShaped, type JsonSchema } from './from-schema.js';
import { hostileKey, hostileValue, malformedId, nastyString, ownKeys } from './hostile.js';

/** One request of the fuzzer: path parameters, query and (when `sendBody`) a JSON body. */
export interface Payload {
  params: Record<string, string>;
  query: Record<string, string>;
  sendBody: boolean;
  body: unknown;
  /** Path parameters go into the URL as they are, not encoded: broken percent escapes. */
  rawPath?: boolean;
}

type Mutation = { kind: 'set'; key: string; value: unknown } | { kind: 'delete'; key: string };

const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** A URL cannot carry a lone surrogate (encodeURIComponent throws); everything else goes, encoded. */
const urlSafe = (text: string) => text.replace(LONE_SURROGATES, '\uFFFD');

function applyMutations(base: Record<string, unknown>, mutations: Mutation[]): Record<string, unknown> {
  const entries = new Map(Object.entries(base));
  for (const mutation of mutations) {
    if (mutation.kind === 'delete') entries.delete(mutation.key);
    else entries.set(mutation.key, mutation.value);
  }
  return ownKeys([...entries]);
}

/** A JSON object of the schema's shape with one to three fields broken, removed or added. */
function brokenObject(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const required = (schema.required ?? []).filter((key) => key in properties);
  const mutations: fc.Arbitrary<Mutation>[] = [
    fc.tuple(hostileKey, hostileValue).map(([key, value]): Mutation => ({ kind: 'set', key, value })),
  ];
  if (keys.length > 0) {
    const breakField = fc
      .constantFrom(...keys)
      .chain((key) => breakValue(properties[key] as JsonSchema).map((value): Mutation => ({ kind: 'set', key, value })));
    mutations.push(breakField, breakField, breakField);
  }
  if (required.length > 0) mutations.push(fc.constantFrom(...required).map((key): Mutation => ({ kind: 'delete', key })));
  return fc
    .tuple(
      validShaped(schema) as fc.Arbitrary<Record<string, unknown>>,
      fc.array(fc.oneof(...mutations), { minLength: 1, maxLength: 3 }),
    )
    .map(([base, list]) => applyMutations(base, list));
}

function bodyArbitrary(schema: JsonSchema): fc.Arbitrary<{ sendBody: boolean; body: unknown }> {
  const isObject = schema.type === 'object';
  const broken = isObject ? brokenObject(schema) : breakValue(schema);
  return fc.oneof(
    { weight: 12, arbitrary: broken.map((body) => ({ sendBody: true, body })) },
    // The whole body of a wrong kind: text, number, list, null, deep nesting, prototype keys.
    { weight: 3, arbitrary: hostileValue.map((body) => ({ sendBody: true, body })) },
    // The right shape as far as JSON Schema tells; the route's refinements may still refuse it.
    { weight: 2, arbitrary: validShaped(schema).map((body) => ({ sendBody: true, body })) },
    { weight: 1, arbitrary: fc.constant({ sendBody: false, body: undefined }) },
  );
}

/** String fields (path or query): a right-shaped value or a broken one. */
function stringFields(schema: JsonSchema, broken: fc.Arbitrary<string>): fc.Arbitrary<Record<string, string>> {
  const record: Record<string, fc.Arbitrary<string>> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    record[key] = fc.oneof(
      validShaped(property).map((value) => urlSafe(String(value))),
      broken.map(urlSafe),
    );
  }
  return fc.record(record);
}

/** Percent escapes a URL decoder refuses or that decode to something no id looks like; sent unencoded. */
const BROKEN_ESCAPES = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%ED%A0%80', '%FF', 'abc%', '%%', '%u0041', '%00', '%2e%2e', '%2F'];

function rawPathFields(schema: JsonSchema): fc.Arbitrary<Record<string, string>> {
  const record: Record<string, fc.Arbitrary<string>> = {};
  for (const key of Object.keys(schema.properties ?? {})) record[key] = fc.constantFrom(...BROKEN_ESCAPES);
  return fc.record(record);
}

function parses(schema: unknown, value: unknown): boolean {
  return (schema as z.ZodType).safeParse(value).success;
}

/** Whether the route's own schemas refuse the payload, read as the server will read it. */
export function isInvalidFor(route: RouteAccess, payload: Payload): boolean {
  const { body, params, querystring } = route.schema;
  if (params && !parses(params, payload.params)) return true;
  if (querystring && !parses(querystring, payload.query)) return true;
  if (body) {
    const received = payload.sendBody ? (JSON.parse(JSON.stringify(payload.body) ?? 'null') as unknown) : undefined;
    if (!parses(body, received)) return true;
  }
  return false;
}

/** Every payload it yields is invalid for the route: its own schemas say so. */
export function payloadsFor(route: RouteAccess): fc.Arbitrary<Payload> {
  const { body, params, querystring } = route.schema;
  for (const schema of [body, params, querystring]) {
    if (schema !== undefined && typeof (schema as { safeParse?: unknown }).safeParse !== 'function') {
      throw new Error(`${route.method} ${route.url} has an input schema that is not zod: list it in NOT_FUZZED with the reason`);
    }
  }
  const paramsArb: fc.Arbitrary<{ values: Record<string, string>; raw: boolean }> = params
    ? fc.oneof(
        { weight: 6, arbitrary: stringFields(jsonSchemaOf(params), malformedId).map((values) => ({ values, raw: false })) },
        { weight: 1, arbitrary: rawPathFields(jsonSchemaOf(params)).map((values) => ({ values, raw: true })) },
      )
    : fc.constant({ values: {}, raw: false });
  const queryArb = querystring ? stringFields(jsonSchemaOf(querystring), nastyString) : fc.constant({});
  // A route without a body schema still gets a hostile JSON body now and then: the parser must cope.
  const bodyArb = body
    ? bodyArbitrary(jsonSchemaOf(body))
    : fc.oneof(
        { weight: 4, arbitrary: fc.constant({ sendBody: false, body: undefined }) },
        { weight: 1, arbitrary: hostileValue.map((b) => ({ sendBody: true, body: b })) },
      );
  return fc
    .record({ params: paramsArb, query: queryArb, body: bodyArb })
    .map(({ params: p, query, body: b }): Payload => ({
      params: p.values,
      query,
      sendBody: b.sendBody,
      body: b.body,
      ...(p.raw ? { rawPath: true } : {}),
    }))
    .filter((payload) => isInvalidFor(route, payload));
}

let addressCounter = 0;

/**
 * Sends one payload. Each request comes from its own address (10.x.y.z), so per-address rate
 * limits of public routes never answer 429 in place of the validation answer under test.
 */
export function send(
  app: FastifyInstance,
  route: RouteAccess,
  payload: Payload,
  token: string | undefined,
): Promise<LightMyRequestResponse> {
  addressCounter += 1;
  const url = route.url.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = payload.params[name] ?? '';
    return payload.rawPath ? value : encodeURIComponent(value);
  });
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (payload.sendBody) headers['content-type'] = 'application/json';
  return app.inject({
    method: route.method as 'POST',
    url,
    query: payload.query,
    headers,
    remoteAddress: `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`,
    ...(payload.sendBody ? { payload: JSON.stringify(payload.body) ?? 'null' } : {}),
  });
}

/**
 * The kinds of hostile input the brief lists, recognised in a payload's JSON text, so the run can
 * show (and the test assert) that each kind was actually sent and the generators never drift away.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KINDS: [string, (text: string, payload: Payload) => boolean][] = [
  ['NUL character', (text) => text.includes('\\u0000')],
  ['other control characters', (text) => /\\u00(0[1-9a-f]|1[0-9a-f])|\\[btnfr]|\u007f/i.test(text)],
  ['right-to-left override', (text) => /[\u202A-\u202E\u2066-\u2069]/.test(text)],
  ['emoji', (text) => /\p{Extended_Pictographic}/u.test(text)],
  ['__proto__ key', (text) => text.includes('"__proto__":')],
  ['constructor key', (text) => text.includes('"constructor":')],
  ['huge string', (text) => text.split('"').some((piece) => piece.length >= 10_000)],
  ['deep nesting', (text) => /(\[|\{"a":){50}/.test(text)],
  ['number out of bounds', (text) => /-?\d(\.\d+)?e[+-]?\d{2,}|9007199254740994|-2147483649|999999999/.test(text)],
  ['NaN-like string', (text) => /"(NaN|-?Infinity|1e309|0x1F|-0)"/.test(text)],
  ['SQL in a string', (text) => /DROP TABLE|' OR '1'='1|pg_sleep/.test(text)],
  ['HTML in a string', (text) => /<script>|onerror=|<\/textarea>/.test(text)],
  // JSON.stringify escapes only lone surrogates (a pair is written as the character itself).
  ['lone surrogate', (text) => /\\ud[89a-f][0-9a-f]{2}/i.test(text)],
  ['string nested in a list or map', (_text, payload) => nestedStringDepth(payload.body) >= 2],
  ['odd key', (_text, payload) => hasOddKey(payload.body)],
  ['malformed path id', (_text, payload) => Object.values(payload.params).some((value) => !UUID.test(value))],
  ['missing body', (_text, payload) => !payload.sendBody],
  [
    'body not an object',
    (_text, payload) =>
      payload.sendBody && (typeof payload.body !== 'object' || payload.body === null || Array.isArray(payload.body)),
  ],
];
export const HOSTILE_KINDS = KINDS.map(([name]) => name);

// eslint-disable-next-line no-control-regex -- NUL in a key is what is looked for
const ODD_KEY = /[\u0000\u202E\uD800-\uDFFF]/;

/** Whether some key of the value, at any depth, holds NUL, a direction override or a surrogate. */
function hasOddKey(value: unknown, depth = 0): boolean {
  if (value === null || typeof value !== 'object' || depth > 8) return false;
  return Object.entries(value).some(([key, item]) => ODD_KEY.test(key) || hasOddKey(item, depth + 1));
}

/** How deep the deepest string of a value sits below the body (a field of the body is depth 1). */
function nestedStringDepth(value: unknown, depth = 0): number {
  if (typeof value === 'string') return depth;
  if (value === null || typeof value !== 'object' || depth > 8) return -1;
  return Math.max(-1, ...Object.values(value).map((item) => nestedStringDepth(item, depth + 1)));
}

export function hostileKinds(payload: Payload): string[] {
  const text = JSON.stringify(payload) ?? '';
  return KINDS.filter(([, test]) => test(text, payload)).map(([name]) => name);
}

/** English words that library defaults use and a Turkish message never contains (route-matrix's rule, widened). */
const ENGLISH =
  /\b(expected|invalid|required|must|received|error|body|unexpected|string|number|should|the|object|array|boolean|undefined|property|forbidden|characters?|too (?:long|short|big|small))\b/i;

/** What is wrong with the answer to an invalid payload, or null: a 4xx envelope with a Turkish message. */
export function answerProblem(response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return `accepted an invalid payload with ${status}`;
  let parsed: unknown;
  try {
    parsed = response.json();
  } catch {
    return `answered ${status} with a body that is not JSON`;
  }
  const envelope = errorResponseSchema.safeParse(parsed);
  if (!envelope.success) return `answered ${status} outside the error envelope`;
  const { message } = envelope.data;
  if (message.trim().length <= 3) return `answered ${status} with an empty message`;
  if (ENGLISH.test(message)) return `answered ${status} with a message that is not Turkish`;
  return null;
}
