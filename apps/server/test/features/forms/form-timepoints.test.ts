import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, participantCode, todayInStudyZone } from '@uyku/domain';
import { formResponses, forms, users } from '../../../src/db/schema/index.js';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { asAdmin, asParticipant, createUser } from '../../support/factories.js';

/**
 * Timepoint forms (decision 009): a form scheduled at study days, the timepoint
 * a response answers, one response per participant per timepoint, and completion per day.
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

const GOOGLE = 'https://docs.google.com/forms/d/e/1FAIpQLSdTimepoints/viewform';
const BUILTIN_DEFINITION = {
  questions: [{ id: 'q1', kind: 'likert', text: 'Kendimi gergin hissettim', required: true, min: 1, max: 5 }],
};

/** Enrolled so that today is study day `day` (the enrolment day is day 1). */
const onDay = (day: number): { enrolledOn: string } => ({ enrolledOn: addCalendarDays(todayInStudyZone(), 1 - day) });

async function addForm(body: Record<string, unknown>): Promise<{ id: string; schedule_days: number[] }> {
  const response = await call(t.app, 'POST', '/api/forms/admin/add', {
    token: admin,
    body: { title: 'Ölçek', description: '', google_form_url: GOOGLE, ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().form;
}

const submit = (token: string, formId: string, responses: Record<string, unknown> = { filled: true }) =>
  call(t.app, 'POST', '/api/forms/responses', { token, body: { form_type_id: formId, responses } });

async function stored(formId: string) {
  return t.db
    .select({ userId: formResponses.userId, day: formResponses.timepointDay })
    .from(formResponses)
    .where(eq(formResponses.formId, formId));
}

async function typeOf(token: string, formId: string) {
  const response = await call(t.app, 'GET', '/api/forms/types', { token });
  expect(response.statusCode).toBe(200);
  return (response.json() as Record<string, unknown>[]).find((form) => form.id === formId)!;
}

describe('scheduling a form', () => {
  it('stores the days sorted when adding, shows them to the admin, and keeps them through an edit that leaves them out', async () => {
    const form = await addForm({ schedule_days: [29, 1] });
    expect(form.schedule_days).toEqual([1, 29]);
    const list = (await call(t.app, 'GET', '/api/forms/admin/all', { token: admin })).json() as { id: string; schedule_days: number[] }[];
    expect(list.find((f) => f.id === form.id)!.schedule_days).toEqual([1, 29]);

    const edited = await call(t.app, 'PUT', `/api/forms/admin/${form.id}`, {
      token: admin,
      body: { title: 'Ölçek (yeni)', description: '', google_form_url: GOOGLE },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().form.schedule_days).toEqual([1, 29]);
  });

  it('replaces the schedule alone with PATCH …/schedule, and [] makes it an ordinary form again', async () => {
    const form = await addForm({});
    expect(form.schedule_days).toEqual([]);
    const patched = await call(t.app, 'PATCH', `/api/forms/admin/${form.id}/schedule`, { token: admin, body: { schedule_days: [15, 1, 29] } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ success: true, message: 'Ölçüm günleri kaydedildi', form: { id: form.id, schedule_days: [1, 15, 29] } });
    const cleared = await call(t.app, 'PATCH', `/api/forms/admin/${form.id}/schedule`, { token: admin, body: { schedule_days: [] } });
    expect(cleared.json().form.schedule_days).toEqual([]);
    const [row] = await t.db.select({ days: forms.scheduleDays }).from(forms).where(eq(forms.id, form.id));
    expect(row!.days).toEqual([]);
  });

  it.each([
    [[0], 'Ölçüm günleri 1 ile 1095 arasında tam sayılar olmalıdır'],
    [[1096], 'Ölçüm günleri 1 ile 1095 arasında tam sayılar olmalıdır'],
    [[1.5], 'Ölçüm günleri 1 ile 1095 arasında tam sayılar olmalıdır'],
    [['1'], 'Ölçüm günleri 1 ile 1095 arasında tam sayılar olmalıdır'],
    ['1, 29', 'Ölçüm günleri 1 ile 1095 arasında tam sayılar olmalıdır'],
    [[1, 29, 1], 'Aynı ölçüm günü birden fazla girilemez'],
    [Array.from({ length: 21 }, (_, i) => i + 1), 'En fazla 20 ölçüm günü girilebilir'],
  ])('refuses %j with a Turkish message, changing nothing', async (days, message) => {
    const form = await addForm({ schedule_days: [7] });
    const before = await t.db.select({ id: forms.id }).from(forms);
    const added = await call(t.app, 'POST', '/api/forms/admin/add', {
      token: admin,
      body: { title: 'Kötü', google_form_url: GOOGLE, schedule_days: days },
    });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toMatchObject({ success: false, message });
    expect(await t.db.select({ id: forms.id }).from(forms)).toHaveLength(before.length);

    const patched = await call(t.app, 'PATCH', `/api/forms/admin/${form.id}/schedule`, { token: admin, body: { schedule_days: days } });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().message).toBe(message);
    const [row] = await t.db.select({ days: forms.scheduleDays }).from(forms).where(eq(forms.id, form.id));
    expect(row!.days).toEqual([7]);
  });

  it('answers 400 to a PATCH without the list, 404 to an unknown form', async () => {
    const form = await addForm({});
    const empty = await call(t.app, 'PATCH', `/api/forms/admin/${form.id}/schedule`, { token: admin, body: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Ölçüm günleri 1 ile 1095 arasında tam sayılar olmalıdır');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(t.app, 'PATCH', `/api/forms/admin/${unknown}/schedule`, { token: admin, body: { schedule_days: [1] } })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/forms/admin/${unknown}/timepoints`, { token: admin })).statusCode).toBe(404);
  });

  it('answers 401 without a token and 403 to a participant on both new routes', async () => {
    const form = await addForm({ schedule_days: [1] });
    for (const [method, url, body] of [
      ['PATCH', `/api/forms/admin/${form.id}/schedule`, { schedule_days: [2] }],
      ['GET', `/api/forms/admin/${form.id}/timepoints`, undefined],
    ] as const) {
      const anonymous = await call(t.app, method, url, body ? { body } : {});
      expect(anonymous.statusCode, url).toBe(401);
      const denied = await call(t.app, method, url, { token: participant, ...(body ? { body } : {}) });
      expect(denied.statusCode, url).toBe(403);
    }
    const [row] = await t.db.select({ days: forms.scheduleDays }).from(forms).where(eq(forms.id, form.id));
    expect(row!.days).toEqual([1]);
  });
});

describe('the timepoint a response answers', () => {
  it.each([
    [1, 1],
    [2, 1],
    [28, 1],
    [29, 29],
    [30, 29],
    [400, 29],
  ])('on study day %i records timepoint %i', async (day, timepoint) => {
    const form = await addForm({ schedule_days: [1, 29] });
    const { token, user } = await asParticipant(t.app, t.db, onDay(day));
    const response = await submit(token, form.id);
    expect(response.statusCode, response.body).toBe(201);
    expect(await stored(form.id)).toEqual([{ userId: user.id, day: timepoint }]);
    expect(await typeOf(token, form.id)).toMatchObject({ is_filled: true, due_timepoint: timepoint, timepoints_done: [timepoint] });
  });

  it('refuses a form not yet due (study day 0, or before a later first day) and a participant without an enrolment date', async () => {
    const form = await addForm({ schedule_days: [1, 29] });
    const later = await addForm({ schedule_days: [7] });
    const tomorrow = await asParticipant(t.app, t.db, onDay(0));
    const daySix = await asParticipant(t.app, t.db, onDay(6));
    const unenrolled = await asParticipant(t.app, t.db, { enrolledOn: null });

    const early = await submit(tomorrow.token, form.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Bu form çalışmanızın 1. gününde açılacak');
    expect((await submit(daySix.token, later.id)).json().message).toBe('Bu form çalışmanızın 7. gününde açılacak');
    const none = await submit(unenrolled.token, form.id);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Çalışma başlangıç tarihiniz henüz belirlenmediği için bu form doldurulamaz');
    expect(await stored(form.id)).toEqual([]);
    expect(await stored(later.id)).toEqual([]);
    expect(await typeOf(daySix.token, later.id)).toMatchObject({ is_filled: false, due_timepoint: null, next_timepoint: 7, timepoints_done: [] });
  });

  it('takes one response per timepoint: a second one answers 409 and changes nothing; the next timepoint opens again', async () => {
    const form = await addForm({ schedule_days: [1, 29] });
    const { token, user } = await asParticipant(t.app, t.db, onDay(1));
    expect((await submit(token, form.id)).statusCode).toBe(201);
    const again = await submit(token, form.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: 'Gün 1 ölçümünü zaten doldurdunuz' });
    expect(await stored(form.id)).toHaveLength(1);

    // Four weeks later: day 29 is due, the card is unfilled again until it is answered.
    await t.db.update(users).set(onDay(29)).where(eq(users.id, user.id));
    expect(await typeOf(token, form.id)).toMatchObject({ is_filled: false, due_timepoint: 29, next_timepoint: null, timepoints_done: [1] });
    expect((await submit(token, form.id)).statusCode).toBe(201);
    expect(await typeOf(token, form.id)).toMatchObject({ is_filled: true, due_timepoint: 29, timepoints_done: [1, 29] });
    expect((await stored(form.id)).map((r) => r.day).sort((a, b) => a! - b!)).toEqual([1, 29]);
  });

  it('lets only one of two simultaneous submits land', async () => {
    const form = await addForm({ schedule_days: [1] });
    const { token } = await asParticipant(t.app, t.db, onDay(3));
    const answers = await Promise.all([submit(token, form.id), submit(token, form.id), submit(token, form.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await stored(form.id)).toHaveLength(1);
  });

  it('applies to built-in forms: each timepoint is answered once, and the form reopens empty at the next one', async () => {
    const created = await call(t.app, 'POST', '/api/forms/admin/add', {
      token: admin,
      body: { kind: 'builtin', title: 'Stres', definition: BUILTIN_DEFINITION, schedule_days: [1, 29] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const formId = created.json().form.id as string;
    const { token, user } = await asParticipant(t.app, t.db, onDay(1));
    expect((await submit(token, formId, { q1: 4 })).statusCode).toBe(201);
    const twice = await submit(token, formId, { q1: 2 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Gün 1 ölçümünü zaten doldurdunuz');
    expect((await call(t.app, 'GET', `/api/forms/${formId}`, { token })).json().my_response).toMatchObject({ answers: { q1: 4 } });

    await t.db.update(users).set(onDay(29)).where(eq(users.id, user.id));
    expect((await call(t.app, 'GET', `/api/forms/${formId}`, { token })).json().my_response).toBeNull();
    expect((await submit(token, formId, { q1: 2 })).statusCode).toBe(201);
    expect((await call(t.app, 'GET', `/api/forms/${formId}`, { token })).json().my_response).toMatchObject({ answers: { q1: 2 } });
    const responses = (await call(t.app, 'GET', `/api/forms/admin/responses/${formId}`, { token: admin })).json() as { timepoint_day: number }[];
    expect(responses.map((r) => r.timepoint_day)).toEqual([29, 1]);
    const csv = await call(t.app, 'GET', `/api/forms/admin/responses/${formId}/csv`, { token: admin });
    const [header, first, second] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Katılımcı Kodu,Ad Soyad,Telefon,E-posta,Grup,Tarih,Ölçüm Günü,Kendimi gergin hissettim,Sürüm,Toplam Puan,Puan Aralığı');
    expect(first).toMatch(/,29,2,1,2,$/);
    expect(second).toMatch(/,1,4,1,4,$/);
  });

  it('leaves unscheduled forms as they were: any number of external responses, no timepoint', async () => {
    const form = await addForm({});
    const { token } = await asParticipant(t.app, t.db, onDay(29));
    expect((await submit(token, form.id)).statusCode).toBe(201);
    expect((await submit(token, form.id)).statusCode).toBe(201);
    expect((await stored(form.id)).map((r) => r.day)).toEqual([null, null]);
    expect(await typeOf(token, form.id)).toMatchObject({
      is_filled: true,
      schedule_days: [],
      due_timepoint: null,
      next_timepoint: null,
      timepoints_done: [],
    });
    const responses = (await call(t.app, 'GET', `/api/forms/admin/responses/${form.id}`, { token: admin })).json() as { timepoint_day: unknown }[];
    expect(responses.every((r) => r.timepoint_day === null)).toBe(true);
  });
});

describe('completion per timepoint', () => {
  it('counts, per scheduled day, the participants who reached it, who answered, and names who is missing', async () => {
    // An experiment-only form: the control participants of the other tests are not its audience.
    const form = await addForm({ schedule_days: [1, 29], audience: 'experiment' });
    const answered = await asParticipant(t.app, t.db, { ...onDay(29), group: 'experiment', name: 'Deniz Ak' });
    const late = await asParticipant(t.app, t.db, { ...onDay(30), group: 'experiment', name: 'Ece Bal' });
    const early = await asParticipant(t.app, t.db, { ...onDay(5), group: 'experiment', name: 'Can Er' });
    await asParticipant(t.app, t.db, { ...onDay(0), group: 'experiment', name: 'Yarın Başlar' });
    await createUser(t.db, { ...onDay(40), group: 'experiment', name: 'Onaysız', isApproved: false });
    await asParticipant(t.app, t.db, { ...onDay(40), group: 'control', name: 'Kontrol Grubu' });
    expect((await submit(answered.token, form.id)).statusCode).toBe(201);
    expect((await submit(early.token, form.id)).statusCode).toBe(201);
    // Answered day 1 long ago, so day 1 counts it too.
    await t.db.insert(formResponses).values({ formId: form.id, userId: answered.user.id, group: 'experiment', timepointDay: 1, responses: {} });

    const response = await call(t.app, 'GET', `/api/forms/admin/${form.id}/timepoints`, { token: admin });
    expect(response.statusCode, response.body).toBe(200);
    const code = participantCode;
    expect(response.json()).toEqual({
      success: true,
      schedule_days: [1, 29],
      timepoints: [
        {
          day: 1,
          due_count: 3,
          answered_count: 2,
          missing: [{ user_id: late.user.id, name: 'Ece Bal', participant_code: code(late.user.participantNumber) }],
        },
        {
          day: 29,
          due_count: 2,
          answered_count: 1,
          missing: [{ user_id: late.user.id, name: 'Ece Bal', participant_code: code(late.user.participantNumber) }],
        },
      ],
    });

    // An answer survives a later group change in the counts.
    await t.db.update(users).set({ group: 'control' }).where(eq(users.id, early.user.id));
    const after = (await call(t.app, 'GET', `/api/forms/admin/${form.id}/timepoints`, { token: admin })).json();
    expect(after.timepoints[0]).toMatchObject({ day: 1, due_count: 3, answered_count: 2 });
  });
});
