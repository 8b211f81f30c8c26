import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.js';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { asAdmin, asExperiment, asParticipant } from '../../support/factories.js';
import { countNights, createNight, sleepBody, storedNight } from '../../support/factories-sleep.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const DUPLICATE = 'Bu tarih için zaten bir uyku kaydınız var. Lütfen mevcut kaydı düzenleyin.';
const NOT_FOUND = 'Uyku kaydı bulunamadı';

describe('POST /api/sleep/sessions', () => {
  it('stores every field of the night with its derived metrics and answers the full record', async () => {
    const { user, token } = await asParticipant(t.app, t.db);
    const response = await call(t.app, 'POST', '/api/sleep/sessions', { token, body: sleepBody() });
    expect(response.statusCode).toBe(201);
    const { session, message, success } = response.json();
    expect({ success, message }).toEqual({ success: true, message: 'Uyku kaydı başarıyla oluşturuldu!' });
    expect(session).toEqual({
      id: expect.any(String),
      sleep_date: '2025-10-08',
      bedtime: '23:30',
      sleep_time: '00:10',
      wake_time: '07:30',
      rem_duration: 95,
      deep_sleep_duration: 80,
      light_sleep_duration: 225,
      awake_duration: 25,
      heart_rate: 58,
      night_awakenings: 2,
      snoring_level: 1,
      sleep_quality: 7,
      mood_before_sleep: 2,
      mood_after_sleep: 4,
      caffeine_intake: true,
      alcohol_intake: false,
      exercise_done: true,
      stress_level: 6,
      screen_time: 45,
      meal_time: '19:30',
      medication_taken: false,
      meditation_done: true,
      reading_done: true,
      room_temperature: 21.5,
      notes: 'Geç yattım ama iyi uyudum',
      // 23:30 → 07:30 across midnight; stages 95 + 80 + 225.
      time_in_bed: 480,
      sleep_onset_latency: 40,
      sleep_duration: 400,
      sleep_efficiency: 83.3,
      tst_source: 'stages',
      terminal_wakefulness: 0,
      tried_to_sleep_time: null,
      out_of_bed_time: null,
      waso_minutes: null,
      long_night_confirmed: false,
      // A participant without an enrolment date (factory): outside the study timeline.
      study_day: null,
      phase: 'outside',
      study_length: 42,
      // The body did not say (an older client): none recorded.
      untouched_fields: [],
    });
    const row = await storedNight(t.db, session.id);
    expect(row).toMatchObject({
      userId: user.id,
      timeInBed: 480,
      sleepOnsetLatency: 40,
      totalSleepMinutes: 400,
      sleepEfficiency: 83.3,
      tstSource: 'stages',
    });
  });

  it('applies the diary\'s defaults and derives the duration from the clock without stages', async () => {
    const { token } = await asParticipant(t.app, t.db);
    const body = { date: '2025-10-01', bedtime: '22:00', sleep_time: '23:00', wake_time: '07:00', awake_duration: 20 };
    const response = await call(t.app, 'POST', '/api/sleep/sessions', { token, body });
    expect(response.statusCode).toBe(201);
    expect(response.json().session).toMatchObject({
      heart_rate: null,
      night_awakenings: 0,
      snoring_level: 0,
      sleep_quality: 5,
      mood_before_sleep: 3,
      mood_after_sleep: 3,
      stress_level: 3,
      screen_time: 0,
      meal_time: null,
      room_temperature: 20,
      caffeine_intake: false,
      reading_done: false,
      notes: '',
      rem_duration: 0,
      time_in_bed: 540,
      sleep_onset_latency: 60,
      sleep_duration: 460, // (23:00 → 07:00) − 20 awake
      sleep_efficiency: 85.2,
      tst_source: 'clock',
    });
  });

  it('takes the clock times when not all three stages are given, and stores where the total came from', async () => {
    const { token } = await asParticipant(t.app, t.db);
    const body = {
      date: '2025-10-02',
      bedtime: '22:30',
      sleep_time: '22:50',
      wake_time: '06:30',
      deep_sleep_duration: 90,
      awake_duration: 10,
    };
    const response = await call(t.app, 'POST', '/api/sleep/sessions', { token, body });
    expect(response.statusCode).toBe(201);
    const { session } = response.json();
    // (22:50 → 06:30 = 460) − 10 = 450 of 480 in bed: 93.75 %, half up.
    expect(session).toMatchObject({
      deep_sleep_duration: 90,
      sleep_duration: 450,
      time_in_bed: 480,
      sleep_efficiency: 93.8,
      tst_source: 'clock',
    });
    expect(await storedNight(t.db, session.id)).toMatchObject({
      totalSleepMinutes: 450,
      sleepEfficiency: 93.8,
      tstSource: 'clock',
    });
  });

  it('stores the optional CSD items and derives TIB, SOL and terminal wakefulness from them', async () => {
    const { token } = await asParticipant(t.app, t.db);
    // CSD: in bed and trying to sleep 23:00, asleep 23:20, no waking, final awakening 05:00, out of bed 07:00.
    const body = {
      date: '2025-10-03',
      bedtime: '23:00',
      tried_to_sleep_time: '23:00',
      sleep_time: '23:20',
      wake_time: '05:00',
      out_of_bed_time: '07:00',
      waso_minutes: 0,
    };
    const response = await call(t.app, 'POST', '/api/sleep/sessions', { token, body });
    expect(response.statusCode).toBe(201);
    const { session } = response.json();
    expect(session).toMatchObject({
      tried_to_sleep_time: '23:00',
      out_of_bed_time: '07:00',
      waso_minutes: 0,
      long_night_confirmed: false,
      time_in_bed: 480,
      sleep_onset_latency: 20,
      terminal_wakefulness: 120,
      sleep_duration: 340,
      sleep_efficiency: 70.8,
      tst_source: 'clock',
    });
    const read = await call(t.app, 'GET', `/api/sleep/sessions/${session.id}`, { token });
    expect(read.json().session).toMatchObject({ tried_to_sleep_time: '23:00', out_of_bed_time: '07:00', waso_minutes: 0 });
  });

  it('refuses more than 16 hours in bed until the participant confirms it', async () => {
    const { user, token } = await asParticipant(t.app, t.db);
    const body = { date: '2025-10-04', bedtime: '19:00', sleep_time: '20:00', wake_time: '10:00', out_of_bed_time: '11:30' };
    const refused = await call(t.app, 'POST', '/api/sleep/sessions', { token, body });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      {
        field: 'long_night_confirmed',
        message: 'Yatakta geçen süre 16 sa 30 dk; 16 saatten uzun. Doğruysa onay kutusunu işaretleyin.',
      },
    ]);
    expect(await countNights(t.db, user.id)).toBe(0);
    const confirmed = await call(t.app, 'POST', '/api/sleep/sessions', { token, body: { ...body, long_night_confirmed: true } });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().session).toMatchObject({ time_in_bed: 990, terminal_wakefulness: 90, long_night_confirmed: true });
  });

  it("never trusts the client's total_sleep_minutes", async () => {
    const { token } = await asParticipant(t.app, t.db);
    const response = await call(t.app, 'POST', '/api/sleep/sessions', { token, body: sleepBody({ total_sleep_minutes: 999 }) });
    expect(response.json().session.sleep_duration).toBe(400);
  });

  it('allows one entry per night: a second one for the same date answers 409 and stores nothing', async () => {
    const { user, token } = await asParticipant(t.app, t.db);
    await createNight(t.app, token, { date: '2025-09-20' });
    const again = await call(t.app, 'POST', '/api/sleep/sessions', {
      token,
      body: sleepBody({ date: '2025-09-20', sleep_quality: 2 }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, code: 'CONFLICT', message: DUPLICATE, error: DUPLICATE });
    expect(await countNights(t.db, user.id)).toBe(1);

    // Another participant may of course sleep on the same night.
    const other = await asParticipant(t.app, t.db);
    await createNight(t.app, other.token, { date: '2025-09-20' });
  });

  it('keeps one entry when the same night is saved twice at the same moment', async () => {
    const { user, token } = await asParticipant(t.app, t.db);
    const body = sleepBody({ date: '2025-09-21' });
    const answers = await Promise.all([1, 2, 3].map(() => call(t.app, 'POST', '/api/sleep/sessions', { token, body })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json().message).toBe(DUPLICATE);
    expect(await countNights(t.db, user.id)).toBe(1);
  });

  it('lets admins and the experiment group keep a diary too', async () => {
    for (const who of [await asAdmin(t.app, t.db), await asExperiment(t.app, t.db)]) {
      await createNight(t.app, who.token);
      expect(await countNights(t.db, who.user.id)).toBe(1);
    }
  });
});

describe('GET /api/sleep/sessions', () => {
  it("lists only the caller's nights, newest first, with the original fields and the metrics", async () => {
    const { token } = await asParticipant(t.app, t.db);
    const stranger = await asParticipant(t.app, t.db);
    await createNight(t.app, stranger.token, { date: '2025-10-05' });
    await createNight(t.app, token, { date: '2025-10-03', notes: 'ilk' });
    await createNight(t.app, token, {
      date: '2025-10-07',
      notes: 'son',
      rem_duration: 0,
      deep_sleep_duration: 0,
      light_sleep_duration: 0,
    });
    await createNight(t.app, token, { date: '2025-10-05', notes: 'orta' });

    const response = await call(t.app, 'GET', '/api/sleep/sessions', { token });
    expect(response.statusCode).toBe(200);
    const { sessions } = response.json();
    expect(sessions.map((s: { notes: string }) => s.notes)).toEqual(['son', 'orta', 'ilk']);
    expect(Object.keys(sessions[0]).sort()).toEqual(
      [
        'id',
        'sleep_date',
        'sleep_duration',
        'deep_sleep_duration',
        'rem_duration',
        'light_sleep_duration',
        'sleep_quality',
        'notes',
        'time_in_bed',
        'sleep_onset_latency',
        'sleep_efficiency',
        'study_day',
        'phase',
        'study_length',
        'tst_source',
        'terminal_wakefulness',
      ].sort(),
    );
    // Without stages: 00:10 → 07:30 = 440 minus 25 awake.
    expect(sessions[0]).toMatchObject({
      sleep_date: '2025-10-07',
      sleep_duration: 415,
      time_in_bed: 480,
      sleep_efficiency: 86.5,
      tst_source: 'clock',
    });
  });

  it('answers an empty list to a participant without entries', async () => {
    const { token } = await asParticipant(t.app, t.db);
    expect((await call(t.app, 'GET', '/api/sleep/sessions', { token })).json()).toEqual({ success: true, sessions: [] });
  });
});

describe('reading, correcting and removing one night', () => {
  it('reads the full record, corrects it with recomputed metrics, and deletes it', async () => {
    const { user, token } = await asParticipant(t.app, t.db);
    const id = await createNight(t.app, token, { date: '2025-08-10' });

    const read = await call(t.app, 'GET', `/api/sleep/sessions/${id}`, { token });
    expect(read.statusCode).toBe(200);
    expect(read.json().session).toMatchObject({ id, sleep_date: '2025-08-10', meal_time: '19:30', heart_rate: 58 });

    const corrected = await call(t.app, 'PUT', `/api/sleep/sessions/${id}`, {
      token,
      body: sleepBody({ date: '2025-08-11', wake_time: '08:30', sleep_quality: 9, heart_rate: 0, notes: 'düzeltildi' }),
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({
      success: true,
      message: 'Uyku kaydı başarıyla güncellendi!',
      session: { id, sleep_date: '2025-08-11', sleep_quality: 9, heart_rate: null, time_in_bed: 540, sleep_efficiency: 74.1 },
    });
    expect(await storedNight(t.db, id)).toMatchObject({
      sleepDate: '2025-08-11',
      timeInBed: 540,
      heartRate: null,
      notes: 'düzeltildi',
    });

    // Saving the same night again on its own date is not a duplicate.
    const same = await call(t.app, 'PUT', `/api/sleep/sessions/${id}`, { token, body: sleepBody({ date: '2025-08-11' }) });
    expect(same.statusCode).toBe(200);

    const removed = await call(t.app, 'DELETE', `/api/sleep/sessions/${id}`, { token });
    expect(removed.json()).toEqual({ success: true, message: 'Uyku kaydı silindi' });
    expect(await countNights(t.db, user.id)).toBe(0);
    expect((await call(t.app, 'GET', `/api/sleep/sessions/${id}`, { token })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/sleep/sessions/${id}`, { token })).statusCode).toBe(404);
  });

  it('refuses to move a night onto the date of another of the same participant', async () => {
    const { token } = await asParticipant(t.app, t.db);
    await createNight(t.app, token, { date: '2025-07-01' });
    const id = await createNight(t.app, token, { date: '2025-07-02' });
    const moved = await call(t.app, 'PUT', `/api/sleep/sessions/${id}`, { token, body: sleepBody({ date: '2025-07-01' }) });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(DUPLICATE);
    expect((await storedNight(t.db, id))?.sleepDate).toBe('2025-07-02');
  });

  it("answers 404 to another participant's record, whether reading, changing or deleting it, and changes nothing", async () => {
    const owner = await asParticipant(t.app, t.db);
    const intruder = await asParticipant(t.app, t.db);
    const id = await createNight(t.app, owner.token, { date: '2025-06-15' });
    const before = await storedNight(t.db, id);

    for (const [method, body] of [['GET'], ['PUT', sleepBody({ sleep_quality: 1 })], ['DELETE']] as const) {
      const response = await call(t.app, method, `/api/sleep/sessions/${id}`, {
        token: intruder.token,
        ...(body ? { body } : {}),
      });
      expect(response.statusCode, method).toBe(404);
      expect(response.json(), method).toEqual({ success: false, code: 'NOT_FOUND', message: NOT_FOUND, error: NOT_FOUND });
    }
    // Not even an admin reaches another person's night through the participant's routes.
    const admin = await asAdmin(t.app, t.db);
    expect((await call(t.app, 'GET', `/api/sleep/sessions/${id}`, { token: admin.token })).statusCode).toBe(404);

    expect(await storedNight(t.db, id)).toEqual(before);
    const list = await call(t.app, 'GET', '/api/sleep/sessions', { token: intruder.token });
    expect(list.json().sessions).toEqual([]);
  });

  it('answers 404 to an id that does not exist', async () => {
    const { token } = await asParticipant(t.app, t.db);
    const response = await call(t.app, 'PUT', `/api/sleep/sessions/${randomUUID()}`, { token, body: sleepBody() });
    expect(response.statusCode).toBe(404);
  });
});

describe('who may call the sleep routes', () => {
  const routes = (id: string) =>
    [
      ['GET', '/api/sleep/sessions'],
      ['POST', '/api/sleep/sessions'],
      ['GET', `/api/sleep/sessions/${id}`],
      ['PUT', `/api/sleep/sessions/${id}`],
      ['DELETE', `/api/sleep/sessions/${id}`],
    ] as const;
  const withBody = (method: string) => (method === 'POST' || method === 'PUT' ? { body: sleepBody() } : {});

  it('answers 401 without a sign-in', async () => {
    for (const [method, url] of routes(randomUUID())) {
      const response = await call(t.app, method, url, withBody(method));
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers 403 to a participant whose approval was withdrawn, and to one who must change the password', async () => {
    const withdrawn = await asParticipant(t.app, t.db);
    const id = await createNight(t.app, withdrawn.token, { date: '2025-05-01' });
    await t.db.update(users).set({ isApproved: false }).where(eq(users.id, withdrawn.user.id));
    const mustChange = await asParticipant(t.app, t.db);
    await t.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, mustChange.user.id));

    for (const [who, code] of [
      [withdrawn, 'NOT_APPROVED'],
      [mustChange, 'PASSWORD_CHANGE_REQUIRED'],
    ] as const) {
      for (const [method, url] of routes(id)) {
        const response = await call(t.app, method, url, { token: who.token, ...withBody(method) });
        expect(response.statusCode, `${code} ${method} ${url}`).toBe(403);
        expect(response.json().code).toBe(code);
      }
    }
    expect(await countNights(t.db, withdrawn.user.id)).toBe(1);
    expect(await countNights(t.db, mustChange.user.id)).toBe(0);
  });
});
