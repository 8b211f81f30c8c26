import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, todayInStudyZone, type AbGroup } from '@uyku/domain';
import type { Database } from '../../../src/db/client.js';
import {
  allocationLog,
  auditLog,
  formResponses,
  forms,
  groupHistory,
  heartRateSessions,
  nights,
  users,
} from '../../../src/db/schema/index.js';
import { allocate } from '../../../src/core/study/allocation.js';
import { readSettings } from '../../../src/core/study/settings.js';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { studySettingsBody } from '../../support/factories-study.js';
import { asAdmin, asParticipant, createUser, DEFAULT_PASSWORD, uniquePhone } from '../../support/factories.js';
import { sleepBody } from '../../support/factories-sleep.js';

/** Decision 009: the study timeline, group at the time of a record, randomisation and data-quality flags. */

let t: TestApp;
let admin: Awaited<ReturnType<typeof asAdmin>>;
let participant: Awaited<ReturnType<typeof asParticipant>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await asAdmin(t.app, t.db);
  participant = await asParticipant(t.app, t.db);
});
afterAll(async () => t.close());

const settings = studySettingsBody;
const putSettings = (body: unknown, token = admin.token) => call(t.app, 'PUT', '/api/admin/study', { token, body });
const register = (body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/auth/register', {
    body: {
      name: 'Yeni Katılımcı',
      phone: uniquePhone(),
      password: DEFAULT_PASSWORD,
      acceptTerms: true,
      acceptPrivacy: true,
      ...body,
    },
  });

describe('admin study routes: who may call them and bad input', () => {
  const routes: [string, string][] = [
    ['GET', '/api/admin/study'],
    ['PUT', '/api/admin/study'],
    ['GET', '/api/admin/study/allocations'],
    ['GET', '/api/admin/study/allocations/csv'],
    ['GET', `/api/admin/users/00000000-0000-4000-8000-000000000000/group-history`],
  ];
  it.each(routes)('%s %s: 401 signed out, 403 for a participant', async (method, url) => {
    const body = method === 'PUT' ? settings() : undefined;
    expect((await call(t.app, method as 'GET', url, { body })).statusCode).toBe(401);
    expect((await call(t.app, method as 'GET', url, { token: participant.token, body })).statusCode).toBe(403);
  });

  it('refuses bad settings with a Turkish message and changes nothing', async () => {
    const before = (await call(t.app, 'GET', '/api/admin/study', { token: admin.token })).json().settings;
    for (const [body, message] of [
      [settings({ blockScheme: 'fixed-5' }), 'Blok büyüklüğü "sabit 4", "sabit 6" veya "rastgele 4 ya da 6" olmalıdır'],
      [settings({ baselineDays: -1 }), 'Gün sayısı 0 ile 365 arasında bir tam sayı olmalıdır'],
      [settings({ studyStartDate: '2026-02-30' }), 'Tarih YYYY-AA-GG biçiminde olmalıdır'],
      [settings({ allocationMode: 'coin' }), 'Atama yöntemi "choice" veya "randomised" olmalıdır'],
      [settings({ primaryOutcome: 'stress' }), 'Birincil sonuç listedeki ölçümlerden biri olmalıdır'],
      [
        settings({ stratificationQuestion: 'Cinsiyet?', stratificationOptions: ['Kadın'] }),
        'Tabakalama sorusu için 2 ile 6 arasında, her biri en fazla 100 karakterlik farklı seçenek girin',
      ],
    ] as const) {
      const response = await putSettings(body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await call(t.app, 'GET', '/api/admin/study', { token: admin.token })).json().settings).toEqual(before);
    const history = await call(t.app, 'GET', '/api/admin/users/not-a-uuid/group-history', { token: admin.token });
    expect(history.statusCode).toBe(400);
  });
});

describe('the primary outcome', () => {
  it('is set in the study settings, audited, kept when a client leaves it out, and named by the analysis', async () => {
    const saved = await putSettings(settings({ primaryOutcome: 'waso' }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings.primary_outcome).toBe('waso');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'study.settings')).orderBy(desc(auditLog.id)).limit(1);
    expect(entry?.details).toMatchObject({ primaryOutcome: 'waso' });
    // An older client sends the settings without it: the stored choice stays.
    expect((await putSettings(settings())).json().settings.primary_outcome).toBe('waso');
    const primary = await call(t.app, 'GET', '/api/admin/analytics/primary', { token: admin.token });
    expect(primary.json().primaryOutcome).toBe('waso');
    expect((await putSettings(settings({ primaryOutcome: 'sleepEfficiency' }))).json().settings.primary_outcome).toBe('sleepEfficiency');
  });
});

describe('study day and phase', () => {
  it('dates each night from the enrolment date at the phase boundaries', async () => {
    expect((await putSettings(settings())).statusCode).toBe(200);
    const { user, token } = await asParticipant(t.app, t.db, { enrolledOn: '2026-01-10' });
    const nights: [string, number, string][] = [
      ['2026-01-09', 0, 'outside'],
      ['2026-01-10', 1, 'baseline'],
      ['2026-01-16', 7, 'baseline'],
      ['2026-01-17', 8, 'intervention'],
      ['2026-02-13', 35, 'intervention'],
      ['2026-02-14', 36, 'follow-up'],
      ['2026-02-20', 42, 'follow-up'],
      ['2026-02-21', 43, 'outside'],
    ];
    for (const [date] of nights) {
      expect((await call(t.app, 'POST', '/api/sleep/sessions', { token, body: sleepBody({ date }) })).statusCode).toBe(201);
    }
    const listed = (await call(t.app, 'GET', '/api/sleep/sessions', { token })).json().sessions as {
      sleep_date: string;
      study_day: number;
      phase: string;
    }[];
    for (const [date, day, phase] of nights) {
      expect(
        listed.find((night) => night.sleep_date === date),
        date,
      ).toMatchObject({ study_day: day, phase });
    }
    // The admin sees the same, and an edited enrolment date re-dates every night at once.
    expect(
      (await call(t.app, 'PUT', `/api/admin/users/${user.id}`, { token: admin.token, body: { enrolledOn: '2026-01-11' } }))
        .statusCode,
    ).toBe(200);
    const admins = (await call(t.app, 'GET', `/api/admin/sleep-data?userId=${user.id}&limit=50`, { token: admin.token })).json()
      .sessions;
    expect(admins.find((n: { sleep_date: string }) => n.sleep_date === '2026-01-17')).toMatchObject({
      study_day: 7,
      phase: 'baseline',
    });
  });

  it('enrols a participant on the day an admin approves them', async () => {
    const pending = await createUser(t.db, { isApproved: false });
    const approved = await call(t.app, 'PUT', `/api/admin/users/${pending.id}`, {
      token: admin.token,
      body: { isApproved: true },
    });
    expect(approved.json().user.enrolled_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const bad = await call(t.app, 'PUT', `/api/admin/users/${pending.id}`, {
      token: admin.token,
      body: { enrolledOn: '10.01.2026' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Kayıt tarihi YYYY-AA-GG biçiminde olmalıdır');
  });
});

describe('group at the time of the record', () => {
  it('survives a later group change; the change is kept in the history', async () => {
    // Enrolled 9 days ago: today is an intervention day, when the audio routes answer.
    const { user, token } = await asParticipant(t.app, t.db, { group: 'experiment', enrolledOn: addCalendarDays(todayInStudyZone(), -9) });
    await t.db.insert(groupHistory).values({ userId: user.id, group: 'experiment', source: 'registration' });
    await call(t.app, 'POST', '/api/sleep/sessions', { token, body: sleepBody({ date: '2026-01-05' }) });
    await call(t.app, 'POST', '/api/heart-rate/sessions', {
      token,
      body: {
        content_type: 'binaural',
        content_id: '00000000-0000-4000-8000-000000000201',
        content_name: 'Test',
        heart_rate_before: 80,
        heart_rate_after: 70,
        duration: 120,
      },
    });
    const [form] = await t.db
      .insert(forms)
      .values({ kind: 'google', title: 'Anket', googleFormUrl: 'https://docs.google.com/forms/d/e/x/viewform' })
      .returning();
    await call(t.app, 'POST', '/api/forms/responses', {
      token,
      body: { form_type_id: form!.id, responses: { completed: true } },
    });

    const moved = await call(t.app, 'PUT', `/api/admin/users/${user.id}`, { token: admin.token, body: { abGroup: 'control' } });
    expect(moved.statusCode).toBe(200);
    // The night is corrected after the change: it keeps the group of its date (before the change).
    const [night] = await t.db.select().from(nights).where(eq(nights.userId, user.id));
    await call(t.app, 'PUT', `/api/sleep/sessions/${night!.id}`, {
      token,
      body: sleepBody({ date: '2026-01-05', notes: 'düzeltme' }),
    });

    const groups = async (table: typeof nights | typeof heartRateSessions | typeof formResponses) =>
      (await t.db.select({ g: table.group }).from(table).where(eq(table.userId, user.id))).map((r) => r.g);
    expect(await groups(nights)).toEqual(['experiment']);
    expect(await groups(heartRateSessions)).toEqual(['experiment']);
    expect(await groups(formResponses)).toEqual(['experiment']);
    const adminView = (await call(t.app, 'GET', `/api/admin/sleep-data?userId=${user.id}&limit=5`, { token: admin.token })).json()
      .sessions;
    expect(adminView[0].ab_group).toBe('experiment');

    const history = (await call(t.app, 'GET', `/api/admin/users/${user.id}/group-history`, { token: admin.token })).json()
      .history;
    expect(history.map((h: { ab_group: AbGroup; source: string }) => [h.ab_group, h.source])).toEqual([
      ['experiment', 'registration'],
      ['control', 'admin'],
    ]);
    // The admin by account name: admins have no participant code.
    expect(history[1].changed_by).toBe('Yönetici');
  });
});

describe('block randomisation', () => {
  it('balances every block over 100 allocations of the sealed list, logs each once, and never allocates twice', async () => {
    expect((await putSettings(settings({ allocationMode: 'randomised', blockScheme: 'fixed-4' }))).statusCode).toBe(200);
    const row = await readSettings(t.db);
    await t.db.execute(
      sql`insert into users (phone, name, password_hash) select '04' || lpad(g::text, 9, '0'), 'Rastgele ' || g, 'x' from generate_series(1, 100) g`,
    );
    const people = await t.db
      .select({ id: users.id, participantNumber: users.participantNumber })
      .from(users)
      .where(sql`${users.name} like 'Rastgele %'`)
      .orderBy(users.participantNumber);
    const results: AbGroup[] = [];
    for (const person of people)
      results.push(await t.db.transaction((tx) => allocate(tx as unknown as Database, row, person, '')));
    for (let block = 0; block < 25; block += 1) {
      const groups = results.slice(block * 4, block * 4 + 4);
      expect(groups.filter((group) => group === 'control')).toHaveLength(2);
    }
    // Not the same block order every time: the list is shuffled.
    expect(new Set(Array.from({ length: 25 }, (_, b) => results.slice(b * 4, b * 4 + 4).join())).size).toBeGreaterThan(1);
    const log = await t.db.select().from(allocationLog);
    expect(log).toHaveLength(100);
    expect(new Set(log.map((entry) => entry.participantNumber)).size).toBe(100);
    expect(log.sort((a, b) => a.id - b.id).map((entry) => entry.result)).toEqual(results);
    await expect(t.db.transaction((tx) => allocate(tx as unknown as Database, row, people[0]!, ''))).rejects.toThrow();
    expect(await t.db.$count(allocationLog)).toBe(100);
  });

  it('fixes the mode, the block scheme and the stratification once someone is allocated (409 STUDY_LOCKED)', async () => {
    const before = (await call(t.app, 'GET', '/api/admin/study', { token: admin.token })).json().settings;
    expect(before).toMatchObject({ settings_locked: true, allocation_mode: 'randomised', block_scheme: 'fixed-4' });
    for (const change of [
      { allocationMode: 'choice' },
      { blockScheme: 'fixed-6' },
      { stratificationQuestion: 'Cinsiyet', stratificationOptions: ['Kadın', 'Erkek'] },
    ]) {
      const locked = await putSettings(settings({ allocationMode: 'randomised', ...change }));
      expect(locked.statusCode).toBe(409);
      expect(locked.json()).toMatchObject({
        code: 'STUDY_LOCKED',
        message: 'İlk katılımcı atandıktan sonra atama yöntemi, blok büyüklüğü ve tabakalama sorusu ile seçenekleri değiştirilemez',
      });
    }
    const after = (await call(t.app, 'GET', '/api/admin/study', { token: admin.token })).json().settings;
    expect(after).toMatchObject({ allocation_mode: 'randomised', block_scheme: 'fixed-4', stratification_question: null, updated_at: before.updated_at });
    // What is not part of the allocation still changes.
    expect((await putSettings(settings({ allocationMode: 'randomised', videoWaitMinutes: 7 }))).statusCode).toBe(200);
  });

  it('allocates at approval, ignoring a sent group, and shows the log and its CSV to admins', async () => {
    const mode = (await call(t.app, 'GET', '/api/study/registration')).json();
    expect(mode).toMatchObject({ allocation_mode: 'randomised' });
    const response = await register({ abGroup: 'experiment' });
    expect(response.statusCode).toBe(201);
    const id = response.json().userId as string;
    expect(await t.db.$count(allocationLog, eq(allocationLog.userId, id))).toBe(0);
    expect((await call(t.app, 'PUT', `/api/admin/users/${id}`, { token: admin.token, body: { isApproved: true } })).statusCode).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.id, id));
    const [entry] = await t.db.select().from(allocationLog).where(eq(allocationLog.userId, user!.id));
    expect(entry!.result).toBe(user!.group);
    const list = (await call(t.app, 'GET', '/api/admin/study/allocations', { token: admin.token })).json().allocations;
    expect(list).toHaveLength(101);
    const csv = await call(t.app, 'GET', '/api/admin/study/allocations/csv', { token: admin.token });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\r\n')[0]).toContain('Katılımcı Kodu');
  });

  it('back in choice mode on a study nobody was allocated in, registration keeps the original shape and the chosen group', async () => {
    // A fresh study: switching back is allowed only before the first allocation.
    await t.db.delete(allocationLog);
    const off = await putSettings(settings({ allocationMode: 'choice' }));
    expect(off.statusCode).toBe(200);
    const response = await register({ abGroup: 'experiment' });
    const [user] = await t.db.select().from(users).where(eq(users.id, response.json().userId));
    expect(user!.group).toBe('experiment');
    expect(await t.db.$count(allocationLog, eq(allocationLog.userId, user!.id))).toBe(0);
  });
});

describe('data-quality flags in the admin views and the CSV', () => {
  it('flags crafted records and keeps every one of them', async () => {
    const { user, token } = await asParticipant(t.app, t.db, { enrolledOn: '2026-03-01' });
    const defaults = {
      bedtime: '22:00',
      sleep_time: '23:00',
      wake_time: '07:00',
      rem_duration: 0,
      deep_sleep_duration: 0,
      light_sleep_duration: 0,
      awake_duration: 0,
      heart_rate: 0,
      night_awakenings: 0,
      snoring_level: 0,
      sleep_quality: 5,
      mood_before_sleep: 3,
      mood_after_sleep: 3,
      stress_level: 3,
      screen_time: 0,
      meal_time: '',
      room_temperature: 20,
      caffeine_intake: false,
      alcohol_intake: false,
      exercise_done: false,
      medication_taken: false,
      meditation_done: false,
      reading_done: false,
      notes: '',
      total_sleep_minutes: 0,
    };
    await call(t.app, 'POST', '/api/sleep/sessions', { token, body: { ...defaults, date: '2026-03-02' } });
    await call(t.app, 'POST', '/api/sleep/sessions', {
      token,
      body: sleepBody({
        date: '2026-03-03',
        bedtime: '20:00',
        sleep_time: '21:00',
        wake_time: '13:00',
        out_of_bed_time: '13:30',
        long_night_confirmed: true,
        rem_duration: 0,
        deep_sleep_duration: 0,
        light_sleep_duration: 0,
        total_sleep_minutes: 0,
      }),
    });
    // 23:30 → 00:10 asleep → 07:30: period 440; stages 95 + 80 + 100 + awake 25 = 300: 140 short.
    await call(t.app, 'POST', '/api/sleep/sessions', {
      token,
      body: sleepBody({ date: '2026-03-04', light_sleep_duration: 100, total_sleep_minutes: 275 }),
    });
    await call(t.app, 'POST', '/api/sleep/sessions', { token, body: sleepBody({ date: '2026-03-05' }) });
    const sessions = (await call(t.app, 'GET', `/api/admin/sleep-data?userId=${user.id}&limit=10`, { token: admin.token })).json()
      .sessions as {
      sleep_date: string;
      quality_flags: string[];
    }[];
    expect(sessions).toHaveLength(4);
    const flagsOf = (date: string) =>
      sessions.find((s) => s.sleep_date === date)!.quality_flags.filter((f) => f !== 'late_entry');
    expect(flagsOf('2026-03-02')).toEqual(['untouched_defaults']);
    expect(flagsOf('2026-03-03')).toEqual(['confirmed_implausible']);
    expect(flagsOf('2026-03-04')).toEqual(['stage_mismatch']);
    expect(flagsOf('2026-03-05')).toEqual([]);
    // All entered at the same real moment: 'late' depends on the clock, and is alike for every night.
    const lateness = sessions.map((s) => s.quality_flags.includes('late_entry'));
    expect(lateness.every((late) => late === lateness[0])).toBe(true);

    const csv = await call(t.app, 'GET', `/api/admin/sleep-data/participants/${user.id}/csv`, { token: admin.token });
    const [header, ...rows] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toContain('Çalışma Günü,Çalışma Evresi,Geç girildi (36 saatten sonra),Varsayılan değerler değiştirilmedi');
    expect(rows).toHaveLength(4);
    const untouched = rows.find((r) => r.startsWith('02.03.2026'))!.split(',');
    expect(untouched.slice(-9, -7)).toEqual(['2', 'Başlangıç']);
    expect(untouched.slice(-6)).toEqual(['1', '0', '0', '0', '0', '0']);
  });
});
