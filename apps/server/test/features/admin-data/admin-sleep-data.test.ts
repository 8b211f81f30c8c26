import { addCalendarDays, SLEEP_FIELD_KEYS, sleepPeriodAverages, todayInStudyZone, type AdminNight } from '@uyku/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { asAdmin, asParticipant, createUser } from '../../support/factories.js';
import { insertNight } from '../../support/factories-admin-data.js';

/** GET /api/admin/sleep-data and the sleep tab's summaries (docs/product.md, "Sleep data"). */

const ADMIN_SLEEP_FIELDS = [
  'id', 'user_id', 'user_name', 'user_phone', 'ab_group', 'sleep_date', 'sleep_duration', 'sleep_quality',
  'rem_duration', 'deep_sleep_duration', 'light_sleep_duration', 'awake_duration', 'heart_rate', 'stress_level',
  'sleep_efficiency', 'screen_time_before', 'room_temperature', 'mood_before', 'mood_after', 'notes',
  // Additions to the original fields (decision 009): the night's study day and phase, and its data-quality flags.
  'study_day', 'phase', 'quality_flags',
  // Fields saved at their default without being touched (docs/sleep-metrics.md, "Untouched answers").
  'untouched_fields',
  // Additions for the night's detail: every answer under its wire key and the derived metrics.
  'answers', 'metrics',
];

let t: TestApp;
let admin: string;
let participant: string;
let ayse: { id: string };
let mehmet: { id: string };
const today = todayInStudyZone();
const day = (back: number) => addCalendarDays(today, -back);
/** Ayşe's nights: today, and the edges of the 7, 15 and 30-day periods on both sides. */
const ayseNights = [0, 1, 6, 7, 14, 15, 29, 30, 45];

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await asAdmin(t.app, t.db)).token;
  participant = (await asParticipant(t.app, t.db)).token;
  ayse = await createUser(t.db, { name: 'Ayşe Çığ Öztürk', group: 'experiment' });
  mehmet = await createUser(t.db, { name: 'Mehmet Yılmaz' });
  for (const [index, back] of ayseNights.entries()) {
    await insertNight(t.db, ayse.id, day(back), {
      sleepQuality: 4 + (index % 6),
      // Every third night without stages, every other without heart rate: skipped, not zeros.
      ...(index % 3 === 2 ? { remDuration: 0, deepSleepDuration: 0, lightSleepDuration: 0 } : { remDuration: 80 + index }),
      heartRate: index % 2 === 0 ? 55 + index : null,
      notes: index === 0 ? 'Gece iki kez uyandım' : '',
    });
  }
  await insertNight(t.db, mehmet.id, day(3), { sleepQuality: 9 });
  await insertNight(t.db, mehmet.id, day(2), { sleepQuality: 8 });
});
afterAll(async () => t.close());

const get = (url: string, token = admin) => call(t.app, 'GET', url, { token });

describe('GET /api/admin/sleep-data', () => {
  it('answers every row under sessions[], newest night first, with exactly the admin-view fields', async () => {
    const response = await get('/api/admin/sleep-data');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const body = response.json() as { success: boolean; sessions: AdminNight[]; nextCursor?: unknown };
    expect(body.success).toBe(true);
    expect(body.nextCursor).toBeUndefined();
    expect(body.sessions).toHaveLength(ayseNights.length + 2);
    for (const session of body.sessions) expect(Object.keys(session).sort()).toEqual([...ADMIN_SLEEP_FIELDS].sort());
    const dates = body.sessions.map((s) => s.sleep_date);
    expect(dates).toEqual([...dates].sort().reverse());
    const latest = body.sessions.find((s) => s.user_id === ayse.id && s.sleep_date === today);
    expect(latest).toMatchObject({
      user_name: 'Ayşe Çığ Öztürk',
      ab_group: 'experiment',
      sleep_duration: 80 + 80 + 250,
      screen_time_before: 30,
      room_temperature: 21.5,
      mood_before: 3,
      mood_after: 4,
      notes: 'Gece iki kez uyandım',
    });
    // The diary's derived efficiency: 410 minutes asleep of 480 in bed.
    expect(latest?.sleep_efficiency).toBe(85.4);
    expect(typeof latest?.user_phone).toBe('string');
  });

  it("carries every catalogue answer and the night's derived metrics beside the original keys", async () => {
    const body = (await get(`/api/admin/sleep-data?userId=${ayse.id}&limit=20`)).json() as { sessions: AdminNight[] };
    const latest = body.sessions.find((s) => s.sleep_date === today);
    expect(Object.keys(latest?.answers ?? {}).sort()).toEqual([...SLEEP_FIELD_KEYS].sort());
    expect(latest?.answers).toMatchObject({ bedtime: '23:00', sleep_time: '23:20', wake_time: '07:00', caffeine_intake: false, tried_to_sleep_time: null });
    expect(latest?.metrics).toEqual({
      time_in_bed: 480,
      sleep_onset_latency: 20,
      terminal_wakefulness: 0,
      total_sleep_time: 410,
      tst_source: 'stages',
      sleep_efficiency: 85.4,
      waso_used: 10,
      waso_source: 'awake_minutes',
    });
    // A night without stages keeps its zeros in the original keys and in answers (the screen reads them as '—').
    const unstaged = body.sessions.find((s) => s.sleep_date === day(6));
    expect(unstaged?.answers.rem_duration).toBe(0);
    expect(unstaged?.answers.heart_rate).toBe(57);
  });

  it('filters by participant and by a date range with both ends included', async () => {
    const mine = (await get(`/api/admin/sleep-data?userId=${mehmet.id}`)).json() as { sessions: AdminNight[] };
    expect(mine.sessions.map((s) => s.sleep_date)).toEqual([day(2), day(3)]);
    const ranged = (await get(`/api/admin/sleep-data?userId=${ayse.id}&from=${day(15)}&to=${day(6)}`)).json() as {
      sessions: AdminNight[];
    };
    expect(ranged.sessions.map((s) => s.sleep_date)).toEqual([day(6), day(7), day(14), day(15)]);
  });

  it('pages with a cursor: every row exactly once, in order, and a null cursor on the last page', async () => {
    const all = ((await get('/api/admin/sleep-data')).json() as { sessions: AdminNight[] }).sessions.map((s) => s.id);
    const seen: string[] = [];
    let cursor: string | null | undefined;
    let pages = 0;
    do {
      const response = await get(`/api/admin/sleep-data?limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode).toBe(200);
      const page = response.json() as { sessions: AdminNight[]; nextCursor: string | null };
      expect(page.sessions.length).toBeLessThanOrEqual(4);
      seen.push(...page.sessions.map((s) => s.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(Math.ceil(all.length / 4));
    expect(seen).toEqual(all);
  });

  it('refuses bad paging and filter values with 400 and a Turkish message', async () => {
    for (const [query, message] of [
      ['limit=0', 'Sayfa boyutu 1 ile 500 arasında bir tam sayı olmalıdır'],
      ['limit=501', 'Sayfa boyutu 1 ile 500 arasında bir tam sayı olmalıdır'],
      ['limit=abc', 'Sayfa boyutu 1 ile 500 arasında bir tam sayı olmalıdır'],
      ['cursor=bm90LWEtY3Vyc29y', 'Geçersiz sayfa imleci'],
      ['cursor=%3D%3D', 'Geçersiz sayfa imleci'],
      ['userId=123', 'Geçersiz kullanıcı kimliği'],
      ['from=2025-02-30', 'Tarih YYYY-AA-GG biçiminde olmalıdır'],
      [`from=${day(1)}&to=${day(2)}`, 'Başlangıç tarihi bitiş tarihinden sonra olamaz'],
    ] as const) {
      const response = await get(`/api/admin/sleep-data?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ success: false, message });
    }
  });
});

describe('sleep tab summaries', () => {
  it('gives the header: total records, participants, mean quality to one decimal, mean minutes', async () => {
    const response = await get('/api/admin/sleep-data/overview');
    expect(response.statusCode).toBe(200);
    const all = ((await get('/api/admin/sleep-data')).json() as { sessions: AdminNight[] }).sessions;
    const quality = all.reduce((sum, s) => sum + s.sleep_quality, 0) / all.length;
    const minutes = all.reduce((sum, s) => sum + s.sleep_duration, 0) / all.length;
    expect(response.json().overview).toEqual({
      totalRecords: all.length,
      participants: 2,
      averageQuality: Math.round(quality * 10) / 10,
      averageDuration: Math.round(minutes),
    });
  });

  it('lists participants with their latest night, most recent first, and finds them by folded name or phone', async () => {
    const body = (await get('/api/admin/sleep-data/participants')).json();
    expect(body.participants.map((p: { user_id: string }) => p.user_id)).toEqual([ayse.id, mehmet.id]);
    expect(body.participants[0]).toMatchObject({ user_name: 'Ayşe Çığ Öztürk', record_count: ayseNights.length });
    expect(body.participants[0].latest.sleep_date).toBe(today);
    expect(body.participants[1].latest.sleep_date).toBe(day(2));
    expect(body.nextCursor).toBeNull();

    for (const search of ['ayse', 'AYŞE', 'cig oz', 'ÖZTÜRK']) {
      const found = (await get(`/api/admin/sleep-data/participants?search=${encodeURIComponent(search)}`)).json();
      expect(found.participants.map((p: { user_id: string }) => p.user_id), search).toEqual([ayse.id]);
    }
    const phone = body.participants[1].user_phone as string;
    const byPhone = (await get(`/api/admin/sleep-data/participants?search=${phone.slice(-6)}`)).json();
    expect(byPhone.participants.map((p: { user_id: string }) => p.user_id)).toEqual([mehmet.id]);

    const first = (await get('/api/admin/sleep-data/participants?limit=1')).json();
    expect(first.participants).toHaveLength(1);
    const second = (await get(`/api/admin/sleep-data/participants?limit=1&cursor=${first.nextCursor}`)).json();
    expect(second.participants.map((p: { user_id: string }) => p.user_id)).toEqual([mehmet.id]);
    expect(second.nextCursor).toBeNull();
  });

  it("computes a participant's 7/15/30-day averages in SQL exactly as the domain does", async () => {
    const response = await get(`/api/admin/sleep-data/participants/${ayse.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    const nights = ((await get(`/api/admin/sleep-data?userId=${ayse.id}`)).json() as { sessions: AdminNight[] }).sessions;
    expect(detail.participant).toMatchObject({ user_id: ayse.id, user_name: 'Ayşe Çığ Öztürk', ab_group: 'experiment' });
    expect(detail.record_count).toBe(ayseNights.length);
    expect(detail.latest.sleep_date).toBe(today);
    expect(detail.today).toBe(today);
    expect(detail.periods).toEqual(sleepPeriodAverages(nights, today));
    // Boundaries: nights 0, 1, 6 in 7 days; + 7, 14 in 15; + 15, 29 in 30; 30 and 45 in none.
    expect(detail.periods.map((p: { days: number; count: number }) => [p.days, p.count])).toEqual([
      [7, 3],
      [15, 5],
      [30, 7],
    ]);
    // Missing heart rates are skipped: 7 days holds nights #0 (55) and #2 (no stages, 57); #1 had none.
    expect(detail.periods[0].averageHeartRate).toBe(56);
    expect(detail.periods[0].averageRem).toBe(81); // (80 + 81) / 2 = 80.5: night #2 had no stages
    expect(detail.trend.map((p: { sleep_date: string }) => p.sleep_date)).toEqual(nights.map((n) => n.sleep_date).reverse());
  });

  it("gives the participant's enrolment date and study phases as date ranges for the chart", async () => {
    const enrolled = await createUser(t.db, { name: 'Dönemli Katılımcı', enrolledOn: day(20) });
    const detail = (await get(`/api/admin/sleep-data/participants/${enrolled.id}`)).json();
    expect(detail.enrolled_on).toBe(day(20));
    expect(detail.phases[0]).toMatchObject({ phase: 'baseline', from: day(20) });
    expect(detail.phases.map((band: { phase: string }) => band.phase)).toEqual(['baseline', 'intervention', 'follow-up']);
    const unenrolled = await createUser(t.db, { name: 'Onaysız Katılımcı', isApproved: false, enrolledOn: null });
    const none = (await get(`/api/admin/sleep-data/participants/${unenrolled.id}`)).json();
    expect(none).toMatchObject({ enrolled_on: null, phases: [] });
  });

  it('answers 404 for an unknown participant and an empty detail for one without nights', async () => {
    const unknown = await get('/api/admin/sleep-data/participants/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Kullanıcı bulunamadı');
    const quiet = await createUser(t.db, { name: 'Kayıtsız Katılımcı' });
    const detail = (await get(`/api/admin/sleep-data/participants/${quiet.id}`)).json();
    expect(detail.record_count).toBe(0);
    expect(detail.latest).toBeNull();
    expect(detail.periods[0]).toMatchObject({ count: 0, averageQuality: null, averageDuration: null });
  });
});

describe('access', () => {
  const urls = () => [
    '/api/admin/sleep-data',
    '/api/admin/sleep-data?limit=5',
    '/api/admin/sleep-data/overview',
    '/api/admin/sleep-data/participants',
    `/api/admin/sleep-data/participants/${ayse.id}`,
    `/api/admin/sleep-data/participants/${ayse.id}/csv`,
  ];

  it('answers 401 without a token and 403 to a participant', async () => {
    for (const url of urls()) {
      const anonymous = await call(t.app, 'GET', url);
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json().code).toBe('UNAUTHENTICATED');
      const denied = await get(url, participant);
      expect(denied.statusCode, url).toBe(403);
      expect(denied.json().code).toBe('FORBIDDEN');
    }
  });
});
