import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participantCode } from '@uyku/domain';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { asAdmin, asExperiment, asParticipant, signedIn } from '../../support/factories.js';

/**
 * /api/forms: the original external Google forms (address rule, toggle, delete, counts, bare arrays),
 * group limits, and built-in questionnaires with validation, reverse-scored items and versions.
 */
let t: TestApp;
let admin: string;
let control: { token: string; user: { id: string; participantNumber: number; name: string; phone: string } };
let experiment: { token: string; user: { id: string } };

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await asAdmin(t.app, t.db)).token;
  control = await asParticipant(t.app, t.db, { name: 'Ayşe Yılmaz', email: 'ayse@example.com' });
  experiment = await asExperiment(t.app, t.db);
});
afterAll(async () => t.close());

const GOOGLE = 'https://docs.google.com/forms/d/e/1FAIpQLSdTest/viewform';

async function addForm(body: Record<string, unknown>) {
  const response = await call(t.app, 'POST', '/api/forms/admin/add', { token: admin, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().form as { id: string };
}

async function typesOf(token: string) {
  const response = await call(t.app, 'GET', '/api/forms/types', { token });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: string; title: string; is_filled: boolean; last_filled_at: string | null; google_form_url: string }[];
}

describe('adding an external form', () => {
  it.each([
    GOOGLE,
    'https://docs.google.com/forms/d/abc/viewform?usp=sf_link',
    'http://docs.google.com/forms/d/abc/edit',
    'https://forms.gle/AbCdEf123',
  ])('accepts the Google Forms link %s', async (url) => {
    const response = await call(t.app, 'POST', '/api/forms/admin/add', {
      token: admin,
      body: { title: 'Kabul', description: '', google_form_url: url },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, message: '✅ Form başarıyla eklendi!' });
    expect(response.json().form.google_form_url).toMatch(/^https:\/\/(docs\.google\.com\/forms\/|forms\.gle\/)/);
    await call(t.app, 'DELETE', `/api/forms/admin/${response.json().form.id}`, { token: admin });
  });

  it.each([
    'https://example.com/forms/abc',
    'https://docs.google.com/document/d/abc',
    'https://docs.google.com.evil.example/forms/d/abc',
    'https://evil.example/?next=docs.google.com/forms/x',
    'example.com/forms/abc',
    'docs.google.com/document/d/abc',
    'javascript:alert(1)',
    '',
  ])('rejects %j with the address rule\'s message', async (url) => {
    const response = await call(t.app, 'POST', '/api/forms/admin/add', {
      token: admin,
      body: { title: 'Red', description: '', google_form_url: url },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: '❌ Lütfen geçerli bir Google Form linki giriniz!' });
  });

  it.each([
    ['docs.google.com/forms/d/e/abc/viewform', 'https://docs.google.com/forms/d/e/abc/viewform'],
    ['forms.gle/AbCdEf123', 'https://forms.gle/AbCdEf123'],
  ])('accepts %s without a scheme and stores it with https', async (url, stored) => {
    const response = await call(t.app, 'POST', '/api/forms/admin/add', {
      token: admin,
      body: { title: 'Şemasız', description: '', google_form_url: url },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().form.google_form_url).toBe(stored);
    const all = await call(t.app, 'GET', '/api/forms/admin/all', { token: admin });
    const listed = (all.json() as { id: string; google_form_url: string }[]).find((f) => f.id === response.json().form.id);
    expect(listed?.google_form_url).toBe(stored);
    await call(t.app, 'DELETE', `/api/forms/admin/${response.json().form.id}`, { token: admin });
  });

  it('requires a title', async () => {
    const response = await call(t.app, 'POST', '/api/forms/admin/add', {
      token: admin,
      body: { title: '  \u200B ', google_form_url: GOOGLE },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Form başlığı gereklidir');
  });

  it('answers 401 without a token and 403 to a participant on every admin call', async () => {
    const add = { title: 'X', google_form_url: GOOGLE };
    expect((await call(t.app, 'GET', '/api/forms/types')).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/forms/admin/add', { body: add })).statusCode).toBe(401);
    for (const [method, url] of [
      ['GET', '/api/forms/admin/all'],
      ['POST', '/api/forms/admin/add'],
      ['GET', `/api/forms/admin/responses/${control.user.id}`],
      ['PATCH', `/api/forms/admin/${control.user.id}/toggle`],
      ['DELETE', `/api/forms/admin/${control.user.id}`],
    ] as const) {
      const response = await call(t.app, method, url, { token: control.token, ...(method === 'POST' ? { body: add } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('participants and external forms', () => {
  it('lists active forms as a bare array, pre-fills the participant code, and counts respondents and responses', async () => {
    const form = await addForm({
      title: 'Algılanan Stres',
      description: 'Haftalık anket',
      google_form_url: `${GOOGLE}?usp=sf_link`,
      participant_field: 'entry.123456',
    });
    const before = (await typesOf(control.token)).find((f) => f.id === form.id)!;
    expect(before).toMatchObject({ title: 'Algılanan Stres', description: 'Haftalık anket', is_filled: false, last_filled_at: null });
    expect(before.google_form_url).toBe(`${GOOGLE}?usp=pp_url&entry.123456=${participantCode(control.user.participantNumber)}`);

    const body = {
      form_type_id: form.id,
      responses: { filled: true, timestamp: new Date().toISOString(), user_name: control.user.name, user_phone: control.user.phone },
    };
    for (const token of [control.token, control.token, experiment.token]) {
      const response = await call(t.app, 'POST', '/api/forms/responses', { token, body });
      expect(response.statusCode).toBe(201);
      expect(response.json().message).toBe('✅ Form başarıyla kaydedildi!');
    }
    const after = (await typesOf(control.token)).find((f) => f.id === form.id)!;
    expect(after.is_filled).toBe(true);
    expect(Date.parse(after.last_filled_at!)).not.toBeNaN();

    const all = await call(t.app, 'GET', '/api/forms/admin/all', { token: admin });
    expect(Array.isArray(all.json())).toBe(true);
    expect(all.json().find((f: { id: string }) => f.id === form.id)).toMatchObject({
      is_active: true,
      response_count: 2,
      total_responses: 3,
      participant_field: 'entry.123456',
    });

    const responses = await call(t.app, 'GET', `/api/forms/admin/responses/${form.id}`, { token: admin });
    expect(responses.statusCode).toBe(200);
    expect(responses.json()).toHaveLength(3);
    const mine = responses.json().find((r: { user_id: string }) => r.user_id === control.user.id);
    expect(mine).toMatchObject({ user_name: 'Ayşe Yılmaz', user_phone: control.user.phone, user_email: 'ayse@example.com' });
    expect(mine.responses.filled).toBe(true);
    // The name and phone the client copies into the map are not stored twice.
    expect(mine.responses).not.toHaveProperty('user_name');
  });

  it('hides a toggled-off form from participants and refuses responses to it', async () => {
    const form = await addForm({ title: 'Geçici', google_form_url: GOOGLE });
    const toggled = await call(t.app, 'PATCH', `/api/forms/admin/${form.id}/toggle`, { token: admin });
    expect(toggled.statusCode).toBe(200);
    expect(toggled.json().is_active).toBe(false);
    expect((await typesOf(control.token)).map((f) => f.id)).not.toContain(form.id);
    const refused = await call(t.app, 'POST', '/api/forms/responses', {
      token: control.token,
      body: { form_type_id: form.id, responses: { filled: true } },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Form bulunamadı');

    await call(t.app, 'PATCH', `/api/forms/admin/${form.id}/toggle`, { token: admin });
    expect((await typesOf(control.token)).map((f) => f.id)).toContain(form.id);
  });

  it('deletes a form with its responses', async () => {
    const form = await addForm({ title: 'Silinecek', google_form_url: GOOGLE });
    await call(t.app, 'POST', '/api/forms/responses', { token: control.token, body: { form_type_id: form.id, responses: { filled: true } } });
    const deleted = await call(t.app, 'DELETE', `/api/forms/admin/${form.id}`, { token: admin });
    expect(deleted.json()).toEqual({ success: true, message: '✅ Form silindi!' });
    expect((await typesOf(control.token)).map((f) => f.id)).not.toContain(form.id);
    expect((await call(t.app, 'GET', `/api/forms/admin/responses/${form.id}`, { token: admin })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/forms/admin/${form.id}`, { token: admin })).statusCode).toBe(404);
  });

  it('limits a form to one group: the other group neither sees nor answers it', async () => {
    const form = await addForm({ title: 'Yalnız deney', google_form_url: GOOGLE, audience: 'experiment' });
    expect((await typesOf(experiment.token)).map((f) => f.id)).toContain(form.id);
    expect((await typesOf(control.token)).map((f) => f.id)).not.toContain(form.id);
    expect((await typesOf(admin)).map((f) => f.id)).toContain(form.id);
    const refused = await call(t.app, 'POST', '/api/forms/responses', {
      token: control.token,
      body: { form_type_id: form.id, responses: { filled: true } },
    });
    expect(refused.statusCode).toBe(404);
    const controlOnly = await addForm({ title: 'Yalnız kontrol', google_form_url: GOOGLE, audience: 'control' });
    expect((await typesOf(experiment.token)).map((f) => f.id)).not.toContain(controlOnly.id);
    expect((await typesOf(control.token)).map((f) => f.id)).toContain(controlOnly.id);
  });
});

const BUILTIN = {
  kind: 'builtin',
  title: 'Uyku Alışkanlıkları (örnek)',
  description: 'Uydurma örnek ölçek',
  definition: {
    questions: [
      { id: 'rested', kind: 'likert', text: 'Sabahları dinlenmiş uyanırım', min: 1, max: 5, min_label: 'Hiç', max_label: 'Her zaman', reverse: true },
      {
        id: 'wake',
        kind: 'single_choice',
        text: 'Gece ne sıklıkla uyanırsınız?',
        options: [
          { label: 'Hiç', score: 0 },
          { label: 'Haftada bir', score: 1 },
          { label: 'Her gece', score: 3 },
        ],
      },
      { id: 'hours', kind: 'number', text: 'Kaç saat uyursunuz?', min: 0, max: 24 },
      { id: 'bed', kind: 'time', text: 'Genellikle kaçta yatarsınız?', required: false },
      { id: 'note', kind: 'long_text', text: 'Eklemek istedikleriniz', required: false },
    ],
    bands: [
      { min: 0, max: 3, label: 'iyi' },
      { min: 4, max: 8, label: 'kötü' },
    ],
  },
};

describe('built-in questionnaires', () => {
  it('rejects a missing required answer and an out-of-range number with Turkish messages', async () => {
    const form = await addForm(BUILTIN);
    const missing = await call(t.app, 'POST', '/api/forms/responses', {
      token: control.token,
      body: { form_type_id: form.id, responses: { rested: 2, hours: 7 } },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('2. soru yanıtlanmalıdır');
    const outOfRange = await call(t.app, 'POST', '/api/forms/responses', {
      token: control.token,
      body: { form_type_id: form.id, responses: { rested: 2, wake: 1, hours: 30 } },
    });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().message).toBe('3. soru için 0 ile 24 arasında bir sayı giriniz');
  });

  it('scores with the reverse item on a worked example, stores once, and reopens read-only with the answers', async () => {
    const form = await addForm(BUILTIN);
    // rested 2 on 1–5 reversed → 4; wake 'Her gece' → 3; total 7 → band 'kötü'.
    const saved = await call(t.app, 'POST', '/api/forms/responses', {
      token: control.token,
      body: { form_type_id: form.id, responses: { rested: 2, wake: 2, hours: 6.5, bed: '23:30', note: 'Stresli hafta\u0000' } },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ message: '✅ Form başarıyla kaydedildi!', score: 7, band: 'kötü' });

    const again = await call(t.app, 'POST', '/api/forms/responses', {
      token: control.token,
      body: { form_type_id: form.id, responses: { rested: 5, wake: 0, hours: 8 } },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Bu formu zaten doldurdunuz');

    const reopened = await call(t.app, 'GET', `/api/forms/${form.id}`, { token: control.token });
    expect(reopened.json().my_response).toMatchObject({
      answers: { rested: 2, wake: 2, hours: 6.5, bed: '23:30', note: 'Stresli hafta' },
      score: 7,
      band: 'kötü',
      version: 1,
    });
    expect((await call(t.app, 'GET', `/api/forms/${form.id}`, { token: experiment.token })).json().my_response).toBeNull();

    const listed = (await typesOf(control.token)).find((f) => f.id === form.id)!;
    expect(listed).toMatchObject({ is_filled: true, google_form_url: '' });

    const responses = (await call(t.app, 'GET', `/api/forms/admin/responses/${form.id}`, { token: admin })).json();
    expect(responses[0]).toMatchObject({
      score: 7,
      band: 'kötü',
      version: 1,
      responses: {
        'Sabahları dinlenmiş uyanırım': '2',
        'Gece ne sıklıkla uyanırsınız?': 'Her gece',
        'Kaç saat uyursunuz?': '6.5',
        'Genellikle kaçta yatarsınız?': '23:30',
      },
    });
  });

  it('keeps earlier responses readable against the questions they answered after an edit, and exports one column per question', async () => {
    const form = await addForm(BUILTIN);
    await call(t.app, 'POST', '/api/forms/responses', {
      token: control.token,
      body: { form_type_id: form.id, responses: { rested: 5, wake: 0, hours: 7.5 } },
    });
    const edited = {
      ...BUILTIN,
      definition: {
        ...BUILTIN.definition,
        questions: [
          { ...BUILTIN.definition.questions[0], text: 'Sabah dinç uyanırım' },
          ...BUILTIN.definition.questions.slice(1, 3),
          { id: 'coffee', kind: 'multiple_choice', text: 'Akşam neler tüketirsiniz?', required: false, options: [{ label: 'Kahve', score: 1 }, { label: 'Çay', score: 1 }] },
        ],
      },
    };
    const put = await call(t.app, 'PUT', `/api/forms/admin/${form.id}`, { token: admin, body: edited });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().form.version).toBe(2);
    await call(t.app, 'POST', '/api/forms/responses', {
      token: experiment.token,
      body: { form_type_id: form.id, responses: { rested: 1, wake: 1, hours: 5, coffee: [0, 1] } },
    });

    const responses = (await call(t.app, 'GET', `/api/forms/admin/responses/${form.id}`, { token: admin })).json();
    const [newer, older] = responses;
    expect(newer).toMatchObject({ version: 2, score: 8, responses: { 'Sabah dinç uyanırım': '1', 'Akşam neler tüketirsiniz?': 'Kahve, Çay' } });
    expect(older).toMatchObject({ version: 1, score: 1, band: 'iyi', responses: { 'Sabahları dinlenmiş uyanırım': '5' } });

    const csv = await call(t.app, 'GET', `/api/forms/admin/responses/${form.id}/csv`, { token: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('form-yanitlari_uyku-aliskanliklari-ornek_');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = csv.body.slice(1).trim().split('\r\n');
    expect(header).toBe(
      'Katılımcı Kodu,Ad Soyad,Telefon,E-posta,Grup,Tarih,Sabah dinç uyanırım,Gece ne sıklıkla uyanırsınız?,Kaç saat uyursunuz?,Akşam neler tüketirsiniz?,Genellikle kaçta yatarsınız?,Eklemek istedikleriniz,Sürüm,Toplam Puan,Puan Aralığı',
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/,Deney,.*,1,Haftada bir,5,"Kahve, Çay",,,2,8,kötü$/);
    expect(lines[1]).toContain(`${participantCode(control.user.participantNumber)},Ayşe Yılmaz,`);
    expect(lines[1]).toMatch(/,5,Hiç,7\.5,,,,1,1,iyi$/);

    // A decimal answer in Turkish Excel's dialect keeps its decimal comma: '7,5', never '7.5' (read there as a date).
    const excel = await call(t.app, 'GET', `/api/forms/admin/responses/${form.id}/csv?dialect=excel-tr`, { token: admin });
    expect(excel.statusCode).toBe(200);
    const excelLines = excel.body.slice(1).trim().split('\r\n');
    expect(excelLines.some((line) => /;5;Hiç;7,5;/.test(line)), excelLines.join('\n')).toBe(true);
  });

  it('refuses a definition with no questions and an edit that changes the kind', async () => {
    const empty = await call(t.app, 'POST', '/api/forms/admin/add', {
      token: admin,
      body: { ...BUILTIN, definition: { questions: [] } },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Form en az bir soru içermelidir');
    const form = await addForm(BUILTIN);
    const changed = await call(t.app, 'PUT', `/api/forms/admin/${form.id}`, {
      token: admin,
      body: { title: 'X', google_form_url: GOOGLE },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe('Bir formun türü sonradan değiştirilemez');
  });

  it('answers 404 to a participant asking for a form of the other group', async () => {
    const form = await addForm({ ...BUILTIN, audience: 'experiment' });
    expect((await call(t.app, 'GET', `/api/forms/${form.id}`, { token: control.token })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/forms/${form.id}`, { token: experiment.token })).statusCode).toBe(200);
  });

  it('removes a participant\'s responses with their account', async () => {
    const form = await addForm(BUILTIN);
    const leaving = await signedIn(t.app, t.db, { name: 'Ayrılan' });
    await call(t.app, 'POST', '/api/forms/responses', {
      token: leaving.token,
      body: { form_type_id: form.id, responses: { rested: 3, wake: 0, hours: 7 } },
    });
    expect((await call(t.app, 'GET', `/api/forms/admin/responses/${form.id}`, { token: admin })).json()).toHaveLength(1);
    await call(t.app, 'DELETE', `/api/admin/users/${leaving.user.id}`, { token: admin });
    expect((await call(t.app, 'GET', `/api/forms/admin/responses/${form.id}`, { token: admin })).json()).toHaveLength(0);
  });
});

describe('a participant\'s own form data', () => {
  it('lists every response of one participant with readable answers, for the data download', async () => {
    const { formResponsesOfUser } = await import('../../../src/core/accounts/form-responses.js');
    const person = await signedIn(t.app, t.db, { name: 'Veri Sahibi' });
    const form = await addForm(BUILTIN);
    await call(t.app, 'POST', '/api/forms/responses', {
      token: person.token,
      body: { form_type_id: form.id, responses: { rested: 1, wake: 0, hours: 9 } },
    });
    const mine = await formResponsesOfUser(t.db, person.user.id);
    expect(mine).toEqual([
      expect.objectContaining({
        form_title: 'Uyku Alışkanlıkları (örnek)',
        score: 5,
        band: 'kötü',
        responses: expect.objectContaining({ 'Gece ne sıklıkla uyanırsınız?': 'Hiç', 'Kaç saat uyursunuz?': '9' }),
      }),
    ]);
  });
});
