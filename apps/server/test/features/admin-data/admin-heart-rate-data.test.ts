import type { AdminHeartRateSession } from '@uyku/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { asAdmin, asParticipant, createUser } from '../../support/factories.js';
import { insertHeartRate } from '../../support/factories-admin-data.js';

/** GET /api/admin/heart-rate-data and the heart-rate tab's summaries (docs/product.md, "Heart rate"). */

const ADMIN_HEART_RATE_FIELDS = [
  'id', 'user_id', 'user_name', 'user_phone', 'ab_group', 'content_type', 'content_name',
  'heart_rate_before', 'heart_rate_after', 'heart_rate_before_measurement', 'heart_rate_after_measurement', 'duration', 'created_at',
];

let t: TestApp;
let admin: string;
let participant: string;
let zeynep: { id: string };
let ali: { id: string };
/** Three sessions of Zeynep at the very same instant: the id must break the tie at page edges. */
const sameInstant = new Date('2026-11-20T20:30:00.123456Z');

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await asAdmin(t.app, t.db)).token;
  participant = (await asParticipant(t.app, t.db)).token;
  zeynep = await createUser(t.db, { name: 'Zeynep Işık', group: 'experiment' });
  ali = await createUser(t.db, { name: 'Ali Güneş', group: 'experiment' });
  await insertHeartRate(t.db, zeynep.id, { before: 80, after: 68, durationSeconds: 89, createdAt: new Date('2026-11-18T09:00:00Z') });
  for (const before of [75, 71, 90]) {
    await insertHeartRate(t.db, zeynep.id, { contentType: 'binaural', contentName: 'Delta Dalgaları', before, after: 70, createdAt: sameInstant });
  }
  // 22:30 on the 20th in UTC is already the 21st in Istanbul (UTC+3).
  await insertHeartRate(t.db, ali.id, { before: 60, after: 63, durationSeconds: 600, createdAt: new Date('2026-11-20T22:30:00Z') });
});
afterAll(async () => t.close());

const get = (url: string, token = admin) => call(t.app, 'GET', url, { token });
const sessionsOf = async (url: string) => ((await get(url)).json() as { sessions: AdminHeartRateSession[] }).sessions;

describe('GET /api/admin/heart-rate-data', () => {
  it('answers every row under sessions[], newest first, with exactly the admin-view fields and minutes', async () => {
    const sessions = await sessionsOf('/api/admin/heart-rate-data');
    expect(sessions).toHaveLength(5);
    for (const session of sessions) expect(Object.keys(session).sort()).toEqual([...ADMIN_HEART_RATE_FIELDS].sort());
    expect(sessions[0]).toMatchObject({
      user_id: ali.id,
      user_name: 'Ali Güneş',
      ab_group: 'experiment',
      content_type: 'relaxation',
      content_name: 'Kutu Nefesi',
      heart_rate_before: 60,
      heart_rate_after: 63,
      duration: 10,
      created_at: '2026-11-20T22:30:00.000Z',
    });
    // 89 seconds is 1.48 minutes: rounded to 1.
    expect(sessions.at(-1)).toMatchObject({ user_id: zeynep.id, duration: 1, heart_rate_before: 80 });
  });

  it('filters by participant and by study calendar days (Europe/Istanbul)', async () => {
    expect((await sessionsOf(`/api/admin/heart-rate-data?userId=${zeynep.id}`)).map((s) => s.user_id)).toEqual(Array(4).fill(zeynep.id));
    const onThe21st = await sessionsOf('/api/admin/heart-rate-data?from=2026-11-21&to=2026-11-21');
    expect(onThe21st.map((s) => s.user_id)).toEqual([ali.id]);
    const onThe20th = await sessionsOf('/api/admin/heart-rate-data?from=2026-11-20&to=2026-11-20');
    expect(onThe20th).toHaveLength(3);
    expect(await sessionsOf('/api/admin/heart-rate-data?to=2026-11-18')).toHaveLength(1);
  });

  it('pages through rows with identical timestamps without skipping or repeating one', async () => {
    const all = (await sessionsOf('/api/admin/heart-rate-data')).map((s) => s.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = (await get(`/api/admin/heart-rate-data?limit=2${cursor ? `&cursor=${cursor}` : ''}`)).json() as {
        sessions: AdminHeartRateSession[];
        nextCursor: string | null;
      };
      seen.push(...page.sessions.map((s) => s.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(5);
  });
});

describe('heart-rate tab summaries', () => {
  it('counts every session and participant', async () => {
    expect((await get('/api/admin/heart-rate-data/overview')).json().overview).toEqual({ totalRecords: 5, participants: 2 });
  });

  it('lists participants with their latest session, most recent first', async () => {
    const body = (await get('/api/admin/heart-rate-data/participants')).json();
    expect(body.participants.map((p: { user_id: string }) => p.user_id)).toEqual([ali.id, zeynep.id]);
    expect(body.participants[1]).toMatchObject({ user_name: 'Zeynep Işık', record_count: 4 });
    expect(body.participants[1].latest).toMatchObject({ content_type: 'binaural', content_name: 'Delta Dalgaları' });
    const found = (await get(`/api/admin/heart-rate-data/participants?search=${encodeURIComponent('ZEYNEP ISIK')}`)).json();
    expect(found.participants.map((p: { user_id: string }) => p.user_id)).toEqual([zeynep.id]);
  });

  it('averages before, after and change to one decimal', async () => {
    const detail = (await get(`/api/admin/heart-rate-data/participants/${zeynep.id}`)).json();
    expect(detail.participant).toMatchObject({ user_id: zeynep.id, user_name: 'Zeynep Işık' });
    // before 80, 75, 71, 90 → 79; after 68, 70, 70, 70 → 69.5; change −9.5.
    expect(detail.averages).toEqual({ count: 4, averageBefore: 79, averageAfter: 69.5, averageChange: -9.5 });
  });

  it("shows a value not measured as its marker, with no change, and averages only sessions measured on both sides", async () => {
    const ece = await createUser(t.db, { name: 'Ece Ay', group: 'experiment' });
    await insertHeartRate(t.db, ece.id, { before: 82, after: 72, createdAt: new Date('2026-11-19T09:00:00Z') });
    await insertHeartRate(t.db, ece.id, { before: 'not_measured', after: 66, createdAt: new Date('2026-11-19T10:00:00Z') });
    await insertHeartRate(t.db, ece.id, { before: 90, after: 'not_asked', createdAt: new Date('2026-11-19T11:00:00Z') });
    const rows = await sessionsOf(`/api/admin/heart-rate-data?userId=${ece.id}`);
    expect(rows.map((r) => [r.heart_rate_before, r.heart_rate_after])).toEqual([
      [90, 'not_asked'],
      ['not_measured', 66],
      [82, 72],
    ]);
    const detail = (await get(`/api/admin/heart-rate-data/participants/${ece.id}`)).json();
    expect(detail.averages).toEqual({ count: 1, averageBefore: 82, averageAfter: 72, averageChange: -10 });
    const csv = await get(`/api/admin/heart-rate-data/participants/${ece.id}/csv`);
    expect(csv.statusCode, csv.body.slice(0, 200)).toBe(200);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    // Before, after, change and percent: empty cells where a value was not measured, never a zero.
    expect(lines.slice(1).map((line) => line.split(',').slice(6, 10))).toEqual([
      ['90', '', '', ''],
      ['', '66', '', ''],
      ['82', '72', '-10', '-12.2'],
    ]);
  });

  it('answers 404 for an unknown participant', async () => {
    const response = await get('/api/admin/heart-rate-data/participants/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Kullanıcı bulunamadı');
  });
});

describe('access', () => {
  it('answers 401 without a token and 403 to a participant', async () => {
    for (const url of [
      '/api/admin/heart-rate-data',
      '/api/admin/heart-rate-data/overview',
      '/api/admin/heart-rate-data/participants',
      `/api/admin/heart-rate-data/participants/${ali.id}`,
      `/api/admin/heart-rate-data/participants/${ali.id}/csv`,
    ]) {
      expect((await call(t.app, 'GET', url)).statusCode, url).toBe(401);
      expect((await get(url, participant)).statusCode, url).toBe(403);
    }
  });
});

describe('an admin’s own sessions', () => {
  it('stay out of the heart-rate tab’s header, as in the sleep tab', async () => {
    const before = (await get('/api/admin/heart-rate-data/overview')).json().overview;
    const tester = await asAdmin(t.app, t.db);
    await insertHeartRate(t.db, tester.user.id, { before: 90, after: 60, createdAt: new Date('2026-11-22T09:00:00Z') });
    expect((await get('/api/admin/heart-rate-data/overview')).json().overview).toEqual(before);
  });
});
