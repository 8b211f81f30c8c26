import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { and, count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_WRITE_MSG } from '@uyku/domain';
import type { Database } from '../../src/db/client.js';
import { formResponses, forms, heartRateSessions, idempotencyKeys, nights } from '../../src/db/schema/index.js';
import { buildTestApp, call, type TestApp } from '../support/helpers.js';
import { asExperiment, asParticipant } from '../support/factories.js';
import { sleepBody } from '../support/factories-sleep.js';

/**
 * `Idempotency-Key` on the writes the offline outbox replays (plugins/idempotency.ts,
 * docs/decisions/019-idempotent-writes.md): the same key answers the first answer and writes
 * nothing, another request under it 422, a key in flight 409, a failure frees it, expiry renews it;
 * and, per route that opts in, the guard, the role and bad input come first.
 */

let t: TestApp;
let formId: string;
const logged: string[] = [];

beforeAll(async () => {
  t = await buildTestApp({}, { logStream: { write: (line) => void logged.push(line) } });
  const [form] = await t.db
    .insert(forms)
    .values({ kind: 'google', title: 'Uyku Anketi', googleFormUrl: 'https://docs.google.com/forms/d/e/x/viewform' })
    .returning({ id: forms.id });
  formId = form!.id;
});
afterAll(async () => {
  await t.close();
});

const usedKeys: string[] = [];
function newKey(): string {
  const key = `outbox_${randomUUID()}`;
  usedKeys.push(key);
  return key;
}

const post = (url: string, token: string, body: unknown, key?: string, headers: Record<string, string> = {}) =>
  call(t.app, 'POST', url, { token, body, headers: key === undefined ? headers : { ...headers, 'idempotency-key': key } });

const heartRateBody = (overrides: Record<string, unknown> = {}) => ({
  content_type: 'relaxation',
  content_id: '00000000-0000-4000-8000-000000000101',
  content_name: 'Nefes egzersizi',
  heart_rate_before: 82,
  heart_rate_after: 70,
  duration: 240,
  ...overrides,
});

const rowsOf = async (db: Database, table: typeof nights | typeof heartRateSessions | typeof formResponses, userId: string) => {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return row?.n ?? 0;
};
const keyRows = async (userId: string) => {
  const [row] = await t.db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
  return row?.n ?? 0;
};

function expectTurkishError(response: LightMyRequestResponse, status: number, code: string, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body).toMatchObject({ success: false, code });
  expect(body.error).toBe(body.message);
  if (message) expect(body.message).toBe(message);
}

describe('the same key answers the first answer again and writes nothing', () => {
  it('replays a saved night: same status and body, one row', async () => {
    const { user, token } = await asParticipant(t.app, t.db);
    const key = newKey();
    const first = await post('/api/sleep/sessions', token, sleepBody({ date: '2026-02-01' }), key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await post('/api/sleep/sessions', token, sleepBody({ date: '2026-02-01' }), key);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The security and caching headers of every API answer come with a replay too.
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.headers['x-content-type-options']).toBe(first.headers['x-content-type-options']);
    expect(await rowsOf(t.db, nights, user.id)).toBe(1);
  });

  it('replays a heart-rate session and a form mark, each written once', async () => {
    const { user, token } = await asExperiment(t.app, t.db);
    const hrKey = newKey();
    const answers = await Promise.all([0, 1].map(async () => post('/api/heart-rate/sessions', token, heartRateBody(), hrKey)));
    const third = await post('/api/heart-rate/sessions', token, heartRateBody(), hrKey);
    for (const response of [...answers, third]) expect([200, 409], response.body).toContain(response.statusCode);
    const succeeded = [...answers, third].filter((r) => r.statusCode === 200);
    expect(new Set(succeeded.map((r) => r.body)).size).toBe(1);
    expect(await rowsOf(t.db, heartRateSessions, user.id)).toBe(1);

    const formKey = newKey();
    const mark = { form_type_id: formId, responses: { completed: true } };
    const first = await post('/api/forms/responses', token, mark, formKey);
    expect(first.statusCode, first.body).toBe(201);
    const again = await post('/api/forms/responses', token, mark, formKey);
    expect([again.statusCode, again.body]).toEqual([201, first.body]);
    expect(await rowsOf(t.db, formResponses, user.id)).toBe(1);
  });

  it('takes a body with its keys in another order as the same request', async () => {
    const { user, token } = await asExperiment(t.app, t.db);
    const key = newKey();
    const body = heartRateBody();
    const reversed = Object.fromEntries(Object.entries(body).reverse());
    const first = await post('/api/heart-rate/sessions', token, body, key);
    const again = await post('/api/heart-rate/sessions', token, reversed, key);
    expect([again.statusCode, again.body]).toEqual([200, first.body]);
    expect(await rowsOf(t.db, heartRateSessions, user.id)).toBe(1);
  });

  it('stores the JSON itself, not the compressed bytes a first caller asked for', async () => {
    const { token } = await asParticipant(t.app, t.db);
    const key = newKey();
    // A long note takes the answer above the compression threshold (plugins/compression.ts).
    const body = sleepBody({ date: '2026-02-02', notes: 'Gece boyunca rüzgâr vardı. '.repeat(30) });
    const first = await post('/api/sleep/sessions', token, body, key, { 'accept-encoding': 'gzip' });
    expect(first.statusCode).toBe(201);
    expect(first.headers['content-encoding']).toBe('gzip');
    const firstJson = gunzipSync(first.rawPayload).toString('utf8');
    const again = await post('/api/sleep/sessions', token, body, key);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.body).toBe(firstJson);
  });

  it('behaves as before without the header: a second identical mark is a second row', async () => {
    const { user, token } = await asExperiment(t.app, t.db);
    for (let i = 0; i < 2; i += 1) expect((await post('/api/heart-rate/sessions', token, heartRateBody())).statusCode).toBe(200);
    expect(await rowsOf(t.db, heartRateSessions, user.id)).toBe(2);
    expect(await keyRows(user.id)).toBe(0);
  });
});

describe('a key used for another request', () => {
  it('answers 422 with a Turkish message for another body, and writes nothing', async () => {
    const { user, token } = await asParticipant(t.app, t.db);
    const key = newKey();
    expect((await post('/api/sleep/sessions', token, sleepBody({ date: '2026-02-03' }), key)).statusCode).toBe(201);
    const other = await post('/api/sleep/sessions', token, sleepBody({ date: '2026-02-04' }), key);
    expectTurkishError(other, 422, 'IDEMPOTENCY_KEY_REUSED', OFFLINE_WRITE_MSG.keyReused);
    expect(await rowsOf(t.db, nights, user.id)).toBe(1);
  });

  it('answers 422 for another route under the same key', async () => {
    const { user, token } = await asExperiment(t.app, t.db);
    const key = newKey();
    expect((await post('/api/heart-rate/sessions', token, heartRateBody(), key)).statusCode).toBe(200);
    const other = await post('/api/forms/responses', token, { form_type_id: formId, responses: {} }, key);
    expectTurkishError(other, 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(await rowsOf(t.db, formResponses, user.id)).toBe(0);
  });

  it('lets another account use the same key independently', async () => {
    const a = await asParticipant(t.app, t.db);
    const b = await asParticipant(t.app, t.db);
    const key = newKey();
    const first = await post('/api/sleep/sessions', a.token, sleepBody({ date: '2026-02-05' }), key);
    const second = await post('/api/sleep/sessions', b.token, sleepBody({ date: '2026-02-05' }), key);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().session.id).not.toBe(first.json().session.id);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect([await rowsOf(t.db, nights, a.user.id), await rowsOf(t.db, nights, b.user.id)]).toEqual([1, 1]);
  });
});

describe('the 24-hour window', () => {
  it('writes again under an expired key, and the sweep deletes expired keys', async () => {
    const { user, token } = await asExperiment(t.app, t.db);
    const key = newKey();
    const sentFrom = Date.now();
    const first = await post('/api/heart-rate/sessions', token, heartRateBody(), key);
    const answeredBy = Date.now();
    const [row] = await t.db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key)));
    expect(row).toMatchObject({ state: 'done', responseStatus: 200, responseBody: first.body });
    // 24 hours from the moment the key was taken, which lies between the request and its answer.
    expect(row!.expiresAt.getTime()).toBeGreaterThanOrEqual(sentFrom + 24 * 3_600_000);
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(answeredBy + 24 * 3_600_000);

    await t.db.update(idempotencyKeys).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(idempotencyKeys.userId, user.id));
    const again = await post('/api/heart-rate/sessions', token, heartRateBody(), key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.json().session.id).not.toBe(first.json().session.id);
    expect(await rowsOf(t.db, heartRateSessions, user.id)).toBe(2);

    await t.db.update(idempotencyKeys).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(idempotencyKeys.userId, user.id));
    expect(await t.app.idempotency.sweep()).toBeGreaterThanOrEqual(1);
    expect(await keyRows(user.id)).toBe(0);
  });
});

describe('a failed request does not keep its key', () => {
  it('frees the key of a 400, so the corrected retry goes through', async () => {
    const { user, token } = await asParticipant(t.app, t.db);
    const key = newKey();
    const invalid = await post('/api/sleep/sessions', token, sleepBody({ date: '2026-02-06', sleep_quality: 11 }), key);
    expect(invalid.statusCode).toBe(400);
    expect(await keyRows(user.id)).toBe(0);
    const corrected = await post('/api/sleep/sessions', token, sleepBody({ date: '2026-02-06' }), key);
    expect(corrected.statusCode, corrected.body).toBe(201);
    expect(await rowsOf(t.db, nights, user.id)).toBe(1);
  });

  it('frees the key of a refusal the route itself answers (409: the night is already saved)', async () => {
    const { user, token } = await asParticipant(t.app, t.db);
    expect((await post('/api/sleep/sessions', token, sleepBody({ date: '2026-02-07' }))).statusCode).toBe(201);
    const key = newKey();
    const duplicate = await post('/api/sleep/sessions', token, sleepBody({ date: '2026-02-07' }), key);
    expectTurkishError(duplicate, 409, 'CONFLICT');
    expect(await keyRows(user.id)).toBe(0);
  });

  it('answers a malformed key with 400 and a Turkish message, writing nothing', async () => {
    const { user, token } = await asParticipant(t.app, t.db);
    for (const key of ['short', 'a'.repeat(129), 'has space in it', 'ümlaut-anahtar', 'semi;colon;key', '']) {
      const response = await post('/api/sleep/sessions', token, sleepBody({ date: '2026-02-08' }), key);
      expectTurkishError(response, 400, 'VALIDATION_ERROR', OFFLINE_WRITE_MSG.keyInvalid);
    }
    expect(await rowsOf(t.db, nights, user.id)).toBe(0);
    expect(await keyRows(user.id)).toBe(0);
    // The bounds themselves are accepted.
    for (const [key, date] of [['a'.repeat(8), '2026-02-08'], ['Z_-9'.repeat(32), '2026-02-09']] as const) {
      expect((await post('/api/sleep/sessions', token, sleepBody({ date }), key)).statusCode).toBe(201);
    }
  });
});

describe('two requests with one key at once', () => {
  it('writes once: the racer is answered the stored answer or 409 "still being processed"', async () => {
    const { user, token } = await asExperiment(t.app, t.db);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 6 }, () => post('/api/heart-rate/sessions', token, heartRateBody(), key)));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.body)).size).toBe(1);
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expectTurkishError(r, 409, 'IDEMPOTENCY_IN_PROGRESS', OFFLINE_WRITE_MSG.inProgress);
      expect(r.headers['retry-after']).toBe('2');
    }
    expect(await rowsOf(t.db, heartRateSessions, user.id)).toBe(1);
  });

  it('answers 409 while the first request holds the key, and lets a retry take over a request that never finished', async () => {
    const { user, token } = await asParticipant(t.app, t.db);
    const key = newKey();
    const body = sleepBody({ date: '2026-02-10' });
    // The first request claimed the key and is still running (or its process stopped).
    const first = await post('/api/sleep/sessions', token, body, key);
    await t.db.delete(nights).where(eq(nights.userId, user.id));
    await t.db
      .update(idempotencyKeys)
      .set({ state: 'pending', responseStatus: null, responseBody: null })
      .where(eq(idempotencyKeys.userId, user.id));
    const racer = await post('/api/sleep/sessions', token, body, key);
    expectTurkishError(racer, 409, 'IDEMPOTENCY_IN_PROGRESS');
    expect(await rowsOf(t.db, nights, user.id)).toBe(0);

    // Five minutes on, no request is still running: the key is taken over.
    await t.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '6 minutes'` }).where(eq(idempotencyKeys.userId, user.id));
    const retry = await post('/api/sleep/sessions', token, body, key);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json().session.id).not.toBe(first.json().session.id);
    expect(await rowsOf(t.db, nights, user.id)).toBe(1);
  });
});

/**
 * Per route that opts in (the route matrix covers every route's guard and bad input without the
 * header; route-matrix.test.ts): the same checks with a key, which must never get ahead of them.
 */
describe('route matrix of the idempotent routes', () => {
  interface Case {
    role: 'user' | 'experiment';
    body: () => Record<string, unknown>;
    invalid: Record<string, unknown>;
    status: number;
    table: typeof nights | typeof heartRateSessions | typeof formResponses;
  }
  const cases: Record<string, Case> = {
    'POST /api/sleep/sessions': { role: 'user', body: () => sleepBody({ date: '2026-02-11' }), invalid: sleepBody({ bedtime: '25:99' }), status: 201, table: nights },
    'POST /api/heart-rate/sessions': { role: 'experiment', body: heartRateBody, invalid: heartRateBody({ heart_rate_before: 500 }), status: 200, table: heartRateSessions },
    'POST /api/forms/responses': { role: 'user', body: () => ({ form_type_id: formId, responses: {} }), invalid: { form_type_id: 'kimlik-degil' }, status: 201, table: formResponses },
  };

  it('covers exactly the writes the outbox replays', () => {
    expect([...t.app.idempotency.routes].sort()).toEqual(Object.keys(cases).sort());
  });

  for (const [route, c] of Object.entries(cases)) {
    const url = route.split(' ')[1]!;
    it(`${route}: 401 before the key, 403 to the wrong role, 400 on bad input (key freed), then the write once`, async () => {
      expectTurkishError(await post(url, '', c.body(), 'bad key'), 401, 'UNAUTHENTICATED');
      expectTurkishError(await post(url, 'not-a-real-token', c.body(), newKey()), 401, 'UNAUTHENTICATED');
      if (c.role === 'experiment') {
        const control = await asParticipant(t.app, t.db);
        expectTurkishError(await post(url, control.token, c.body(), newKey()), 403, 'FORBIDDEN');
        expect(await keyRows(control.user.id)).toBe(0);
      }
      const { user, token } = c.role === 'experiment' ? await asExperiment(t.app, t.db) : await asParticipant(t.app, t.db);
      const key = newKey();
      const invalid = await post(url, token, c.invalid, key);
      expect(invalid.statusCode, invalid.body).toBe(400);
      expect(invalid.json().success).toBe(false);
      expectTurkishError(await post(url, token, c.body(), 'x'), 400, 'VALIDATION_ERROR', OFFLINE_WRITE_MSG.keyInvalid);
      expect(await keyRows(user.id)).toBe(0);
      const first = await post(url, token, c.body(), key);
      const again = await post(url, token, c.body(), key);
      expect([first.statusCode, again.statusCode, again.body]).toEqual([c.status, c.status, first.body]);
      expect(await rowsOf(t.db, c.table, user.id)).toBe(1);
    });
  }
});

describe('logs', () => {
  it('never hold a key', () => {
    expect(usedKeys.length).toBeGreaterThan(10);
    for (const line of logged) for (const key of usedKeys) expect(line).not.toContain(key);
  });
});
