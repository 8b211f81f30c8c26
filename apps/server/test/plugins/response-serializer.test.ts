import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminUsersResponseSchema, nightListResponseSchema } from '@uyku/domain';
import { populateEveryTable } from '../support/factories-backup.js';
import { asAdmin, asParticipant } from '../support/factories.js';
import { createNight, sleepBody } from '../support/factories-sleep.js';
import { insertMessage } from '../support/factories-chat.js';
import { buildTestApp, call, type TestApp } from '../support/helpers.js';

/**
 * Answers are written by fast-json-stringify from their schemas (plugins/response-serializer.ts).
 * Every answer a route gives with a response schema is caught before it is written, and the bytes
 * sent are compared with what the former writer made of the same answer: the type provider's
 * serializer, which parsed the answer with the schema and wrote the result with JSON.stringify.
 */
interface Caught {
  route: string;
  schema: z.ZodType;
  payload: unknown;
}
const caught: Caught[] = [];

function watch(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const responses = request.routeOptions.schema?.response as Record<number, unknown> | undefined;
    const schema = responses?.[reply.statusCode];
    if (schema instanceof z.ZodType) caught.push({ route: `${request.method} ${request.routeOptions.url}`, schema, payload });
    return payload;
  });
}

let t: TestApp;
let admin: string;
let participant: string;
beforeAll(async () => {
  t = await buildTestApp({}, { beforeReady: watch });
  await populateEveryTable(t.app, t.db);
  admin = (await asAdmin(t.app, t.db)).token;
  const person = await asParticipant(t.app, t.db, { group: 'experiment', name: 'Çiğdem Öztürk' });
  participant = person.token;
  // Answers with what a JSON writer must escape: quotes, backslashes, controls, line separators, astral letters.
  const night = await createNight(t.app, participant, { date: '2025-10-03' });
  // Stored, not sent: the text policy refuses controls in what a participant sends.
  await t.db.execute(sql`update sleep_sessions set notes = ${'Çay "iki"\\ bardak\n\t\u0001 \u2028 ğüşıöç 😴 </script>'} where id = ${night}`);
  await createNight(t.app, participant, { date: '2025-10-02' });
  await insertMessage(t.db, { userId: person.user.id, sender: 'expert', text: 'Merhaba "uzman"\\\n😴 \u2029' });
});
afterAll(async () => t.close());

/** Calls a route and compares the bytes it sent with the former writer's, if the answer had a schema. */
async function sameBytes(method: 'GET' | 'POST', url: string, token: string, body?: unknown): Promise<string | null> {
  caught.length = 0;
  const response = await call(t.app, method, url, { token, body });
  const answer = caught.at(-1);
  if (!answer) return null;
  expect(response.body, `${method} ${url}`).toBe(JSON.stringify(answer.schema.parse(answer.payload)));
  return answer.route;
}

/**
 * A route whose answer the database writes whole (the night list, the user list) passes no writer to catch: its
 * text must be what the former writer makes of the same values, the schema's keys in its order.
 * (sleep-list.test.ts and admin-users-list.test.ts compare them with answers built from drizzle's rows as well.)
 */
async function writtenAsTheSchemaSays(url: string, schema: z.ZodType, token: string): Promise<string> {
  caught.length = 0;
  const response = await call(t.app, 'GET', url, { token });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(caught).toEqual([]);
  expect(response.body).toBe(JSON.stringify(schema.parse(JSON.parse(response.body))));
  return `GET ${url}`;
}

describe('answers written from their schemas', () => {
  it('writes the benchmarked routes byte for byte as the former writer did', async () => {
    const checked = [
      await writtenAsTheSchemaSays('/api/sleep/sessions', nightListResponseSchema, participant),
      await sameBytes('POST', '/api/sleep/sessions', participant, sleepBody({ date: '2025-10-04' })),
      await sameBytes('GET', '/api/chat/messages', participant),
      await sameBytes('GET', '/api/chat/unread-count', participant),
      await sameBytes('GET', '/api/admin/stats', admin),
      await writtenAsTheSchemaSays('/api/admin/users', adminUsersResponseSchema, admin),
      await sameBytes('GET', '/api/admin/sleep-data?limit=20', admin),
    ];
    expect(checked).toEqual([
      'GET /api/sleep/sessions',
      'POST /api/sleep/sessions',
      'GET /api/chat/messages',
      'GET /api/chat/unread-count',
      'GET /api/admin/stats',
      'GET /api/admin/users',
      'GET /api/admin/sleep-data',
    ]);
  });

  it('writes every other GET route without parameters alike, for an admin and for a participant', async () => {
    const compared = new Set<string>();
    const getRoutes = t.app.routeAccess.filter((r) => r.method === 'GET' && !r.hasParams && r.url !== '/api/realtime').map((r) => r.url);
    expect(getRoutes.length).toBeGreaterThan(40);
    for (const url of getRoutes.sort()) {
      for (const token of [admin, participant]) {
        const route = await sameBytes('GET', url, token);
        if (route) compared.add(route);
      }
    }
    // Most of those answer with a schema; a list that shrank would mean the hook saw nothing.
    expect(compared.size).toBeGreaterThan(30);
  });
});
