import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formResponses } from '../../src/db/schema/index.js';
import { buildTestApp, call, type TestApp } from '../support/helpers.js';
import { asAdmin, asParticipant } from '../support/factories.js';

/**
 * One text policy for every string of a request, at any depth and in keys (plugins/text-policy.ts):
 * a lone surrogate nested in a form's answers or in one of their keys is stored as U+FFFD instead
 * of reaching json/jsonb (which refuses it, 22P02) and answering 500; a body nested deeper than any
 * request answers a Turkish 400; and should the database still refuse a value's text (22P02), the
 * answer is a Turkish 400.
 */
let t: TestApp;
let admin: string;
let participant: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await asAdmin(t.app, t.db)).token;
  participant = (await asParticipant(t.app, t.db)).token;
});
afterAll(async () => t.close());

async function addForm(body: Record<string, unknown>): Promise<string> {
  const response = await call(t.app, 'POST', '/api/forms/admin/add', { token: admin, body });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json().form as { id: string }).id;
}

/** The raw JSON text, so the escapes of lone surrogates reach the server as a client would send them. */
function postRaw(url: string, json: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${participant}`, 'content-type': 'application/json' },
    payload: json,
  });
}

async function storedResponses(formId: string): Promise<Record<string, unknown>[]> {
  const rows = await t.db
    .select({ responses: formResponses.responses })
    .from(formResponses)
    .where(eq(formResponses.formId, formId));
  return rows.map((row) => row.responses as Record<string, unknown>);
}

describe('lone surrogates at any depth', () => {
  it('stores a response key with a lone surrogate as U+FFFD instead of answering 500', async () => {
    const formId = await addForm({ title: 'Dış form', google_form_url: 'https://docs.google.com/forms/d/e/1FAIpQLSdX/viewform' });
    const answer = await postRaw('/api/forms/responses', `{"form_type_id":"${formId}","responses":{"x\\ud800y":1,"filled":true}}`);
    expect(answer.statusCode, answer.body).toBe(201);
    const [stored] = await storedResponses(formId);
    expect(Object.keys(stored ?? {})).toContain('x\uFFFDy');
  });

  it('cleans a string inside an answer’s list like any other answer text', async () => {
    const formId = await addForm({ title: 'Dış form 2', google_form_url: 'https://docs.google.com/forms/d/e/1FAIpQLSdY/viewform' });
    const answer = await postRaw(
      '/api/forms/responses',
      `{"form_type_id":"${formId}","responses":{"filled":true,"list":["a\\udc00b","\\u202Eters\\u0000"]}}`,
    );
    expect(answer.statusCode, answer.body).toBe(201);
    const [stored] = await storedResponses(formId);
    expect(stored?.list).toEqual(['a\uFFFDb', 'ters']);
  });

  it('refuses a body nested deeper than any request with a Turkish 400 and stores nothing', async () => {
    const formId = await addForm({ title: 'Dış form 3', google_form_url: 'https://docs.google.com/forms/d/e/1FAIpQLSdZ/viewform' });
    const deep = `${'['.repeat(5_000)}"x"${']'.repeat(5_000)}`;
    const answer = await postRaw('/api/forms/responses', `{"form_type_id":"${formId}","responses":{"filled":${deep}}}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, code: 'BAD_REQUEST', message: 'İstek gövdesi çok fazla iç içe değer içeriyor' });
    expect(await storedResponses(formId)).toEqual([]);
  });
});

describe('the database backstop', () => {
  it('answers text the database cannot read (22P02) with a Turkish 400, never 500', async () => {
    const formId = await addForm({ title: 'Dış form 4', google_form_url: 'https://docs.google.com/forms/d/e/1FAIpQLSdW/viewform' });
    const name = 'test_fail_form_responses_22p02';
    await t.db.execute(
      sql.raw(
        `create function ${name}() returns trigger language plpgsql as $$ begin raise exception 'forced' using errcode = '22P02'; end $$`,
      ),
    );
    await t.db.execute(sql.raw(`create trigger ${name} before insert on form_responses for each row execute function ${name}()`));
    try {
      const answer = await postRaw('/api/forms/responses', `{"form_type_id":"${formId}","responses":{"filled":true}}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(answer.json().message).toMatch(/kaydedilemeyen karakterler/);
    } finally {
      await t.db.execute(sql.raw(`drop trigger ${name} on form_responses`));
      await t.db.execute(sql.raw(`drop function ${name}()`));
    }
    expect(await storedResponses(formId)).toEqual([]);
  });
});

describe('the stratification question and its options', () => {
  it('are cleaned like every admin text before they are stored and shown at registration', async () => {
    const body = {
      studyStartDate: '2026-01-01',
      baselineDays: 7,
      interventionDays: 28,
      followUpDays: 7,
      allocationMode: 'randomised',
      blockScheme: 'fixed-4',
      stratificationQuestion: ' \u202EYaş\u001b[31m grubu\b? ',
      stratificationOptions: ['\u202E18–30\u0007', '31\u200E+\u001b', '\u200B'],
    };
    // An option that is only invisible characters is no option: refused, nothing stored.
    const refused = await call(t.app, 'PUT', '/api/admin/study', { token: admin, body });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe('Tabakalama sorusu için 2 ile 6 arasında, her biri en fazla 100 karakterlik farklı seçenek girin');

    const saved = await call(t.app, 'PUT', '/api/admin/study', { token: admin, body: { ...body, stratificationOptions: body.stratificationOptions.slice(0, 2) } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings.stratification_question).toBe('Yaş[31m grubu?');
    expect(saved.json().settings.stratification_options).toEqual(['18–30', '31\u200E+']);
    const shown = await call(t.app, 'GET', '/api/study/registration');
    expect(shown.json().stratification_question).toBe('Yaş[31m grubu?');
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    expect(JSON.stringify(shown.json())).not.toMatch(/[\u0000-\u001f\u202a-\u202e]/);
  });
});
