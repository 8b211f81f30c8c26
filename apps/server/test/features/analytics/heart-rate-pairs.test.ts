import { addCalendarDays, todayInStudyZone, type HeartRateAnalysisResponse } from '@uyku/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rowsOf } from '../../../src/features/analytics/rows.js';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { asAdmin, asParticipant } from '../../support/factories.js';
import { studyParticipant, studySession, type StudyPerson } from '../../support/factories-analysis.js';
import { csvRecords, readStudyZip } from '../../support/study-export-reader.js';
import { writeSettingsRow } from '../../support/factories-study.js';

/**
 * Which heart-rate pairs the paired test takes (docs/sleep-metrics.md, "Heart-rate pairs"): only
 * the participant's intervention phase in the arm they were allocated to, dated by the session's
 * own time; an after-value given more than 15 minutes after the session ended flags the pair
 * `after_delayed` and keeps it out by the analysis plan's default; before and after values of
 * different methods flag it `mixed_methods` and are counted.
 */
let t: TestApp;
let admin: string;
const people: Record<'A' | 'B' | 'C', StudyPerson> = {} as never;
const ANALYSIS = '/api/admin/analytics/heart-rate';

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await asAdmin(t.app, t.db)).token;
  const enrolledOn = addCalendarDays(todayInStudyZone(), -20);
  people.A = await studyParticipant(t.db, { name: 'Nabız A', group: 'experiment', enrolledOn });
  people.B = await studyParticipant(t.db, { name: 'Nabız B', group: 'experiment', enrolledOn, switchDay: 12 });
  people.C = await studyParticipant(t.db, { name: 'Nabız C', group: 'experiment', enrolledOn });
  // Baseline: not in the paired test.
  await studySession(t.db, people.A, 3, { before: 100, after: 60 });
  await studySession(t.db, people.A, 8, { before: 80, after: 74 });
  // Its after-value came two hours after the session ended.
  await studySession(t.db, people.A, 9, { before: 80, after: 70, afterDelayMinutes: 120 });
  await studySession(t.db, people.B, 8, { before: 90, after: 84 });
  // After B was moved to control: not in the allocated arm.
  await studySession(t.db, people.B, 13, { before: 100, after: 50 });
  await studySession(t.db, people.C, 9, { before: 76, after: 72, beforeMethod: 'manual', afterMethod: 'camera' });
}, 60_000);
afterAll(async () => t.close());

const analysis = async () => (await call(t.app, 'GET', ANALYSIS, { token: admin })).json() as HeartRateAnalysisResponse;

describe('the paired heart-rate test', () => {
  it('takes the intervention phase in the allocated arm, leaves delayed pairs out and counts mixed methods', async () => {
    const body = await analysis();
    const relaxation = body.byType.find((row) => row.contentType === 'relaxation');
    expect(relaxation).toMatchObject({ participants: 3, sessions: 3 });
    expect(relaxation?.meanBefore).toBeCloseTo((80 + 90 + 76) / 3, 10);
    expect(relaxation?.meanAfter).toBeCloseTo((74 + 84 + 72) / 3, 10);
    expect(body).toMatchObject({ delayed: 1, excludeDelayed: true, mixedMethods: 1, methodCounts: { manual: 5, camera: 1, bluetooth: 0 } });
    expect(body.method).toContain('after_delayed');
    expect(body.method).toContain('müdahale dönemindeki');
  });

  it('takes the delayed pairs when the plan says so, and the plan carries the setting', async () => {
    const settings = (await call(t.app, 'GET', '/api/admin/study', { token: admin })).json().settings;
    expect(settings.heart_rate_exclude_delayed).toBe(true);
    expect(settings.analysis_plan.plan.heart_rate_pairing.exclude_delayed).toBe(true);
    await writeSettingsRow(t, () => t.db.execute(sql`update study_settings set heart_rate_exclude_delayed = false`));
    try {
      const body = await analysis();
      expect(body.byType.find((row) => row.contentType === 'relaxation')).toMatchObject({ participants: 3, sessions: 4 });
      expect(body).toMatchObject({ delayed: 1, excludeDelayed: false });
      const again = (await call(t.app, 'GET', '/api/admin/study', { token: admin })).json().settings;
      expect(again.analysis_plan.plan.heart_rate_pairing.exclude_delayed).toBe(false);
    } finally {
      await writeSettingsRow(t, () => t.db.execute(sql`update study_settings set heart_rate_exclude_delayed = true`));
    }
  });

  it('exports when the after-value was given and both flags, with codebook rows', async () => {
    const response = await call(t.app, 'GET', '/api/admin/export/study', { token: admin });
    expect(response.statusCode).toBe(200);
    const files = readStudyZip(response.rawPayload);
    const rows = csvRecords(files['heart_rate_sessions.csv']);
    expect(rows).toHaveLength(6);
    const delayed = rows.filter((row) => row.after_delayed === '1');
    expect(delayed).toHaveLength(1);
    expect(delayed[0]?.hr_after_bpm).toBe('70');
    expect(Date.parse(delayed[0]?.heart_rate_after_recorded_at ?? '') - Date.parse(`${people.A.date(9)}T22:00:00+03:00`)).toBe(120 * 60_000);
    expect(rows.filter((row) => row.mixed_methods === '1').map((row) => row.hr_before_bpm)).toEqual(['76']);
    const codebook = files['codebook.csv']!.text;
    for (const column of ['heart_rate_after_recorded_at', 'after_delayed', 'mixed_methods']) expect(codebook).toContain(`heart_rate_sessions.csv,${column},`);
  });
});

describe("the plan's switch in the study settings", () => {
  const protocol = { studyStartDate: null, baselineDays: 7, interventionDays: 28, followUpDays: 0, allocationMode: 'choice', blockScheme: 'fixed-4', stratificationQuestion: null, stratificationOptions: [] };
  const put = (body: Record<string, unknown>) => call(t.app, 'PUT', '/api/admin/study', { token: admin, body: { ...protocol, ...body } });

  it('saves heartRateExcludeDelayed into the settings and the plan, and refuses a non-boolean in Turkish without a change', async () => {
    const bad = await put({ heartRateExcludeDelayed: 'evet' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[ğüşıöçİ]/u);
    const off = await put({ heartRateExcludeDelayed: false });
    expect(off.statusCode, off.body).toBe(200);
    const settings = (await call(t.app, 'GET', '/api/admin/study', { token: admin })).json().settings;
    expect(settings.heart_rate_exclude_delayed).toBe(false);
    expect(settings.analysis_plan.plan.heart_rate_pairing.exclude_delayed).toBe(false);
    expect((await put({ heartRateExcludeDelayed: true })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', ANALYSIS, { token: admin })).json().excludeDelayed).toBe(true);
  });
});

describe('a session whose after-value is given later', () => {
  const body = {
    content_type: 'relaxation',
    content_id: '00000000-0000-4000-8000-000000000101',
    content_name: 'Kutu Nefesi',
    heart_rate_before: 82,
    heart_rate_after: 75,
    duration: 600,
  };

  it('is dated by its end and keeps the save as the after-value time', async () => {
    const person = await asParticipant(t.app, t.db, { group: 'experiment', enrolledOn: addCalendarDays(todayInStudyZone(), -8) });
    const saved = new Date(Date.now() - 60_000);
    const ended = new Date(saved.getTime() - 3 * 3_600_000);
    const response = await call(t.app, 'POST', '/api/heart-rate/sessions', {
      token: person.token,
      body: { ...body, ended_at: ended.toISOString() },
      headers: { 'x-client-time': saved.toISOString() },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await rowsOf(
      t.db,
      z.object({ occurred_at: z.string(), heart_rate_after_recorded_at: z.string() }),
      sql`select occurred_at, heart_rate_after_recorded_at from heart_rate_sessions where id = ${response.json().session.id}`,
    );
    expect(new Date(row!.occurred_at).getTime()).toBe(ended.getTime());
    expect(new Date(row!.heart_rate_after_recorded_at).getTime()).toBe(saved.getTime());
  });

  it('refuses an end after the save or beyond the longest window, in Turkish, and stores nothing', async () => {
    const person = await asParticipant(t.app, t.db, { group: 'experiment', enrolledOn: addCalendarDays(todayInStudyZone(), -8) });
    const count = async () => (await rowsOf(t.db, z.object({ n: z.number() }), sql`select count(*)::int as n from heart_rate_sessions`))[0]?.n;
    const before = await count();
    for (const endedAt of [new Date(Date.now() + 3_600_000).toISOString(), new Date(Date.now() - 80 * 3_600_000).toISOString(), 'dün']) {
      const response = await call(t.app, 'POST', '/api/heart-rate/sessions', { token: person.token, body: { ...body, ended_at: endedAt } });
      expect(response.statusCode, endedAt).toBe(400);
      expect(response.body).toContain('Oturumun bitiş zamanı geçersiz');
    }
    expect(await count()).toBe(before);
  });
});
