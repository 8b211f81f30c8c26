import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { participantCode } from '@uyku/domain';
import { auditLog, formResponses, nights } from '../../../src/db/schema/index.js';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { asAdmin, asParticipant } from '../../support/factories.js';
import { sleepBody } from '../../support/factories-sleep.js';
import { csvRecords, readStudyZip, splitCsvLine } from '../../support/study-export-reader.js';

/**
 * What the study's exports say about a night and a form answer: the WASO used and both TSTs, the
 * last and first save, the analyst's flags, the dates of the codebook, free text kept out of the
 * pseudonymous ZIP unless asked for (then masked, and audited), every question ever asked, and
 * admins' own nights kept out of the study-wide views (docs/sleep-metrics.md).
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof asAdmin>>;
let hulya: Awaited<ReturnType<typeof asParticipant>>;
let other: Awaited<ReturnType<typeof asParticipant>>;
let formId: string;
const LEAK = 'Ben Hülya Kırmızı, tel 0555 123 45 67, e-posta hulya@example.com';

const FORM = {
  kind: 'builtin',
  title: 'Haftalık Anket',
  description: '',
  definition: {
    questions: [
      { id: 'rested', kind: 'likert', text: 'Dinlenmiş uyandım', min: 1, max: 5, min_label: 'Hiç', max_label: 'Çok' },
      { id: 'Old-Q', kind: 'single_choice', text: 'Eski soru', options: [{ label: 'Evet', score: 0 }, { label: 'Hayır', score: 0 }] },
      { id: 'note', kind: 'long_text', text: 'Eklemek istedikleriniz', required: false },
      { id: 'nick', kind: 'short_text', text: 'Takma adınız', required: false },
    ],
  },
};

beforeAll(async () => {
  t = await buildTestApp();
  admin = await asAdmin(t.app, t.db);
  hulya = await asParticipant(t.app, t.db, { name: 'Hülya Kırmızı', group: 'experiment', enrolledOn: '2026-03-01' });
  other = await asParticipant(t.app, t.db, { name: 'Deniz Ak', enrolledOn: '2026-03-01' });
  const added = await call(t.app, 'POST', '/api/forms/admin/add', { token: admin.token, body: FORM });
  expect(added.statusCode, added.body).toBe(201);
  formId = added.json().form.id;
  const first = await call(t.app, 'POST', '/api/forms/responses', {
    token: hulya.token,
    body: { form_type_id: formId, responses: { rested: 4, 'Old-Q': 1, note: LEAK, nick: 'hulya_k 05551234567' } },
  });
  expect(first.statusCode, first.body).toBe(201);
  // Version 2 drops the old question; answers given to it stay in the export.
  const edited = { ...FORM, definition: { questions: FORM.definition.questions.filter((q) => q.id !== 'Old-Q') } };
  expect((await call(t.app, 'PUT', `/api/forms/admin/${formId}`, { token: admin.token, body: edited })).json().form.version).toBe(2);
  expect((await call(t.app, 'POST', '/api/forms/responses', { token: other.token, body: { form_type_id: formId, responses: { rested: 2 } } })).statusCode).toBe(201);
  const session = await call(t.app, 'POST', '/api/heart-rate/sessions', {
    token: hulya.token,
    body: { content_type: 'relaxation', content_id: '00000000-0000-4000-8000-000000000101', content_name: 'Hülya için 0555 123 45 67', heart_rate_before: 80, heart_rate_after: 70, duration: 120 },
  });
  expect(session.statusCode, session.body).toBe(200);
}, 60_000);
afterAll(async () => t.close());

const exportZip = async (query = '') => {
  const response = await call(t.app, 'GET', `/api/admin/export/study${query}`, { token: admin.token });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return readStudyZip(response.rawPayload);
};
const codeOf = (n: number) => participantCode(n);

describe('free text in the pseudonymous ZIP', () => {
  it('leaves text answers and the typed content name out by default, and audits the download', async () => {
    const files = await exportZip();
    const form = files['form_01_responses.csv']!;
    expect(form.header).not.toContain('q_note');
    expect(form.header).not.toContain('q_nick');
    expect(files['heart_rate_sessions.csv']!.header).not.toContain('content_name');
    for (const [name, csv] of Object.entries(files)) expect(csv.text, name).not.toMatch(/Hülya|0555|hulya@/);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'study.export')).orderBy(sql`${auditLog.id} desc`).limit(1);
    expect(entry!.details).toEqual({ freeText: false });
  });

  it('adds them masked only when asked, and audits that', async () => {
    const files = await exportZip('?free_text=1');
    const rows = csvRecords(files['form_01_responses.csv']);
    const mine = rows.find((r) => r.participant_code === codeOf(hulya.user.participantNumber))!;
    expect(mine.q_note).toBe('Ben [ad], tel [telefon], e-posta [e-posta]');
    expect(mine.q_nick).toBe('hulya_k [telefon]');
    expect(csvRecords(files['heart_rate_sessions.csv'])[0]!.content_name).toBe('[ad] için [telefon]');
    for (const [name, csv] of Object.entries(files)) expect(csv.text, name).not.toMatch(/Hülya|0555|hulya@example/);
    expect(files['codebook.csv']!.text).toContain('form_01_responses.csv,q_note,');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'study.export')).orderBy(sql`${auditLog.id} desc`).limit(1);
    expect(entry!.details).toEqual({ freeText: true });
  });

  it('refuses an unknown value of the option with a Turkish message', async () => {
    const response = await call(t.app, 'GET', '/api/admin/export/study?free_text=evet', { token: admin.token });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Serbest metin seçeneği 0 veya 1 olmalıdır');
  });
});

describe('every question ever asked', () => {
  it('keeps a removed question as a column, with the version each answer was given under', async () => {
    const files = await exportZip();
    const form = files['form_01_responses.csv']!;
    expect(form.header).toEqual(expect.arrayContaining(['form_version', 'q_rested', 'q_old_q']));
    const rows = csvRecords(form);
    expect(rows.find((r) => r.participant_code === codeOf(hulya.user.participantNumber))).toMatchObject({ form_version: '1', q_rested: '4', q_old_q: '2' });
    expect(rows.find((r) => r.participant_code === codeOf(other.user.participantNumber))).toMatchObject({ form_version: '2', q_rested: '2', q_old_q: '' });
    expect(files['codebook.csv']!.text).toMatch(/form_01_responses\.csv,q_old_q,Eski soru,Soru kimliği Old-Q \(single_choice\); soran sürümler: 1,/);
  });
});

describe('the form-responses CSV in the study time zone', () => {
  it('names the file by the Istanbul day and dates each answer in Istanbul time', async () => {
    // 22:30 UTC on 9 March is 01:30 on 10 March in Istanbul.
    await t.db.update(formResponses).set({ createdAt: new Date('2026-03-09T22:30:00Z') }).where(eq(formResponses.userId, hulya.user.id));
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-09T22:30:00Z') });
    try {
      const csv = await call(t.app, 'GET', `/api/forms/admin/responses/${formId}/csv`, { token: admin.token });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-disposition']).toContain('_2026-03-10.csv');
      const line = csv.body.split('\r\n').find((l) => l.startsWith(codeOf(hulya.user.participantNumber)))!;
      expect(line).toContain(',10.03.2026 01:30,');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('nights in the exports', () => {
  it('exports the WASO used, both TSTs, the last and the first save, and the analyst’s flags', async () => {
    const post = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/sleep/sessions', { token: other.token, body: sleepBody(body) });
    // Stages 95 + 80 + 225 = 400; asleep 00:10 → 07:30 = 440; WASO recalled 15: the diary gives 425.
    const staged = await post({ date: '2026-03-02', waso_minutes: 15, night_awakenings: 1 });
    expect(staged.statusCode, staged.body).toBe(201);
    const clock = { rem_duration: 0, deep_sleep_duration: 0, light_sleep_duration: 0, total_sleep_minutes: 0 };
    expect((await post({ ...clock, date: '2026-03-03', awake_duration: 0, night_awakenings: 2 })).statusCode).toBe(201);
    expect((await post({ ...clock, date: '2026-03-04', awake_duration: 20, night_awakenings: 0 })).statusCode).toBe(201);
    expect((await post({ ...clock, date: '2026-03-05', awake_duration: 20, night_awakenings: 1 })).statusCode).toBe(201);
    // Saved at 00:30 on its own date, six and a half hours before its 07:30 wake time.
    await t.db.execute(sql`update sleep_sessions set created_at = '2026-03-05T00:30:00+03:00', updated_at = '2026-03-05T00:30:00+03:00' where user_id = ${other.user.id} and sleep_date = '2026-03-05'`);
    // A correction a day later moves saved_at, not first_saved_at.
    const id = staged.json().session.id as string;
    await t.db.update(nights).set({ createdAt: new Date('2026-03-02T08:00:00+03:00') }).where(eq(nights.id, id));
    expect((await call(t.app, 'PUT', `/api/sleep/sessions/${id}`, { token: other.token, body: sleepBody({ date: '2026-03-02', waso_minutes: 15, night_awakenings: 1, notes: 'düzeltme' }) })).statusCode).toBe(200);

    const files = await exportZip();
    const exported = Object.fromEntries(
      csvRecords(files['sleep_records.csv'])
        .filter((r) => r.participant_code === codeOf(other.user.participantNumber))
        .map((r) => [r.sleep_date, r]),
    );
    expect(exported['2026-03-02']).toMatchObject({ waso_used_min: '15', waso_source: 'self_report', tst_min: '400', tst_source: 'stages', tst_diary_min: '425', tst_stage_sum_min: '400' });
    expect(exported['2026-03-02']!.first_saved_at).toMatch(/^2026-03-02T05:00:00(\.0+)?(Z|\+00:00)$/);
    expect(Date.parse(exported['2026-03-02']!.saved_at!)).toBeGreaterThan(Date.parse('2026-11-01'));
    expect(exported['2026-03-03']).toMatchObject({ waso_used_min: '0', waso_source: 'awake_minutes', tst_diary_min: '440', tst_stage_sum_min: '', flag_awakenings_without_waso: '1', flag_waso_without_awakenings: '0' });
    expect(exported['2026-03-04']).toMatchObject({ waso_used_min: '20', flag_waso_without_awakenings: '1', flag_awakenings_without_waso: '0' });
    expect(exported['2026-03-05']).toMatchObject({ flag_saved_before_wake: '1', flag_waso_without_awakenings: '0', flag_awakenings_without_waso: '0' });
    expect(exported['2026-03-02']).toMatchObject({ flag_saved_before_wake: '0' });

    const codebook = files['codebook.csv']!.text;
    for (const column of ['waso_used_min', 'waso_source', 'tst_diary_min', 'tst_stage_sum_min', 'first_saved_at', 'flag_saved_before_wake', 'flag_waso_without_awakenings', 'flag_awakenings_without_waso']) {
      expect(codebook).toContain(`sleep_records.csv,${column},`);
    }
    expect(codebook).toMatch(/sleep_records\.csv,sleep_date,[^\r\n]*bittiği sabah/);
    expect(codebook).toMatch(/daily_usage\.csv,date,[^\r\n]*D−1 akşamı/);

    // The study-wide sleep CSV carries the same WASO and TSTs.
    const csv = await call(t.app, 'GET', `/api/admin/sleep-data/csv?userId=${other.user.id}`, { token: admin.token });
    const [header = '', ...lines] = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    const columns = splitCsvLine(header);
    const staged2 = splitCsvLine(lines.find((l) => l.startsWith('02.03.2026'))!);
    const at = (name: string) => staged2[columns.indexOf(name)];
    expect([at('Kullanılan WASO (dk)'), at('Kullanılan WASO Kaynağı'), at('Günlüğe Göre Uyku Süresi (dk)'), at('Cihaza Göre Uyku Süresi (dk)')]).toEqual(['15', 'Kendi bildirimi', '425', '400']);
  });
});

describe('admins’ own nights', () => {
  it('stay out of the sleep tab overview and the study-wide CSV', async () => {
    const before = (await call(t.app, 'GET', '/api/admin/sleep-data/overview', { token: admin.token })).json().overview;
    expect((await call(t.app, 'POST', '/api/sleep/sessions', { token: admin.token, body: sleepBody({ date: '2026-03-20', notes: 'yönetici denemesi' }) })).statusCode).toBe(201);
    const after = (await call(t.app, 'GET', '/api/admin/sleep-data/overview', { token: admin.token })).json().overview;
    expect(after).toEqual(before);
    const csv = await call(t.app, 'GET', '/api/admin/sleep-data/csv', { token: admin.token });
    expect(csv.body).not.toContain('yönetici denemesi');
    expect(csv.body).not.toContain('20.03.2026');
    // The admin's own diary stays theirs.
    const own = (await call(t.app, 'GET', '/api/sleep/sessions', { token: admin.token })).json().sessions;
    expect(own.map((s: { sleep_date: string }) => s.sleep_date)).toContain('2026-03-20');
  });
});

describe('a heart rate not measured', () => {
  it('is an empty cell with its reason beside it, described in the codebook, and stays out of the paired analysis', async () => {
    const before = (await call(t.app, 'GET', '/api/admin/analytics/heart-rate', { token: admin.token })).json();
    const saved = await call(t.app, 'POST', '/api/heart-rate/sessions', {
      token: hulya.token,
      body: { content_type: 'relaxation', content_id: '00000000-0000-4000-8000-000000000101', heart_rate_before: 'not_measured', heart_rate_after: 66, duration: 60 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const files = await exportZip();
    const rows = csvRecords(files['heart_rate_sessions.csv']).filter((r) => r.participant_code === codeOf(hulya.user.participantNumber));
    expect(rows.map((r) => [r.hr_before_bpm, r.hr_before_missing, r.hr_after_bpm, r.hr_after_missing, r.hr_change_bpm])).toEqual([
      ['80', '', '70', '', '-10'],
      ['', 'not_measured', '66', '', ''],
    ]);
    expect(files['codebook.csv']!.text).toMatch(/heart_rate_sessions\.csv,hr_before_missing,.*not_measured .*not_asked/);
    const after = (await call(t.app, 'GET', '/api/admin/analytics/heart-rate', { token: admin.token })).json();
    expect(after.byType).toEqual(before.byType);
    expect(after.method).toContain('Ölçemedim');
  });
});
